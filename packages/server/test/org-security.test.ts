// Login control enforced by the server (spec §6): the staff login window at login and on every
// request (injected clock at the edges), authorization methods with terminal codes, the waiting
// login's one-time ticket, terminal requests, the whitelist, and who may change them — real HTTP.
import { MEMBER_RULE_MESSAGE } from '@console/contract/access';
import { registerEnterprise } from './support/fixtures';
import { DEMO_PASSWORD, startServer, TEST_NOW, type TestServer } from './support/harness';

let s: TestServer;
let boss: string;
let manager: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  s = await startServer();
  boss = await s.login('demoadmin', 'admin');
  manager = await s.login('demostaff', 'staff');
  for (const r of await s.sql<{ id: number; username: string }>('select id, username from users'))
    ids[r.username] = r.id;
}, 60_000);
afterAll(async () => {
  await s?.stop();
});
afterEach(async () => {
  await s.setNow(TEST_NOW);
});

/** Shanghai wall-clock time on the test day (UTC+8). */
const shanghai = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  const d = new Date('2030-01-15T00:00:00.000Z');
  d.setUTCMinutes((h - 8) * 60 + m);
  return d.toISOString();
};

const login = (username: string, terminal_code?: string) =>
  s.post('/user/login', { username, password: DEMO_PASSWORD, role: 'staff', terminal_code });

// the table's 40003 sentences (packages/contract/src/access.ts) and the missing-permission one
const SECURITY_VIEWER = '仅老板或有登录时间设置权限的主管可以查看安全设置';
const SECURITY_EDITOR = '仅老板或有登录时间设置权限的主管可以修改安全设置';
const NO_PERMISSION = '您没有设置登录时间的权限，请联系上级主管';

const control = (user_ids: number[], auth_method: number, start: string | null, end: string | null, token = boss) =>
  s.post('/security/loginControl', { user_ids, auth_method, login_time_start: start, login_time_end: end }, token);

describe('login time window', () => {
  afterAll(async () => {
    await control([ids.demoemployee], 1, null, null);
  });

  test('the boss sets an employee window 09:00-18:00 and the list shows it', async () => {
    const r = await control([ids.demoemployee], 1, '09:00', '18:00');
    expect(r.body).toMatchObject({ code: 0, data: { updated: 1 } });
    const list = await s.get('/security/members?limit=50', boss);
    expect(list.body.code).toBe(0);
    const row = list.body.data.list.find((m: { id: number }) => m.id === ids.demoemployee);
    expect(row).toMatchObject({ auth_method: 1, login_time_start: '09:00', login_time_end: '18:00' });
    // the boss is the owner: not listed, not controllable
    expect(list.body.data.list.some((m: { id: number }) => m.id === ids.demoadmin)).toBe(false);
    expect((await control([ids.demoadmin], 3, '09:00', '18:00')).body).toMatchObject({
      code: 40003,
      message: MEMBER_RULE_MESSAGE.boss.zh,
    });
  });

  test.each([
    ['08:59', false],
    ['09:00', true],
    ['12:00', true],
    ['18:00', true],
    ['18:01', false],
    ['23:30', false],
  ])('login at %s Shanghai time: allowed %s', async (at, allowed) => {
    await s.setNow(shanghai(at));
    const r = await login('demoemployee');
    if (allowed) expect(r.body.code).toBe(0);
    else
      expect(r.body).toEqual({
        code: 40003,
        message: '当前不在允许的登录时段（09:00-18:00）内，请在允许时段登录',
        data: null,
      });
  });

  test('a live session that leaves its window gets 20103 on its next request', async () => {
    await s.setNow(shanghai('17:59'));
    const r = await login('demoemployee');
    const token = r.body.data.token;
    expect((await s.get('/user/getInfo', token)).body.code).toBe(0);
    await s.setNow(shanghai('18:00'));
    expect((await s.get('/user/getInfo', token)).body.code).toBe(0);
    await s.setNow(shanghai('18:01'));
    expect((await s.get('/user/getInfo', token)).body).toMatchObject({
      code: 20103,
      message: '当前不在允许的登录时段（09:00-18:00）内，请在允许时段登录',
    });
    // back inside the window the next day, the same session works again (it was not revoked)
    await s.setNow(new Date(new Date(shanghai('09:30')).getTime() + 24 * 3600e3).toISOString());
    expect((await s.get('/user/getInfo', token)).body.code).toBe(0);
  });

  test('a window that spans midnight (22:00-06:00)', async () => {
    await control([ids.demoemployee], 1, '22:00', '06:00');
    await s.setNow(shanghai('23:00'));
    expect((await login('demoemployee')).body.code).toBe(0);
    await s.setNow(shanghai('05:59'));
    expect((await login('demoemployee')).body.code).toBe(0);
    await s.setNow(shanghai('06:01'));
    expect((await login('demoemployee')).body.message).toBe(
      '当前不在允许的登录时段（22:00-06:00）内，请在允许时段登录',
    );
  });

  test('the boss is exempt and refused logins are in the enterprise log', async () => {
    await s.setNow(shanghai('03:00'));
    await control([ids.demoemployee], 1, '09:00', '18:00');
    expect(
      (await s.post('/user/login', { username: 'demoadmin', password: DEMO_PASSWORD, role: 'admin' })).body.code,
    ).toBe(0);
    expect((await login('demoemployee')).body.code).toBe(40003);
    const rows = await s.sql<{ action: string; result: string; detail: { reason: { zh: string; en: string } } }>(
      `select action, result, detail from enterprise_logs where user_id = $1 and result = 'refused' order by id desc limit 1`,
      [ids.demoemployee],
    );
    expect(rows[0]).toMatchObject({ action: 'login.refused', result: 'refused' });
    expect(rows[0].detail.reason.zh).toContain('09:00-18:00');
  });

  test('bad windows are refused', async () => {
    expect((await control([ids.demoemployee], 1, '09:00', null)).body).toMatchObject({
      code: 40001,
      message: '请同时设置登录开始和结束时间',
    });
    expect((await control([ids.demoemployee], 1, '25:00', '18:00')).body.code).toBe(40001);
    expect((await control([ids.demoemployee], 4, null, null)).body.code).toBe(40001);
  });
});

