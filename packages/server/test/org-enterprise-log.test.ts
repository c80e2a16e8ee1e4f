// The enterprise log over real HTTP: a change and its log row exist together or not at all
// (refused and failed writes leave no 'ok' row; a failure forced after the change inside the
// transaction leaves neither), the list's filters, enterprise isolation, who may read it, the
// CSV export in zh and en; binding settings (WeChat state, QR, masked mobile, logged unbind).
import { parseCsv } from './support/csv';
import { qs, registerEnterprise } from './support/fixtures';
import { startServer, type TestServer } from './support/harness';

let s: TestServer;
let admin: string;
let manager: string;
let employee: string;
let other: string;
let eid: number;
let adminId: number;
let gid: number;
// the table's 40003 sentence for the log (packages/contract/src/access.ts)
const LOG_VIEWER = '仅老板账号可以查看企业日志';

beforeAll(async () => {
  s = await startServer();
  admin = await s.login('demoadmin', 'admin');
  manager = await s.login('demostaff', 'staff');
  employee = await s.login('demoemployee', 'staff');
  other = await registerEnterprise(s, '13600000088');
  [{ eid, id: adminId }] = await s.sql<{ eid: number; id: number }>(
    `select enterprise_id as eid, id from users where username = 'demoadmin'`,
  );
  eid = Number(eid);
  adminId = Number(adminId);
  const created = await s.post('/phone/group/create', { name: '日志测试组' }, admin);
  gid = created.body.data.id;
}, 60_000);
afterAll(async () => {
  await s?.stop();
});

type Row = { action: string; result: string; target_name: string; detail: any };
/** The log rows of the demo enterprise for `action`, oldest first. */
const rows = (action: string) =>
  s.sql<Row>(
    'select action, result, target_name, detail from enterprise_logs where enterprise_id = $1 and action = $2 order by id',
    [eid, action],
  );
const list = async (q: Record<string, string | number | undefined> = {}, token = admin) =>
  (await s.get(`/enterpriseLog/list?${qs({ limit: 100, ...q })}`, token)).body;
const groupName = async () =>
  (await s.sql<{ name: string }>('select name from phone_groups where id = $1', [gid]))[0].name;

