// Stores (issue 15): the seven views and their counters against the written rule (view-rules.ts),
// create / edit with the spec §5 sentences and the catalogue, the sealed password (never returned),
// cookie import in both formats, device binding, authorization and what an ordinary employee may
// do, handover records (to oneself refused), opening a store, tags and extraction records;
// enterprise isolation.
import { inView, type StoreFacts } from '../src/modules/store/view-rules';
import { demoLogins, registerEnterprise } from './support/fixtures';
import { STORE_VIEWS } from '@console/contract'; // spec §2 store views
import { startServer, type TestServer } from './support/harness';

let s: TestServer;
let admin: string;
let manager: string;
let employee: string;
let other: string;
let employeeId: number;
let kefuId: number;
let techId: number;
beforeAll(async () => {
  s = await startServer();
  [admin, manager, employee] = await demoLogins(s);
  other = await registerEnterprise(s, '13800001515');
  const ids = await s.sql<{ id: number; username: string }>(
    "select id, username from users where username in ('demoemployee', 'demokefu01', 'demotech01')",
  );
  const id = (u: string) => ids.find((r) => r.username === u)!.id;
  [employeeId, kefuId, techId] = [id('demoemployee'), id('demokefu01'), id('demotech01')];
}, 60_000);
afterAll(async () => {
  await s?.stop();
});

const list = async (q: Record<string, string | number> = {}, token = admin) =>
  (await s.get(`/store/list?${new URLSearchParams({ limit: '1000', ...q } as any).toString()}`, token)).body;
const names = (rows: { name: string }[]) => rows.map((r) => r.name);
const storeCount = async () => Number((await s.sql<{ n: string }>('select count(*) as n from stores'))[0].n);
const ua = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/124.0 Safari/537.36';
const form = (o: Record<string, unknown> = {}) => ({
  name: '测试 Amazon 德国店',
  account: 'test_amazon_de',
  password: 'Pw-Secret-77',
  platform: 'Amazon',
  site: 'DE',
  ua_type: 'custom',
  ua_os: 'windows',
  user_agent: ua,
  ...o,
});
const add = async (o: Record<string, unknown> = {}, token = admin) => (await s.post('/store/add', form(o), token)).body;
// the table's 40003 sentences for stores (packages/contract/src/access.ts)
const STORE_ADMIN = { code: 40003, message: '仅老板账号可以管理店铺', data: null };
const HANDOVER = { code: 40003, message: '仅老板或主管可以交接店铺', data: null };
/** The store rows a refused change could touch: a refusal leaves them as they were. */
const storeRows = async () =>
  JSON.stringify(
    await s.sql(
      `select (select md5(coalesce(string_agg(x::text, '|' order by x.id), '')) from stores x) as stores,
              (select md5(coalesce(string_agg(m::text, '|' order by m::text), '')) from store_members m) as members,
              (select md5(coalesce(string_agg(g::text, '|' order by g.id), '')) from store_tags g) as tags,
              (select md5(coalesce(string_agg(e::text, '|' order by e.id), '')) from store_extractions e) as extractions,
              (select md5(coalesce(string_agg(h::text, '|' order by h.id), '')) from store_transfers h) as transfers`,
    ),
  );

test('every view is a server-side filter whose counter equals its list total; the demo fills them', async () => {
  const cnt = (await s.get('/store/cnt', admin)).body.data;
  expect(Object.keys(cnt).sort()).toEqual([...STORE_VIEWS].sort());
  for (const v of STORE_VIEWS.filter((x) => x !== 'transfers')) {
    expect([v, cnt[v]]).toEqual([v, (await list({ view: v })).data.total]);
    expect([v, cnt[v] > 0]).toEqual([v, true]);
  }
  expect(cnt.transfers).toBe((await s.get('/store/transfers?limit=100', admin)).body.data.total);
  expect(cnt.transfers).toBeGreaterThan(0);
  expect(cnt.all).toBe(6);
});

