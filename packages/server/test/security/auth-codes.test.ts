// One-time login codes (issue 32 item 2): a code from /user/authCode dies with the session that
// asked for it and with every credential change of its member (logout, own password change, a
// reset by the boss, disabling), and /user/loginByCode passes the same checks as a password login:
// the login window, the terminal's authorization (auth_method 3 → 20201 with a ticket), a disabled
// member. Each case failed on the code before the fix (the code was exchanged regardless).
import { DEMO_PASSWORD, startServer, type TestServer } from '../support/harness';

const INVALID = { code: 40009, message: '授权码无效或已过期', data: null };

let s: TestServer;
let boss: string;
let eid = 0;
let dept = 0;
let hash = '';
let seq = 0;

/** A fresh employee of the demo enterprise, so each case starts from a clean member. */
async function newEmployee(): Promise<{ id: number; username: string }> {
  seq++;
  const username = `codeemp${String(seq).padStart(3, '0')}`;
  const [row] = await s.sql<{ id: number }>(
    `insert into users (enterprise_id, username, phone, password_hash, name, level, member_role, department_id, status)
     values ($1, $2, $3, $4, $5, 3, 'employee', $6, 'active') returning id`,
    [eid, username, `1360000${String(seq).padStart(4, '0')}`, hash, `授权码${seq}`, dept],
  );
  return { id: Number(row.id), username };
}

const login = async (username: string, terminal_code = 'code-pc') => {
  const r = await s.post('/user/login', { username, password: DEMO_PASSWORD, role: 'staff', terminal_code });
  expect(r.body.code).toBe(0);
  return r.body.data.token as string;
};
const issue = async (token: string) => {
  const r = await s.post('/user/authCode', undefined, token);
  expect(r.body.code).toBe(0);
  return r.body.data.code as string;
};
const exchange = (code: string, terminal_code = 'code-pc') => s.post('/user/loginByCode', { code, terminal_code });
const sessionsOf = async (id: number) =>
  Number((await s.sql<{ n: number }>('select count(*)::int as n from sessions where user_id = $1', [id]))[0].n);

beforeAll(async () => {
  s = await startServer();
  boss = await s.login('demoadmin', 'admin');
  const [u] = await s.sql<any>(
    "select enterprise_id, department_id, password_hash from users where username = 'demoemployee'",
  );
  eid = Number(u.enterprise_id);
  dept = Number(u.department_id);
  hash = u.password_hash;
}, 60_000);
afterAll(async () => {
  await s?.stop();
});

test('a live session’s code still signs in once (the feature stays)', async () => {
  const m = await newEmployee();
  const code = await issue(await login(m.username));
  const r = await exchange(code);
  expect(r.body.code).toBe(0);
  expect((await s.get('/user/getInfo', r.body.data.token)).body.data.username).toBe(m.username);
  expect((await exchange(code)).body).toEqual(INVALID);
});

test('logout ends the session and its codes', async () => {
  const m = await newEmployee();
  const token = await login(m.username);
  const code = await issue(token);
  expect((await s.post('/user/logout', undefined, token)).body.code).toBe(0);
  const before = await sessionsOf(m.id);
  expect((await exchange(code)).body).toEqual(INVALID);
  expect(await sessionsOf(m.id)).toBe(before);
});

test('an own password change spends every code, the current session’s included', async () => {
  const m = await newEmployee();
  const current = await login(m.username);
  const other = await login(m.username);
  const fromCurrent = await issue(current);
  const fromOther = await issue(other);
  const changed = await s.post('/user/savePwd', { oldPassword: DEMO_PASSWORD, newPassword: 'Changed123' }, current);
  expect(changed.body.code).toBe(0);
  expect((await exchange(fromCurrent)).body).toEqual(INVALID);
  expect((await exchange(fromOther)).body).toEqual(INVALID);
  expect((await s.get('/user/getInfo', current)).body.code).toBe(0); // the changer stays signed in
});

test('a reset by the boss spends the member’s codes', async () => {
  const m = await newEmployee();
  const code = await issue(await login(m.username));
  expect((await s.post('/user/savePwd', { uid: m.id, newPassword: 'Reset12345' }, boss)).body.code).toBe(0);
  expect((await exchange(code)).body).toEqual(INVALID);
});

test('a disabled member’s code does not sign in', async () => {
  const m = await newEmployee();
  const code = await issue(await login(m.username));
  expect((await s.post('/member/disable', { ids: [m.id] }, boss)).body.code).toBe(0);
  const r = await exchange(code);
  expect(r.body.code).not.toBe(0);
  expect(r.body.data?.token).toBeUndefined();
});

test('auth_method 3: a code used from a new terminal waits for approval like a password login (20201)', async () => {
  const m = await newEmployee();
  const token = await login(m.username, 'code-approved'); // passed under method 1: stays authorized
  const control = { user_ids: [m.id], auth_method: 3, login_time_start: null, login_time_end: null };
  expect((await s.post('/security/loginControl', control, boss)).body.code).toBe(0);
  const before = await sessionsOf(m.id);
  const waiting = await exchange(await issue(token), 'code-new-pc');
  expect(waiting.body).toMatchObject({ code: 20201, message: '已提交登录申请，请等待上级审批' });
  expect(typeof waiting.body.data.ticket).toBe('string');
  expect(waiting.body.data.token).toBeUndefined();
  expect(await sessionsOf(m.id)).toBe(before);
  // from the approved terminal the code signs in
  expect((await exchange(await issue(token), 'code-approved')).body.code).toBe(0);
});

test('the login window applies to a code as to a password', async () => {
  const m = await newEmployee();
  const code = await issue(await login(m.username));
  // the test clock is 12:00 in Shanghai
  const control = { user_ids: [m.id], auth_method: 1, login_time_start: '13:00', login_time_end: '18:00' };
  expect((await s.post('/security/loginControl', control, boss)).body.code).toBe(0);
  const r = await exchange(code);
  expect(r.body.code).toBe(40003);
  expect(r.body.message).toContain('13:00');
  const [logged] = await s.sql<{ action: string }>(
    "select action from enterprise_logs where target_id = $1 and action = 'login.refused' order by id desc limit 1",
    [String(m.id)],
  );
  expect(logged?.action).toBe('login.refused');
});
