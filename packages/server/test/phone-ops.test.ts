// Phone operations over real HTTP: groups, remark, assignment, card/sub-account binding, cloud
// sync, reload, actions, upload, execute, pod properties, tasks, ARM token, recycle bin.
// Phone operations are the boss's (spec §6 "Most are admin only"): a staff manager and a staff
// employee are refused alike (40003, before validation) and nothing changes; a manager holding the
// device renewal permission reads the device list and its groups (to pick phones to renew). Ids of
// another enterprise are unknown ids (40004) and a request naming one changes nothing.
//
// Abnormality over HTTP: the simulator reports every instance it is asked about as healthy, and
// its setUnhealthy switch lives in the server process. A phone the provider does not know (no
// provider_instance_id) is reported abnormal by a sync, so the tests take a phone's instance
// away with SQL — a phone the provider lost — and watch the sync flip it.
import { startServer, TEST_NOW, type TestServer } from './support/harness';
import { RESOLUTION_IDS } from '@console/contract/resolutions';
import { qs, registerEnterprise } from './support/fixtures';

let s: TestServer;
let admin: string;
let manager: string;
let employee: string;
let other: string;
let eid: number;
let otherEid: number;
let otherPhone: number;
const id: Record<string, number> = {};

beforeAll(async () => {
  s = await startServer();
  admin = await s.login('demoadmin', 'admin');
  manager = await s.login('demostaff', 'staff');
  employee = await s.login('demoemployee', 'staff');
  other = await registerEnterprise(s, '13600000021');
  [{ eid }] = await s.sql<{ eid: number }>(`select enterprise_id as eid from users where username = 'demoadmin'`);
  [{ eid: otherEid }] = await s.sql<{ eid: number }>(
    `select enterprise_id as eid from users where phone = '13600000021'`,
  );
  for (const r of await s.sql<{ id: number; phone_name: string }>(
    'select id, phone_name from phones where enterprise_id = $1',
    [eid],
  )) {
    id[r.phone_name.replace('云手机-', 'p')] = r.id;
  }
  [{ id: otherPhone }] = await s.sql<{ id: number }>(
    `insert into phones (enterprise_id, phone_name, expiration_time, provider_instance_id)
    values ($1, '别家云手机', now() + interval '3650 days', 'sim-other-1') returning id`,
    [otherEid],
  );
}, 60_000);
afterAll(async () => {
  await s?.stop();
});

const post = async (path: string, body: unknown, token = admin) => (await s.post(path, body, token)).body;
const get = async (path: string, token = admin, q: Record<string, string | number | undefined> = {}) =>
  (await s.get(`${path}?${qs(q)}`, token)).body;
const listAll = async (token = admin, q: Record<string, string | number | undefined> = {}) =>
  (await get('/phone/list', token, { limit: 99999, ...q })).data;
const item = async (phoneId: number, token = admin) => (await listAll(token)).list.find((p: any) => p.id === phoneId);
const detail = async (phoneId: number, token = admin) => (await get('/phone/detail', token, { id: phoneId })).data;
const taskCount = async () => Number((await s.sql<{ n: string }>('select count(*) as n from phone_tasks'))[0].n);
const one = async (q: string, params: unknown[] = []) => (await s.sql(q, params))[0];
// the access table's refusals (packages/contract/src/access.ts: PHONES, RENEWAL_ORDERS), quoted
const PHONES_REFUSED = { code: 40003, message: '仅老板账号可以查看和操作云手机', data: null };
const RENEWER_REFUSED = { code: 40003, message: '仅老板或有设备续费权限的主管可以续费设备和处理订单', data: null };

