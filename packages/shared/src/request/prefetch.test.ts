import { get, post } from './http';
import { PREFETCH_TTL_MS, prefetchGet } from './prefetch';
import { setToken } from '../session/cookie';
import { setLanguage } from '../i18n/language';
import { clearCookies, fakeMessages, fakeServer, flush } from '../testing/fakeServer';

const rows = { code: 0, message: '', data: { total: 1, list: [{ id: 1 }] } };

beforeEach(() => {
  clearCookies();
  setToken('tok-1');
  fakeMessages();
});
afterEach(() => jest.restoreAllMocks());

it('the screen’s identical GET takes the answer in flight: one request, the same data', async () => {
  const server = fakeServer({ '/phone/list': { data: rows } });
  prefetchGet('/phone/list', { page: 1, limit: 20, filterStatus: 0 });
  // another key order and a left-out undefined: what axios sends is the same
  const res = await get('/phone/list', { filterStatus: 0, limit: 20, page: 1, keyword: undefined });
  expect(res).toEqual(rows);
  expect(server.apiCalls()).toHaveLength(1);
  expect(server.apiCalls()[0].headers.get('P-Token')).toBe('tok-1');
});

it('is taken once: the next identical GET asks the server again', async () => {
  const server = fakeServer({ '/phone/cnt': { data: rows } });
  prefetchGet('/phone/cnt');
  await get('/phone/cnt');
  await get('/phone/cnt');
  expect(server.apiCalls()).toHaveLength(2);
});

it('another query, session or language, or a POST, is not answered by it', async () => {
  const server = fakeServer();
  prefetchGet('/phone/list', { page: 1 });
  await get('/phone/list', { page: 2 });
  setToken('tok-2');
  await get('/phone/list', { page: 1 });
  setToken('tok-1');
  setLanguage('en');
  await get('/phone/list', { page: 1 });
  setLanguage('zh');
  await post('/phone/list', { page: 1 });
  expect(server.apiCalls()).toHaveLength(5);
  // still waiting for its own screen
  await get('/phone/list', { page: 1 });
  expect(server.apiCalls()).toHaveLength(5);
});

it('an answer older than the wait is not used: the screen asks for fresh data', async () => {
  const server = fakeServer();
  const now = Date.now();
  const clock = jest.spyOn(Date, 'now').mockReturnValue(now);
  prefetchGet('/phone/list', { page: 1 });
  clock.mockReturnValue(now + PREFETCH_TTL_MS);
  await get('/phone/list', { page: 1 });
  expect(server.apiCalls()).toHaveLength(2);
});

it('a failed read no screen takes says nothing; taken, it is handled as the screen’s own', async () => {
  const messages = fakeMessages();
  fakeServer({ '/phone/list': { status: 500, data: { message: '服务繁忙' } } });
  prefetchGet('/phone/list', { page: 1 });
  await flush();
  expect(messages.open).not.toHaveBeenCalled();
  await expect(get('/phone/list', { page: 1 })).rejects.toThrow('服务繁忙');
  expect(messages.open).toHaveBeenCalledTimes(1);
});
