// Profile endpoints, passwords, invite code, config, behaviour records, envelope edges, OpenAPI.
import { DEMO_PASSWORD, startServer, type TestServer } from './support/harness';
import { registerEnterprise } from './support/fixtures';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startServer();
  admin = await s.login('demoadmin', 'admin');
}, 60_000);
afterAll(async () => {
  await s?.stop();
});

const one = async (text: string, params?: unknown[]) => Number((await s.sql<{ n: unknown }>(text, params))[0].n);

test('getInfo and info describe the caller', async () => {
  const g = await s.get('/user/getInfo', admin);
  expect(g.body).toEqual({
    code: 0,
    message: 'success',
    data: {
      id: expect.any(Number),
      username: 'demoadmin',
      pwd: 1,
      name: '演示老板',
      avatar: '',
      role: 'admin',
      level: 1,
      member_role: 'manager',
      can_renew_device: 0,
      can_set_login_time: 0,
    },
  });
  const staff = await s.login('demostaff', 'staff');
  // what the console needs to evaluate the access table (@console/contract/access) for the caller
  expect((await s.get('/user/getInfo', staff)).body.data).toMatchObject({
    role: 'staff',
    level: 3,
    member_role: 'manager',
    can_renew_device: 1,
    can_set_login_time: 1,
  });
  const i = await s.get('/user/info', staff);
  expect(i.body.data).toMatchObject({
    username: 'demostaff',
    phone: '13800000001',
    role: 'staff',
    member_role: 'manager',
    level: 3,
  });
  expect(typeof i.body.data.enterprise_id).toBe('number');
});

test('memberInfo carries every spec field, counted from real rows', async () => {
  const r = await s.get('/user/memberInfo', admin);
  const d = r.body.data;
  for (const k of [
    'amount',
    'company_attestation',
    'company_name',
    'coupons_number',
    'ip_number',
    'is_bind_wc',
    'is_channel',
    'is_modify',
    'is_set_password',
    'level',
    'level_type',
    'member_number',
    'name',
    'username',
    'phone',
    'invite_code',
    'id',
    'account_num',
    'phone_num',
    'network_cart_num',
  ])
    expect(d).toHaveProperty(k);
  const [{ id: eid }] = await s.sql<{ id: number }>(
    "select enterprise_id as id from users where username = 'demoadmin'",
  );
  const now = '2030-01-15T04:00:00Z';
  expect(d).toMatchObject({
    amount: '1015.00',
    amount_fen: 101500,
    company_attestation: 3,
    level_type: 4,
    is_set_password: 1,
    level: 1,
    invite_code: 'DEMO2024',
  });
  expect(d.member_number).toBe(
    await one("select count(*) as n from users where enterprise_id=$1 and status='active'", [eid]),
  );
  expect(d.account_num).toBe(
    await one(
      'select count(*) as n from sub_accounts where enterprise_id=$1 and deleted_at is null and expiration_time > $2',
      [eid, now],
    ),
  );
  expect(d.network_cart_num).toBe(
    await one(
      'select count(*) as n from network_cards where enterprise_id=$1 and deleted_at is null and expiration_time > $2',
      [eid, now],
    ),
  );
  expect(d.phone_num).toBe(
    await one(
      'select count(*) as n from phones where enterprise_id=$1 and deleted_at is null and expiration_time > $2',
      [eid, now],
    ),
  );
  expect(d.coupons_number).toBe(
    await one('select count(*) as n from coupons where enterprise_id=$1 and used_at is null and expires_at > $2', [
      eid,
      now,
    ]),
  );
  expect(d.phone_num).toBeGreaterThan(0);
});

// spec §3 Member info: "... is_channel ..." — a channel partner: the enterprise runs at least one
// live invite channel link of its own (disabled links do not count)
test('memberInfo is_channel follows the live invite channels of the enterprise', async () => {
  const isChannel = async () => (await s.get('/user/memberInfo', admin)).body.data.is_channel;
  const eid = "(select enterprise_id from users where username = 'demoadmin')";
  const live = await one(
    `select count(*) as n from invite_channels where enterprise_id = ${eid} and disabled_at is null`,
  );
  expect(await isChannel()).toBe(live > 0 ? 1 : 0);
  const created = await s.post('/inviteChannel/add', { name: 'is_channel 测试' }, admin);
  expect(created.body.code).toBe(0);
  expect(await isChannel()).toBe(1);
  const stamp = await s.sql<{ id: number }>(
    `update invite_channels set disabled_at = now() where enterprise_id = ${eid} and disabled_at is null returning id`,
  );
  try {
    expect(await isChannel()).toBe(0);
  } finally {
    await s.sql(`update invite_channels set disabled_at = null where id = any($1)`, [stamp.map((r) => r.id)]);
  }
  const fresh = await registerEnterprise(s, '13912340771');
  expect((await s.get('/user/memberInfo', fresh)).body.data.is_channel).toBe(0);
});

