// Sub-account operations over real HTTP (spec §7 account calls): create and edit, reference
// lists, environment, initialize, power, live status, pod detail, software install, close and
// delete. Sub-accounts are the boss's: every call is refused to staff, managers included (40003);
// another enterprise's ids are unknown ids (40004); bad input is 40001 with the form's sentence;
// nothing changes on a refusal.
// The state × action table walks every cell of the state machine.
import { startServer, TEST_NOW, type TestServer } from './support/harness';
import { qs, registerEnterprise } from './support/fixtures';

let s: TestServer;
let admin: string;
let manager: string;
let employee: string;
let other: string;
let eid: number;
let otherEid: number;
let otherGroup: number;
let otherCard: number;
let ownGroup: number;
let freeCard: number;

const post = async (path: string, body: unknown, token = admin) => (await s.post(path, body, token)).body;
const get = async (path: string, q: Record<string, string | number | undefined> = {}, token = admin) =>
  (await s.get(`${path}?${qs(q)}`, token)).body;
const row = async (id: number) => (await s.sql<any>('select * from sub_accounts where id = $1', [id]))[0];
const accountCount = async () => Number((await s.sql<{ n: string }>('select count(*) as n from sub_accounts'))[0].n);
/** The 40003 of every sub-account call for staff (access table, ACCOUNTS). */
const ACCOUNTS_REFUSED = { code: 40003, message: '仅老板账号可以查看和操作分身', data: null };
const logCount = async () =>
  Number((await s.sql<{ n: string }>(`select count(*) as n from enterprise_logs where area = 'accounts'`))[0].n);

/** A sub-account of the demo enterprise in a chosen stored state, paid, configured and on its own phone. */
async function makeAccount(
  status: string,
  opts: { expired?: boolean; paid?: boolean; instance?: string | null; phone?: boolean } = {},
) {
  const [a] = await s.sql<{ id: number }>(
    `insert into sub_accounts (enterprise_id, name, status, expiration_time, paid_at, brand, model, country, resolution, provider_instance_id, init_started_at)
     values ($1, $2, $3, $4::timestamptz, $5, 'xiaomi', 'Xiaomi 12', 'CN', '1280,720', $6, now() - interval '1 hour') returning id`,
    [
      eid,
      `表-${status}-${Math.random().toString(36).slice(2, 7)}`,
      status,
      new Date(Date.parse(TEST_NOW) + (opts.expired ? -2 : 30) * 86_400_000),
      opts.paid === false ? null : new Date('2030-01-01T00:00:00Z'),
      opts.instance === undefined ? `sim-acc-t${Math.random().toString(36).slice(2, 9)}` : opts.instance,
    ],
  );
  if (opts.phone !== false)
    await s.sql(
      `insert into phones (enterprise_id, phone_name, expiration_time, provider_instance_id, account_id)
       values ($1, $2, now() + interval '3650 days', 'sim-p', $3)`,
      [eid, `表机-${a.id}`, a.id],
    );
  return a.id;
}

beforeAll(async () => {
  s = await startServer();
  admin = await s.login('demoadmin', 'admin');
  manager = await s.login('demostaff', 'staff');
  employee = await s.login('demoemployee', 'staff');
  other = await registerEnterprise(s, '13600000131');
  [{ eid }] = await s.sql<{ eid: number }>(`select enterprise_id as eid from users where username = 'demoadmin'`);
  [{ eid: otherEid }] = await s.sql<{ eid: number }>(
    `select enterprise_id as eid from users where phone = '13600000131'`,
  );
  [{ id: otherGroup }] = await s.sql<{ id: number }>(
    `insert into phone_groups (enterprise_id, name) values ($1, '别家分组') returning id`,
    [otherEid],
  );
  [{ id: otherCard }] = await s.sql<{ id: number }>(
    `insert into network_cards (enterprise_id, name, ip, region, expiration_time) values ($1, '别家网卡', '8.8.4.4', '中国大陆', '2031-01-01') returning id`,
    [otherEid],
  );
  [{ id: ownGroup }] = await s.sql<{ id: number }>(
    `select id from phone_groups where enterprise_id = $1 and name = '抖音店铺组'`,
    [eid],
  );
  [{ id: freeCard }] = await s.sql<{ id: number }>(
    `insert into network_cards (enterprise_id, name, ip, region, expiration_time) values ($1, '网卡-测试-99', '101.89.99.99', '中国大陆', '2031-01-01') returning id`,
    [eid],
  );
}, 60_000);
afterAll(async () => {
  await s?.stop();
});