describe('a change and its log row exist together', () => {
  test('a successful rename leaves exactly one ok row with before → after', async () => {
    const before = (await rows('group.rename')).length;
    expect((await s.post('/phone/group/rename', { id: gid, name: '日志测试组2' }, admin)).body.code).toBe(0);
    const after = await rows('group.rename');
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({
      result: 'ok',
      target_name: '日志测试组2',
      detail: { before: { name: '日志测试组' }, after: { name: '日志测试组2' } },
    });
    const top = (await list()).data.list[0];
    expect(top).toMatchObject({
      action: 'group.rename',
      area: 'devices',
      actor_name: expect.any(String),
      user_id: adminId,
      target_name: '日志测试组2',
      summary: 'name: 日志测试组 → name: 日志测试组2',
      result: 'ok',
    });
    expect(top.ip).not.toBe('');
  });

  test('refused and failed writes leave no row', async () => {
    const before = (await rows('group.rename')).length;
    // refused by role (access table), by validation, by a conflict, by an unknown id
    expect((await s.post('/phone/group/rename', { id: gid, name: '员工改名' }, employee)).body.code).toBe(40003);
    expect((await s.post('/phone/group/rename', { id: gid, name: '' }, admin)).body.code).toBe(40001);
    expect((await s.post('/phone/group/rename', { id: gid, name: '默认分组' }, admin)).body.code).toBe(40009);
    expect((await s.post('/phone/group/rename', { id: 999999, name: 'x' }, admin)).body.code).toBe(40004);
    expect(await rows('group.rename')).toHaveLength(before);
    expect(await groupName()).toBe('日志测试组2');
  });

  test('a failure after the change inside the transaction leaves neither the change nor the row', async () => {
    // the log insert (after the UPDATE, in the same transaction) is made to fail for this name
    await s.sql(`alter table enterprise_logs add constraint test_log_boom check (target_name <> '爆炸组')`);
    try {
      const before = (await rows('group.rename')).length;
      const r = await s.post('/phone/group/rename', { id: gid, name: '爆炸组' }, admin);
      expect(r.body.code).not.toBe(0);
      expect(await groupName()).toBe('日志测试组2'); // the rename was rolled back with the row
      expect(await rows('group.rename')).toHaveLength(before);
      // and the same for a phone's remark
      const [p] = await s.sql<{ id: number; remark: string; phone_name: string }>(
        `select id, remark, phone_name from phones where enterprise_id = $1 and deleted_at is null order by id limit 1`,
        [eid],
      );
      await s.sql(`update phones set phone_name = '爆炸组' where id = $1`, [p.id]);
      const r2 = await s.post('/phone/update', { id: p.id, remark: '不会保存' }, admin);
      expect(r2.body.code).not.toBe(0);
      expect((await s.sql<{ remark: string }>('select remark from phones where id = $1', [p.id]))[0].remark).toBe(
        p.remark,
      );
      await s.sql('update phones set phone_name = $2 where id = $1', [p.id, p.phone_name]);
    } finally {
      await s.sql('alter table enterprise_logs drop constraint test_log_boom');
    }
  });

  test('the instrumented writes of other areas each leave one row', async () => {
    const [p] = await s.sql<{ id: number; phone_name: string }>(
      `select id, phone_name from phones where enterprise_id = $1 and deleted_at is null order by id limit 1`,
      [eid],
    );
    const expectOne = async (action: string, run: () => Promise<{ code: number }>, target?: string) => {
      const before = (await rows(action)).length;
      expect((await run()).code).toBe(0);
      const after = await rows(action);
      expect(after).toHaveLength(before + 1);
      expect(after.at(-1)!.result).toBe('ok');
      if (target) expect(after.at(-1)!.target_name).toBe(target);
    };
    const post = async (path: string, body: unknown, token = admin) => (await s.post(path, body, token)).body;
    await expectOne('phone.remark', () => post('/phone/update', { id: p.id, remark: '日志备注' }), p.phone_name);
    await expectOne('phone.setGroup', () => post('/phone/group/set', { phone_ids: [p.id], group_id: gid }));
    await expectOne('phone.autoRenew', () => post('/phone/autoRenew', { phone_ids: [p.id], auto_renew: 1 }));
    await expectOne('wallet.recharge', () => post('/phone/recharge', { amount: '10', pay_type: 1 }));
    // spec §6: "Routes declare allowed roles. Most are admin only." (phone groups are the boss's: refused, no row)
    const groupsBefore = (await rows('group.create')).length;
    expect(await post('/phone/group/create', { name: '临时组' }, manager)).toEqual({
      code: 40003,
      message: '仅老板账号可以查看和操作云手机',
      data: null,
    });
    expect(await rows('group.create')).toHaveLength(groupsBefore);
    await expectOne('group.create', () => post('/phone/group/create', { name: '临时组' }), '临时组');
    // spec §6: "Managers also hand over stores and move members between departments." (a staff manager's change, logged)
    const [employeeRow] = await s.sql<{ id: number; department_id: number }>(
      `select id, department_id from users where username = 'demoemployee'`,
    );
    const [{ id: otherDept }] = await s.sql<{ id: number }>(
      'select id from departments where enterprise_id = $1 and id <> $2 order by id limit 1',
      [eid, employeeRow.department_id],
    );
    await expectOne(
      'member.move',
      () => post('/member/move', { ids: [Number(employeeRow.id)], department_id: Number(otherDept) }, manager),
      '运营小王',
    );
    const tmp = (await s.sql<{ id: number }>(`select id from phone_groups where name = '临时组'`))[0].id;
    await expectOne('group.delete', () => post('/phone/group/delete', { id: tmp }), '临时组');
    const staffToken = await s.login('demoemployee', 'staff');
    await expectOne('user.password', () =>
      post('/user/savePwd', { oldPassword: 'Demo123456', newPassword: 'Demo123456' }, staffToken),
    );
    const remark = (await rows('phone.remark')).at(-1)!;
    expect(remark.detail.after).toEqual({ remark: '日志备注' });
    // the password itself is never logged
    expect(JSON.stringify((await rows('user.password')).at(-1))).not.toContain('Demo123456');
  });
});

