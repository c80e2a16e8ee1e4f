// Members, departments, sub-users, hand-over and authorization management over real HTTP:
// every rule, every spec §5 sentence, the log row of each change, employees refused, and another
// enterprise's ids never reaching the demo enterprise.
import { ORG_MESSAGES } from '../../contract/src/orgMessages';
import { MEMBER_RULE_MESSAGE, PERMISSION_MESSAGE as PERMISSION } from '@console/contract/access';
import { startServer, type TestServer } from './support/harness';
import { qs, registerEnterprise } from './support/fixtures';
import { zhOf } from './support/texts';

const [M, R, PERMISSION_MESSAGE] = [zhOf(ORG_MESSAGES), zhOf(MEMBER_RULE_MESSAGE), zhOf(PERMISSION)];

let s: TestServer;
let admin: string;
let manager: string;
let employee: string;
let other: string;
const ids: Record<string, number> = {};
let ops: number;
let cs: number;

beforeAll(async () => {
  s = await startServer();
  admin = await s.login('demoadmin', 'admin');
  manager = await s.login('demostaff', 'staff');
  employee = await s.login('demoemployee', 'staff');
  other = await registerEnterprise(s, '13900000077');
  for (const r of await s.sql<{ id: number; username: string }>(
    "select id, username from users where username like 'demo%'",
  ))
    ids[r.username] = Number(r.id);
  const depts = await s.sql<{ id: number; name: string }>(
    'select id, name from departments where enterprise_id = (select enterprise_id from users where id = $1)',
    [ids.demoadmin],
  );
  ops = Number(depts.find((d) => d.name === '运营部')!.id);
  cs = Number(depts.find((d) => d.name === '客服部')!.id);
}, 60_000);
afterAll(async () => {
  await s?.stop();
});

let seq = 0;
/** A valid add body with a unique username and phone. */
function newMember(extra: Record<string, unknown> = {}) {
  seq++;
  return {
    username: `orgtest${String(seq).padStart(3, '0')}`,
    name: `测试成员${seq}`,
    phone: `1350000${String(seq).padStart(4, '0')}`,
    member_role: 'employee',
    department_id: ops,
    auth_method: 1,
    login_time_start: null,
    login_time_end: null,
    can_set_login_time: 0,
    can_renew_device: 0,
    password: 'secret12',
    password_confirm: 'secret12',
    ...extra,
  };
}
async function add(token: string, extra: Record<string, unknown> = {}) {
  const body = newMember(extra);
  const r = await s.post('/member/add', body, token);
  expect([r.body.code, r.body.message]).toEqual([0, '添加成功']);
  return { id: r.body.data.id as number, ...body };
}
const member = async (id: number) =>
  (await s.get(`/member/list?${qs({ limit: 99999 })}`, admin)).body.data.list.find((m: any) => m.id === id);
const logs = (action: string, targetId: number) =>
  s.sql<any>('select * from enterprise_logs where action = $1 and target_id = $2 order by id', [
    action,
    String(targetId),
  ]);
const refused = (r: { body: { code: number; message: string } }) => [r.body.code, r.body.message];
// the table's 40003 sentences for this area (packages/contract/src/access.ts)
const ORG_ADMIN = '仅老板账号可以管理成员和部门';
const ORG_VIEWER = '仅老板或主管可以查看成员和部门';
const MEMBER_MOVER = '仅老板或主管可以调整成员部门';
/** The rows a refused member change could touch: a refusal leaves them as they were. */
const snapshot = async () =>
  JSON.stringify(
    await s.sql<any>(
      `select (select md5(coalesce(string_agg(u::text, '|' order by u.id), '')) from users u) as users,
              (select md5(coalesce(string_agg(d::text, '|' order by d.id), '')) from departments d) as departments,
              (select md5(coalesce(string_agg(p.id || ':' || coalesce(p.assigned_user_id, 0), '|' order by p.id), '')) from phones p) as phones,
              (select md5(coalesce(string_agg(a.id || ':' || coalesce(a.assigned_user_id, 0), '|' order by a.id), '')) from sub_accounts a) as accounts,
              (select md5(coalesce(string_agg(m::text, '|' order by m::text), '')) from store_members m) as stores`,
    ),
  );

