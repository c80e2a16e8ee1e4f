// The member rule (issue 32, @console/contract/access `memberRefusal`): every route whose policy
// names the members it changes (from the running server's route list). Where a staff manager may
// still call the route (moving members, an employee's password, and with the login-time permission
// login control and terminal requests), the manager is called on the boss, a peer manager, themselves
// and an employee; on the routes that are now the boss's (spec §6 "Most are admin only") the manager
// gets the role refusal before the member rule, whoever the target. The boss manages a manager on
// every route. Every field of POST /member/update, one at a time, on a peer manager. A refusal is
// 40003 with the rule's (or the table's) sentence and changes no row; what the rule allows goes
// through. Also the take-over the review found: a manager resetting a peer manager's password.
import { MEMBER_RULE_MESSAGE, memberRefusal, type MemberRef } from '@console/contract/access';
import { DEMO_PASSWORD, startServer, type TestServer } from '../support/harness';

jest.setTimeout(180_000);

interface RouteEntry {
  method: string;
  url: string;
  policy: { who: string; members?: { field: string; of?: 'terminal'; ownPath?: true } };
  schema: { body?: { properties?: Record<string, unknown> } };
}
interface Member extends MemberRef {
  username: string;
  phone: string;
  name: string;
  departmentId: number;
}

let s: TestServer;
let routes: RouteEntry[] = [];
let boss: Member;
let manager: Member;
let employeeDept = 0;
let eid = 0;
let passwordHash = '';
const tokens: { boss?: string; manager?: string; employee?: string } = {};
let seq = 0;

async function memberRow(username: string): Promise<Member> {
  const [u] = await s.sql<any>(
    'select id, level, member_role, username, phone, name, department_id from users where username = $1',
    [username],
  );
  return {
    id: Number(u.id),
    level: Number(u.level),
    memberRole: u.member_role,
    username: u.username,
    phone: u.phone,
    name: u.name,
    departmentId: Number(u.department_id),
  };
}

/** A new staff member of the demo enterprise (a fresh target for each change that goes through). */
async function newStaff(role: 'manager' | 'employee', status = 'active'): Promise<Member> {
  seq++;
  const username = `rule${role.slice(0, 3)}${String(seq).padStart(3, '0')}`;
  await s.sql(
    `insert into users (enterprise_id, username, phone, password_hash, name, level, member_role, department_id, status)
     values ($1, $2, $3, $4, $5, 3, $6, $7, $8)`,
    [eid, username, `1370000${String(seq).padStart(4, '0')}`, passwordHash, `规则${seq}`, role, employeeDept, status],
  );
  return memberRow(username);
}

beforeAll(async () => {
  s = await startServer();
  routes = (await s.get('/dev/routes')).body.data.routes;
  boss = await memberRow('demoadmin');
  manager = await memberRow('demostaff');
  [{ id: eid }] = await s.sql<{ id: number }>('select enterprise_id as id from users where id = $1', [boss.id]);
  [{ h: passwordHash }] = await s.sql<{ h: string }>('select password_hash as h from users where id = $1', [boss.id]);
  employeeDept = (await memberRow('demoemployee')).departmentId;
  // the login-control and terminal routes also need the permission: the manager holds it
  await s.sql('update users set can_set_login_time = true where id = $1', [manager.id]);
  tokens.boss = await s.login('demoadmin', 'admin');
  tokens.manager = await s.login('demostaff', 'staff');
  tokens.employee = await s.login('demoemployee', 'staff');
}, 90_000);
afterAll(async () => {
  await s?.stop();
});

/** A waiting terminal request of the member (the terminal routes name requests, not members). */
async function terminalOf(m: Member): Promise<number> {
  const [{ id }] = await s.sql<{ id: number }>(
    `insert into terminals (enterprise_id, user_id, terminal_code, requested_at, last_seen_at)
     values ($1, $2, $3, now(), now()) returning id`,
    [eid, m.id, `rule-terminal-${++seq}`],
  );
  return Number(id);
}

/** The member's account as /member/update takes it (unchanged). */
function updateBody(m: Member): Record<string, unknown> {
  return {
    id: m.id,
    username: m.username,
    name: m.name || m.username,
    phone: m.phone,
    member_role: m.memberRole,
    department_id: m.departmentId || employeeDept, // the boss is in none; the schema wants one
    auth_method: 1,
    login_time_start: null,
    login_time_end: null,
  };
}