describe('groups', () => {
  test('groupList counts the phones the caller sees', async () => {
    const byName = (l: any[]) => Object.fromEntries(l.map((g) => [g.name, g.phone_count]));
    expect(byName((await get('/phone/groupList')).data.list)).toEqual({ 默认分组: 4, 抖音店铺组: 2 });
    // spec §6 "Extra member permissions are the right to set user login times and the device renewal permission."
    expect(byName((await get('/phone/groupList', manager)).data.list)).toEqual({ 默认分组: 4, 抖音店铺组: 2 });
    // spec §6 "Ordinary employees can only log in to stores."
    expect(await get('/phone/groupList', employee)).toEqual(RENEWER_REFUSED);
    expect((await get('/phone/groupList', other)).data.list).toEqual([]);
  });

  test('create / rename / delete: validation, unique names, roles, isolation', async () => {
    expect(await post('/phone/group/create', { name: '   ' })).toMatchObject({
      code: 40001,
      message: '分组名称不能为空',
    });
    expect((await post('/phone/group/create', { name: 'x'.repeat(51) })).code).toBe(40001);
    expect((await post('/phone/group/create', { name: '默认分组' })).code).toBe(40009);
    expect((await post('/phone/group/create', { name: '员工组' }, employee)).code).toBe(40003);
    // spec §6 "Routes declare allowed roles. Most are admin only."
    expect(await post('/phone/group/create', { name: '主管组' }, manager)).toEqual(PHONES_REFUSED);
    expect((await get('/phone/groupList')).data.list.map((g: any) => g.name)).not.toContain('主管组');
    const created = await post('/phone/group/create', { name: ' 测试组 ' });
    expect(created).toMatchObject({ code: 0, data: { name: '测试组' } });
    const gid = created.data.id;
    // the other enterprise may use the same name, but cannot touch ours
    expect((await post('/phone/group/create', { name: '测试组' }, other)).code).toBe(0);
    expect((await post('/phone/group/rename', { id: gid, name: '改名' }, other)).code).toBe(40004);
    expect((await post('/phone/group/delete', { id: gid }, other)).code).toBe(40004);
    expect((await post('/phone/group/rename', { id: gid, name: '抖音店铺组' })).code).toBe(40009);
    expect((await post('/phone/group/rename', { id: gid, name: '' })).code).toBe(40001);
    expect((await post('/phone/group/rename', { id: gid, name: '改名组' }, employee)).code).toBe(40003);
    // spec §6 "Routes declare allowed roles. Most are admin only."
    expect(await post('/phone/group/rename', { id: gid, name: '改名组' }, manager)).toEqual(PHONES_REFUSED);
    expect((await get('/phone/groupList')).data.list.map((g: any) => g.name)).toContain('测试组');
    expect((await post('/phone/group/rename', { id: gid, name: '改名组' })).code).toBe(0);
    expect((await get('/phone/groupList')).data.list.map((g: any) => g.name)).toContain('改名组');
  });

  test('set phones into a group, list shows group_name; a bad id changes nothing; delete ungroups', async () => {
    const gid = (await post('/phone/group/create', { name: '运营一组' })).data.id;
    expect((await post('/phone/group/set', { phone_ids: [id.p011, otherPhone], group_id: gid })).code).toBe(40004);
    expect((await item(id.p011)).group_name).toBe('');
    expect((await post('/phone/group/set', { phone_ids: [id.p011], group_id: gid }, employee)).code).toBe(40003);
    expect((await post('/phone/group/set', { phone_ids: [], group_id: gid })).code).toBe(40001);
    expect(
      (await post('/phone/group/set', { phone_ids: Array.from({ length: 501 }, (_, i) => i + 1), group_id: gid })).code,
    ).toBe(40001);
    const otherGroup = (await get('/phone/groupList', other)).data.list[0].id;
    expect((await post('/phone/group/set', { phone_ids: [id.p011], group_id: otherGroup })).code).toBe(40004);
    // spec §6 "Routes declare allowed roles. Most are admin only."
    expect(await post('/phone/group/set', { phone_ids: [id.p011], group_id: gid }, manager)).toEqual(PHONES_REFUSED);
    expect((await item(id.p011)).group_name).toBe('');
    expect(await post('/phone/group/set', { phone_ids: [id.p011, id.p010, id.p011], group_id: gid })).toMatchObject({
      code: 0,
      data: { updated: 2 },
    });
    expect(await item(id.p011)).toMatchObject({ group_id: gid, group_name: '运营一组' });
    expect((await get('/phone/groupList')).data.list.find((g: any) => g.id === gid).phone_count).toBe(2);
    expect((await post('/phone/group/delete', { id: gid }, employee)).code).toBe(40003);
    // spec §6 "Routes declare allowed roles. Most are admin only."
    expect(await post('/phone/group/delete', { id: gid }, manager)).toEqual(PHONES_REFUSED);
    expect(await item(id.p011)).toMatchObject({ group_id: gid, group_name: '运营一组' });
    expect((await post('/phone/group/delete', { id: gid })).code).toBe(0);
    expect(await item(id.p011)).toMatchObject({ group_id: null, group_name: '' });
    expect((await post('/phone/group/delete', { id: gid })).code).toBe(40004);
    expect((await post('/phone/group/set', { phone_ids: [id.p010], group_id: null })).data.updated).toBe(1);
  });
});

