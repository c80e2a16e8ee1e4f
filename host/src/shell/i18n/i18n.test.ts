import { expectLocalesMatch } from '../../../../packages/testing/locales';
import en from './en.json';
import zh from './zh.json';

test('zh and en have identical keys and no empty texts', () => {
  expectLocalesMatch(zh, en);
});

test('spec strings are quoted exactly (zh)', () => {
  expect(zh.renew.title).toBe('续费提示');
  expect(zh.renew.bulk).toBe('批量续费');
  expect(zh.recharge.amountInvalid).toBe('请输入正确的价格，例：10, 10.00');
  expect(zh.password.oldRequired).toBe('请输入旧密码');
  expect(zh.password.newRequired).toBe('请输入新密码');
  expect(zh.password.setDone).toBe('设置成功');
  expect(en.renew.warning).toBe(
    'You have cloud phones about to expire; renew soon to avoid not being able to use them normally after the platform unsubscribes them',
  );
});
