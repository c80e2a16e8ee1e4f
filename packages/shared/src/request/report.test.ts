import { get, post } from './http';
import { buildRecord, sendRecord } from './report';
import { setToken } from '../session/cookie';
import { phoneApi } from '../api/phone';
import { clearCookies, fakeMessages, fakeServer, flush } from '../testing/fakeServer';
import type { AxiosResponse } from 'axios';

beforeEach(() => {
  clearCookies();
  localStorage.clear();
  fakeMessages();
});

it('posts the §3 behaviour record after a handled POST', async () => {
  setToken('secret-token');
  localStorage.setItem('apiEnv', 'local');
  const server = fakeServer({ '/user/savePwd': { data: { code: 0, message: '修改成功', data: null } } });
  await post('/user/savePwd', { newPassword: 'Abc12345' });
  await flush();

  const records = server.records();
  expect(records).toHaveLength(1);
  const r = records[0];
  expect(Object.keys(r).sort()).toEqual(
    [
      'api_endpoint',
      'execution_time',
      'request_body',
      'request_headers',
      'request_ip',
      'request_method',
      'response_body',
      'response_status_code',
    ].sort(),
  );
  expect(r).toMatchObject({
    api_endpoint: '/user/savePwd',
    request_method: 'POST',
    request_ip: 'http://localhost:8091',
    request_body: JSON.stringify({ newPassword: 'Abc12345' }),
    response_status_code: 0,
    response_body: JSON.stringify({ code: 0, message: '修改成功', data: null }),
  });
  expect(typeof r.request_headers).toBe('string');
  expect(r.request_headers).toContain('"P-Token":"***"');
  expect(r.request_headers).not.toContain('secret-token');
  expect(typeof r.execution_time).toBe('number');
  expect(r.execution_time as number).toBeGreaterThanOrEqual(0);

  // the record itself: same token header, not reported again, not handled
  const sent = server.calls.find((c) => c.url === '/user/recordsRequest')!;
  expect(sent.method).toBe('post');
  expect(sent.headers.get('P-Token')).toBe('secret-token');
  expect(server.calls).toHaveLength(2);
});

it('uses the query params as request_body for GET and records error codes too', async () => {
  const server = fakeServer({ '/user/info': { data: { code: 40003, message: 'no', data: null } } });
  await get('/user/info', { a: 1 }).catch(() => undefined);
  await flush();
  expect(server.records()[0]).toMatchObject({
    request_method: 'GET',
    request_ip: '/api',
    request_body: '{"a":1}',
    response_status_code: 40003,
  });
});

it('is not sent after 20103, for skipHandling, for noReport, or after transport failure', async () => {
  const server = fakeServer({
    '/a': { data: { code: 20103, message: '', data: null } },
    '/b': { data: { code: 0, message: '', data: null } },
    '/c': { network: true },
  });
  await get('/a').catch(() => undefined);
  await get('/b', undefined, { skipHandling: true });
  await get('/b', undefined, { noReport: true });
  await get('/c').catch(() => undefined);
  await flush();
  expect(server.records()).toHaveLength(0);
});

it('GET /phone/list is not reported (spec §7)', async () => {
  const server = fakeServer({ '/phone/list': { data: { code: 0, message: '', data: { total: 0, list: [] } } } });
  await phoneApi.list({ page: 1, limit: 10, filterStatus: 0 });
  await flush();
  expect(server.apiCalls()).toHaveLength(1);
  expect(server.records()).toHaveLength(0);
});

it('a failing record never affects the reported call or shows a message', async () => {
  const messages = fakeMessages();
  fakeServer({
    '/b': { data: { code: 0, message: '', data: 1 } },
    '/user/recordsRequest': { status: 500, data: { code: 50000, message: 'down', data: null } },
  });
  await expect(get('/b')).resolves.toMatchObject({ data: 1 });
  await flush();
  expect(messages.open).not.toHaveBeenCalled();
});

it('sendRecord never throws, even if the sender throws synchronously', () => {
  const res = { data: { code: 0 }, status: 200, config: { headers: {} } } as unknown as AxiosResponse;
  const record = buildRecord(res, { method: 'get', url: '/x', payload: undefined, startedAt: 0 }, 5);
  expect(record.execution_time).toBe(5);
  expect(record.request_body).toBe('{}');
  expect(() =>
    sendRecord(record, () => {
      throw new Error('boom');
    }),
  ).not.toThrow();
  expect(() => sendRecord(record, () => Promise.reject(new Error('boom')))).not.toThrow();
});