describe('remark, assignment, detail, selectors', () => {
  test('remark: saved and listed; too long, staff, other enterprise refused', async () => {
    expect((await post('/phone/update', { id: id.p011, remark: 'x'.repeat(201) })).code).toBe(40001);
    expect((await post('/phone/update', { id: id.p001, remark: '员工改' }, employee)).code).toBe(40003);
    // spec §6 "Routes declare allowed roles. Most are admin only."
    expect(await post('/phone/update', { id: id.p011, remark: '主管改' }, manager)).toEqual(PHONES_REFUSED);
    expect((await item(id.p011)).remark).toBe('未绑定分身和网卡');
    expect((await post('/phone/update', { id: otherPhone, remark: '偷改' })).code).toBe(40004);
    expect((await post('/phone/update', { id: id.p011, remark: '新的备注' })).code).toBe(0);
    expect((await item(id.p011)).remark).toBe('新的备注');
    expect((await listAll(admin, { keyword: '新的备注' })).list.map((p: any) => p.id)).toEqual([id.p011]);
    expect((await post('/phone/update', { id: id.p011, remark: '' })).code).toBe(0);
    expect((await item(id.p011)).remark).toBe('');
  });

  test('assign to a member: the phone counts as theirs; staff, disabled, foreign and unknown members refused', async () => {
    const [{ uid }] = await s.sql<{ uid: number }>(`select id as uid from users where username = 'demoemployee'`);
    const [{ leaver }] = await s.sql<{ leaver: number }>(
      `select id as leaver from users where username = 'demoleaver'`,
    );
    const [{ stranger }] = await s.sql<{ stranger: number }>(
      `select id as stranger from users where phone = '13600000021'`,
    );
    // the employee's own count of valid phones (/user/memberInfo: their profile, which they may read)
    const heldBy = async (token: string) => (await get('/user/memberInfo', token)).data.phone_num;
    expect(await heldBy(employee)).toBe(2); // 云手机-001 and 云手机-003
    expect((await detail(id.p011)).assigned_user_id).toBeNull();
    // spec §6 "Routes declare allowed roles. Most are admin only."
    expect(await post('/phone/user/set', { phone_ids: [id.p011], user_id: uid }, employee)).toEqual(PHONES_REFUSED);
    expect(await post('/phone/user/set', { phone_ids: [id.p011], user_id: uid }, manager)).toEqual(PHONES_REFUSED);
    expect((await post('/phone/user/set', { phone_ids: [id.p011], user_id: leaver })).code).toBe(40009);
    expect((await post('/phone/user/set', { phone_ids: [id.p011], user_id: stranger })).code).toBe(40004);
    expect((await post('/phone/user/set', { phone_ids: [id.p011, otherPhone], user_id: uid })).code).toBe(40004);
    expect((await detail(id.p011)).assigned_user_id).toBeNull();
    expect(await heldBy(employee)).toBe(2);
    expect(await post('/phone/user/set', { phone_ids: [id.p011], user_id: uid })).toMatchObject({
      code: 0,
      data: { updated: 1 },
    });
    expect(await heldBy(employee)).toBe(3);
    expect(await detail(id.p011)).toMatchObject({ assigned_user_id: uid, assigned_user_name: '运营小王' });
    expect((await post('/phone/user/set', { phone_ids: [id.p011], user_id: null })).data.updated).toBe(1);
    expect(await heldBy(employee)).toBe(2);
    expect((await detail(id.p011)).assigned_user_id).toBeNull();
  });

  test('detail: provider fields; other enterprise and recycled phones are 40004; staff refused', async () => {
    const d = await detail(id.p001);
    expect(d).toMatchObject({
      id: id.p001,
      phone_name: '云手机-001',
      group_name: '默认分组',
      region: 'cn',
      platform: 'android10',
      power_state: 'running',
      pod_property: { resolution: '1280,720', dpi: 320 },
      assigned_user_name: '运营小王',
      order_no: '',
      last_synced_at: null,
    });
    expect((await get('/phone/detail', admin, { id: otherPhone })).code).toBe(40004);
    expect((await get('/phone/detail', admin, { id: id.p013 })).code).toBe(40004);
    expect((await get('/phone/detail', admin, { id: 'abc' })).code).toBe(40001);
    // spec §6 "Ordinary employees can only log in to stores." (even the phone assigned to them)
    expect(await get('/phone/detail', employee, { id: id.p001 })).toEqual(PHONES_REFUSED);
    // spec §6 "Routes declare allowed roles. Most are admin only." (refused before validation)
    expect(await get('/phone/detail', manager, { id: id.p002 })).toEqual(PHONES_REFUSED);
    expect(await get('/phone/detail', manager, { id: 'abc' })).toEqual(PHONES_REFUSED);
  });

  test('/phone/all lists every visible phone (same count as /phone/cnt), keyword; staff refused', async () => {
    const all = (await get('/phone/all')).data.list;
    expect(all.length).toBe((await get('/phone/cnt')).data.allCnt);
    expect(Object.keys(all[0]).sort()).toEqual(['account_id', 'group_id', 'id', 'network_card_id', 'phone_name']);
    expect((await get('/phone/all', admin, { keyword: '连接异常' })).data.list.map((p: any) => p.id)).toEqual([
      id.p012,
    ]);
    // spec §6 "Ordinary employees can only log in to stores."
    expect(await get('/phone/all', employee)).toEqual(PHONES_REFUSED);
    // spec §6 "Routes declare allowed roles. Most are admin only."
    expect(await get('/phone/all', manager)).toEqual(PHONES_REFUSED);
    expect((await get('/phone/all', other)).data.list.map((p: any) => p.id)).toEqual([otherPhone]);
  });
});

