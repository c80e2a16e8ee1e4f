import { get, post } from './http';
import { buildRecord, capText, MAX_FIELD_BYTES, redact, sendRecord } from './report';
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
  await post('/user/savePwd', { oldPassword: 'Old12345', newPassword: 'Abc12345', confirmPassword: 'Abc12345' });
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
    request_body: JSON.stringify({ oldPassword: '***', newPassword: '***', confirmPassword: '***' }),
    response_status_code: 0,
    response_body: JSON.stringify({ code: 0, message: '修改成功', data: null }),
  });
  expect(typeof r.request_headers).toBe('string');
  expect(r.request_headers).toContain('"P-Token":"***"');
  expect(r.request_headers).not.toContain('secret-token');
  expect(JSON.stringify(r)).not.toMatch(/Abc12345|Old12345/);
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

// Spec §7 marks these calls "not reported" / "no behaviour report": the request layer holds the
// list, so no caller has to remember the flag.
it.each([
  ['get', '/order/list'],
  ['get', '/phone/list'],
  ['get', '/account/list'],
  ['get', '/account/getPodDetail'],
  ['post', '/account/getStatus'],
] as const)('%s %s is never reported, even without the noReport flag', async (method, path) => {
  const server = fakeServer();
  await (method === 'get' ? get(path, { page: 1 }) : post(path, { id: 1 }));
  await get(`${path.slice(1)}?page=2`).catch(() => undefined); // same path, written another way
  await flush();
  expect(server.apiCalls()).toHaveLength(2);
  expect(server.records()).toEqual([]);
});

it('a path that only starts like an unreported one is still reported', async () => {
  const server = fakeServer();
  await get('/order/list/export');
  await get('/order/lists');
  await flush();
  expect(server.records().map((r) => r.api_endpoint)).toEqual(['/order/list/export', '/order/lists']);
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
});

it('sendRecord handles a rejected send (no unhandled rejection)', async () => {
  const res = { data: { code: 0 }, status: 200, config: { headers: {} } } as unknown as AxiosResponse;
  const record = buildRecord(res, { method: 'get', url: '/x', payload: undefined, startedAt: 0 }, 5);
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', onUnhandled);
  try {
    let sent: Promise<unknown> | undefined;
    sendRecord(record, () => (sent = Promise.reject(new Error('boom'))));
    expect(sent).toBeDefined();
    await flush(); // unhandled rejections are reported after the microtask queue drains
    await flush();
    expect(unhandled).toEqual([]);
  } finally {
    process.off('unhandledRejection', onUnhandled);
  }
});

describe('secrets and size', () => {
  const bytes = (s: string) => new Blob([s]).size;
  const record = (data: unknown, payload: unknown, headers: object = {}) =>
    buildRecord(
      { data, status: 200, config: { headers, baseURL: '/api' } } as unknown as AxiosResponse,
      {
        method: 'post',
        url: '/x',
        payload: payload as object,
        startedAt: 0,
      },
      1,
    );

  it('redacts secret keys at any depth, in any case, in arrays, request and response', () => {
    const r = record(
      {
        code: 0,
        message: 'ok',
        data: { token: 'tok-1', user: { name: 'a', Code: '123456' }, list: [{ PASSWORD: 'x' }] },
      },
      {
        username: 'boss',
        Password: 'p1',
        nested: { smsCode: '654321', code: '111111', keep: 1 },
        items: [{ newPassword: 'p2' }],
      },
    );
    expect(JSON.parse(r.request_body)).toEqual({
      username: 'boss',
      Password: '***',
      nested: { smsCode: '***', code: '***', keep: 1 },
      items: [{ newPassword: '***' }],
    });
    // the envelope's status code stays; a code inside the data is a secret
    expect(JSON.parse(r.response_body)).toEqual({
      code: 0,
      message: 'ok',
      data: { token: '***', user: { name: 'a', Code: '***' }, list: [{ PASSWORD: '***' }] },
    });
    expect(r.response_status_code).toBe(0);
  });

  it('redacts credentials in headers', () => {
    const r = record(
      { code: 0 },
      {},
      { 'P-Token': 't', Cookie: 'sid=1', authorization: 'Bearer x', 'Set-Cookie': 's', Accept: 'application/json' },
    );
    expect(JSON.parse(r.request_headers)).toEqual({
      'P-Token': '***',
      Cookie: '***',
      authorization: '***',
      'Set-Cookie': '***',
      Accept: 'application/json',
    });
  });

  it('redacts inside text bodies: JSON text and form/query strings', () => {
    expect(record({ code: 0 }, '{"phone":"1","code":"123456"}').request_body).toBe('{"phone":"1","code":"***"}');
    expect(record({ code: 0 }, 'phone=1&smsCode=123456&pass%77ord=x&token=').request_body).toBe(
      'phone=1&smsCode=***&pass%77ord=***&token=***',
    );
    expect(record({ code: 0 }, 'plain text, no secrets').request_body).toBe('plain text, no secrets');
  });

  it('never throws on circular or odd values', () => {
    const a: Record<string, unknown> = { password: 'x' };
    a.self = a;
    expect(redact(a)).toEqual({ password: '***', self: '[circular]' });
    expect(redact(new Date(0))).toBe('1970-01-01T00:00:00.000Z');
    expect(redact(null)).toBeNull();
  });

  it('caps each field at 2 KB of UTF-8, marked as truncated', () => {
    const r = record(
      { code: 0, data: 'x'.repeat(10_000) },
      { note: '云'.repeat(5_000) },
      { 'X-Big': 'h'.repeat(5_000) },
    );
    for (const f of [r.request_body, r.response_body, r.request_headers]) {
      expect(bytes(f)).toBeLessThanOrEqual(MAX_FIELD_BYTES);
      expect(f).toMatch(/…\[truncated, \d+ bytes\]$/);
    }
    expect(r.request_body).toContain('[truncated, 15011 bytes]');
    expect(capText('short')).toBe('short');
    expect(capText('a'.repeat(2048))).toBe('a'.repeat(2048));
    // never cuts a character in half (astral characters are one code point, two UTF-16 units)
    const cut = capText('😀'.repeat(1000), 100);
    expect(bytes(cut)).toBeLessThanOrEqual(100);
    expect([...cut.split('…')[0]].every((ch) => ch === '😀')).toBe(true);
  });
});