describe('POST /member/add: spec §5 sentences', () => {
  test.each([
    ['username missing', { username: undefined }, M.usernameRequired],
    ['username short', { username: 'abc' }, M.username],
    ['username symbols', { username: 'abc_def!' }, M.username],
    ['password missing', { password: undefined }, M.passwordRequired],
    ['password short', { password: '12345', password_confirm: '12345' }, M.password],
    ['password long', { password: 'x'.repeat(31), password_confirm: 'x'.repeat(31) }, M.password],
    ['passwords differ', { password_confirm: 'secret13' }, M.passwordMismatch],
    ['name blank', { name: '   ' }, M.nameRequired],
    ['role missing', { member_role: undefined }, M.roleRequired],
    ['role wrong', { member_role: 'boss' }, M.role],
    ['auth method missing', { auth_method: undefined }, M.authMethodRequired],
    ['auth method wrong', { auth_method: 4 }, M.authMethod],
    ['login window missing', { login_time_start: undefined }, M.loginTimeRequired],
    ['login window half', { login_time_start: '09:00' }, M.loginTimeRequired],
    ['login window bad', { login_time_start: '9am', login_time_end: '18:00' }, M.loginTime],
    ['login window empty', { login_time_start: '09:00', login_time_end: '09:00' }, M.loginTimeSame],
    ['department missing', { department_id: undefined }, M.departmentRequired],
    ['phone wrong', { phone: '12345678901' }, M.phone],
    ['phone short', { phone: '1380000' }, M.phone],
  ])('%s', async (_name, extra, message) => {
    const r = await s.post('/member/add', newMember(extra), admin);
    expect(refused(r)).toEqual([40001, message]);
  });

  test('username and phone are unique; the department must be the enterprise’s', async () => {
    expect(refused(await s.post('/member/add', newMember({ username: 'demostaff' }), admin))).toEqual([
      40009,
      M.usernameTaken,
    ]);
    expect(refused(await s.post('/member/add', newMember({ phone: '13800000001' }), admin))).toEqual([
      40009,
      M.phoneTaken,
    ]);
    expect(refused(await s.post('/member/add', newMember({ department_id: 999999 }), admin))).toEqual([
      40004,
      M.departmentNotFound,
    ]);
  });
});