describe('binding network cards and sub-accounts', () => {
  const cardId = async (name: string) => Number((await one('select id from network_cards where name = $1', [name])).id);
  const accId = async (name: string) => Number((await one('select id from sub_accounts where name = $1', [name])).id);

  test('a free card binds: list shows it and the no-card filter drops; taken, expired, cancelled, foreign refused', async () => {
    const before = (await listAll(admin, { filterStatus: 6 })).total;
    const free = await cardId('网卡-北京-06');
    expect((await post('/networkCard/bindYunPhone', { phone_id: id.p011, network_card_id: free }, employee)).code).toBe(
      40003,
    );
    // spec §6 "Routes declare allowed roles. Most are admin only."
    expect(await post('/networkCard/bindYunPhone', { phone_id: id.p011, network_card_id: free }, manager)).toEqual(
      PHONES_REFUSED,
    );
    expect(
      await post('/networkCard/bindYunPhone', { phone_id: id.p011, network_card_id: await cardId('网卡-上海-01') }),
    ).toMatchObject({ code: 40009, message: '该网卡已绑定其他云手机' });
    expect(
      (await post('/networkCard/bindYunPhone', { phone_id: id.p011, network_card_id: await cardId('网卡-深圳-05') }))
        .code,
    ).toBe(40009);
    expect(
      (await post('/networkCard/bindYunPhone', { phone_id: id.p011, network_card_id: await cardId('网卡-成都-07') }))
        .code,
    ).toBe(40004);
    const [{ id: foreignCard }] = await s.sql<{ id: number }>(
      `insert into network_cards (enterprise_id, name, region, expiration_time)
      values ($1, '别家网卡', '中国大陆', now() + interval '3650 days') returning id`,
      [otherEid],
    );
    expect((await post('/networkCard/bindYunPhone', { phone_id: id.p011, network_card_id: foreignCard })).code).toBe(
      40004,
    );
    expect((await post('/networkCard/bindYunPhone', { phone_id: otherPhone, network_card_id: free })).code).toBe(40004);
    expect((await listAll(admin, { filterStatus: 6 })).total).toBe(before);

    expect((await post('/networkCard/bindYunPhone', { phone_id: id.p011, network_card_id: free })).code).toBe(0);
    expect(await item(id.p011)).toMatchObject({ network_card_id: free, network_card_name: '网卡-北京-06' });
    expect((await listAll(admin, { filterStatus: 6 })).total).toBe(before - 1);
    // the same card cannot serve a second phone; rebinding the same phone is fine
    expect((await post('/networkCard/bindYunPhone', { phone_id: id.p010, network_card_id: free })).code).toBe(40009);
    expect((await post('/networkCard/bindYunPhone', { phone_id: id.p011, network_card_id: free })).code).toBe(0);
    expect((await post('/networkCard/bindYunPhone', { phone_id: id.p011, network_card_id: null })).code).toBe(0);
    expect((await listAll(admin, { filterStatus: 6 })).total).toBe(before);
  });

  test('a free sub-account binds: list shows it and the no-account filter drops; taken, expired, deleted refused', async () => {
    const before = (await listAll(admin, { filterStatus: 4 })).total;
    const free = await accId('分身-A07');
    expect((await post('/account/bindYunPhone', { phone_id: id.p011, account_id: free }, employee)).code).toBe(40003);
    // spec §6 "Routes declare allowed roles. Most are admin only."
    expect(await post('/account/bindYunPhone', { phone_id: id.p011, account_id: free }, manager)).toEqual(
      PHONES_REFUSED,
    );
    expect(
      await post('/account/bindYunPhone', { phone_id: id.p011, account_id: await accId('分身-A01') }),
    ).toMatchObject({ code: 40009, message: '该分身已绑定其他云手机' });
    expect((await post('/account/bindYunPhone', { phone_id: id.p011, account_id: await accId('分身-A05') })).code).toBe(
      40009,
    );
    expect((await post('/account/bindYunPhone', { phone_id: id.p011, account_id: await accId('分身-A09') })).code).toBe(
      40004,
    );
    expect((await post('/account/bindYunPhone', { phone_id: id.p011, account_id: free }, other)).code).toBe(40004);
    expect((await post('/account/bindYunPhone', { phone_id: id.p011, account_id: 'x' })).code).toBe(40001);

    expect((await post('/account/bindYunPhone', { phone_id: id.p011, account_id: free })).code).toBe(0);
    expect(await item(id.p011)).toMatchObject({ account_id: free, account_name: '分身-A07' });
    expect((await listAll(admin, { filterStatus: 4 })).total).toBe(before - 1);
    expect((await post('/account/bindYunPhone', { phone_id: id.p011, account_id: null })).code).toBe(0);
    expect((await listAll(admin, { filterStatus: 4 })).total).toBe(before);
  });
});

