// Login, registration, SMS codes, one-time codes, logout and the 20103 guard — over real HTTP.
import { DEMO_PASSWORD, startServer, type TestServer } from './support/harness';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
}, 60_000);
afterAll(async () => {
  await s?.stop();
});

async function smsCode(phone: string): Promise<string> {
  const sent = await s.post('/sms/code', { phone });
  expect(sent.body).toMatchObject({ code: 0, data: { expiresIn: 300, resendIn: 60 } });
  const last = await s.get(`/dev/sms/last?phone=${phone}`);
  expect(last.body.code).toBe(0);
  return last.body.data.code;
}

describe('password login', () => {
  test('trims the username and returns a token', async () => {
    const r = await s.post('/user/login', { username: '  demoadmin ', password: DEMO_PASSWORD, role: 'admin' });
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(0);
    expect(typeof r.body.data.token).toBe('string');
    const info = await s.get('/user/getInfo', r.body.data.token);
    expect(info.body.data.username).toBe('demoadmin');
  });

  test('wrong password and unknown user give the same refusal', async () => {
    const a = await s.post('/user/login', { username: 'demoadmin', password: 'nope123', role: 'admin' });
    const b = await s.post('/user/login', { username: 'nosuchuser', password: 'nope123', role: 'admin' });
    expect(a.body).toEqual({ code: 40009, message: '用户名或密码错误', data: null });
    expect(b.body).toEqual(a.body);
  });

  test('role must match the account', async () => {
    const a = await s.post('/user/login', { username: 'demostaff', password: DEMO_PASSWORD, role: 'admin' });
    expect(a.body).toMatchObject({ code: 40003, message: '该账号不是老板账号' });
    const b = await s.post('/user/login', { username: 'demoadmin', password: DEMO_PASSWORD, role: 'staff' });
    expect(b.body).toMatchObject({ code: 40003, message: '该账号不是员工账号' });
    const c = await s.post('/user/login', { username: 'demostaff', password: DEMO_PASSWORD, role: 'staff' });
    expect(c.body.code).toBe(0);
  });

  test('missing role or credentials is a 40001 validation failure with HTTP 200', async () => {
    const a = await s.post('/user/login', { username: 'demoadmin', password: DEMO_PASSWORD });
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ code: 40001, data: null });
    expect(a.body.message).toContain('登录角色');
    const b = await s.post('/user/login', { role: 'admin' });
    expect(b.body.code).toBe(40001);
    const c = await s.post('/user/login', { username: 'demoadmin', role: 'admin' });
    expect(c.body).toMatchObject({ code: 40001, message: '请输入密码' });
  });

  test('disabled members cannot log in', async () => {
    const r = await s.post('/user/login', { username: 'demoleaver', password: DEMO_PASSWORD, role: 'staff' });
    expect(r.body.code).toBe(40003);
  });
});

describe('SMS codes', () => {
  test('login by phone + code, phone trimmed, code single use', async () => {
    const code = await smsCode('13800000001');
    const r = await s.post('/user/login', { phone: ' 13800000001 ', smsCode: code, role: 'staff' });
    expect(r.body.code).toBe(0);
    const again = await s.post('/user/login', { phone: '13800000001', smsCode: code, role: 'staff' });
    expect(again.body.code).toBe(40009);
  });

  test('one code per phone per 60 s', async () => {
    await smsCode('13911112222');
    const r = await s.post('/sms/code', { phone: '13911112222' });
    expect(r.body).toEqual({ code: 42901, message: '发送过于频繁，请60秒后再试', data: null });
    await s.advance(61_000);
    expect((await s.post('/sms/code', { phone: '13911112222' })).body.code).toBe(0);
  });

  test('invalid mobile numbers are refused', async () => {
    for (const phone of ['12800000000', '1380000000', 'abc', '']) {
      const r = await s.post('/sms/code', { phone });
      expect(r.body.code).toBe(40001);
    }
  });

  test('codes expire after 5 minutes', async () => {
    const code = await smsCode('13800000000');
    await s.advance(5 * 60_000 + 1000);
    const r = await s.post('/user/login', { phone: '13800000000', smsCode: code, role: 'admin' });
    expect(r.body).toMatchObject({ code: 40009, message: '验证码错误或已过期' });
  });

  test('wrong code is refused', async () => {
    await s.advance(61_000);
    const code = await smsCode('13800000000');
    const wrong = code === '000000' ? '111111' : '000000';
    const r = await s.post('/user/login', { phone: '13800000000', smsCode: wrong, role: 'admin' });
    expect(r.body.code).toBe(40009);
  });
});