describe('reference lists', () => {
  test('brands with models, countries, sites; the boss only', async () => {
    // spec §6: "Ordinary employees can only log in to stores."
    expect(await get('/account/getPhoneBrands', {}, employee)).toEqual(ACCOUNTS_REFUSED);
    // spec §6: "Routes declare allowed roles. Most are admin only."
    expect(await get('/account/getPhoneBrands', {}, manager)).toEqual(ACCOUNTS_REFUSED);
    // spec §6: "Routes declare allowed roles. Most are admin only."
    expect(await get('/account/siteList', {}, manager)).toEqual(ACCOUNTS_REFUSED);
    const brands = (await get('/account/getPhoneBrands')).data.list;
    expect(brands.length).toBeGreaterThan(3);
    expect(brands[0]).toEqual({
      value: 'xiaomi',
      label: expect.any(String),
      models: expect.arrayContaining(['Xiaomi 12']),
    });
    const countries = (await get('/account/getCountryDatas')).data.list;
    expect(countries.map((c: any) => c.code)).toEqual(expect.arrayContaining(['CN', 'HK', 'US']));
    expect(countries[0]).toMatchObject({ name: '中国大陆', name_en: 'Mainland China', timezone: 'Asia/Shanghai' });
    expect((await get('/account/siteList')).data.list.map((x: any) => x.value)).toContain('douyin');
    expect((await s.get('/account/siteList')).body.code).toBe(20103);
  });
});