describe('cloud sync and reload', () => {
  test('sync all: writes a record, reports the unknown phone abnormal, updates power state and last_synced_at', async () => {
    const before = (await get('/phone/syncRecords')).data.total;
    expect((await detail(id.p010)).power_state).toBe('stopped');
    const r = await post('/phone/syncCloudMobile', {});
    expect(r.code).toBe(0);
    const visible = (await get('/phone/cnt')).data.allCnt;
    expect(r.data).toMatchObject({
      phone_count: visible,
      result: 'partial',
      user_name: '演示老板',
      detail: `同步 ${visible} 台：正常 ${visible - 1} 台，异常 1 台`,
    });
    expect(await detail(id.p010)).toMatchObject({ power_state: 'running', status: 'normal' });
    expect((await detail(id.p012)).status).toBe('abnormal');
    expect((await detail(id.p002)).last_synced_at).toBe(r.data.created_at);
    const recs = (await get('/phone/syncRecords', admin, { page: 1, limit: 1 })).data;
    expect(recs.total).toBe(before + 1);
    expect(recs.list[0]).toEqual(r.data);
  });

  test('a phone the provider lost flips to abnormal; a healthy one flips back to normal', async () => {
    await s.sql(`update phones set provider_instance_id = null where id = $1`, [id.p009]);
    await s.sql(`update phones set status = 'abnormal' where id = $1`, [id.p002]);
    expect((await item(id.p009)).status).toBe('normal');
    expect((await post('/phone/syncCloudMobile', { phone_ids: [id.p009] })).data).toMatchObject({
      phone_count: 1,
      result: 'failed',
    });
    expect((await item(id.p009)).status).toBe('abnormal');
    expect((await post('/phone/syncCloudMobile', { phone_ids: [id.p002] })).data).toMatchObject({
      phone_count: 1,
      result: 'success',
    });
    expect((await item(id.p002)).status).toBe('normal');
    await s.sql(`update phones set provider_instance_id = 'sim-demo-009' where id = $1`, [id.p009]);
    expect((await post('/phone/syncCloudMobile', { phone_ids: [id.p009] })).data.result).toBe('success');
    expect((await item(id.p009)).status).toBe('normal');
  });

  test('sync refusals write no record: employee, foreign or bad ids; records are per enterprise', async () => {
    const before = (await get('/phone/syncRecords')).data.total;
    expect((await post('/phone/syncCloudMobile', {}, employee)).code).toBe(40003);
    expect((await get('/phone/syncRecords', employee)).code).toBe(40003);
    // spec §6 "Routes declare allowed roles. Most are admin only."
    expect(await post('/phone/syncCloudMobile', {}, manager)).toEqual(PHONES_REFUSED);
    expect(await get('/phone/syncRecords', manager)).toEqual(PHONES_REFUSED);
    expect((await post('/phone/syncCloudMobile', { phone_ids: [id.p001, otherPhone] })).code).toBe(40004);
    expect((await post('/phone/syncCloudMobile', { phone_ids: [] })).code).toBe(40001);
    expect((await get('/phone/syncRecords')).data.total).toBe(before);
    expect((await get('/phone/syncRecords', other)).data).toEqual({ total: 0, list: [] });
  });

  test('reload: one reload task per phone, status read back; the unknown phone fails and stays abnormal', async () => {
    const r = await post('/phone/reload', { phone_ids: [id.p002, id.p012] });
    expect(r.code).toBe(0);
    expect(r.data.tasks.map((t: any) => [t.phone_id, t.kind, t.status])).toEqual([
      [id.p002, 'reload', 'success'],
      [id.p012, 'reload', 'failed'],
    ]);
    expect(r.data.tasks[1].result).toBe('云手机尚未分配实例');
    expect(r.data.tasks[0].finished_at).not.toBeNull();
    expect((await detail(id.p002)).last_synced_at).toBe(r.data.tasks[0].finished_at);
    expect((await detail(id.p012)).status).toBe('abnormal');
    const n = await taskCount();
    expect((await post('/phone/reload', { phone_ids: [id.p002] }, employee)).code).toBe(40003);
    // spec §6 "Routes declare allowed roles. Most are admin only."
    expect(await post('/phone/reload', { phone_ids: [id.p002] }, manager)).toEqual(PHONES_REFUSED);
    expect((await post('/phone/reload', { phone_ids: [id.p002, otherPhone] })).code).toBe(40004);
    expect((await post('/phone/reload', { phone_ids: [id.p006] })).code).toBe(40009); // expired
    expect(await taskCount()).toBe(n);
  });
});