test('each store is in exactly the views the written rule names (view-rules.ts)', async () => {
  const now = new Date(process.env.TEST_NOW ?? '2030-01-15T04:00:00.000Z'); // the test server's fake clock
  const facts = await s.sql<any>(`select s.id, s.last_login_at, s.ip_device_id, d.expiration_time,
      s.password_enc is not null as has_password, s.cookie_count,
      (select count(*) from store_members m where m.store_id = s.id)::int as members
    from stores s left join ip_devices d on d.id = s.ip_device_id
    where s.enterprise_id = (select id from enterprises where invite_code = 'DEMO2024')`);
  for (const v of STORE_VIEWS.filter((x) => x !== 'transfers')) {
    const ids = (await list({ view: v })).data.list.map((r: any) => r.id).sort();
    const expected = facts
      .filter((f: any) => {
        const sf: StoreFacts = {
          lastLoginAt: f.last_login_at ? new Date(f.last_login_at) : null,
          deviceExpiration:
            f.ip_device_id === null ? undefined : f.expiration_time ? new Date(f.expiration_time) : null,
          hasPassword: f.has_password,
          cookieCount: Number(f.cookie_count),
          memberCount: Number(f.members),
        };
        return inView(v, sf, now);
      })
      .map((f: any) => f.id)
      .sort();
    expect([v, ids]).toEqual([v, expected]);
  }
  // recently opened: last opened first
  const recent = (await list({ view: 'recent' })).data.list;
  expect(names(recent)).toEqual(['演示旗舰店', '演示拼多多店', 'Shopee 新加坡店']);
});

test('search by name, platform, site, tag and employee', async () => {
  expect(names((await list({ keyword: 'shopee' })).data.list)).toEqual(['Shopee 新加坡店']);
  expect(names((await list({ platform: 'Amazon' })).data.list)).toEqual(['Amazon US 精品店']);
  expect(names((await list({ site: 'SG' })).data.list).sort()).toEqual(['Demo TikTok Shop', 'Shopee 新加坡店']);
  const tags = (await s.get('/store/tag/list', admin)).body.data;
  const cross = tags.find((t: any) => t.name === '跨境');
  expect(cross.store_count).toBe(3);
  expect(names((await list({ tag_id: cross.id })).data.list).sort()).toEqual([
    'Amazon US 精品店',
    'Demo TikTok Shop',
    'Shopee 新加坡店',
  ]);
  expect(names((await list({ member_id: kefuId })).data.list).sort()).toEqual(['Amazon US 精品店', '演示旗舰店']);
  // an employee's name finds the stores authorized to them
  expect((await list({ keyword: '客服小李' })).data.total).toBeGreaterThanOrEqual(2);
});

test('a store is created with a custom UA; the password is sealed and never returned', async () => {
  const r = await add();
  expect(r.code).toBe(0);
  expect(r.data).toMatchObject({
    name: '测试 Amazon 德国店',
    platform: 'Amazon',
    site: 'DE',
    has_password: true,
    cookie_count: 0,
    ua_type: 'custom',
    ua_os: 'windows',
    user_agent: ua,
    ip_device: null,
    members: [],
  });
  expect(JSON.stringify(r)).not.toContain('Pw-Secret-77');
  const [row] = await s.sql<{ p: string }>('select password_enc as p from stores where id = $1', [r.data.id]);
  expect(row.p).toMatch(/^v1:/);
  // spec §6: "Routes declare allowed roles. Most are admin only." (store management other than handing over is the boss's)
  const untouched = await storeRows();
  expect(await add({ name: '主管的店' }, manager)).toEqual(STORE_ADMIN);
  expect(
    (await s.post('/store/update', { ...form({ password: '', name: '主管改名' }), id: r.data.id }, manager)).body,
  ).toEqual(STORE_ADMIN);
  expect(await storeRows()).toBe(untouched);
  // editing with an empty password keeps the stored one; a system UA clears the custom one
  const e = await s.post(
    '/store/update',
    { ...form({ password: '', ua_type: 'system', name: '改名店' }), id: r.data.id },
    admin,
  );
  expect(e.body.data).toMatchObject({ name: '改名店', has_password: true, ua_type: 'system', user_agent: '' });
  const [after] = await s.sql<{ p: string }>('select password_enc as p from stores where id = $1', [r.data.id]);
  expect(after.p).toBe(row.p);
  for (const body of [(await list()).data, (await list({}, manager)).data]) {
    expect(JSON.stringify(body)).not.toMatch(/Pw-Secret-77|Flagship-2024|password_enc|demo-session/);
  }
});