/** A request of each route naming `target` (a new route naming members must add its own). */
const BODIES: Record<string, (t: Member) => Promise<Record<string, unknown>>> = {
  'POST /user/savePwd': async (t) => ({ uid: t.id, newPassword: 'Takeover123' }),
  'POST /member/update': async (t) => ({ ...updateBody(t), password: 'Takeover1', password_confirm: 'Takeover1' }),
  'POST /member/disable': async (t) => ({ ids: [t.id] }),
  'POST /member/restore': async (t) => ({ ids: [t.id] }),
  'POST /member/delete': async (t) => ({ ids: [t.id] }),
  'POST /member/setRole': async (t) => ({
    ids: [t.id],
    member_role: t.memberRole === 'manager' ? 'employee' : 'manager',
  }),
  'POST /member/move': async (t) => ({ ids: [t.id], department_id: employeeDept }),
  'POST /member/transfer': async (t) => ({ from_user_id: t.id, to_user_id: boss.id }),
  'POST /security/loginControl': async (t) => ({
    user_ids: [t.id],
    auth_method: 3,
    login_time_start: '01:00',
    login_time_end: '02:00',
  }),
  'POST /terminal/approve': async (t) => ({ ids: [await terminalOf(t)] }),
  'POST /terminal/reject': async (t) => ({ ids: [await terminalOf(t)] }),
};
/** The routes naming members that a staff manager may still call: there the member rule decides. */
const MANAGER_ROUTES = [
  'POST /user/savePwd',
  'POST /member/move',
  'POST /security/loginControl',
  'POST /terminal/approve',
  'POST /terminal/reject',
];
/** The rest are the boss's: the table's 40003 sentence for them (ORG_ADMIN). */
const ADMIN_ROUTES = Object.keys(BODIES).filter((r) => !MANAGER_ROUTES.includes(r));
const ORG_ADMIN_ZH = '仅老板账号可以管理成员和部门';
/** What an ordinary employee gets on the manager's routes: the role refusal, or on savePwd the member rule. */
const EMPLOYEE_REFUSAL: Record<string, string> = {
  'POST /user/savePwd': MEMBER_RULE_MESSAGE.notManager.zh,
  'POST /member/move': '仅老板或主管可以调整成员部门',
  'POST /security/loginControl': '仅老板或有登录时间设置权限的主管可以修改安全设置',
  'POST /terminal/approve': '仅老板或有登录时间设置权限的主管可以修改安全设置',
  'POST /terminal/reject': '仅老板或有登录时间设置权限的主管可以修改安全设置',
};
const key = (r: Pick<RouteEntry, 'method' | 'url'>) => `${r.method} ${r.url}`;
const memberRoutes = () => routes.filter((r) => r.policy.members);

/** Hash of the rows a member change can touch: a refusal must leave them as they were. */
async function fingerprint(): Promise<string> {
  const tables = ['users', 'sessions', 'terminals', 'phones', 'sub_accounts', 'store_members', 'auth_codes'];
  const rows = await s.sql<{ h: string }>(
    tables
      .map((t) => `select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${t}" x`)
      .join(' union all '),
  );
  return rows.map((r) => r.h).join(',');
}

test('every route naming members is exercised here', () => {
  expect(memberRoutes().map(key).sort()).toEqual(Object.keys(BODIES).sort());
});

const callAs = async (route: string, as: 'boss' | 'manager', target: Member) =>
  (await s.post(route.slice('POST '.length), await BODIES[route](target), tokens[as])).body as {
    code: number;
    message: string;
  };

test("the routes naming members: which a staff manager may call, which are the boss's", () => {
  // spec §6: "Routes declare allowed roles. Most are admin only."
  expect(Object.fromEntries(memberRoutes().map((r) => [key(r), r.policy.who]))).toEqual({
    'POST /user/savePwd': 'member', // one's own password; another member's: the member rule
    'POST /member/move': 'manager',
    'POST /security/loginControl': 'manager',
    'POST /terminal/approve': 'manager',
    'POST /terminal/reject': 'manager',
    'POST /member/update': 'admin',
    'POST /member/disable': 'admin',
    'POST /member/restore': 'admin',
    'POST /member/delete': 'admin',
    'POST /member/setRole': 'admin',
    'POST /member/transfer': 'admin',
  });
  expect([...ADMIN_ROUTES].sort()).toEqual(
    memberRoutes()
      .filter((r) => r.policy.who === 'admin')
      .map(key)
      .sort(),
  );
});

describe.each(ADMIN_ROUTES)("%s (the boss's)", (route) => {
  const call = (as: 'boss' | 'manager', target: Member) => callAs(route, as, target);

  // spec §6: "Routes declare allowed roles. Most are admin only."
  test('a staff manager is refused by role whoever the target (the boss, a peer, themselves, an employee), nothing changed', async () => {
    const peer = await newStaff('manager');
    const employee = await newStaff('employee', route === 'POST /member/restore' ? 'disabled' : 'active');
    for (const [who, target] of [
      ['boss', boss],
      ['peer', peer],
      ['self', manager],
      ['employee', employee],
    ] as const) {
      const before = await fingerprint();
      const body = await call('manager', target);
      expect([who, body]).toEqual([who, { code: 40003, message: ORG_ADMIN_ZH, data: null }]);
      expect([who, await fingerprint()]).toEqual([who, before]);
    }
  });

  test('the boss manages a manager', async () => {
    const m = await newStaff('manager', route === 'POST /member/restore' ? 'disabled' : 'active');
    const body = await call('boss', m);
    expect([body.code === 40003, body.message]).toEqual([false, body.message]);
  });

  test("the boss cannot change the boss's own account here", async () => {
    const before = await fingerprint();
    expect(await call('boss', boss)).toEqual({ code: 40003, message: MEMBER_RULE_MESSAGE.boss.zh, data: null });
    expect(await fingerprint()).toBe(before);
  });
});