describe('members', () => {
  test('the boss adds a staff member who can log in; the list shows every field; the log has the change', async () => {
    const m = await add(admin, {
      username: '中文用户名abc',
      member_role: 'manager',
      auth_method: 2,
      login_time_start: '00:00',
      login_time_end: '23:59',
      can_renew_device: 1,
    });
    expect(await member(m.id)).toMatchObject({
      username: '中文用户名abc',
      role: 'manager',
      is_admin: 0,
      department_id: ops,
      department_name: '运营部',
      status: 'active',
      auth_method: 2,
      login_time_start: '00:00',
      login_time_end: '23:59',
      can_renew_device: 1,
      can_set_login_time: 0,
      last_login_at: null,
    });
    const [u] = await s.sql<any>('select level, enterprise_id from users where id = $1', [m.id]);
    expect(Number(u.level)).toBe(3);
    const [log] = await logs('member.add', m.id);
    expect(log).toMatchObject({ area: 'org', result: 'ok', user_id: ids.demoadmin });
    expect(JSON.stringify(log.detail)).not.toContain('secret12');
    expect(log.detail.after.username).toBe('中文用户名abc');
    const plain = await add(admin);
    expect(await s.login(plain.username, 'staff', 'secret12')).toBeTruthy();
  });

  // spec §3 Member info: "... is_bind_wc, is_channel, is_modify, ..." — is_modify is 1 once the
  // member's username was changed after it was created; a name or phone change leaves it 0
  test('member info is_modify: 0 for a new member and after other edits, 1 once the username changes', async () => {
    const m = await add(admin);
    const isModify = async (username: string, password = 'secret12') =>
      (await s.get('/user/memberInfo', await s.login(username, 'staff', password))).body.data.is_modify;
    expect(await isModify(m.username)).toBe(0);
    const body = { ...newMember(), id: m.id, username: m.username, phone: m.phone, name: '只改姓名', password: '' };
    delete (body as any).password_confirm;
    expect(refused(await s.post('/member/update', body, admin))).toEqual([0, '修改成功']);
    expect(await isModify(m.username)).toBe(0);
    const renamed = `${m.username.slice(0, 18)}rn`;
    expect(refused(await s.post('/member/update', { ...body, username: renamed }, admin))).toEqual([0, '修改成功']);
    expect(await isModify(renamed)).toBe(1);
  });

  test('list filters: role, status; deleted members never listed', async () => {
    const managers = (await s.get('/member/list?role=manager&limit=100', admin)).body.data.list;
    expect(managers.every((m: any) => m.role === 'manager' && m.is_admin === 0)).toBe(true);
    expect(managers.map((m: any) => m.username)).toContain('demostaff');
    expect((await s.get('/member/list?role=boss', admin)).body.code).toBe(40001);
  });

  test('edit: an empty password keeps the old one, a new one ends the sessions', async () => {
    const m = await add(admin);
    const token = await s.login(m.username, 'staff', 'secret12');
    const body = { ...newMember(), id: m.id, username: m.username, phone: m.phone, name: '改名了', password: '' };
    delete (body as any).password_confirm;
    expect(refused(await s.post('/member/update', body, admin))).toEqual([0, '修改成功']);
    expect((await member(m.id)).name).toBe('改名了');
    expect((await s.get('/user/getInfo', token)).body.code).toBe(0);
    expect(await s.login(m.username, 'staff', 'secret12')).toBeTruthy();
    expect(
      refused(await s.post('/member/update', { ...body, password: 'newpass1', password_confirm: 'newpass2' }, admin)),
    ).toEqual([40001, M.passwordMismatch]);
    expect(
      refused(await s.post('/member/update', { ...body, password: 'newpass1', password_confirm: 'newpass1' }, admin)),
    ).toEqual([0, '修改成功']);
    expect((await s.get('/user/getInfo', token)).body.code).toBe(20103);
    expect(await s.login(m.username, 'staff', 'newpass1')).toBeTruthy();
    const [log] = (await logs('member.update', m.id)).slice(-1);
    expect(log.detail.password_changed).toBe(true);
    expect(log.detail.before.name).toBe('改名了');
  });

  test("a staff manager adds and edits no member, with or without can_set_login_time; the window is the boss's here", async () => {
    const m = await add(admin, { member_role: 'manager' });
    const token = await s.login(m.username, 'staff', 'secret12');
    const e = await add(admin);
    const body = { ...newMember(), id: e.id, username: e.username, phone: e.phone };
    const before = await snapshot();
    // spec §6: "Routes declare allowed roles. Most are admin only." (adding and editing members is the boss's)
    for (const [who, t] of [
      ['manager', token],
      ['manager with can_set_login_time', manager],
    ] as const) {
      expect([who, ...refused(await s.post('/member/add', newMember(), t))]).toEqual([who, 40003, ORG_ADMIN]);
      expect([
        who,
        ...refused(await s.post('/member/add', newMember({ login_time_start: '09:00', login_time_end: '18:00' }), t)),
      ]).toEqual([who, 40003, ORG_ADMIN]);
      expect([who, ...refused(await s.post('/member/add', newMember({ can_set_login_time: 1 }), t))]).toEqual([
        who,
        40003,
        ORG_ADMIN,
      ]);
      expect([
        who,
        ...refused(await s.post('/member/update', { ...body, login_time_start: '22:00', login_time_end: '06:00' }, t)),
      ]).toEqual([who, 40003, ORG_ADMIN]);
      expect([who, ...refused(await s.post('/member/update', { ...body, name: '夜班' }, t))]).toEqual([
        who,
        40003,
        ORG_ADMIN,
      ]);
    }
    expect(await snapshot()).toBe(before);
    // the boss sets the window on the member
    expect(
      refused(await s.post('/member/update', { ...body, login_time_start: '22:00', login_time_end: '06:00' }, admin)),
    ).toEqual([0, '修改成功']);
    expect(await member(e.id)).toMatchObject({ login_time_start: '22:00', login_time_end: '06:00' });
    // spec §6: "Extra member permissions are the right to set user login times and the device renewal permission."
    const window = { user_ids: [e.id], auth_method: 1, login_time_start: '08:00', login_time_end: '20:00' };
    expect(refused(await s.post('/security/loginControl', window, token))).toEqual([
      40003,
      PERMISSION_MESSAGE.setLoginTime,
    ]);
    expect(await member(e.id)).toMatchObject({ login_time_start: '22:00', login_time_end: '06:00' });
    expect(refused(await s.post('/security/loginControl', window, manager))[0]).toBe(0);
    expect(await member(e.id)).toMatchObject({ login_time_start: '08:00', login_time_end: '20:00' });
  });

  test('the member rule: a staff manager never changes the boss; nobody changes themselves here', async () => {
    const boss = ids.demoadmin;
    const [bossRule, selfRule] = [R.boss, R.self];
    const before = await snapshot();
    // spec §6: "Routes declare allowed roles. Most are admin only." (the role refusal comes before the member rule)
    for (const p of ['/member/disable', '/member/restore', '/member/delete'])
      for (const target of [boss, ids.demostaff])
        expect([p, target, ...refused(await s.post(p, { ids: [target] }, manager))]).toEqual([
          p,
          target,
          40003,
          ORG_ADMIN,
        ]);
    for (const target of [boss, ids.demostaff])
      expect(refused(await s.post('/member/setRole', { ids: [target], member_role: 'employee' }, manager))).toEqual([
        40003,
        ORG_ADMIN,
      ]);
    expect(
      refused(
        await s.post(
          '/member/update',
          { ...newMember(), id: boss, username: 'demoadmin', phone: '13800000000' },
          manager,
        ),
      ),
    ).toEqual([40003, ORG_ADMIN]);
    // spec §6: "Managers also hand over stores and move members between departments." (never the boss, never themselves)
    expect(refused(await s.post('/member/move', { ids: [boss], department_id: ops }, manager))).toEqual([
      40003,
      bossRule,
    ]);
    expect(refused(await s.post('/member/move', { ids: [ids.demostaff], department_id: cs }, manager))).toEqual([
      40003,
      selfRule,
    ]);
    expect(await snapshot()).toBe(before);
    expect(refused(await s.post('/member/disable', { ids: [boss] }, admin))).toEqual([40003, bossRule]);
    expect(refused(await s.post('/member/delete', { ids: [boss] }, admin))).toEqual([40003, bossRule]);
    expect(refused(await s.post('/member/setRole', { ids: [boss], member_role: 'employee' }, admin))).toEqual([
      40003,
      bossRule,
    ]);
    expect(refused(await s.post('/member/move', { ids: [boss], department_id: ops }, admin))).toEqual([
      40003,
      bossRule,
    ]);
    expect(await snapshot()).toBe(before);
    expect(refused(await s.post('/member/disable', { ids: [] }, admin))).toEqual([40001, M.membersRequired]);
    expect(refused(await s.post('/member/disable', { ids: [99999999] }, admin))).toEqual([40004, M.memberNotFound]);
  });

  test('disable → restore → delete; sessions end; a deleted name is free again', async () => {
    const m = await add(admin);
    const token = await s.login(m.username, 'staff', 'secret12');
    // spec §6: "Routes declare allowed roles. Most are admin only." (a staff manager disables, restores, deletes no one)
    for (const p of ['/member/disable', '/member/restore', '/member/delete'])
      expect([p, ...refused(await s.post(p, { ids: [m.id] }, manager))]).toEqual([p, 40003, ORG_ADMIN]);
    expect((await member(m.id)).status).toBe('active');
    expect((await s.get('/user/getInfo', token)).body.code).toBe(0);
    expect(refused(await s.post('/member/disable', { ids: [m.id] }, admin))).toEqual([0, '禁用成功']);
    expect((await member(m.id)).status).toBe('disabled');
    expect((await s.get('/user/getInfo', token)).body.code).toBe(20103);
    const login = await s.post('/user/login', { username: m.username, password: 'secret12', role: 'staff' });
    expect(login.body.code).not.toBe(0);
    expect(refused(await s.post('/member/restore', { ids: [m.id] }, manager))).toEqual([40003, ORG_ADMIN]);
    expect((await member(m.id)).status).toBe('disabled');
    expect(refused(await s.post('/member/restore', { ids: [m.id] }, admin))).toEqual([0, '恢复成功']);
    const again = await s.login(m.username, 'staff', 'secret12');
    expect((await s.post('/member/delete', { ids: [m.id] }, admin)).body).toMatchObject({
      code: 0,
      message: '删除成功',
      data: { changed: 1 },
    });
    expect(await member(m.id)).toBeUndefined();
    expect((await s.get('/user/getInfo', again)).body.code).toBe(20103);
    const [row] = await s.sql<any>('select status, deleted_at from users where id = $1', [m.id]);
    expect(row.status).toBe('deleted');
    expect(row.deleted_at).not.toBeNull();
    expect(refused(await s.post('/member/restore', { ids: [m.id] }, admin))).toEqual([40004, M.memberNotFound]);
    expect((await logs('member.disable', m.id)).length).toBe(1);
    expect((await logs('member.restore', m.id)).length).toBe(1);
    expect((await logs('member.delete', m.id)).length).toBe(1);
    // the name and phone can be used again
    const again2 = await s.post(
      '/member/add',
      { ...newMember(), username: m.username, phone: m.phone, password: 'other123', password_confirm: 'other123' },
      admin,
    );
    expect(again2.body.code).toBe(0);
    // the name logs in to the new member, never to the deleted one
    const reused = await s.login(m.username, 'staff', 'other123');
    expect((await s.get('/user/info', reused)).body.data.id).toBe(again2.body.data.id);
  });

  test('clear all disabled deletes only the disabled staff', async () => {
    const a = await add(admin);
    const b = await add(admin);
    await s.post('/member/disable', { ids: [a.id, b.id] }, admin);
    const before = (await s.get('/member/list?status=disabled&limit=100', admin)).body.data.total;
    expect(before).toBeGreaterThanOrEqual(3); // demoleaver too
    // spec §6: "Routes declare allowed roles. Most are admin only."
    expect(refused(await s.post('/member/clearDisabled', {}, manager))).toEqual([40003, ORG_ADMIN]);
    expect((await s.get('/member/list?status=disabled&limit=100', admin)).body.data.total).toBe(before);
    const r = await s.post('/member/clearDisabled', {}, admin);
    expect(r.body).toMatchObject({ code: 0, message: '清除成功', data: { changed: before } });
    expect((await s.get('/member/list?status=disabled', admin)).body.data.total).toBe(0);
    expect(refused(await s.post('/member/clearDisabled', {}, admin))).toEqual([40004, M.noDisabled]);
    expect((await logs('member.clearDisabled', a.id)).length).toBe(1);
  });

  test('set role and move between departments', async () => {
    const a = await add(admin);
    const b = await add(admin);
    const c = await add(admin);
    // spec §6: "Routes declare allowed roles. Most are admin only." (setting roles is the boss's)
    expect(refused(await s.post('/member/setRole', { ids: [a.id], member_role: 'manager' }, manager))).toEqual([
      40003,
      ORG_ADMIN,
    ]);
    expect((await member(a.id)).role).toBe('employee');
    // spec §6: "Managers also hand over stores and move members between departments."
    expect((await s.post('/member/move', { ids: [c.id], department_id: cs }, manager)).body).toMatchObject({
      code: 0,
      data: { changed: 1 },
    });
    expect(await member(c.id)).toMatchObject({ department_id: cs, department_name: '客服部' });
    // spec §6: "Members are manager or employee. Managers can set permissions. Ordinary employees can only log in to stores."
    expect(refused(await s.post('/member/move', { ids: [c.id], department_id: ops }, employee))).toEqual([
      40003,
      MEMBER_MOVER,
    ]);
    expect((await member(c.id)).department_id).toBe(cs);
    expect((await s.post('/member/setRole', { ids: [a.id, b.id], member_role: 'manager' }, admin)).body).toMatchObject({
      code: 0,
      message: '设置成功',
      data: { changed: 2 },
    });
    expect((await member(a.id)).role).toBe('manager');
    // managers now: only the boss moves them (the member rule), a staff manager is refused
    expect(refused(await s.post('/member/move', { ids: [a.id, b.id], department_id: cs }, manager))).toEqual([
      40003,
      R.peer,
    ]);
    expect((await s.post('/member/move', { ids: [a.id, b.id], department_id: cs }, admin)).body).toMatchObject({
      code: 0,
      data: { changed: 2 },
    });
    expect(await member(b.id)).toMatchObject({ department_id: cs, department_name: '客服部' });
    expect(refused(await s.post('/member/move', { ids: [a.id], department_id: 99999 }, admin))).toEqual([
      40004,
      M.departmentNotFound,
    ]);
    expect(refused(await s.post('/member/move', { ids: [a.id] }, admin))).toEqual([40001, M.departmentRequired]);
    const [log] = await logs('member.move', a.id);
    expect(log.detail).toMatchObject({ before: { department_id: ops }, after: { department_id: cs } });
  });
});