test.each([
  ['name', { name: '' }, '店铺名称不能为空'],
  ['name blank', { name: '   ' }, '店铺名称不能为空'],
  ['account', { account: '' }, '账号不能为空'],
  ['platform', { platform: '' }, '平台不能为空'],
  ['platform unknown', { platform: 'MySpace' }, '平台不正确，请从列表中选择'],
  ['site of another platform', { site: 'CN' }, '站点不正确，请从所选平台的站点中选择'],
  ['UA type', { ua_type: undefined }, 'UA类型不能为空'],
  ['UA', { user_agent: ' ' }, 'UA不能为空'],
  ['UA os', { ua_os: '' }, '请选择 Windows 或 MAC OS'],
  ['tag of nobody', { tag_ids: [999999] }, '标签不存在'],
])('spec §5: %s is refused and nothing is stored', async (_, o, message) => {
  const before = await storeCount();
  const r = await add(o);
  expect(r).toMatchObject({ code: 40001, message, data: null });
  expect(await storeCount()).toBe(before);
});

test('cookie import: JSON and Netscape accepted and sealed; empty and malformed refused', async () => {
  const id = (await add({ name: 'cookie 店' })).data.id;
  const json = JSON.stringify([{ name: 'sid', value: 'json-cookie-value', domain: '.amazon.de', path: '/' }]);
  const r = await s.post('/store/cookie', { id, cookie: json }, admin);
  expect(r.body).toMatchObject({ code: 0, data: { cookie_count: 1, cache_cleared: true } });
  const netscape =
    '# Netscape HTTP Cookie File\n.amazon.de\tTRUE\t/\tTRUE\t1893456000\tsid\tnetscape-value\n.amazon.de\tTRUE\t/\tFALSE\t0\tlang\tde';
  // spec §6: "Routes declare allowed roles. Most are admin only."
  const untouched = await storeRows();
  expect((await s.post('/store/cookie', { id, cookie: netscape }, manager)).body).toEqual(STORE_ADMIN);
  expect(await storeRows()).toBe(untouched);
  expect((await s.post('/store/cookie', { id, cookie: netscape }, admin)).body.data.cookie_count).toBe(2);
  const [row] = await s.sql<any>('select cookies_enc, cookie_count, cache_version from stores where id = $1', [id]);
  expect(row).toMatchObject({ cookie_count: 2, cache_version: 2 });
  expect(row.cookies_enc).toMatch(/^v1:/);
  expect(row.cookies_enc).not.toContain('netscape-value');
  for (const [cookie, message] of [
    ['', 'cookie不能为空'],
    ['  ', 'cookie不能为空'],
    ['hello', 'cookie格式错误'],
    ['[{"value":"x"}]', 'cookie格式错误'],
  ]) {
    expect((await s.post('/store/cookie', { id, cookie }, admin)).body).toMatchObject({ code: 40001, message });
  }
  const [same] = await s.sql<any>('select cookie_count, cache_version from stores where id = $1', [id]);
  expect(same).toMatchObject({ cookie_count: 2, cache_version: 2 });
  expect((await list({ keyword: 'cookie 店' })).data.list[0].cookie_count).toBe(2);
});

test('binding an IP device takes a store out of awaiting device binding', async () => {
  const id = (await add({ name: '绑定设备店' })).data.id;
  const inView = async () => (await list({ view: 'awaiting_device' })).data.list.some((r: any) => r.id === id);
  expect(await inView()).toBe(true);
  const [dev] = await s.sql<{ id: number }>(
    "select id from ip_devices where address = '203.0.113.13' and deleted_at is null",
  );
  // spec §6: "Routes declare allowed roles. Most are admin only."
  expect((await s.post('/store/bindDevice', { id, ip_device_id: dev.id }, manager)).body).toEqual(STORE_ADMIN);
  expect(await inView()).toBe(true);
  const r = await s.post('/store/bindDevice', { id, ip_device_id: dev.id }, admin);
  expect(r.body.data.ip_device).toMatchObject({ id: dev.id, address: '203.0.113.13' });
  expect(await inView()).toBe(false);
  // a device in the bin or of another enterprise is refused
  const [binned] = await s.sql<{ id: number }>('select id from ip_devices where deleted_at is not null limit 1');
  expect((await s.post('/store/bindDevice', { id, ip_device_id: binned.id }, admin)).body).toMatchObject({
    code: 40004,
    message: 'IP设备不存在或在回收站中',
  });
  expect((await s.post('/store/bindDevice', { id, ip_device_id: null }, admin)).body.data.ip_device).toBeNull();
});

