import { getToken } from '../session/cookie';
import { getTerminalId } from '../session/terminal';
import { clearCookies, fakeServer } from '../testing/fakeServer';
import { signIn } from './calls';

const ok = (data: unknown) => ({ data: { code: 0, message: '', data } });

beforeEach(() => {
  clearCookies();
  localStorage.clear();
});

describe('the sign-in calls go over fetch to the API, with the language and no axios', () => {
  it('login: POST /api/user/login, trimmed, JSON, in the page language', async () => {
    const server = fakeServer({ '/user/login': ok({ token: 't1' }) });
    await expect(signIn.login({ username: ' boss ', password: 'p', role: 'admin' })).resolves.toBeUndefined();
    const [call] = server.calls;
    expect(call.method).toBe('post');
    expect(JSON.parse(String(call.data))).toEqual({ username: 'boss', password: 'p', role: 'admin' });
    expect((call.headers as unknown as Record<string, string>)['Accept-Language']).toBe('zh-CN');
    expect(jest.mocked(fetch).mock.calls[0][0]).toBe('/api/user/login');
    expect(getToken()).toBe('t1');
    expect(localStorage.getItem('isShowSetPwd')).toBe('1');
  });

  it('register: signed in on code 0 (no set-password prompt), the server message otherwise', async () => {
    fakeServer({ '/user/register': ok({ token: 'reg' }) });
    await signIn.register({ phone: '13800000000', password: 'secret1', smsCode: '1', code: 'INV' }, 'failed');
    expect(getToken()).toBe('reg');
    expect(localStorage.getItem('isShowSetPwd')).toBeNull();
    fakeServer({ '/user/register': { data: { code: 40001, message: '验证码错误', data: null } } });
    await expect(signIn.register({ phone: '13800000000', password: 'x', smsCode: '1' }, 'failed')).rejects.toThrow(
      '验证码错误',
    );
  });

  it('sendSmsCode: what the server sent, or its refusal', async () => {
    const server = fakeServer({ '/sms/code': ok({ expiresIn: 300, resendIn: 60 }) });
    await expect(signIn.sendSmsCode({ phone: '13800000000', scene: 'login' }, 'f')).resolves.toEqual({
      expiresIn: 300,
      resendIn: 60,
    });
    expect(JSON.parse(String(server.calls[0].data))).toEqual({ phone: '13800000000', scene: 'login' });
    fakeServer({ '/sms/code': { data: { code: 10001, message: '发送过于频繁', data: null } } });
    await expect(signIn.sendSmsCode({ phone: '13800000000' }, 'f')).rejects.toThrow('发送过于频繁');
  });

  it('loginByCode sends this browser terminal id; no set-password prompt', async () => {
    const server = fakeServer({ '/user/loginByCode': ok({ token: 'c' }) });
    await signIn.loginByCode('c1');
    expect(JSON.parse(String(server.calls[0].data))).toEqual({ code: 'c1', terminal_code: getTerminalId() });
    expect(localStorage.getItem('isShowSetPwd')).toBeNull();
  });

  it('an HTTP error rejects with the server message; no answer with the network sentence', async () => {
    fakeServer({ '/user/login': { status: 429, data: { code: 429, message: '尝试次数过多', data: null } } });
    await expect(signIn.login({ username: 'u', password: 'p', role: 'admin' })).rejects.toThrow('尝试次数过多');
    fakeServer({ '/user/login': { network: true } });
    await expect(signIn.login({ username: 'u', password: 'p', role: 'admin' })).rejects.toThrow(
      '网络请求错误，请稍后重试',
    );
    expect(getToken()).toBeUndefined();
  });
});