describe.each(MANAGER_ROUTES)("%s (a manager's too)", (route) => {
  const call = (as: 'boss' | 'manager', target: Member) => callAs(route, as, target);

  // spec §6: "Managers approve or reject terminal requests, and manage the whitelist. … Managers also hand over stores and move members between departments."
  test('a staff manager: the boss, a peer manager and themselves refused, nothing changed; an employee allowed', async () => {
    const peer = await newStaff('manager');
    const ownPath = routes.find((r) => key(r) === route)?.policy.members?.ownPath;
    for (const [who, target] of [
      ['boss', boss],
      ['peer', peer],
      ['self', manager],
    ] as const) {
      // naming oneself is the route's own way for one's own account (one's password: the old one first)
      if (ownPath && who === 'self') {
        expect(await call('manager', target)).toMatchObject({ code: 40001, message: '请输入旧密码' });
        continue;
      }
      const before = await fingerprint();
      const body = await call('manager', target);
      const refusal = memberRefusal(manager, target);
      expect([who, refusal]).toEqual([who, who]);
      expect([who, body]).toEqual([who, { code: 40003, message: MEMBER_RULE_MESSAGE[refusal!].zh, data: null }]);
      // the terminal routes added a request row for the call: compare after it
      if (!route.startsWith('POST /terminal/')) expect(await fingerprint()).toBe(before);
    }
    const employee = await newStaff('employee');
    const allowed = await call('manager', employee);
    expect([allowed.code === 40003, allowed.message]).toEqual([false, allowed.message]);
  });

  test('the boss manages a manager', async () => {
    const m = await newStaff('manager');
    const body = await call('boss', m);
    expect([body.code === 40003, body.message]).toEqual([false, body.message]);
  });

  // spec §6: "Members are manager or employee. Managers can set permissions. Ordinary employees can only log in to stores."
  test('an ordinary employee is refused on another employee, nothing changed', async () => {
    const target = await newStaff('employee');
    const before = await fingerprint();
    const body = (await s.post(route.slice('POST '.length), await BODIES[route](target), tokens.employee)).body;
    expect(body).toEqual({ code: 40003, message: EMPLOYEE_REFUSAL[route], data: null });
    if (!route.startsWith('POST /terminal/')) expect(await fingerprint()).toBe(before);
  });
});

// spec §6: "Routes declare allowed roles. Most are admin only." (member changes other than the department are the boss's)
test('every field of /member/update on a peer manager is refused to a staff manager, one at a time, and changes nothing', async () => {
  const peer = await newStaff('manager');
  const update = routes.find((r) => key(r) === 'POST /member/update')!;
  const fields = Object.keys(update.schema.body?.properties ?? {}).filter((f) => f !== 'id');
  expect(fields.length).toBeGreaterThan(8);
  const changed: Record<string, unknown> = {
    username: 'takenover01',
    name: '被接管',
    phone: '13799990000',
    member_role: 'employee',
    department_id: employeeDept,
    auth_method: 3,
    login_time_start: '01:00',
    login_time_end: '02:00',
    can_set_login_time: 1,
    can_renew_device: 1,
    password: 'Takeover1',
    password_confirm: 'Takeover1',
  };
  for (const field of fields) {
    expect([field, field in changed]).toEqual([field, true]);
    const body = { ...updateBody(peer), [field]: changed[field] };
    if (field === 'password') body.password_confirm = changed.password;
    if (field === 'login_time_start') body.login_time_end = changed.login_time_end;
    const before = await fingerprint();
    const r = await s.post('/member/update', body, tokens.manager);
    expect([field, r.body.code, r.body.message]).toEqual([field, 40003, ORG_ADMIN_ZH]);
    expect(await fingerprint()).toBe(before);
  }
});

test("the review's take-over: a manager cannot reset a peer manager's password and sign in as them", async () => {
  const peer = await newStaff('manager');
  // spec §6: "Routes declare allowed roles. Most are admin only." (/member/update is the boss's)
  const reset = await s.post(
    '/member/update',
    { ...updateBody(peer), password: 'Takeover1', password_confirm: 'Takeover1' },
    tokens.manager,
  );
  expect(reset.body).toMatchObject({ code: 40003, message: ORG_ADMIN_ZH });
  // the password reset a manager keeps (an employee's) refuses a peer manager: the member rule
  const viaSavePwd = await s.post('/user/savePwd', { uid: peer.id, newPassword: 'Takeover1' }, tokens.manager);
  expect(viaSavePwd.body).toMatchObject({ code: 40003, message: MEMBER_RULE_MESSAGE.peer.zh });
  const asPeer = await s.post('/user/login', { username: peer.username, password: 'Takeover1', role: 'staff' });
  expect(asPeer.body.code).not.toBe(0);
  // the peer still signs in with their own password
  expect(
    (await s.post('/user/login', { username: peer.username, password: DEMO_PASSWORD, role: 'staff' })).body.code,
  ).toBe(0);
});