test('authorized employees; an ordinary employee sees, opens and manages only what §6 allows', async () => {
  const id = (await add({ name: '授权店' })).data.id;
  // before authorization the employee sees nothing of it and cannot open it
  expect((await list({}, employee)).data.list.some((r: any) => r.id === id)).toBe(false);
  expect((await s.post('/store/open', { id }, employee)).body).toMatchObject({
    code: 40003,
    message: '您未被授权登录该店铺',
  });
  // spec §6: "Routes declare allowed roles. Most are admin only." (authorizing stores is the boss's)
  expect((await s.post('/store/authorize', { ids: [id], user_ids: [employeeId, kefuId] }, manager)).body).toEqual(
    STORE_ADMIN,
  );
  expect((await list({}, employee)).data.list.some((r: any) => r.id === id)).toBe(false);
  const a = await s.post('/store/authorize', { ids: [id], user_ids: [employeeId, kefuId] }, admin);
  expect(a.body.code).toBe(0);
  const mine = (await list({}, employee)).data;
  expect(mine.list.some((r: any) => r.id === id)).toBe(true);
  const authorized = (
    await s.sql<{ store_id: number }>('select store_id from store_members where user_id = $1', [employeeId])
  ).map((r) => r.store_id);
  expect(mine.list.map((r: any) => r.id).sort()).toEqual(authorized.sort());
  const cnt = (await s.get('/store/cnt', employee)).body.data;
  expect(cnt.all).toBe(authorized.length);
  // opening: recorded, the environment without the store password
  const o = await s.post('/store/open', { id }, employee);
  expect(o.body.code).toBe(0);
  expect(o.body.data).toMatchObject({ store_id: id, user_agent: ua, webgl: 1 });
  expect(o.body.data.password).toBeUndefined();
  expect(JSON.stringify(o.body)).not.toContain('Pw-Secret-77');
  const row = (await list({ view: 'recent' }, employee)).data.list[0];
  expect(row).toMatchObject({ id, last_login_user: '运营小王' });
  // a manager's open carries the password for the bridge
  expect((await s.post('/store/open', { id }, manager)).body.data.password).toBe('Pw-Secret-77');
  // spec §6: "Members are manager or employee. Managers can set permissions. Ordinary employees can only log in to stores."
  // an employee manages nothing; a manager only hands over (the rest is the boss's)
  const untouched = await storeRows();
  for (const [path, body, byManager] of [
    ['/store/add', form(), STORE_ADMIN],
    ['/store/update', { ...form(), id }, STORE_ADMIN],
    ['/store/delete', { ids: [id] }, STORE_ADMIN],
    ['/store/cookie', { id, cookie: '[{"name":"a","value":"b"}]' }, STORE_ADMIN],
    ['/store/bindDevice', { id, ip_device_id: null }, STORE_ADMIN],
    ['/store/authorize', { ids: [id], user_ids: [] }, STORE_ADMIN],
    ['/store/handover', { ids: [id], from_user_id: employeeId, to_user_id: kefuId }, null],
    ['/store/tag/add', { name: 'x' }, STORE_ADMIN],
    ['/store/tag/update', { id: 1, name: 'x' }, STORE_ADMIN],
    ['/store/tag/delete', { id: 1 }, STORE_ADMIN],
    ['/store/extraction/add', { store_id: id, link: 'https://x.example', code: '1' }, STORE_ADMIN],
    ['/store/extraction/status', { id: 1, status: 'cancelled' }, STORE_ADMIN],
  ] as const) {
    expect([path, (await s.post(path, body, employee)).body]).toEqual([
      path,
      path === '/store/handover' ? HANDOVER : STORE_ADMIN,
    ]);
    if (byManager) expect([path, (await s.post(path, body, manager)).body]).toEqual([path, byManager]);
  }
  expect(await storeRows()).toBe(untouched);
  for (const path of ['/store/members', '/store/transfers'])
    expect([path, (await s.get(path, employee)).body]).toEqual([path, HANDOVER]);
  for (const token of [employee, manager])
    expect((await s.get('/store/extraction/list', token)).body).toEqual(STORE_ADMIN);
  // spec §6: "Managers also hand over stores and move members between departments." (the picker of the hand-over)
  expect((await s.get('/store/members', manager)).body.code).toBe(0);
});