describe('hand-over: POST /member/transfer', () => {
  test('phones, sub-accounts and stores go to the other member, never to the same one', async () => {
    const from = await add(admin);
    const to = await add(admin);
    const eid = (await s.sql<any>('select enterprise_id as e from users where id = $1', [from.id]))[0].e;
    const [p] = await s.sql<any>('select id from phones where enterprise_id = $1 and deleted_at is null limit 2', [
      eid,
    ]);
    const [a] = await s.sql<any>(
      'select id from sub_accounts where enterprise_id = $1 and deleted_at is null limit 1',
      [eid],
    );
    const [st] = await s.sql<any>('select id from stores where enterprise_id = $1 limit 1', [eid]);
    await s.sql('update phones set assigned_user_id = $1 where id = $2', [from.id, p.id]);
    await s.sql('update sub_accounts set assigned_user_id = $1 where id = $2', [from.id, a.id]);
    await s.sql('insert into store_members (store_id, user_id) values ($1, $2)', [st.id, from.id]);

    expect(refused(await s.post('/member/transfer', { from_user_id: from.id, to_user_id: from.id }, admin))).toEqual([
      40009,
      M.transferToSelf,
    ]);
    expect(refused(await s.post('/member/transfer', { from_user_id: from.id }, admin))).toEqual([
      40001,
      M.transferTarget,
    ]);
    await s.post('/member/disable', { ids: [to.id] }, admin);
    expect(refused(await s.post('/member/transfer', { from_user_id: from.id, to_user_id: to.id }, admin))).toEqual([
      40004,
      M.targetInactive,
    ]);
    await s.post('/member/restore', { ids: [to.id] }, admin);
    // spec §6: "Routes declare allowed roles. Most are admin only." (a member's hand-over is the boss's)
    const held = await snapshot();
    expect(refused(await s.post('/member/transfer', { from_user_id: from.id, to_user_id: to.id }, manager))).toEqual([
      40003,
      ORG_ADMIN,
    ]);
    expect(await snapshot()).toBe(held);
    const r = await s.post('/member/transfer', { from_user_id: from.id, to_user_id: to.id }, admin);
    expect(r.body).toMatchObject({ code: 0, message: '交接成功', data: { phones: 1, accounts: 1, stores: 1 } });
    expect((await s.sql<any>('select assigned_user_id as u from phones where id = $1', [p.id]))[0].u).toBe(to.id);
    expect((await s.sql<any>('select assigned_user_id as u from sub_accounts where id = $1', [a.id]))[0].u).toBe(to.id);
    expect(
      await s.sql<any>('select user_id from store_members where store_id = $1 and user_id in ($2, $3)', [
        st.id,
        from.id,
        to.id,
      ]),
    ).toEqual([{ user_id: to.id }]);
    const [log] = await logs('member.transfer', from.id);
    expect(log.detail).toMatchObject({ to: { id: to.id }, phones: 1, accounts: 1, stores: 1 });
    // the sub-user screen counts what each holds
    const child = (await s.get(`/childUser/all?${qs({ keyword: to.username })}`, admin)).body.data.list[0];
    expect(child).toMatchObject({ id: to.id, phone_count: 1, account_count: 1, store_count: 1 });
    // deleting the holder gives it back to the managers
    await s.post('/member/delete', { ids: [to.id] }, admin);
    expect((await s.sql<any>('select assigned_user_id as u from phones where id = $1', [p.id]))[0].u).toBeNull();
    expect(await s.sql<any>('select * from store_members where user_id = $1', [to.id])).toEqual([]);
  });
});