describe('the list', () => {
  test('newest first, paged, with filters', async () => {
    const all = (await list()).data;
    expect(all.total).toBeGreaterThanOrEqual(5);
    const times = all.list.map((r: any) => r.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const page2 = (await list({ page: 2, limit: 2 })).data;
    expect(page2.total).toBe(all.total);
    expect(page2.list.map((r: any) => r.id)).toEqual(all.list.slice(2, 4).map((r: any) => r.id));

    const byAction = (await list({ action: 'group.rename' })).data.list;
    expect(byAction.length).toBeGreaterThan(0);
    expect(byAction.every((r: any) => r.action === 'group.rename')).toBe(true);
    const byArea = (await list({ area: 'billing' })).data.list;
    expect(byArea.map((r: any) => r.action)).toEqual(['wallet.recharge']);
    const [{ id: staffId }] = await s.sql<{ id: number }>(`select id from users where username = 'demostaff'`);
    const byMember = (await list({ user_id: Number(staffId) })).data.list;
    expect(byMember.map((r: any) => r.action)).toContain('member.move');
    expect(byMember.map((r: any) => r.action)).not.toContain('group.create');
    expect(byMember.every((r: any) => r.user_id === Number(staffId))).toBe(true);
    expect((await list({ keyword: '日志测试' })).data.list.every((r: any) => r.target_name.includes('日志测试'))).toBe(
      true,
    );
    expect((await list({ keyword: '%' })).data.total).toBe(0); // taken literally
    expect((await list({ result: 'failed' })).data.total).toBe(0);

    // business days in Asia/Shanghai: the day of the newest row holds it, the day before does not
    const cstDay = (iso: string, deltaDays = 0) =>
      new Date(new Date(iso).getTime() + 8 * 3600_000 + deltaDays * 86400_000).toISOString().slice(0, 10);
    const day = cstDay(all.list[0].created_at);
    expect((await list({ date_from: day, date_to: day })).data.list[0].id).toBe(all.list[0].id);
    const prev = cstDay(all.list[0].created_at, -1);
    expect((await list({ date_from: prev, date_to: prev, action: 'group.rename' })).data.total).toBe(0);
    expect((await list({ date_from: day, date_to: prev })).code).toBe(40001);
    expect((await list({ date_from: '2030-02-30' })).code).toBe(40001);
    expect((await list({ area: 'nowhere' })).code).toBe(40001);
  });

  test('enterprise isolation and who may read it', async () => {
    expect((await list({}, other)).data).toEqual({ total: 0, list: [] });
    await s.post('/phone/group/create', { name: '别家组' }, other);
    expect((await list({}, other)).data.list.map((r: any) => r.target_name)).toEqual(['别家组']);
    expect((await list({ keyword: '别家组' })).data.total).toBe(0);
    employee = await s.login('demoemployee', 'staff'); // the password change above ended the old session
    // spec §6: "Routes declare allowed roles. Most are admin only." (the enterprise log is the boss's)
    for (const [who, token] of [
      ['manager', manager],
      ['employee', employee],
    ]) {
      expect([who, await list({}, token)]).toEqual([who, { code: 40003, message: LOG_VIEWER, data: null }]);
      expect([who, (await s.get('/enterpriseLog/list/export', token)).body]).toEqual([
        who,
        { code: 40003, message: LOG_VIEWER, data: null },
      ]);
    }
    expect((await s.get('/enterpriseLog/list')).body.code).toBe(20103);
  });

  test('CSV export: same filters, zh and en labels', async () => {
    const zh = await s.request('GET', `/enterpriseLog/list/export?${qs({ action: 'group.rename' })}`, {
      token: admin,
    });
    expect(zh.status).toBe(200);
    expect(zh.headers.get('content-type')).toContain('text/csv');
    expect(zh.headers.get('content-disposition')).toMatch(/enterprise-log-\d{8}\.csv/);
    const zr = parseCsv(zh.text.replace(/^\uFEFF/, ''));
    expect(zr[0]).toEqual(['时间', '成员', '模块', '操作', '对象', '变更', '原因', '结果', 'IP', '终端']);
    expect(zr.length - 1).toBe((await list({ action: 'group.rename' })).data.total);
    expect(zr[1].slice(2, 6)).toEqual(['设备', '重命名分组', '日志测试组2', 'name: 日志测试组 → name: 日志测试组2']);
    expect(zr[1][7]).toBe('成功');
    const en = await s.request('GET', `/enterpriseLog/list/export?${qs({ action: 'group.rename' })}`, {
      token: admin,
      headers: { 'Accept-Language': 'en' },
    });
    const er = parseCsv(en.text.replace(/^\uFEFF/, ''));
    expect(er[0][3]).toBe('Action');
    expect(er[1].slice(2, 4)).toEqual(['Devices', 'Rename group']);
    expect(er[1][7]).toBe('Succeeded');
    const bad = await s.request('GET', '/enterpriseLog/list/export?date_from=2030-01-02&date_to=2030-01-01', {
      token: admin,
    });
    expect(bad.body.code).toBe(40001);
  });
});

describe('binding settings', () => {
  test('state, QR and masked mobile; the boss only', async () => {
    await s.sql('update users set wechat_open_id = null where id = $1', [adminId]);
    const b = (await s.get('/company/bindings', admin)).body;
    expect(b.code).toBe(0);
    expect(b.data.is_bind_wc).toBe(0);
    expect(b.data.phone_masked).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(b.data.wechat_qr).toMatch(/^https?:\/\/.+weixin\/qrcode\.svg$/);
    expect((await s.get('/company/bindings', manager)).body.code).toBe(40003);
    expect((await s.post('/company/unbindWechat', {}, manager)).body.code).toBe(40003);
  });

  test('unbind: logged with the change; nothing bound → 40009 and no row', async () => {
    expect((await s.post('/company/unbindWechat', {}, admin)).body.code).toBe(40009);
    expect(await rows('company.unbindWechat')).toHaveLength(0);
    await s.sql(`update users set wechat_open_id = 'oTEST123' where id = $1`, [adminId]);
    expect((await s.get('/company/bindings', admin)).body.data.is_bind_wc).toBe(1);
    expect((await s.get('/user/memberInfo', admin)).body.data.is_bind_wc).toBe(1);
    expect((await s.post('/company/unbindWechat', {}, admin)).body.code).toBe(0);
    expect((await s.get('/company/bindings', admin)).body.data.is_bind_wc).toBe(0);
    expect((await s.get('/user/memberInfo', admin)).body.data.is_bind_wc).toBe(0);
    const logged = await rows('company.unbindWechat');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ result: 'ok', detail: { before: { wechat: true }, after: { wechat: false } } });
    expect((await s.post('/company/unbindWechat', {}, admin)).body.code).toBe(40009);
    expect(await rows('company.unbindWechat')).toHaveLength(1);
  });
});