test('memberCnt counts members and those awaiting a department', async () => {
  const r = await s.get('/user/memberCnt', admin);
  const [{ id: eid }] = await s.sql<{ id: number }>(
    "select enterprise_id as id from users where username = 'demoadmin'",
  );
  expect(r.body.data).toEqual({
    allCnt: await one('select count(*) as n from users where enterprise_id=$1', [eid]),
    waitAllocateCnt: await one('select count(*) as n from users where enterprise_id=$1 and department_id is null', [
      eid,
    ]),
  });
});

test('savePwd needs the right old password', async () => {
  const token = await s.login('demotech01', 'staff');
  const missing = await s.post('/user/savePwd', { newPassword: 'Newpass12' }, token);
  expect(missing.body).toMatchObject({ code: 40001, message: '请输入旧密码' });
  const wrong = await s.post('/user/savePwd', { oldPassword: 'bad', newPassword: 'Newpass12' }, token);
  expect(wrong.body).toMatchObject({ code: 40009, message: '旧密码错误' });
  const short = await s.post('/user/savePwd', { oldPassword: DEMO_PASSWORD, newPassword: '12345' }, token);
  expect(short.body.code).toBe(40001);
  const okr = await s.post('/user/savePwd', { oldPassword: DEMO_PASSWORD, newPassword: 'Newpass12' }, token);
  expect(okr.body).toEqual({ code: 0, message: '修改成功', data: null });
  await expect(s.login('demotech01', 'staff')).rejects.toThrow();
  expect(await s.login('demotech01', 'staff', 'Newpass12')).toBeTruthy();
});

// spec §5: "A second edit-password check requires upper, lower and digit, length 8-16. Its message
// is 密码必须含有大写字母，小写字母，数字，最少8位. Empty gives 密码不能为空." (issue 36 item 5)
test('a new login password follows the edit-password check, and a refused one changes nothing', async () => {
  const token = await s.login('demoemployee', 'staff');
  const rule = { code: 40001, message: '密码必须含有大写字母，小写字母，数字，最少8位' };
  for (const weak of ['newpass12', 'NEWPASS12', 'Newpassword', 'Npass12', 'Newpass1234567890'])
    expect(
      (await s.post('/user/savePwd', { oldPassword: DEMO_PASSWORD, newPassword: weak }, token)).body,
    ).toMatchObject(rule);
  expect((await s.post('/user/savePwd', { oldPassword: DEMO_PASSWORD, newPassword: '' }, token)).body).toMatchObject({
    code: 40001,
    message: '密码不能为空',
  });
  expect(await s.login('demoemployee', 'staff')).toBeTruthy(); // still the old password
});

test('an ordinary employee cannot change another member password', async () => {
  const token = await s.login('demoemployee', 'staff');
  const [{ id }] = await s.sql<{ id: number }>("select id from users where username = 'demoadmin'");
  const r = await s.post('/user/savePwd', { newPassword: 'Hacked123', uid: id }, token);
  expect(r.body.code).toBe(40003);
});

test('setLoginPassword only when none is set', async () => {
  const refused = await s.post('/user/setLoginPassword', { password: 'Another12' }, admin);
  expect(refused.body.code).toBe(40009);
  // demonewbie has no password: log in by SMS, then set one
  await s.post('/sms/code', { phone: '13800000005' });
  const code = (await s.get('/dev/sms/last?phone=13800000005')).body.data.code;
  const token = (await s.post('/user/login', { phone: '13800000005', smsCode: code, role: 'staff' })).body.data.token;
  expect((await s.get('/user/getInfo', token)).body.data.pwd).toBe(0);
  // the edit-password check (spec §5) holds here too
  expect((await s.post('/user/setLoginPassword', { password: 'first12' }, token)).body).toMatchObject({
    code: 40001,
    message: '密码必须含有大写字母，小写字母，数字，最少8位',
  });
  expect((await s.get('/user/getInfo', token)).body.data.pwd).toBe(0);
  const set = await s.post('/user/setLoginPassword', { password: 'First1234' }, token);
  expect(set.body).toEqual({ code: 0, message: '设置成功', data: null });
  expect((await s.get('/user/getInfo', token)).body.data.pwd).toBe(1);
  expect((await s.post('/user/setLoginPassword', { password: 'Again1234' }, token)).body.code).toBe(40009);
  expect(await s.login('demonewbie', 'staff', 'First1234')).toBeTruthy();
});