describe('departments', () => {
  test('create, rename, set manager, delete only when empty', async () => {
    expect(refused(await s.post('/department/add', { name: '  ' }, admin))).toEqual([40001, M.departmentNameRequired]);
    expect(refused(await s.post('/department/add', {}, admin))).toEqual([40001, M.departmentNameRequired]);
    expect(refused(await s.post('/department/add', { name: '运营部' }, admin))).toEqual([40009, M.departmentNameTaken]);
    // spec §6: "Routes declare allowed roles. Most are admin only." (departments are added, changed, deleted by the boss)
    expect(
      refused(await s.post('/department/add', { name: '市场部', manager_user_id: ids.demostaff }, manager)),
    ).toEqual([40003, ORG_ADMIN]);
    expect(
      (await s.get('/department/list?limit=100', admin)).body.data.list.some((d: any) => d.name === '市场部'),
    ).toBe(false);
    const r = await s.post('/department/add', { name: '市场部', manager_user_id: ids.demostaff }, admin);
    expect([r.body.code, r.body.message]).toEqual([0, '添加成功']);
    const id = r.body.data.id;
    expect(refused(await s.post('/department/update', { id, name: '改名', manager_user_id: null }, manager))).toEqual([
      40003,
      ORG_ADMIN,
    ]);
    expect(refused(await s.post('/department/delete', { id }, manager))).toEqual([40003, ORG_ADMIN]);
    const row = async () =>
      (await s.get('/department/list?limit=100', admin)).body.data.list.find((d: any) => d.id === id);
    expect(await row()).toMatchObject({ name: '市场部', member_count: 0, manager_name: '演示主管' });
    // spec §6: "Managers also hand over stores and move members between departments." (they read the departments)
    expect(
      (await s.get('/department/list?limit=100', manager)).body.data.list.find((d: any) => d.id === id),
    ).toMatchObject({ name: '市场部' });
    expect(refused(await s.post('/department/update', { id, name: '市场二部', manager_user_id: null }, admin))).toEqual(
      [0, '修改成功'],
    );
    expect(await row()).toMatchObject({ name: '市场二部', manager_user_id: null, manager_name: '' });
    expect(
      refused(await s.post('/department/update', { id, name: '市场二部', manager_user_id: 99999999 }, admin)),
    ).toEqual([40004, M.managerNotFound]);
    const m = await add(admin, { department_id: id });
    expect(refused(await s.post('/department/delete', { id }, admin))).toEqual([40009, M.departmentHasMembers]);
    expect((await row()).member_count).toBe(1);
    await s.post('/member/delete', { ids: [m.id] }, admin);
    expect((await row()).member_count).toBe(0);
    expect(refused(await s.post('/department/delete', { id }, admin))).toEqual([0, '删除成功']);
    expect(await row()).toBeUndefined();
    expect((await logs('department.add', id)).length).toBe(1);
    expect((await logs('department.update', id)).length).toBe(1);
    expect((await logs('department.delete', id)).length).toBe(1);
  });
});