describe('add / update / remark / group / network card', () => {
  test('add: a creating, unpaid sub-account; validation; roles; isolation', async () => {
    const before = await logCount();
    const n0 = await accountCount();
    // spec §6: "Routes declare allowed roles. Most are admin only."
    expect(await post('/account/add', { name: '主管分身' }, manager)).toEqual(ACCOUNTS_REFUSED);
    expect(await accountCount()).toBe(n0);
    const created = await post('/account/add', {
      name: ' 新分身-01 ',
      remark: '测试',
      site: 'douyin',
      group_id: ownGroup,
    });
    expect(created).toMatchObject({ code: 0, data: { name: '新分身-01' } });
    const a = await row(created.data.id);
    expect(a).toMatchObject({ status: 'creating', paid_at: null, site: 'douyin', group_id: ownGroup, remark: '测试' });
    expect(await logCount()).toBe(before + 1);
    const d = (await get('/account/detail', { id: a.id })).data;
    expect(d).toMatchObject({
      state: 'creating',
      paid: false,
      group_name: '抖音店铺组',
      is_expired: 0,
      actions: ['configure', 'close', 'delete'],
    });
    // it is in the all view, not in expired
    const all = (await get('/account/list', { limit: 100 })).data.list.map((x: any) => x.id);
    expect(all).toContain(a.id);
    expect((await get('/account/list', { limit: 100, filterStatus: 2 })).data.list.map((x: any) => x.id)).not.toContain(
      a.id,
    );

    const n = await accountCount();
    expect(await post('/account/add', { name: '   ' })).toMatchObject({ code: 40001, message: '请输入分身名称' });
    expect(await post('/account/add', { name: 'x'.repeat(51) })).toMatchObject({
      code: 40001,
      message: '分身名称最多50个字符',
    });
    expect(await post('/account/add', { name: 'ok', remark: 'r'.repeat(201) })).toMatchObject({
      code: 40001,
      message: '备注最多200个字符',
    });
    expect(await post('/account/add', { name: 'ok', site: 'nowhere' })).toMatchObject({
      code: 40001,
      message: '站点不正确',
    });
    expect(await post('/account/add', { name: 'ok', group_id: otherGroup })).toMatchObject({
      code: 40004,
      message: '分组不存在',
    });
    expect(await post('/account/add', { name: 'ok', network_card_id: otherCard })).toMatchObject({
      code: 40004,
      message: '网卡不存在',
    });
    // spec §6: "Ordinary employees can only log in to stores."
    expect(await post('/account/add', { name: 'ok' }, employee)).toEqual(ACCOUNTS_REFUSED);
    expect(await accountCount()).toBe(n);
    // the other enterprise does not see it
    expect((await get('/account/detail', { id: a.id }, other)).code).toBe(40004);
    // spec §6: "Ordinary employees can only log in to stores."
    expect(await get('/account/detail', { id: a.id }, employee)).toEqual(ACCOUNTS_REFUSED);
    // spec §6: "Routes declare allowed roles. Most are admin only."
    expect(await get('/account/detail', { id: a.id }, manager)).toEqual(ACCOUNTS_REFUSED);
  });

  test('update: name, site, group, card (own, free); closed ones refused', async () => {
    const id = await makeAccount('powered_off', { phone: false });
    expect(
      await post('/account/update', {
        id,
        name: '改名',
        site: 'tiktok',
        group_id: ownGroup,
        network_card_id: freeCard,
      }),
    ).toMatchObject({ code: 0 });
    expect(await row(id)).toMatchObject({
      name: '改名',
      site: 'tiktok',
      group_id: ownGroup,
      network_card_id: freeCard,
    });
    // the card is now taken: another sub-account cannot have it
    const id2 = await makeAccount('powered_off', { phone: false });
    expect(await post('/account/update', { id: id2, name: 'x', network_card_id: freeCard })).toMatchObject({
      code: 40009,
      message: '该网卡已绑定其他分身',
    });
    expect(await post('/account/update', { id: id2, name: 'x', network_card_id: otherCard })).toMatchObject({
      code: 40004,
    });
    expect(await post('/account/update', { id, name: '' })).toMatchObject({ code: 40001, message: '请输入分身名称' });
    expect(await post('/account/update', { id, name: 'x' }, other)).toMatchObject({
      code: 40004,
      message: '分身不存在',
    });
    expect(await post('/account/update', { id, name: 'x' }, employee)).toMatchObject({ code: 40003 });
    expect((await row(id)).name).toBe('改名');
    const closed = await makeAccount('closed', { phone: false });
    expect((await post('/account/update', { id: closed, name: 'x' })).code).toBe(40009);
  });

  test('remark, bindGroup, unbindNetworkCard', async () => {
    const id = await makeAccount('running', { phone: false });
    // spec §6: "Routes declare allowed roles. Most are admin only."
    expect(await post('/account/updateRemark', { id, remark: '主管备注' }, manager)).toEqual(ACCOUNTS_REFUSED);
    expect((await row(id)).remark).toBe('');
    expect(await post('/account/updateRemark', { id, remark: ' 备注 ' })).toMatchObject({ code: 0 });
    expect((await row(id)).remark).toBe('备注');
    expect((await post('/account/updateRemark', { id, remark: 'r'.repeat(201) })).code).toBe(40001);
    expect((await post('/account/updateRemark', { id, remark: 'x' }, employee)).code).toBe(40003);
    expect((await post('/account/updateRemark', { id, remark: 'x' }, other)).code).toBe(40004);

    expect(await post('/account/bindGroup', { account_ids: [id], group_id: ownGroup })).toMatchObject({
      code: 0,
      data: { updated: 1 },
    });
    expect((await row(id)).group_id).toBe(ownGroup);
    expect((await post('/account/bindGroup', { account_ids: [id], group_id: otherGroup })).code).toBe(40004);
    expect(await post('/account/bindGroup', { account_ids: [] })).toMatchObject({ code: 40001 });
    expect(await post('/account/bindGroup', { account_ids: [id, id], group_id: null })).toMatchObject({
      code: 40001,
      message: '分身ID重复',
    });
    expect((await post('/account/bindGroup', { account_ids: [id], group_id: null })).code).toBe(0);
    expect((await row(id)).group_id).toBe(null);

    expect(await post('/account/unbindNetworkCard', { id })).toMatchObject({
      code: 40009,
      message: expect.stringContaining('未绑定网卡'),
    });
    const [{ id: card }] = await s.sql<{ id: number }>(
      `insert into network_cards (enterprise_id, name, ip, region, expiration_time) values ($1, '网卡-解绑', '101.89.1.2', '中国大陆', '2031-01-01') returning id`,
      [eid],
    );
    await s.sql('update sub_accounts set network_card_id = $1 where id = $2', [card, id]);
    expect((await post('/account/unbindNetworkCard', { id }, employee)).code).toBe(40003);
    expect((await post('/account/unbindNetworkCard', { id }, other)).code).toBe(40004);
    // spec §6: "Routes declare allowed roles. Most are admin only."
    expect(await post('/account/unbindNetworkCard', { id }, manager)).toEqual(ACCOUNTS_REFUSED);
    expect((await row(id)).network_card_id).toBe(card);
    expect(await post('/account/unbindNetworkCard', { id })).toMatchObject({ code: 0 });
    expect((await row(id)).network_card_id).toBe(null);
  });
});