test('handover: from one member to another, recorded; to oneself and from a non-holder refused', async () => {
  const id = (await add({ name: '交接店' })).data.id;
  await s.post('/store/authorize', { ids: [id], user_ids: [techId] }, admin);
  const self = await s.post('/store/handover', { ids: [id], from_user_id: techId, to_user_id: techId }, manager);
  expect(self.body).toMatchObject({ code: 40001, message: '不能将店铺交接给自己' });
  const notHeld = await s.post('/store/handover', { ids: [id], from_user_id: kefuId, to_user_id: employeeId }, manager);
  expect(notHeld.body).toMatchObject({ code: 40009, message: '交接店铺失败：原成员未被授权这些店铺' });
  const before = (await s.get('/store/cnt', admin)).body.data.transfers;
  const r = await s.post('/store/handover', { ids: [id], from_user_id: techId, to_user_id: employeeId }, manager);
  expect(r.body).toMatchObject({ code: 0, data: { transferred: 1 } });
  const members = (await list({ keyword: '交接店' })).data.list[0].members;
  expect(members.map((m: any) => m.name)).toEqual(['运营小王']);
  const t = (await s.get('/store/transfers?limit=10', admin)).body.data;
  expect(t.total).toBe(before + 1);
  expect(t.list[0]).toMatchObject({
    store_name: '交接店',
    from_user: '技术小张',
    to_user: '运营小王',
    operator: '演示主管',
  });
  // spec §6: "Managers also hand over stores and move members between departments." (they read the records: all)
  const byManager = (await s.get('/store/transfers?limit=10', manager)).body.data;
  expect(byManager.total).toBe(t.total);
  expect(byManager.list[0]).toMatchObject({ store_name: '交接店', operator: '演示主管' });
  // spec §6: "Members are manager or employee. Managers can set permissions. Ordinary employees can only log in to stores."
  // the employee named in the record cannot read the records, nor hand the store on
  expect((await s.get('/store/transfers?limit=100', employee)).body).toEqual(HANDOVER);
  expect(
    (await s.post('/store/handover', { ids: [id], from_user_id: employeeId, to_user_id: kefuId }, employee)).body,
  ).toEqual(HANDOVER);
  expect((await list({ keyword: '交接店' })).data.list[0].members.map((m: any) => m.name)).toEqual(['运营小王']);
});

test('tags: create, rename, colour, usage count, delete (taken off every store); name required', async () => {
  expect((await s.post('/store/tag/add', { name: ' ' }, admin)).body).toMatchObject({
    code: 40001,
    message: '标签名称不能为空',
  });
  expect((await s.post('/store/tag/add', { name: '' }, admin)).body).toMatchObject({
    code: 40001,
    message: '标签名称不能为空',
  });
  expect((await s.post('/store/tag/add', { name: '主力' }, admin)).body.message).toBe('标签名称已存在');
  expect((await s.post('/store/tag/add', { name: 'x', color: 'pink-ish' }, admin)).body.message).toBe('标签颜色不正确');
  // spec §6: "Routes declare allowed roles. Most are admin only."
  expect((await s.post('/store/tag/add', { name: '测试标签', color: 'purple' }, manager)).body).toEqual(STORE_ADMIN);
  expect((await s.get('/store/tag/list', admin)).body.data.some((t: any) => t.name === '测试标签')).toBe(false);
  const tagId = (await s.post('/store/tag/add', { name: '测试标签', color: 'purple' }, admin)).body.data.id;
  const id = (await add({ name: '带标签店', tag_ids: [tagId] })).data.id;
  expect((await list({ tag_id: tagId })).data.list.map((r: any) => r.id)).toEqual([id]);
  await s.post('/store/tag/update', { id: tagId, name: '改名标签', color: 'gold' }, admin);
  const tag = (await s.get('/store/tag/list', admin)).body.data.find((t: any) => t.id === tagId);
  expect(tag).toMatchObject({ name: '改名标签', color: 'gold', store_count: 1 });
  expect((await list({ keyword: '带标签店' })).data.list[0].tags).toEqual([
    { id: tagId, name: '改名标签', color: 'gold' },
  ]);
  await s.post('/store/tag/delete', { id: tagId }, admin);
  expect((await list({ keyword: '带标签店' })).data.list[0].tags).toEqual([]);
  const [row] = await s.sql<any>('select tag_ids from stores where id = $1', [id]);
  expect(row.tag_ids).toEqual([]);
});

