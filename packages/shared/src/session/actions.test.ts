import { session } from './actions';
import { getToken, setToken, TOKEN_COOKIE } from './cookie';
import { getTerminalId } from './terminal';
import { clearCookies, fakeMessages, fakeServer, flush } from '../testing/fakeServer';

const ok = (data: unknown, message = '') => ({ data: { code: 0, message, data } });

let messages: ReturnType<typeof fakeMessages>;
beforeEach(() => {
  clearCookies();
  localStorage.clear();
  session.resetToken();
  messages = fakeMessages();
});

describe('login', () => {
  it('trims username and phone, stores the token in cookie and state, sets isShowSetPwd=1', async () => {
    const server = fakeServer({ '/user/login': ok({ token: 'tok-login' }) });
    await session.login({ username: '  demoadmin ', password: ' Demo123456 ', role: 'admin' });
    const body = JSON.parse(String(server.calls[0].data));
    expect(body).toEqual({ username: 'demoadmin', password: ' Demo123456 ', role: 'admin' });
    expect(TOKEN_COOKIE).toBe('p-token');
    expect(getToken()).toBe('tok-login');
    expect(session.state().token).toBe('tok-login');
    expect(localStorage.getItem('isShowSetPwd')).toBe('1');
  });

  it('trims the phone for SMS login', async () => {
    const server = fakeServer({ '/user/login': ok({ token: 't' }) });
    await session.login({ phone: ' 13800000000 ', smsCode: '123456', role: 'staff' });
    expect(JSON.parse(String(server.calls[0].data))).toEqual({
      phone: '13800000000',
      smsCode: '123456',
      role: 'staff',
    });
  });

  it('rejects with the server message on another code, storing nothing and showing nothing', async () => {
    const server = fakeServer({ '/user/login': { data: { code: 40003, message: '该账号不是老板账号', data: null } } });
    await expect(session.login({ username: 'demostaff', password: 'x', role: 'admin' })).rejects.toThrow(
      '该账号不是老板账号',
    );
    await flush();
    expect(getToken()).toBeUndefined();
    expect(localStorage.getItem('isShowSetPwd')).toBeNull();
    expect(messages.open).not.toHaveBeenCalled(); // the login page shows the message
    expect(server.records()).toHaveLength(0);
  });
});

describe('loginByCode', () => {
  it('stores the token on code 0', async () => {
    const server = fakeServer({ '/user/loginByCode': ok({ token: 'tok-code' }) });
    await expect(session.loginByCode('abc')).resolves.toBeUndefined();
    expect(JSON.parse(String(server.calls[0].data))).toEqual({ code: 'abc', terminal_code: getTerminalId() });
    expect(getToken()).toBe('tok-code');
    expect(session.state().token).toBe('tok-code');
    expect(localStorage.getItem('isShowSetPwd')).toBeNull();
  });

  it('waits (no token) when the terminal needs approval: the same answer as a password login', async () => {
    const waiting = { ticket: 'tk', expires_in: 600, poll_ms: 3000 };
    fakeServer({ '/user/loginByCode': { data: { code: 20201, message: '等待审批', data: waiting } } });
    await expect(session.loginByCode('abc')).resolves.toEqual({ waiting });
    expect(getToken()).toBeUndefined();
  });

  it('rejects with the server message otherwise', async () => {
    fakeServer({ '/user/loginByCode': { data: { code: 40001, message: '授权码无效', data: null } } });
    await expect(session.loginByCode('bad')).rejects.toThrow('授权码无效');
  });
});

describe('getInfo', () => {
  it('stores name, pwd and the full info', async () => {
    const info = { username: 'demoadmin', pwd: 1, name: '演示老板', avatar: 'a.png', role: 'admin', level: 1 };
    fakeServer({ '/user/getInfo': ok(info) });
    await expect(session.getInfo()).resolves.toEqual(info);
    expect(session.state()).toMatchObject({ name: 'demoadmin', pwd: 1, avatar: 'a.png', userInfo: info });
  });

  it("rejects 'Verification failed, please Login again.' without data", async () => {
    fakeServer({ '/user/getInfo': ok(null) });
    await expect(session.getInfo()).rejects.toThrow('Verification failed, please Login again.');
  });
});

describe('logout and resetToken', () => {
  it('posts /user/logout then clears cookie and state', async () => {
    setToken('tok-out');
    const server = fakeServer();
    await session.login({ username: 'u', password: 'p', role: 'admin' }).catch(() => undefined);
    const listener = jest.fn();
    const off = session.subscribe(listener);
    await session.logout();
    off();
    expect(server.calls.map((c) => c.url)).toContain('/user/logout');
    expect(getToken()).toBeUndefined();
    expect(session.state()).toEqual({
      token: undefined,
      userInfo: undefined,
      name: '',
      avatar: '',
      pwd: '',
      register: false,
    });
    expect(listener).toHaveBeenCalled();
  });

  it('still clears locally when the server is unreachable', async () => {
    setToken('tok-out');
    fakeServer({ '/user/logout': { network: true } });
    await expect(session.logout()).resolves.toBeUndefined();
    expect(getToken()).toBeUndefined();
    expect(messages.open).not.toHaveBeenCalled();
  });

  it('resetToken clears cookie and state', () => {
    setToken('x');
    session.resetToken();
    expect(getToken()).toBeUndefined();
    expect(session.state().token).toBeUndefined();
  });
});

describe('login from a terminal waiting for approval (code 20201)', () => {
  it('returns the ticket without storing a token, then the ticket poll stores the token', async () => {
    const waiting = { ticket: 'tk', poll_ms: 3000, expires_in: 1800 };
    fakeServer({
      '/user/login': { data: { code: 20201, message: '已提交登录申请，请等待上级审批', data: waiting } },
    });
    const r = await session.login({ username: 'demotech01', password: 'p', role: 'staff', terminal_code: 'abc' });
    expect(r).toEqual({ waiting });
    expect(getToken()).toBeUndefined();
    const server = fakeServer({ '/user/terminalLogin': ok({ token: 'tok-ticket' }) });
    expect(await session.terminalLogin('tk')).toBeUndefined();
    expect(JSON.parse(String(server.calls[0].data))).toEqual({ ticket: 'tk' });
    expect(getToken()).toBe('tok-ticket');
  });
});