describe('environment', () => {
  test('configEnvir: brand/model, country, §9 resolution; bad values; state', async () => {
    const id = await makeAccount('creating');
    const env = { account_ids: [id], brand: 'huawei', model: 'HUAWEI P40', country: 'US', resolution: '0,0' };
    const before = await row(id);
    // spec §6: "Routes declare allowed roles. Most are admin only."
    expect(await post('/account/configEnvir', env, manager)).toEqual(ACCOUNTS_REFUSED);
    expect(await row(id)).toEqual(before);
    expect(await post('/account/configEnvir', env)).toMatchObject({ code: 0, data: { updated: 1 } });
    expect(await row(id)).toMatchObject({ brand: 'huawei', model: 'HUAWEI P40', country: 'US', resolution: '0,0' });
    expect(await post('/account/configEnvir', { ...env, brand: 'nokia' })).toMatchObject({
      code: 40001,
      message: '手机品牌不正确',
    });
    expect(await post('/account/configEnvir', { ...env, model: 'Xiaomi 12' })).toMatchObject({
      code: 40001,
      message: '手机品牌不正确',
    });
    expect(await post('/account/configEnvir', { ...env, country: 'XX' })).toMatchObject({
      code: 40001,
      message: '国家/地区不正确',
    });
    expect(await post('/account/configEnvir', { ...env, resolution: '1281,720' })).toMatchObject({
      code: 40001,
      message: '分辨率不正确',
    });
    expect((await post('/account/configEnvir', { ...env, resolution: undefined })).code).toBe(40001);
    expect((await post('/account/configEnvir', env, employee)).code).toBe(40003);
    expect((await post('/account/configEnvir', env, other)).code).toBe(40004);
    expect((await row(id)).resolution).toBe('0,0');
    // every §9 resolution id is accepted, 1920x1080 among them
    expect((await post('/account/configEnvir', { ...env, resolution: '1920,1080' })).code).toBe(0);
  });
});