describe('provider operations as tasks', () => {
  test('power off / on update power_state; each phone gets a finished task', async () => {
    const off = await post('/phone/actionYunPhone', { phone_ids: [id.p002, id.p004], action: 'powerOff' });
    expect(off.data.tasks.map((t: any) => [t.phone_name, t.kind, t.payload, t.status])).toEqual([
      ['云手机-002', 'action', { action: 'powerOff' }, 'success'],
      ['云手机-004', 'action', { action: 'powerOff' }, 'success'],
    ]);
    expect((await detail(id.p002)).power_state).toBe('stopped');
    await post('/phone/actionYunPhone', { phone_ids: [id.p002], action: 'powerOn' });
    expect((await detail(id.p002)).power_state).toBe('running');
    await post('/phone/actionYunPhone', { phone_ids: [id.p004], action: 'restart' });
    expect((await detail(id.p004)).power_state).toBe('running');
  });

  test("reset wipes the phone's installed apps (and only that phone's)", async () => {
    const [{ id: appId }] = await s.sql<{ id: number }>(
      `insert into apps (name, package_name, version) values ('测试应用', 'com.test.app', '1.0') returning id`,
    );
    for (const p of [id.p002, id.p004]) {
      await s.sql(`insert into phone_apps (enterprise_id, phone_id, app_id, status) values ($1, $2, $3, 'installed')`, [
        eid,
        p,
        appId,
      ]);
    }
    const r = await post('/phone/actionYunPhone', { phone_ids: [id.p002], action: 'reset' });
    expect(r.data.tasks[0]).toMatchObject({ kind: 'action', payload: { action: 'reset' }, status: 'success' });
    const left = await s.sql<{ phone_id: number }>('select phone_id from phone_apps where app_id = $1', [appId]);
    expect(left.map((x) => x.phone_id)).toEqual([id.p004]);
  });

  test('action refusals change nothing and create no task', async () => {
    const n = await taskCount();
    expect((await post('/phone/actionYunPhone', { phone_ids: [id.p002], action: 'explode' })).code).toBe(40001);
    expect((await post('/phone/actionYunPhone', { phone_ids: [id.p001], action: 'powerOff' }, employee)).code).toBe(
      40003,
    );
    // spec §6 "Routes declare allowed roles. Most are admin only."
    expect(await post('/phone/actionYunPhone', { phone_ids: [id.p002], action: 'powerOff' }, manager)).toEqual(
      PHONES_REFUSED,
    );
    expect((await post('/phone/actionYunPhone', { phone_ids: [id.p002, otherPhone], action: 'powerOff' })).code).toBe(
      40004,
    );
    expect(await post('/phone/actionYunPhone', { phone_ids: [id.p002, id.p006], action: 'powerOff' })).toMatchObject({
      code: 40009,
      message: '云手机已过期，请续费后再操作',
    });
    expect(await taskCount()).toBe(n);
    expect((await detail(id.p002)).power_state).toBe('running');
  });

  test('a phone without a provider instance gets a failed task and the provider is not asked', async () => {
    const r = await post('/phone/actionYunPhone', { phone_ids: [id.p012], action: 'restart' });
    expect(r.data.tasks[0]).toMatchObject({ status: 'failed', result: '云手机尚未分配实例' });
  });

  test('upload a stored file; foreign, unknown and not-yet-uploaded files refused', async () => {
    const file = async (enterprise: number, status: string, name: string) =>
      (
        await s.sql<{ id: number }>(
          `insert into stored_files (enterprise_id, object_key, file_name, size_bytes, status) values ($1, $2, $3, 10, $4) returning id`,
          [enterprise, `${enterprise}/phone_file/${name}`, name, status],
        )
      )[0].id;
    const mine = await file(eid, 'stored', 'a.txt');
    const n = await taskCount();
    expect(
      (await post('/phone/uploadYunPhone', { phone_ids: [id.p002], file_id: await file(otherEid, 'stored', 'b.txt') }))
        .code,
    ).toBe(40004);
    expect((await post('/phone/uploadYunPhone', { phone_ids: [id.p002], file_id: 999999 })).code).toBe(40004);
    expect(
      (await post('/phone/uploadYunPhone', { phone_ids: [id.p002], file_id: await file(eid, 'pending', 'c.txt') }))
        .code,
    ).toBe(40009);
    expect((await post('/phone/uploadYunPhone', { phone_ids: [id.p002], file_id: mine }, employee)).code).toBe(40003);
    // spec §6 "Routes declare allowed roles. Most are admin only."
    expect(await post('/phone/uploadYunPhone', { phone_ids: [id.p002], file_id: mine }, manager)).toEqual(
      PHONES_REFUSED,
    );
    expect((await post('/phone/uploadYunPhone', { phone_ids: [otherPhone], file_id: mine })).code).toBe(40004);
    expect(await taskCount()).toBe(n);
    const r = await post('/phone/uploadYunPhone', { phone_ids: [id.p002, id.p004], file_id: mine });
    expect(r.data.tasks.map((t: any) => [t.kind, t.status, t.payload.file_name])).toEqual([
      ['upload', 'success', 'a.txt'],
      ['upload', 'success', 'a.txt'],
    ]);
  });

  test('execute a command: blank and too long refused', async () => {
    expect((await post('/phone/uploadExecuteTask', { phone_ids: [id.p002], command: '   ' })).code).toBe(40001);
    expect((await post('/phone/uploadExecuteTask', { phone_ids: [id.p002], command: 'x'.repeat(1001) })).code).toBe(
      40001,
    );
    expect((await post('/phone/uploadExecuteTask', { phone_ids: [id.p002], command: 'ls' }, employee)).code).toBe(
      40003,
    );
    // spec §6 "Routes declare allowed roles. Most are admin only."
    expect(await post('/phone/uploadExecuteTask', { phone_ids: [id.p002], command: 'ls' }, manager)).toEqual(
      PHONES_REFUSED,
    );
    const r = await post('/phone/uploadExecuteTask', { phone_ids: [id.p002], command: ' ls /sdcard ' });
    expect(r.data.tasks[0]).toMatchObject({ kind: 'execute', payload: { command: 'ls /sdcard' }, status: 'success' });
  });

  test('pod property: only the spec resolution ids; stored on the phone', async () => {
    const apply = (property: unknown, token = admin) =>
      post('/phone/applyPodProperty', { phone_ids: [id.p004], property }, token);
    expect(await apply({ resolution: '1280,721' })).toMatchObject({ code: 40001, message: '分辨率不在可选范围内' });
    expect((await apply({ resolution: '1280x720' })).code).toBe(40001);
    expect((await apply({})).code).toBe(40001);
    expect((await apply({ dpi: 50 })).code).toBe(40001);
    expect((await apply({ locale: 'en' })).code).toBe(40001);
    expect((await apply({ resolution: '0,0' }, employee)).code).toBe(40003);
    // spec §6 "Routes declare allowed roles. Most are admin only."
    expect(await apply({ resolution: '0,0' }, manager)).toEqual(PHONES_REFUSED);
    expect((await detail(id.p004)).pod_property).toEqual({});
    const r = await apply({ resolution: '1920,1080' });
    expect(r.data.tasks[0]).toMatchObject({
      kind: 'property',
      payload: { resolution: '1920,1080' },
      status: 'success',
    });
    await apply({ dpi: 480 });
    expect((await detail(id.p004)).pod_property).toEqual({ resolution: '1920,1080', dpi: 480 });
    await apply({ resolution: '0,0' });
    expect((await detail(id.p004)).pod_property).toEqual({ resolution: '0,0', dpi: 480 });
  });

  test('pod property: every one of the 27 resolutions of spec §9 is accepted, the contract lists exactly them', async () => {
    // spec §9 "Screen resolution options", written out here so the test does not read the list it checks
    const spec = [
      '0,0',
      ...[
        '800x600',
        '1024x600',
        '1024x768',
        '1152x864',
        '1280x720',
        '1280x768',
        '1280x800',
        '1280x960',
        '1280x1024',
        '1360x768',
        '1366x768',
        '1400x1050',
        '1400x900',
        '1536x864',
        '1600x900',
        '1600x1200',
        '1680x1050',
        '1920x1080',
        '1920x1200',
        '2048x1152',
        '2304x1440',
        '2560x1440',
        '2560x1600',
        '2880x1800',
        '4096x2304',
        '5120x2880',
      ].map((s) => s.replace('x', ',')),
    ];
    expect(spec).toHaveLength(27);
    expect([...RESOLUTION_IDS]).toEqual(spec);
    for (const resolution of spec) {
      const r = await post('/phone/applyPodProperty', { phone_ids: [id.p004], property: { resolution } });
      expect([resolution, r.code, r.data?.tasks[0]?.payload]).toEqual([resolution, 0, { resolution }]);
    }
    expect((await detail(id.p004)).pod_property).toMatchObject({ resolution: '5120,2880' });
    const refused = await post('/phone/applyPodProperty', {
      phone_ids: [id.p004],
      property: { resolution: '5120,2881' },
    });
    expect(refused).toEqual({ code: 40001, message: '分辨率不在可选范围内', data: null });
  });

  test('/phone/tasks: newest first, per phone, scoped to the enterprise; staff refused', async () => {
    const p2 = (await get('/phone/tasks', admin, { phone_id: id.p002, limit: 100 })).data;
    const [{ n }] = await s.sql<{ n: string }>('select count(*) as n from phone_tasks where phone_id = $1', [id.p002]);
    expect(p2.total).toBe(Number(n));
    expect(p2.list[0]).toMatchObject({ kind: 'execute', phone_name: '云手机-002' });
    const times = p2.list.map((t: any) => Date.parse(t.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // spec §6 "Ordinary employees can only log in to stores." (not even the tasks of the phone assigned to them)
    expect(await get('/phone/tasks', employee, { phone_id: id.p001 })).toEqual(PHONES_REFUSED);
    // spec §6 "Routes declare allowed roles. Most are admin only."
    expect(await get('/phone/tasks', manager, { limit: 100 })).toEqual(PHONES_REFUSED);
    const seeded = (await get('/phone/tasks', admin, { phone_id: id.p001, limit: 100 })).data;
    expect(new Set(seeded.list.map((t: any) => t.phone_id))).toEqual(new Set([id.p001])); // the seeded restart of 云手机-001
    expect((await get('/phone/tasks', admin, { phone_id: otherPhone })).code).toBe(40004);
    expect((await get('/phone/tasks', other)).data.total).toBe(0);
    expect((await get('/phone/tasks', admin, { limit: 0 })).code).toBe(40001);
  });

  test('ARM token for a visible phone with an instance; staff refused', async () => {
    const t = await post('/arm/token', { phone_id: id.p001 });
    expect(t.code).toBe(0);
    expect(t.data.token).toMatch(/^sim\./);
    expect(Date.parse(t.data.expires_at)).toBe(Date.parse(TEST_NOW) + 10 * 60_000);
    // spec §6 "Ordinary employees can only log in to stores." (not even the phone assigned to them)
    expect(await post('/arm/token', { phone_id: id.p001 }, employee)).toEqual(PHONES_REFUSED);
    // spec §6 "Routes declare allowed roles. Most are admin only."
    expect(await post('/arm/token', { phone_id: id.p001 }, manager)).toEqual(PHONES_REFUSED);
    expect((await post('/arm/token', { phone_id: otherPhone })).code).toBe(40004);
    expect((await post('/arm/token', { phone_id: id.p012 })).code).toBe(40009);
    expect((await post('/arm/token', {})).code).toBe(40001);
  });
});

describe('recycle bin', () => {
  const bin = async () => (await get('/phone/retrievalList', admin, { limit: 100 })).data;

  test('only admins; the bin lists unexpired, unpurged phones', async () => {
    expect((await post('/phone/delete', { phone_ids: [id.p011] }, manager)).code).toBe(40003);
    expect((await get('/phone/retrievalList', manager)).code).toBe(40003);
    expect((await post('/phone/restore', { phone_ids: [id.p013] }, manager)).code).toBe(40003);
    const b = await bin();
    expect(b.list.map((p: any) => p.phone_name)).toEqual(['云手机-013']); // 014 is expired
    expect(b.total).toBe(1);
    expect((await get('/phone/retrievalList', other)).data.total).toBe(0);
  });

  test('recycle → retrieval → restore', async () => {
    const cnt = (await get('/phone/cnt')).data.allCnt;
    expect((await post('/phone/delete', { phone_ids: [id.p011, otherPhone] })).code).toBe(40004);
    expect((await get('/phone/cnt')).data.allCnt).toBe(cnt);
    expect((await post('/phone/delete', { phone_ids: [id.p011] })).data).toEqual({ recycled: 1, purged: 0 });
    expect((await get('/phone/cnt')).data.allCnt).toBe(cnt - 1);
    expect(await item(id.p011)).toBeUndefined();
    expect((await post('/phone/update', { id: id.p011, remark: 'x' })).code).toBe(40004);
    expect((await bin()).list.map((p: any) => p.phone_name).sort()).toEqual(['云手机-011', '云手机-013']);
    expect((await post('/phone/restore', { phone_ids: [id.p011, id.p014] })).code).toBe(40009); // 014 expired
    expect((await post('/phone/restore', { phone_ids: [id.p011, id.p001] })).code).toBe(40004); // 001 not in the bin
    expect((await post('/phone/restore', { phone_ids: [id.p011] }, other)).code).toBe(40004);
    expect((await bin()).total).toBe(2);
    expect((await post('/phone/restore', { phone_ids: [id.p011] })).data).toEqual({ restored: 1 });
    expect((await get('/phone/cnt')).data.allCnt).toBe(cnt);
    expect((await bin()).list.map((p: any) => p.phone_name)).toEqual(['云手机-013']);
  });

  test('restored phones give up a card or sub-account another phone holds now', async () => {
    // 云手机-013 went to the bin holding 网卡-广州-02 and 分身-A03, which 云手机-002 / 云手机-003 hold
    expect((await post('/phone/restore', { phone_ids: [id.p013] })).data.restored).toBe(1);
    expect(await item(id.p013)).toMatchObject({ network_card_id: null, account_id: null });
    expect((await post('/phone/delete', { phone_ids: [id.p013] })).data).toEqual({ recycled: 1, purged: 0 });
  });

  test('deleting a recycled phone purges it: never restorable, never listed', async () => {
    expect((await post('/phone/delete', { phone_ids: [id.p013] })).data).toEqual({ recycled: 0, purged: 1 });
    expect((await one('select purged_at from phones where id = $1', [id.p013])).purged_at).not.toBeNull();
    expect((await bin()).total).toBe(0);
    expect((await post('/phone/restore', { phone_ids: [id.p013] })).code).toBe(40004);
    expect((await post('/phone/delete', { phone_ids: [id.p013] })).code).toBe(40004);
    expect((await get('/phone/detail', admin, { id: id.p013 })).code).toBe(40004);
    expect((await get('/phone/all')).data.list.map((p: any) => p.id)).not.toContain(id.p013);
  });
});
