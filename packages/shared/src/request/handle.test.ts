// One test per row of the spec §8 error catalogue that the request layer owns.
import Cookies from 'js-cookie';
import { get, post } from './http';
import { setOnLoginInvalid, RequestError } from './handle';
import { getToken, setToken } from '../session/cookie';
import { getState, patchState } from '../session/store';
import { clearCookies, contentText, fakeMessages, fakeServer, flush } from '../testing/fakeServer';

const envelope = (code: number, message = '', data: unknown = null) => ({ data: { code, message, data } });

let messages: ReturnType<typeof fakeMessages>;
beforeEach(() => {
  clearCookies();
  messages = fakeMessages();
  setOnLoginInvalid(() => undefined);
});

function shownError(): { text: string; duration?: number; type?: string; key?: unknown } {
  expect(messages.open).toHaveBeenCalledTimes(1);
  const args = messages.open.mock.calls[0][0];
  return { text: contentText(args.content), duration: args.duration, type: args.type, key: args.key };
}

describe('code 20103 (login invalid)', () => {
  it('clears messages, shows the server message 5 s, resets the session, calls the hook, rejects, no record', async () => {
    setToken('tok-1');
    patchState({ token: 'tok-1', name: 'demo' });
    const hook = jest.fn();
    setOnLoginInvalid(hook);
    const server = fakeServer({ '/user/info': envelope(20103, '会话已过期') });

    await expect(get('/user/info')).rejects.toThrow('会话已过期');
    await flush();

    expect(messages.destroy).toHaveBeenCalledWith();
    expect(messages.destroy.mock.invocationCallOrder[0]).toBeLessThan(messages.open.mock.invocationCallOrder[0]);
    const shown = shownError();
    expect(shown).toMatchObject({ type: 'error', duration: 5 });
    expect(shown.text).toBe('会话已过期×');
    expect(getToken()).toBeUndefined();
    expect(getState()).toMatchObject({ token: undefined, name: '' });
    expect(hook).toHaveBeenCalledTimes(1);
    expect(server.records()).toHaveLength(0);
  });

  it('falls back to 登录失效，请重新登录或者授权 without a server message', async () => {
    fakeServer({ '/user/info': envelope(20103) });
    const err = await get('/user/info').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RequestError);
    expect((err as RequestError).code).toBe(20103);
    expect((err as RequestError).message).toBe('登录失效，请重新登录或者授权');
    expect(shownError().text).toBe('登录失效，请重新登录或者授权×');
  });
});

describe('codes 0 and 20201 (success)', () => {
  it.each([0, 20201])('code %i resolves with the envelope, records it, shows nothing', async (code) => {
    const server = fakeServer({ '/phone/cnt': envelope(code, 'ok', { allCnt: 3 }) });
    await expect(get('/phone/cnt')).resolves.toEqual({ code, message: 'ok', data: { allCnt: 3 } });
    await flush();
    expect(messages.open).not.toHaveBeenCalled();
    expect(server.records()).toHaveLength(1);
    expect(server.records()[0].response_status_code).toBe(code);
  });
});

describe('any other code', () => {
  it('records, shows the server message 5 s with a close button, rejects', async () => {
    const server = fakeServer({ '/user/savePwd': envelope(40009, '旧密码错误') });
    await expect(post('/user/savePwd', { newPassword: 'x' })).rejects.toMatchObject({
      message: '旧密码错误',
      code: 40009,
    });
    await flush();
    expect(shownError()).toMatchObject({ text: '旧密码错误×', duration: 5, type: 'error' });
    expect(server.records()).toHaveLength(1);
  });

  it('falls back to 网络请求错误，请稍后重试', async () => {
    fakeServer({ '/user/savePwd': envelope(50000) });
    await expect(post('/user/savePwd')).rejects.toThrow('网络请求错误，请稍后重试');
    expect(shownError().text).toBe('网络请求错误，请稍后重试×');
  });

  it('with noGlobalError: records, shows nothing and resolves with the response', async () => {
    const server = fakeServer({ '/phone/getStatus': envelope(40004, 'not found') });
    await expect(post('/phone/getStatus', {}, { noGlobalError: true })).resolves.toMatchObject({ code: 40004 });
    await flush();
    expect(messages.open).not.toHaveBeenCalled();
    expect(server.records()).toHaveLength(1);
  });

  it('the × in the message closes exactly that message', async () => {
    fakeServer({ '/x': envelope(40001, 'bad') });
    await post('/x').catch(() => undefined);
    const { key } = shownError();
    const content = messages.open.mock.calls[0][0].content as { props: { children: unknown[] } };
    const close = content.props.children[1] as { props: { onClick: () => void } };
    close.props.onClick();
    expect(messages.destroy).toHaveBeenCalledWith(key);
  });

  it('shows the English default when the language cookie is en', async () => {
    Cookies.set('language', 'en');
    fakeServer({ '/x': envelope(50000) });
    await expect(post('/x')).rejects.toThrow('Network request error, please try again later');
  });
});

describe('transport or HTTP failure', () => {
  it('HTTP 500: shows the server message from the error body and rejects', async () => {
    const server = fakeServer({
      '/phone/cnt': { status: 500, data: { code: 50000, message: '服务器内部错误', data: null } },
    });
    await expect(get('/phone/cnt')).rejects.toMatchObject({ message: '服务器内部错误', status: 500 });
    await flush();
    expect(shownError()).toMatchObject({ text: '服务器内部错误×', duration: 5 });
    expect(server.records()).toHaveLength(0);
  });

  it('network error: shows 网络请求错误，请稍后重试 and rejects', async () => {
    fakeServer({ '/phone/cnt': { network: true } });
    await expect(get('/phone/cnt')).rejects.toThrow('网络请求错误，请稍后重试');
    expect(shownError().text).toBe('网络请求错误，请稍后重试×');
  });

  it('with skipHandling or noGlobalError: rejects without a message', async () => {
    fakeServer({ '/a': { network: true } });
    await expect(get('/a', undefined, { skipHandling: true })).rejects.toThrow();
    await expect(get('/a', undefined, { noGlobalError: true })).rejects.toThrow();
    expect(messages.open).not.toHaveBeenCalled();
  });
});

describe('skipHandling', () => {
  it.each([0, 20103, 40001])(
    'code %i: returns the envelope untouched, no message, no reset, no record',
    async (code) => {
      setToken('tok-2');
      const hook = jest.fn();
      setOnLoginInvalid(hook);
      const server = fakeServer({ '/user/login': envelope(code, '账号或密码错误', { token: 't' }) });
      await expect(post('/user/login', {}, { skipHandling: true })).resolves.toEqual({
        code,
        message: '账号或密码错误',
        data: { token: 't' },
      });
      await flush();
      expect(messages.open).not.toHaveBeenCalled();
      expect(messages.destroy).not.toHaveBeenCalled();
      expect(hook).not.toHaveBeenCalled();
      expect(getToken()).toBe('tok-2');
      expect(server.records()).toHaveLength(0);
    },
  );
});