describe('authorization methods and terminal requests', () => {
  afterAll(async () => {
    await control([ids.demokefu01, ids.demotech01], 1, null, null);
  });

  test('method 1: every terminal passes', async () => {
    expect((await login('demokefu01', 'm1-a')).body.code).toBe(0);
    expect((await login('demokefu01', 'm1-b')).body.code).toBe(0);
  });

  test('method 2: the first terminal passes, a later one waits; approval lets the ticket in once', async () => {
    await control([ids.demotech01], 2, null, null);
    const first = await login('demotech01', 'm2-first');
    expect(first.body.code).toBe(0);
    const again = await login('demotech01', 'm2-first');
    expect(again.body.code).toBe(0);
    const waiting = await login('demotech01', 'm2-second');
    expect(waiting.body).toMatchObject({ code: 20201, message: '已提交登录申请，请等待上级审批' });
    const ticket = waiting.body.data.ticket;
    expect(waiting.body.data.poll_ms).toBe(3000);
    expect((await s.post('/user/terminalLogin', { ticket })).body.code).toBe(20201);

    const list = await s.get('/terminal/requests?status=waiting', manager);
    const req = list.body.data.list.find((r: { terminal_code: string }) => r.terminal_code === 'm2-second');
    expect(req).toMatchObject({ username: 'demotech01', role: 'employee', status: 'waiting', decided_by_name: '' });
    expect((await s.post('/terminal/approve', { ids: [req.id] }, manager)).body).toMatchObject({
      code: 0,
      data: { updated: 1 },
    });
    const entered = await s.post('/user/terminalLogin', { ticket });
    expect(entered.body.code).toBe(0);
    expect((await s.get('/user/getInfo', entered.body.data.token)).body.data.username).toBe('demotech01');
    // single use
    expect((await s.post('/user/terminalLogin', { ticket })).body).toMatchObject({
      code: 40009,
      message: '登录申请已失效，请重新登录',
    });
    const passed = await s.get('/terminal/requests?status=passed', boss);
    expect(passed.body.data.list.find((r: { id: number }) => r.id === req.id)).toMatchObject({
      decided_by_name: '演示主管',
    });
    // the approved terminal now logs straight in
    expect((await login('demotech01', 'm2-second')).body.code).toBe(0);
  });

  test('method 3: every new terminal waits; rejected is refused with a clear message and ends its sessions', async () => {
    await control([ids.demokefu01], 3, null, null);
    // m1-a passed under method 1: it stays authorized
    const kept = await login('demokefu01', 'm1-a');
    expect(kept.body.code).toBe(0);
    const w = await login('demokefu01', 'm3-new');
    expect(w.body.code).toBe(20201);
    const list = await s.get('/terminal/requests?status=waiting&keyword=m3-new', boss);
    const id = list.body.data.list[0].id;
    expect((await s.post('/terminal/reject', { ids: [id] }, boss)).body.code).toBe(0);
    expect((await s.post('/user/terminalLogin', { ticket: w.body.data.ticket })).body).toEqual({
      code: 40003,
      message: '该终端的登录申请已被拒绝，请联系上级主管',
      data: null,
    });
    expect((await login('demokefu01', 'm3-new')).body.message).toBe('该终端的登录申请已被拒绝，请联系上级主管');
    // rejecting a passed terminal ends its live session
    const passedRow = (await s.get('/terminal/requests?status=passed&keyword=m1-a', boss)).body.data.list[0];
    expect((await s.get('/user/getInfo', kept.body.data.token)).body.code).toBe(0);
    await s.post('/terminal/reject', { ids: [passedRow.id] }, boss);
    expect((await s.get('/user/getInfo', kept.body.data.token)).body.code).toBe(20103);
    // a method 2/3 login without a terminal id is refused
    expect((await login('demokefu01')).body).toMatchObject({
      code: 40003,
      message: '无法识别当前终端，请使用浏览器登录控制台',
    });
  });

  test('a whitelisted terminal skips approval but never the time window', async () => {
    const add = await s.post(
      '/terminal/whitelist/add',
      { terminal_code: ' office-pc-1 ', mac: '00:1a:2b:3c:4d:5e' },
      manager,
    );
    expect(add.body).toMatchObject({
      code: 0,
      data: { terminal_code: 'office-pc-1', mac: '00:1A:2B:3C:4D:5E', created_by_name: '演示主管' },
    });
    expect((await login('demokefu01', 'office-pc-1')).body.code).toBe(0);
    await control([ids.demokefu01], 3, '09:00', '18:00');
    await s.setNow(shanghai('20:00'));
    expect((await login('demokefu01', 'office-pc-1')).body.code).toBe(40003);
    await s.setNow(TEST_NOW);
    const dup = await s.post('/terminal/whitelist/add', { terminal_code: 'office-pc-1' }, boss);
    expect(dup.body).toMatchObject({ code: 40009, message: '终端识别码已存在' });
    expect((await s.post('/terminal/whitelist/add', { terminal_code: '   ' }, boss)).body).toMatchObject({
      code: 40001,
      message: '终端识别码不能为空',
    });
    expect((await s.post('/terminal/whitelist/add', {}, boss)).body).toMatchObject({
      code: 40001,
      message: '终端识别码不能为空',
    });
    const list = await s.get('/terminal/whitelist', boss);
    const row = list.body.data.list.find((w: { terminal_code: string }) => w.terminal_code === 'office-pc-1');
    expect((await s.post('/terminal/whitelist/delete', { ids: [row.id] }, boss)).body.code).toBe(0);
    expect((await login('demokefu01', 'office-pc-1')).body.code).toBe(20201);
  });
});