describe('sub-users and authorization management', () => {
  test('GET /childUser/all lists staff only, paged, with filters; /childUser/cnt counts them', async () => {
    const all = (await s.get('/childUser/all?limit=999', admin)).body.data;
    expect(all.list.some((m: any) => m.username === 'demoadmin')).toBe(false);
    expect(all.list.map((m: any) => m.username)).toContain('demostaff');
    const cnt = (await s.get('/childUser/cnt', admin)).body.data;
    expect(cnt.allCnt).toBe(all.total);
    const none = (await s.get('/childUser/all?department_id=0&limit=999', admin)).body.data;
    expect(cnt.waitAllocateCnt).toBe(none.total);
    const p1 = (await s.get('/childUser/all?page=1&limit=2', admin)).body.data;
    const p2 = (await s.get('/childUser/all?page=2&limit=2', admin)).body.data;
    expect(p1.list.length).toBe(2);
    expect(p1.list[0].id).not.toBe(p2.list[0].id);
    expect(
      (await s.get(`/childUser/all?department_id=${ops}`, admin)).body.data.list.every(
        (m: any) => m.department_id === ops,
      ),
    ).toBe(true);
    // spec §6: "Routes declare allowed roles. Most are admin only." (the sub-user screen is the boss's)
    for (const p of ['/childUser/all', '/childUser/cnt'])
      expect([p, ...refused(await s.get(p, manager))]).toEqual([p, 40003, ORG_ADMIN]);
  });

  test('a phone or sub-account has one holder (setting moves it); stores have many', async () => {
    const a = await add(admin);
    const b = await add(admin);
    const list = async (user: number, kind: string) =>
      (await s.get(`/authorization/resources?${qs({ user_id: user, kind, limit: 999 })}`, admin)).body.data;
    const phones = await list(a.id, 'phone');
    expect(phones.total).toBeGreaterThan(1);
    expect(Object.keys(phones.list[0]).sort()).toEqual(['assigned', 'holder_name', 'id', 'name']);
    const [p1, p2] = phones.list;
    // spec §6: "Routes declare allowed roles. Most are admin only." (authorization is the boss's)
    expect(refused(await s.get(`/authorization/resources?${qs({ user_id: a.id, kind: 'phone' })}`, manager))).toEqual([
      40003,
      ORG_ADMIN,
    ]);
    expect(
      refused(await s.post('/authorization/set', { user_id: a.id, kind: 'phone', ids: [p1.id, p2.id] }, manager)),
    ).toEqual([40003, ORG_ADMIN]);
    expect((await list(a.id, 'phone')).list.some((x: any) => x.assigned)).toBe(false);
    expect(
      (await s.post('/authorization/set', { user_id: a.id, kind: 'phone', ids: [p1.id, p2.id] }, admin)).body,
    ).toMatchObject({ code: 0, message: '设置成功', data: { added: 2, removed: 0, total: 2 } });
    expect((await list(a.id, 'phone')).list.filter((x: any) => x.assigned).map((x: any) => x.id)).toEqual([
      p1.id,
      p2.id,
    ]);
    // b takes p2 from a
    await s.post('/authorization/set', { user_id: b.id, kind: 'phone', ids: [p2.id] }, admin);
    const again = await list(a.id, 'phone');
    expect(again.list.find((x: any) => x.id === p2.id)).toMatchObject({ assigned: false, holder_name: b.name });
    const [log] = (await logs('authorization.phone', b.id)).slice(-1);
    expect(log.detail.moved_from).toEqual([{ id: p2.id, from: a.id }]);
    // a's set emptied
    expect((await s.post('/authorization/set', { user_id: a.id, kind: 'phone', ids: [] }, admin)).body.data).toEqual({
      added: 0,
      removed: 1,
      total: 0,
    });
    // sub-accounts
    const [acc] = (await list(a.id, 'account')).list;
    await s.post('/authorization/set', { user_id: a.id, kind: 'account', ids: [acc.id] }, admin);
    expect((await list(a.id, 'account')).list[0]).toMatchObject({ id: acc.id, assigned: true, holder_name: a.name });
    // stores: both may open the same one
    const [st] = (await list(a.id, 'store')).list;
    await s.post('/authorization/set', { user_id: a.id, kind: 'store', ids: [st.id] }, admin);
    await s.post('/authorization/set', { user_id: b.id, kind: 'store', ids: [st.id] }, admin);
    const store = (await list(a.id, 'store')).list.find((x: any) => x.id === st.id);
    expect(store.assigned).toBe(true);
    expect(store.holder_name).toContain(a.name);
    expect(store.holder_name).toContain(b.name);
    // only the member's (assigned=1) or only the others (assigned=0)
    const mine = (await s.get(`/authorization/resources?${qs({ user_id: a.id, kind: 'store', assigned: 1 })}`, admin))
      .body.data;
    expect(mine.list.map((x: any) => x.id)).toEqual([st.id]);
    const others = (
      await s.get(`/authorization/resources?${qs({ user_id: a.id, kind: 'account', assigned: 0, limit: 999 })}`, admin)
    ).body.data;
    expect(others.list.some((x: any) => x.id === acc.id)).toBe(false);
    // keyword
    expect(
      (await s.get(`/authorization/resources?${qs({ user_id: a.id, kind: 'phone', keyword: p1.name })}`, admin)).body
        .data.list[0].id,
    ).toBe(p1.id);
    // refusals
    expect(refused(await s.get(`/authorization/resources?user_id=${a.id}&kind=card`, admin))).toEqual([40001, M.kind]);
    expect(
      refused(await s.post('/authorization/set', { user_id: a.id, kind: 'phone', ids: [99999999] }, admin)),
    ).toEqual([40004, M.resourceNotFound]);
    expect(
      refused(await s.post('/authorization/set', { user_id: ids.demoadmin, kind: 'phone', ids: [] }, admin)),
    ).toEqual([40009, M.notOwner]);
  });
});

