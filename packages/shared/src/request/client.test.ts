import { client, REQUEST_TIMEOUT } from './client';
import { get } from './http';
import { setToken, removeToken } from '../session/cookie';
import { setLanguage } from '../i18n/language';
import { clearCookies, fakeMessages, fakeServer } from '../testing/fakeServer';

beforeEach(() => {
  clearCookies();
  fakeMessages();
});

it('times out after 300000 ms', () => {
  expect(REQUEST_TIMEOUT).toBe(300000);
  expect(client.defaults.timeout).toBe(300000);
});

it('sends the P-Token header from the p-token cookie, read per request', async () => {
  const server = fakeServer();
  await get('/a', undefined, { noReport: true });
  setToken('tok-abc');
  await get('/b', undefined, { noReport: true });
  removeToken();
  await get('/c', undefined, { noReport: true });
  const tokens = server.calls.map((c) => c.headers.get('P-Token'));
  expect(tokens[0]).toBeUndefined();
  expect(tokens[1]).toBe('tok-abc');
  expect(tokens[2]).toBeUndefined();
});

it('sends the console language as Accept-Language (zh-CN by default, en after switching), read per request', async () => {
  const server = fakeServer();
  await get('/a', undefined, { noReport: true });
  setLanguage('en');
  await get('/b', undefined, { noReport: true });
  setLanguage('zh');
  await get('/c', undefined, { noReport: true });
  expect(server.calls.map((c) => c.headers.get('Accept-Language'))).toEqual(['zh-CN', 'en', 'zh-CN']);
});