describe('initialize, live status, power, pod, install', () => {
  test('checkInitialize says why not; initialize → initializing → running when the provider is ready', async () => {
    const created = (await post('/account/add', { name: '初始化分身' })).data.id;
    const check = async () => (await post('/account/checkInitialize', { account_ids: [created] })).data.list[0];
    expect((await check()).reasons).toEqual(['分身尚未支付，请先购买', '请先配置环境', '请先绑定云手机']);
    expect((await post('/account/checkInitialize', { account_ids: [created] }, employee)).code).toBe(40003);
    expect(await post('/account/initialize', { account_ids: [created] })).toMatchObject({
      code: 40009,
      message: '初始化分身：分身尚未支付，请先购买；请先配置环境；请先绑定云手机',
    });
    // a created, unpaid sub-account can already go onto a phone (and come off again)
    const [{ id: spare }] = await s.sql<{ id: number }>(
      `insert into phones (enterprise_id, phone_name, expiration_time, provider_instance_id) values ($1, '备用机', '2031-01-01', 'sim-p') returning id`,
      [eid],
    );
    expect((await post('/account/bindYunPhone', { phone_id: spare, account_id: created })).code).toBe(0);
    expect((await post('/account/bindYunPhone', { phone_id: spare, account_id: null })).code).toBe(0);
    // paid (as /account/buy would), configured, bound to the free phone 云手机-011
    await s.sql(
      `update sub_accounts set paid_at = $2, expiration_time = $2::timestamptz + interval '30 days' where id = $1`,
      [created, TEST_NOW],
    );
    await post('/account/configEnvir', {
      account_ids: [created],
      brand: 'xiaomi',
      country: 'CN',
      resolution: '1280,720',
    });
    const [{ id: phone }] = await s.sql<{ id: number }>(`select id from phones where phone_name = '云手机-011'`);
    expect((await post('/account/bindYunPhone', { phone_id: phone, account_id: created })).code).toBe(0);
    expect(await check()).toMatchObject({ ready: true, reasons: [] });

    // spec §6: "Routes declare allowed roles. Most are admin only."
    expect(await post('/account/initialize', { account_ids: [created] }, manager)).toEqual(ACCOUNTS_REFUSED);
    expect((await row(created)).status).toBe('creating');
    const init = await post('/account/initialize', { account_ids: [created] });
    expect(init).toMatchObject({ code: 0, data: { list: [{ id: created, ok: true, state: 'initializing' }] } });
    expect((await row(created)).provider_instance_id).toMatch(/^sim-acc-/);
    const status = async () => (await post('/account/getStatus', { account_ids: [created] })).data.list[0];
    expect(await status()).toMatchObject({ state: 'initializing', error: '' });
    // while initializing nothing else goes
    expect((await post('/account/powerOffByAccountID', { id: created })).message).toContain('分身正在初始化');
    await s.advance(11_000);
    expect(await status()).toEqual({ id: created, state: 'running', online: true, error: '' });
    expect((await row(created)).status).toBe('running');

    const pod = (await get('/account/getPodDetail', { id: created })).data;
    expect(pod).toMatchObject({ online: true, brand: 'xiaomi', resolution: '1280,720', uptime_seconds: 11 });
    expect((await get('/account/getPodDetail', { id: created }, other)).code).toBe(40004);

    // spec §6: "Routes declare allowed roles. Most are admin only."
    expect(await get('/account/oneKeyInstallSoftware', { id: created }, manager)).toEqual(ACCOUNTS_REFUSED);
    const install = await get('/account/oneKeyInstallSoftware', { id: created });
    expect(install).toMatchObject({ code: 0, data: { list: [{ ok: true }] } });
    expect((await get('/account/oneKeyInstallSoftware', { id: created }, employee)).code).toBe(40003);

    // power off ⇄ on, restart, batch
    expect(await post('/account/powerOffByAccountID', { id: created })).toMatchObject({
      code: 0,
      data: { list: [{ ok: true, state: 'powered_off' }] },
    });
    expect((await row(created)).status).toBe('powered_off');
    expect((await post('/account/powerOffByAccountID', { id: created })).code).toBe(40009);
    expect(
      (await post('/account/actionYunPhone', { account_ids: [created], action: 'powerOn' })).data.list[0].state,
    ).toBe('running');
    expect(
      (await post('/account/actionYunPhone', { account_ids: [created], action: 'restart' })).data.list[0],
    ).toMatchObject({ ok: true, state: 'running' });
    expect(await post('/account/actionYunPhone', { account_ids: [created], action: 'explode' })).toMatchObject({
      code: 40001,
      message: '操作不正确，可选：powerOn、powerOff、restart',
    });
    expect((await post('/account/actionYunPhone', { account_ids: [created], action: 'restart' }, employee)).code).toBe(
      40003,
    );
    expect(await post('/account/batchSetStatus', { account_ids: [created], status: 'powered_off' })).toMatchObject({
      code: 0,
      data: { list: [{ ok: true }] },
    });
    expect((await post('/account/batchSetStatus', { account_ids: [created], status: 'gone' })).code).toBe(40001);
    expect((await post('/account/batchSetStatus', { account_ids: [created], status: 'running' }, other)).code).toBe(
      40004,
    );
    expect((await row(created)).status).toBe('powered_off');
  });

  test('a provider that does not answer is that row’s error; the others and the state stay', async () => {
    const good = await makeAccount('running');
    const lost = await makeAccount('running', { instance: 'lost-instance-1' });
    const list = (await post('/account/getStatus', { account_ids: [good, lost] })).data.list;
    expect(list).toEqual([
      { id: good, state: 'running', online: true, error: '' },
      { id: lost, state: 'running', online: null, error: '云服务暂时无法响应，请稍后再试' },
    ]);
    const r = (await post('/account/actionYunPhone', { account_ids: [good, lost], action: 'powerOff' })).data.list;
    expect(r.map((o: any) => [o.ok, o.state])).toEqual([
      [true, 'powered_off'],
      [false, 'running'],
    ]);
    expect((await row(lost)).status).toBe('running');
    expect((await get('/account/getPodDetail', { id: lost })).code).toBe(40009);
    // the list itself never asks the provider
    expect((await get('/account/list', { limit: 500 })).code).toBe(0);
  });
});