// issue 32 item 8: a store address accepted javascript: (the list shows it as a link)
test('a store address is an http(s) URL or empty, on add and on edit; a refusal stores nothing', async () => {
  const count = async () => Number((await s.sql<{ n: number }>('select count(*)::int as n from stores'))[0].n);
  const before = await count();
  for (const address of [
    'javascript:alert(1)',
    'JavaScript://x.example/%0aalert(1)',
    'data:text/html,x',
    'ftp://x.example',
  ])
    expect([address, await add({ name: '坏地址店', address })]).toEqual([
      address,
      { code: 40001, message: '店铺地址必须以http开头', data: null },
    ]);
  expect(await count()).toBe(before);
  expect((await add({ name: '无地址店', address: '' })).code).toBe(0);
  const ok = await add({ name: '好地址店', address: 'https://seller.example.com/home' });
  expect(ok.code).toBe(0);
  const edit = await s.post(
    '/store/update',
    { ...form({ name: '好地址店', address: 'javascript:alert(1)' }), id: ok.data.id },
    admin,
  );
  expect(edit.body).toMatchObject({ code: 40001, message: '店铺地址必须以http开头' });
  const [row] = await s.sql<{ address: string }>('select address from stores where id = $1', [ok.data.id]);
  expect(row.address).toBe('https://seller.example.com/home');
});

test('extraction records: link must start with http, code required, pending → extracted | cancelled only', async () => {
  const storeId = (await add({ name: '提取店' })).data.id;
  const addX = async (o: Record<string, unknown>) =>
    (
      await s.post(
        '/store/extraction/add',
        { store_id: storeId, link: 'https://pan.example.com/s/1', code: 'ab12', ...o },
        admin,
      )
    ).body;
  for (const link of ['ftp://pan.example.com', 'javascript:alert(1)', 'http://'])
    expect(await addX({ link })).toMatchObject({ code: 40001, message: '提取链接必须以http开头' });
  expect(await addX({ link: '' })).toMatchObject({ code: 40001, message: '提取链接不能为空' });
  expect(await addX({ code: ' ' })).toMatchObject({ code: 40001, message: '提取码不能为空' });
  const a = await addX({});
  expect(a.data).toMatchObject({ status: 'pending', store_name: '提取店' });
  const b = await addX({ link: 'http://share.example.com/2' });
  // spec §6: "Routes declare allowed roles. Most are admin only."
  expect((await s.post('/store/extraction/status', { id: a.data.id, status: 'extracted' }, manager)).body).toEqual(
    STORE_ADMIN,
  );
  const status = async (id: number, st: string) =>
    (await s.post('/store/extraction/status', { id, status: st }, admin)).body;
  expect((await status(a.data.id, 'extracted')).data.status).toBe('extracted');
  expect(await status(a.data.id, 'cancelled')).toMatchObject({ code: 40009 });
  expect(await status(a.data.id, 'pending')).toMatchObject({ code: 40009 });
  expect((await status(b.data.id, 'cancelled')).data.status).toBe('cancelled');
  expect(await status(b.data.id, 'extracted')).toMatchObject({ code: 40009 });
  const rows = (await s.get(`/store/extraction/list?store_id=${storeId}`, admin)).body.data;
  expect(rows.list.map((r: any) => r.status)).toEqual(['cancelled', 'extracted']);
  // spec §6: "Members are manager or employee. Managers can set permissions. Ordinary employees can only log in to stores."
  // the records are the boss's: staff read none of them
  for (const token of [employee, manager])
    expect((await s.get('/store/extraction/list?limit=100', token)).body).toEqual(STORE_ADMIN);
});

test('the catalogue is served and the demo stores use it', async () => {
  const p = (await s.get('/store/platforms', employee)).body.data;
  const names = p.map((x: any) => x.name);
  for (const n of ['Amazon', 'Shopee', 'TikTok Shop', 'Lazada', 'eBay', 'Walmart', 'Temu', 'AliExpress', 'Shopify']) {
    expect(names).toContain(n);
  }
  expect(p.find((x: any) => x.name === 'Amazon').sites.map((x: any) => x.code)).toEqual(
    expect.arrayContaining(['US', 'UK', 'DE', 'JP']),
  );
});