describe('who may', () => {
  // every endpoint of the area and its 40003 sentence for staff who may not call it
  const AREA: [string, string, string][] = [
    ['POST', '/member/add', ORG_ADMIN],
    ['POST', '/member/update', ORG_ADMIN],
    ['POST', '/member/disable', ORG_ADMIN],
    ['POST', '/member/restore', ORG_ADMIN],
    ['POST', '/member/delete', ORG_ADMIN],
    ['POST', '/member/clearDisabled', ORG_ADMIN],
    ['POST', '/member/setRole', ORG_ADMIN],
    ['POST', '/member/move', MEMBER_MOVER],
    ['POST', '/member/transfer', ORG_ADMIN],
    ['GET', '/member/list', ORG_VIEWER],
    ['GET', '/member/list/export', ORG_VIEWER],
    ['GET', '/user/memberCnt', ORG_VIEWER],
    ['GET', '/childUser/all', ORG_ADMIN],
    ['GET', '/childUser/cnt', ORG_ADMIN],
    ['GET', '/department/list', ORG_VIEWER],
    ['GET', '/department/list/export', ORG_VIEWER],
    ['POST', '/department/add', ORG_ADMIN],
    ['POST', '/department/update', ORG_ADMIN],
    ['POST', '/department/delete', ORG_ADMIN],
    ['GET', '/authorization/resources', ORG_ADMIN],
    ['POST', '/authorization/set', ORG_ADMIN],
  ];
  const call = (method: string, path: string, token: string) =>
    method === 'GET' ? s.get(path, token) : s.post(path, {}, token);

  // spec §6: "Members are manager or employee. Managers can set permissions. Ordinary employees can only log in to stores."
  test('ordinary employees get 40003 on every endpoint of the area', async () => {
    for (const [method, path, message] of AREA) {
      const r = await call(method, path, employee);
      expect([path, r.body.code, r.body.message, r.body.data]).toEqual([path, 40003, message, null]);
    }
  });

  // spec §6: "Routes declare allowed roles. Most are admin only." — "Managers also hand over stores and move members between departments."
  test("a staff manager reads members and departments and moves members; the rest of the area is the boss's", async () => {
    const mayRead = [
      '/member/list',
      '/member/list/export',
      '/user/memberCnt',
      '/department/list',
      '/department/list/export',
    ];
    for (const [method, path, message] of AREA) {
      const r = await call(method, path, manager);
      if (mayRead.includes(path))
        expect([path, r.status, r.body?.code ?? 0]).toEqual([path, 200, 0]); // the exports answer with the file
      // the guard comes before validation: an empty body is refused by role, not by its fields
      else if (message === ORG_ADMIN)
        expect([path, r.body.code, r.body.message, r.body.data]).toEqual([path, 40003, message, null]);
      else expect([path, r.body.code]).toEqual([path, 40001]); // /member/move: validation, the manager passed the role check
    }
  });

  test("another enterprise's admin reaches none of the demo enterprise's members, departments or resources", async () => {
    const victim = ids.demoemployee;
    for (const p of ['/member/disable', '/member/restore', '/member/delete'])
      expect([p, ...refused(await s.post(p, { ids: [victim] }, other))]).toEqual([p, 40004, M.memberNotFound]);
    expect(refused(await s.post('/member/setRole', { ids: [victim], member_role: 'manager' }, other))).toEqual([
      40004,
      M.memberNotFound,
    ]);
    expect(refused(await s.post('/member/update', { ...newMember(), id: victim }, other))[0]).toBe(40004);
    expect(
      refused(await s.post('/member/transfer', { from_user_id: victim, to_user_id: ids.demostaff }, other))[0],
    ).toBe(40004);
    expect(refused(await s.post('/member/add', newMember({ department_id: ops }), other))).toEqual([
      40004,
      M.departmentNotFound,
    ]);
    expect(refused(await s.post('/department/update', { id: ops, name: 'x' }, other))).toEqual([
      40004,
      M.departmentNotFound,
    ]);
    expect(refused(await s.post('/department/delete', { id: cs }, other))).toEqual([40004, M.departmentNotFound]);
    expect(refused(await s.get(`/authorization/resources?user_id=${victim}&kind=phone`, other))).toEqual([
      40004,
      M.memberNotFound,
    ]);
    expect((await s.post('/authorization/set', { user_id: victim, kind: 'phone', ids: [] }, other)).body.code).toBe(
      40004,
    );
    expect((await s.get('/childUser/all', other)).body.data.total).toBe(0);
    expect((await s.get('/childUser/cnt', other)).body.data).toEqual({ allCnt: 0, waitAllocateCnt: 0 });
    // the other admin's own staff member cannot be handed the demo enterprise's phones
    const mine = await add(other, {
      department_id: (await s.post('/department/add', { name: '自己的部门' }, other)).body.data.id,
    });
    const [victimPhone] = await s.sql<any>(
      'select id from phones where enterprise_id = (select enterprise_id from users where id = $1) limit 1',
      [victim],
    );
    expect(
      refused(await s.post('/authorization/set', { user_id: mine.id, kind: 'phone', ids: [victimPhone.id] }, other)),
    ).toEqual([40004, M.resourceNotFound]);
    expect(refused(await s.post('/member/move', { ids: [mine.id], department_id: ops }, other))).toEqual([
      40004,
      M.departmentNotFound,
    ]);
  });
});