describe('close and delete', () => {
  test('admin only; frees the phone; a deleted sub-account is gone', async () => {
    const id = await makeAccount('powered_off');
    expect((await post('/account/close', { account_ids: [id] }, manager)).code).toBe(40003);
    expect((await post('/account/close', { account_ids: [id] }, other)).code).toBe(40004);
    expect(await post('/account/close', { account_ids: [id] })).toMatchObject({ code: 0, data: { updated: 1 } });
    expect((await row(id)).status).toBe('closed');
    expect(await s.released('account', (await row(id)).provider_instance_id)).toBe(true);
    expect((await s.sql('select id from phones where account_id = $1', [id])).length).toBe(0);
    expect((await get('/account/detail', { id })).data).toMatchObject({ state: 'closed', actions: ['delete'] });
    expect((await post('/account/delAccount', { account_ids: [id] }, manager)).code).toBe(40003);
    expect(await post('/account/delAccount', { account_ids: [id] })).toMatchObject({ code: 0, data: { updated: 1 } });
    expect((await get('/account/detail', { id })).code).toBe(40004);
    expect((await post('/account/delAccount', { account_ids: [id] })).code).toBe(40004);
  });

  test('the provider refusing to release the environment closes nothing', async () => {
    const id = await makeAccount('powered_off', { instance: 'other-cloud-7' });
    const before = await row(id);
    const r = await post('/account/close', { account_ids: [id] });
    expect(r.code).toBe(40009);
    expect(r.message).toContain('云服务暂时无法响应');
    expect(await row(id)).toEqual(before);
    expect((await s.sql('select id from phones where account_id = $1', [id])).length).toBe(1);
  });
});

// Every state × every action: allowed cells succeed, refused ones are 40009 naming the state and
// the action, and change nothing.
const STATES = ['creating', 'initializing', 'running', 'powered_off', 'expired', 'closed'] as const;
const ALLOWED: Record<(typeof STATES)[number], string[]> = {
  creating: ['configure', 'initialize', 'close', 'delete'],
  initializing: [],
  running: ['configure', 'initialize', 'powerOff', 'restart', 'install'],
  powered_off: ['configure', 'initialize', 'powerOn', 'close', 'delete'],
  expired: ['close', 'delete'],
  closed: ['delete'],
};
const ACTIONS: Record<string, (id: number) => Promise<any>> = {
  configure: (id) =>
    post('/account/configEnvir', { account_ids: [id], brand: 'oppo', country: 'JP', resolution: '800,600' }),
  initialize: (id) => post('/account/initialize', { account_ids: [id] }),
  powerOn: (id) => post('/account/actionYunPhone', { account_ids: [id], action: 'powerOn' }),
  powerOff: (id) => post('/account/powerOffByAccountID', { id }),
  restart: (id) => post('/account/actionYunPhone', { account_ids: [id], action: 'restart' }),
  install: (id) => get('/account/oneKeyInstallSoftware', { id }),
  close: (id) => post('/account/close', { account_ids: [id] }),
  delete: (id) => post('/account/delAccount', { account_ids: [id] }),
};
const LABEL: Record<string, string> = {
  configure: '配置环境',
  initialize: '初始化',
  powerOn: '开机',
  powerOff: '关机',
  restart: '重启',
  install: '安装软件',
  close: '注销',
  delete: '删除',
};
const cells = STATES.flatMap((st) => Object.keys(ACTIONS).map((act) => [st, act] as const));

describe('state × action', () => {
  test.each(cells)('%s × %s', async (state, action) => {
    const stored = state === 'expired' ? 'running' : state;
    const id = await makeAccount(stored, { expired: state === 'expired' });
    const before = await row(id);
    const r = await ACTIONS[action](id);
    if (ALLOWED[state].includes(action)) {
      expect(r.code).toBe(0);
      if (r.data?.list) expect(r.data.list[0].ok).toBe(true);
    } else {
      expect(r.code).toBe(40009);
      expect(r.message).toContain(`不能${LABEL[action]}`);
      expect(await row(id)).toEqual(before);
    }
  });
});