test('every platform has an English name (a Chinese platform its own); the store keeps and takes the Chinese name', async () => {
  const en = (await s.request('GET', '/store/platforms', { token: employee, headers: { 'accept-language': 'en' } }))
    .body.data;
  const zh = (await s.get('/store/platforms', employee)).body.data;
  expect(en).toEqual(zh); // both names in either language: the screen picks
  const byName = Object.fromEntries(zh.map((p: any) => [p.name, p.name_en]));
  expect(byName).toMatchObject({
    抖音: 'Douyin',
    拼多多: 'Pinduoduo',
    淘宝: 'Taobao',
    天猫: 'Tmall',
    京东: 'JD.com',
    Amazon: 'Amazon',
    'TikTok Shop': 'TikTok Shop',
  });
  for (const p of zh) expect([p.name, /[\u4e00-\u9fff]/.test(p.name_en)]).toEqual([p.name, false]);
  // the list and the filter speak the stored name, whatever the language
  const listed = await s.request('GET', '/store/list?platform=%E6%8B%BC%E5%A4%9A%E5%A4%9A', {
    token: admin,
    headers: { 'accept-language': 'en' },
  });
  expect(listed.body.data.list.map((x: any) => [x.name, x.platform])).toEqual([['演示拼多多店', '拼多多']]);
  expect((await add({ platform: 'Pinduoduo', site: 'CN' })).code).toBe(40001);
});

test('the store export writes the platform in the request language', async () => {
  const exported = async (lang: string) => {
    const r = await s.request('GET', '/store/list/export?platform=%E6%8B%BC%E5%A4%9A%E5%A4%9A', {
      token: admin,
      headers: { 'accept-language': lang },
    });
    expect(r.status).toBe(200);
    const [header, ...rows] = r.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    return { header: header.split(',').slice(0, 4), rows: rows.map((x) => x.split(',').slice(1, 4)) };
  };
  expect(await exported('zh-CN')).toEqual({
    header: ['ID', '店铺名称', '平台', '站点'],
    rows: [['演示拼多多店', '拼多多', 'CN']],
  });
  expect(await exported('en')).toEqual({
    header: ['ID', 'Store name', 'Platform', 'Site'],
    rows: [['演示拼多多店', 'Pinduoduo', 'CN']],
  });
});

test('another enterprise sees and changes none of the demo stores', async () => {
  const [demo] = await s.sql<{ id: number }>("select id from stores where name = '演示旗舰店'");
  expect((await list({}, other)).data).toEqual({ total: 0, list: [] });
  expect(Object.values((await s.get('/store/cnt', other)).body.data).every((n) => n === 0)).toBe(true);
  for (const [path, body] of [
    ['/store/update', { ...form(), id: demo.id }],
    ['/store/delete', { ids: [demo.id] }],
    ['/store/cookie', { id: demo.id, cookie: '[{"name":"a","value":"b"}]' }],
    ['/store/open', { id: demo.id }],
    ['/store/authorize', { ids: [demo.id], user_ids: [] }],
  ] as const) {
    expect([path, (await s.post(path, body, other)).body.code]).toEqual([path, 40004]);
  }
  expect((await s.get('/store/tag/list', other)).body.data).toEqual([]);
  expect((await s.get('/store/transfers', other)).body.data.total).toBe(0);
});

test('delete removes a store with its authorizations', async () => {
  const id = (await add({ name: '删除店' })).data.id;
  await s.post('/store/authorize', { ids: [id], user_ids: [employeeId] }, admin);
  // spec §6: "Routes declare allowed roles. Most are admin only."
  expect((await s.post('/store/delete', { ids: [id] }, manager)).body).toEqual(STORE_ADMIN);
  expect((await list({ keyword: '删除店' })).data.total).toBe(1);
  expect((await s.post('/store/delete', { ids: [id] }, admin)).body.code).toBe(0);
  expect(await s.sql('select * from store_members where store_id = $1', [id])).toEqual([]);
  expect((await list({ keyword: '删除店' })).data.total).toBe(0);
});
