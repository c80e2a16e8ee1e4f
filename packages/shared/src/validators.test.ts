import {
  checkEditPassword,
  EDIT_PASSWORD_MESSAGE,
  isExternal,
  isLoginPassword,
  isMemberPassword,
  isMobile,
  isRechargeAmount,
  isStrongPassword,
  isUsername,
  PASSWORD_EMPTY_MESSAGE,
  RECHARGE_AMOUNT_MESSAGE,
} from './validators';

// spec §5: "Must be a positive number with at most 2 decimals, or 0 with up to 2 decimals."
describe('isRechargeAmount', () => {
  it.each(['10', '10.00', '10.5', '0.01', '0.5', '1', 10, 99.99, ' 20 ', '0', '0.0', '0.00', 0])('accepts %p', (v) => {
    expect(isRechargeAmount(v)).toBe(true);
  });
  it.each(['', null, undefined, '01', '00', '0.000', '-0', '10.001', '-1', 'abc', '1e3', '.5', '10.'])(
    'rejects %p',
    (v) => {
      expect(isRechargeAmount(v)).toBe(false);
    },
  );
  it('has the spec message', () => {
    expect(RECHARGE_AMOUNT_MESSAGE).toBe('请输入正确的价格，例：10, 10.00');
  });
});

describe('isMobile', () => {
  it.each(['13800000000', '19912345678', '15012345678'])('accepts %s', (v) => expect(isMobile(v)).toBe(true));
  it.each(['12800000000', '1380000000', '138000000000', '23800000000', '1380000000a', ''])('rejects %p', (v) =>
    expect(isMobile(v)).toBe(false),
  );
});

describe('isExternal', () => {
  it.each(['http://a.com', 'https://a.com/x', 'mailto:a@b.c', 'tel:123'])('accepts %s', (v) =>
    expect(isExternal(v)).toBe(true),
  );
  it.each(['/phone/all', 'ftp://x', 'www.a.com', 'httpx://a', ''])('rejects %p', (v) =>
    expect(isExternal(v)).toBe(false),
  );
});

describe('isStrongPassword (8-16, 3 of 4 classes)', () => {
  it.each(['Abcdefg1', 'abcdef1!', 'ABCDEF1!', 'Abcdefgh!', 'Aa1!Aa1!Aa1!Aa1!'])('accepts %s', (v) =>
    expect(isStrongPassword(v)).toBe(true),
  );
  it.each(['Abc1!', 'abcdefgh', 'abcdefg1', 'ABCDEFG1', 'Aa1!Aa1!Aa1!Aa1!x', ''])('rejects %p', (v) =>
    expect(isStrongPassword(v)).toBe(false),
  );
});

describe('checkEditPassword', () => {
  it('empty → 密码不能为空', () => {
    expect(checkEditPassword('')).toBe('密码不能为空');
    expect(checkEditPassword(undefined)).toBe(PASSWORD_EMPTY_MESSAGE.zh);
  });
  it("answers in the given language (the console's by default): the contract's en sentences", () => {
    expect(checkEditPassword('', 'en')).toBe(PASSWORD_EMPTY_MESSAGE.en);
    expect(checkEditPassword('abcdefg1', 'en')).toBe(EDIT_PASSWORD_MESSAGE.en);
    expect(checkEditPassword('abcdefg1', 'zh')).toBe(EDIT_PASSWORD_MESSAGE.zh);
  });
  it.each(['abcdefg1', 'ABCDEFG1', 'Abcdefgh', 'Abc1', 'Abcdefgh12345678x'])('rejects %s with the spec message', (v) =>
    expect(checkEditPassword(v)).toBe('密码必须含有大写字母，小写字母，数字，最少8位'),
  );
  it.each(['Abcdefg1', 'Demo123456'])('accepts %s', (v) => expect(checkEditPassword(v)).toBeUndefined());
  it('message constant', () => expect(EDIT_PASSWORD_MESSAGE.zh).toBe('密码必须含有大写字母，小写字母，数字，最少8位'));
});

describe('isUsername (6-24 Chinese, letters, digits)', () => {
  it.each(['demoadmin', '张三李四王五', 'abc123', 'a'.repeat(24), '用户abc123'])('accepts %s', (v) =>
    expect(isUsername(v)).toBe(true),
  );
  it.each(['abc12', 'a'.repeat(25), 'demo_admin', 'demo admin', 'demo@123', ''])('rejects %p', (v) =>
    expect(isUsername(v)).toBe(false),
  );
});

describe('isMemberPassword (6-30)', () => {
  it.each(['123456', 'x'.repeat(30)])('accepts length %#', (v) => expect(isMemberPassword(v)).toBe(true));
  it.each(['12345', 'x'.repeat(31), ''])('rejects length %#', (v) => expect(isMemberPassword(v)).toBe(false));
});

describe('isLoginPassword (≥6)', () => {
  it('accepts 6 and more', () => {
    expect(isLoginPassword('123456')).toBe(true);
    expect(isLoginPassword('x'.repeat(64))).toBe(true);
  });
  it('rejects shorter', () => {
    expect(isLoginPassword('12345')).toBe(false);
    expect(isLoginPassword(null)).toBe(false);
  });
});