test('inviteCode returns the enterprise code', async () => {
  expect((await s.post('/user/inviteCode', undefined, admin)).body.data).toEqual({ invite_code: 'DEMO2024' });
});

test('config/info returns the website keys, simulator URLs made absolute from configuration (forwarded headers ignored)', async () => {
  const r = await s.request('POST', '/config/info', {
    token: admin,
    body: { group: 'website', keys: ['InstallationApp', 'weixingongzhonghao', 'customService1', 'freeAdpt'] },
    headers: { 'X-Forwarded-Host': 'console.example:8080', 'X-Forwarded-Proto': 'https', 'X-Forwarded-Prefix': '/api' },
  });
  expect(r.body.code).toBe(0);
  expect(Object.keys(r.body.data).sort()).toEqual([
    'InstallationApp',
    'customService1',
    'freeAdpt',
    'weixingongzhonghao',
  ]);
  // the harness configures consoleUrl http://console.test: a spoofed X-Forwarded-Host cannot redirect downloads
  expect(r.body.data.InstallationApp).toBe('http://console.test/api/oss/simulator/windows/CloudPhoneClient-Setup.exe');
  // the contact only: the console adds the service hours (spec §9) below it, once
  expect(r.body.data.customService1).toContain('400-000-0000');
  expect(r.body.data.customService1).not.toContain('09:30-18:30');
  const file = await s.fetch(`/oss/simulator/windows/CloudPhoneClient-Setup.exe`);
  expect(await file.text()).toContain('simulator');
  const bad = await s.post('/config/info', { keys: [] }, admin);
  expect(bad.body.code).toBe(40001);
});

test('recordsRequest stores the behaviour record with user and enterprise', async () => {
  const rec = {
    api_endpoint: '/phone/list',
    request_method: 'get',
    request_ip: 'http://localhost:8080/api',
    request_headers: '{"P-Token":"x"}',
    request_body: '{"page":1}',
    response_status_code: 0,
    response_body: '{"code":0}',
    execution_time: 42,
  };
  const r = await s.post('/user/recordsRequest', rec, admin);
  expect(r.body).toEqual({ code: 0, message: 'success', data: null });
  const rows = await s.sql<any>(
    "select r.*, u.username from behaviour_records r join users u on u.id = r.user_id where api_endpoint = '/phone/list'",
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    // the session token is a secret: stored redacted
    username: 'demoadmin',
    request_method: 'GET',
    request_ip: 'http://localhost:8080/api',
    request_headers: '{"P-Token":"[REDACTED]"}',
    request_body: '{"page":1}',
    response_status_code: '0',
    response_body: '{"code":0}',
    execution_time: 42,
  });
});

test('unknown route is a 404 envelope; bad JSON a 40001 envelope', async () => {
  const r = await s.get('/no/such/route');
  expect(r.status).toBe(404);
  expect(r.body).toMatchObject({ code: 40004, data: null });
  const res = await s.fetch(`/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{bad',
  });
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ code: 40001, data: null });
});

test('CORS allows localhost origins and the P-Token header', async () => {
  const res = await s.fetch(`/phone/cnt`, {
    method: 'OPTIONS',
    headers: {
      Origin: 'http://localhost:3001',
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': 'p-token',
    },
  });
  expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3001');
  expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('p-token');
  const other = await s.fetch(`/phone/cnt`, {
    method: 'OPTIONS',
    headers: { Origin: 'http://evil.example', 'Access-Control-Request-Method': 'GET' },
  });
  expect(other.headers.get('access-control-allow-origin')).toBeNull();
});

test('OpenAPI document lists the routes', async () => {
  const doc = (await (await s.fetch(`/docs/json`)).json()) as { openapi: string; paths: Record<string, unknown> };
  expect(doc.openapi).toMatch(/^3\./);
  for (const p of [
    '/user/login',
    '/user/register',
    '/sms/code',
    '/user/getInfo',
    '/user/memberInfo',
    '/user/memberCnt',
    '/user/savePwd',
    '/user/setLoginPassword',
    '/user/inviteCode',
    '/user/recordsRequest',
    '/user/authCode',
    '/user/loginByCode',
    '/user/logout',
    '/config/info',
    '/phone/cnt',
    '/phone/list',
    '/phone/recharge',
    '/pay/simulator/{orderNo}',
    '/pay/simulator/{orderNo}/confirm',
  ])
    expect(doc.paths).toHaveProperty([p]);
  expect((await s.fetch(`/docs`, { redirect: 'follow' })).status).toBe(200);
});