describe('register', () => {
  test('creates a new enterprise owned by the user (admin, level 1)', async () => {
    const code = await smsCode('13712345678');
    const r = await s.post('/user/register', {
      phone: '13712345678',
      password: 'secret1',
      smsCode: code,
      code: 'DEMO2024',
    });
    expect(r.body.code).toBe(0);
    const info = await s.get('/user/info', r.body.data.token);
    expect(info.body.data).toMatchObject({ username: '13712345678', phone: '13712345678', role: 'admin', level: 1 });
    const [demo] = await s.sql<{ id: number }>("select id from enterprises where invite_code = 'DEMO2024'");
    expect(info.body.data.enterprise_id).not.toBe(demo.id);
    const [ent] = await s.sql<{ invited_by_enterprise_id: number }>(
      'select invited_by_enterprise_id from enterprises where id = $1',
      [info.body.data.enterprise_id],
    );
    expect(ent.invited_by_enterprise_id).toBe(demo.id);
    const login = await s.post('/user/login', { username: '13712345678', password: 'secret1', role: 'admin' });
    expect(login.body.code).toBe(0);
  });

  test('unknown invite code, duplicate phone and short password are refused', async () => {
    await s.advance(61_000);
    const code = await smsCode('13712345679');
    const badInvite = await s.post('/user/register', {
      phone: '13712345679',
      password: 'secret1',
      smsCode: code,
      code: 'NOPE0000',
    });
    expect(badInvite.body).toMatchObject({ code: 40004, message: '邀请码不存在' });
    const short = await s.post('/user/register', { phone: '13712345679', password: '123', smsCode: code });
    expect(short.body.code).toBe(40001);
    expect(short.body.message).toContain('密码');
    const dup = await s.post('/user/register', { phone: '13800000000', password: 'secret1', smsCode: '123456' });
    expect(dup.body.code).toBe(40009);
    const ok = await s.post('/user/register', { phone: '13712345679', password: 'secret1', smsCode: code });
    expect(ok.body.code).toBe(0);
  });
});

describe('sessions', () => {
  const authed: [string, string][] = [
    ['GET', '/user/getInfo'],
    ['GET', '/user/memberInfo'],
    ['GET', '/phone/cnt'],
    ['GET', '/phone/list'],
    ['POST', '/phone/recharge'],
    ['POST', '/config/info'],
    ['POST', '/user/logout'],
    ['POST', '/user/recordsRequest'],
  ];
  const invalid = { code: 20103, message: '登录失效，请重新登录或者授权', data: null };

  test('missing and unknown tokens give 20103 on every authenticated endpoint', async () => {
    for (const [method, path] of authed) {
      const none = await s.request(method, path, method === 'POST' ? { body: {} } : {});
      expect([path, none.status, none.body]).toEqual([path, 200, invalid]);
      const unknown = await s.request(method, path, {
        token: 'not-a-token',
        ...(method === 'POST' ? { body: {} } : {}),
      });
      expect([path, unknown.body]).toEqual([path, invalid]);
    }
  });

  test('logout revokes the session', async () => {
    const token = await s.login('demoadmin', 'admin');
    expect((await s.post('/user/logout', undefined, token)).body.code).toBe(0);
    expect((await s.get('/user/getInfo', token)).body).toEqual(invalid);
  });

  test('sessions expire after 7 days', async () => {
    const token = await s.login('demoadmin', 'admin');
    await s.advance(6 * 24 * 3600_000);
    expect((await s.get('/phone/cnt', token)).body.code).toBe(0);
    await s.advance(24 * 3600_000 + 1000);
    expect((await s.get('/phone/cnt', token)).body).toEqual(invalid);
  });

  test('stored tokens are hashed, never plain', async () => {
    const token = await s.login('demoadmin', 'admin');
    const rows = await s.sql('select 1 from sessions where token_hash = $1', [token]);
    expect(rows).toHaveLength(0);
  });

  test('one-time login code works once', async () => {
    const token = await s.login('demoadmin', 'admin');
    const issued = await s.post('/user/authCode', undefined, token);
    expect(issued.body).toMatchObject({ code: 0, data: { expiresIn: 300 } });
    const first = await s.post('/user/loginByCode', { code: issued.body.data.code });
    expect(first.body.code).toBe(0);
    expect((await s.get('/user/getInfo', first.body.data.token)).body.data.username).toBe('demoadmin');
    const second = await s.post('/user/loginByCode', { code: issued.body.data.code });
    expect(second.body.code).toBe(40009);
  });
});

test('GET /health answers a constant without a token (liveness, the benchmark bare endpoint)', async () => {
  const r = await s.get('/health');
  expect(r.status).toBe(200);
  expect(r.body).toEqual({ code: 0, message: 'ok', data: { status: 'ok' } });
});