describe('who may change login control', () => {
  test('employees are refused; a manager without the login-time permission neither reads nor changes', async () => {
    const employee = await s.login('demoemployee', 'staff');
    const tech = async () =>
      (
        await s.sql<any>('select auth_method, login_time_start, login_time_end from users where id = $1', [
          ids.demotech01,
        ])
      )[0];
    const whitelisted = async () => (await s.get('/terminal/whitelist?keyword=who-may-x', boss)).body.data.total;
    const [techBefore, whitelistBefore] = [await tech(), await whitelisted()];
    // spec §6: "Members are manager or employee. Managers can set permissions. Ordinary employees can only log in to stores."
    for (const p of ['/security/members', '/terminal/requests', '/terminal/whitelist'])
      expect([p, (await s.get(p, employee)).body]).toEqual([p, { code: 40003, message: SECURITY_VIEWER, data: null }]);
    expect((await control([ids.demotech01], 3, '01:00', '02:00', employee)).body).toEqual({
      code: 40003,
      message: SECURITY_EDITOR,
      data: null,
    });
    expect((await s.post('/terminal/whitelist/add', { terminal_code: 'who-may-x' }, employee)).body).toEqual({
      code: 40003,
      message: SECURITY_EDITOR,
      data: null,
    });
    expect((await s.post('/terminal/approve', { ids: [1] }, employee)).body).toMatchObject({
      code: 40003,
      message: SECURITY_EDITOR,
    });

    await s.sql('update users set can_set_login_time = false where id = $1', [ids.demostaff]);
    try {
      const m = await s.login('demostaff', 'staff');
      // spec §6: "Extra member permissions are the right to set user login times and the device renewal permission."
      for (const p of ['/security/members', '/terminal/requests', '/terminal/whitelist'])
        expect([p, (await s.get(p, m)).body]).toEqual([p, { code: 40003, message: NO_PERMISSION, data: null }]);
      expect((await control([ids.demotech01], 3, '01:00', '02:00', m)).body).toMatchObject({
        code: 40003,
        message: NO_PERMISSION,
      });
      expect((await s.post('/terminal/approve', { ids: [1] }, m)).body).toMatchObject({
        code: 40003,
        message: NO_PERMISSION,
      });
      expect((await s.post('/terminal/whitelist/add', { terminal_code: 'who-may-x' }, m)).body).toMatchObject({
        code: 40003,
        message: NO_PERMISSION,
      });
    } finally {
      await s.sql('update users set can_set_login_time = true where id = $1', [ids.demostaff]);
    }
    expect([await tech(), await whitelisted()]).toEqual([techBefore, whitelistBefore]);
    // spec §6: "Managers approve or reject terminal requests, and manage the whitelist. … " (with the permission: reads)
    for (const p of ['/security/members', '/terminal/requests', '/terminal/whitelist'])
      expect([p, (await s.get(p, manager)).body.code]).toEqual([p, 0]);
    // a manager may not lift their own restriction (the member rule)
    expect((await control([ids.demostaff], 1, null, null, manager)).body).toMatchObject({
      code: 40003,
      message: MEMBER_RULE_MESSAGE.self.zh,
    });
  });

  test("another enterprise's boss sees and changes nothing of this one", async () => {
    const other = await registerEnterprise(s, '13911112222');
    expect((await s.get('/security/members', other)).body.data.total).toBe(0);
    expect((await control([ids.demotech01], 3, null, null, other)).body.code).toBe(40004);
    const reqs = await s.sql<{ id: number }>('select id from terminals limit 1');
    expect((await s.post('/terminal/approve', { ids: [reqs[0].id] }, other)).body.code).toBe(40004);
    expect((await s.post('/terminal/reject', { ids: [reqs[0].id] }, other)).body.code).toBe(40004);
    expect((await s.get('/terminal/requests?status=passed', other)).body.data.total).toBe(0);
    const wl = await s.post('/terminal/whitelist/add', { terminal_code: 'shared-code' }, other);
    expect(wl.body.code).toBe(0);
    // whitelist codes are per enterprise: the same code is free in the demo enterprise
    const mine = await s.post('/terminal/whitelist/add', { terminal_code: 'shared-code' }, boss);
    expect(mine.body.code).toBe(0);
    expect((await s.post('/terminal/whitelist/delete', { ids: [mine.body.data.id] }, other)).body.code).toBe(40004);
    expect((await s.get('/terminal/whitelist?keyword=shared-code', boss)).body.data.total).toBe(1);
  });

  test('changes are written to the enterprise log', async () => {
    const rows = await s.sql<{ action: string }>(
      `select distinct action from enterprise_logs where area = 'security' order by action`,
    );
    expect(rows.map((r) => r.action)).toEqual(
      expect.arrayContaining([
        'security.loginControl',
        'terminal.approve',
        'terminal.reject',
        'terminal.request',
        'whitelist.add',
        'whitelist.delete',
        'login',
        'login.refused',
      ]),
    );
  });
});
