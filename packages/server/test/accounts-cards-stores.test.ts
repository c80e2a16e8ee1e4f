// Sub-account, network card and store lists: filters, totals, paging, who may list them, isolation.
import { startServer, TEST_NOW, type TestServer } from './support/harness';
import { qs, registerEnterprise } from './support/fixtures';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startServer();
  admin = await s.login('demoadmin', 'admin');
}, 60_000);
afterAll(async () => {
  await s?.stop();
});

const list = async (path: string, token: string, q: Record<string, string | number | undefined> = {}) =>
  (await s.get(`${path}?${qs({ limit: 99999, ...q })}`, token)).body;
const names = (items: { name: string }[]) => items.map((x) => x.name);

async function pagesJoin(path: string, q: Record<string, string | number>) {
  const full = (await list(path, admin, q)).data;
  const seen: number[] = [];
  for (let page = 1; page <= Math.ceil(full.total / 2) + 1; page++) {
    const p = (await list(path, admin, { ...q, page, limit: 2 })).data;
    expect(p.total).toBe(full.total);
    expect(p.list.length).toBeLessThanOrEqual(2);
    seen.push(...p.list.map((x: { id: number }) => x.id));
  }
  expect(seen).toEqual(full.list.map((x: { id: number }) => x.id));
}

describe('/account/list', () => {
  test('filters: all, will expire (≤3 days), expired; deleted and cancelled rows never listed', async () => {
    const all = (await list('/account/list', admin, { filterStatus: 0 })).data;
    expect(all.total).toBe(7);
    expect(names(all.list)).toEqual([
      '分身-A05',
      '分身-A07',
      '分身-A03',
      '分身-A02',
      '分身-A01',
      '分身-A04',
      '分身-A06',
    ]);
    expect(names((await list('/account/list', admin, { filterStatus: 1 })).data.list)).toEqual([
      '分身-A07',
      '分身-A03',
    ]);
    expect(names((await list('/account/list', admin, { filterStatus: 2 })).data.list)).toEqual(['分身-A05']);
    expect((await list('/account/list', admin)).data.total).toBe(7); // filterStatus defaults to 0
  });

  test('items: bound phone, network card, remaining time', async () => {
    const items = (await list('/account/list', admin)).data.list;
    const a1 = items.find((a: any) => a.name === '分身-A01');
    expect(Object.keys(a1).sort()).toEqual(
      [
        'brand',
        'country',
        'created_at',
        'expiration_time',
        'group_id',
        'group_name',
        'id',
        'is_expired',
        'name',
        'network_card',
        'network_card_id',
        'network_card_ip',
        'paid',
        'resolution',
        'site',
        'phone_count',
        'phone_id',
        'phone_name',
        'remain_day',
        'remain_hour',
        'remark',
        'status',
      ].sort(),
    );
    expect(a1).toMatchObject({
      phone_name: '云手机-001',
      phone_count: 2,
      network_card: '网卡-上海-01',
      remark: '主力分身',
      status: 'running',
      paid: true,
      remain_day: 40,
      is_expired: 0,
    });
    expect(items.find((a: any) => a.name === '分身-A03')).toMatchObject({
      phone_name: '云手机-003',
      phone_count: 1,
      remain_day: 2,
    });
    expect(items.find((a: any) => a.name === '分身-A07')).toMatchObject({
      phone_id: null,
      phone_name: '',
      phone_count: 0,
      network_card: '',
      remain_day: 0,
      remain_hour: 10,
    });
    expect(items.find((a: any) => a.name === '分身-A05')).toMatchObject({
      status: 'expired',
      is_expired: 1,
      remain_day: 0,
    });
    expect(Date.parse(a1.expiration_time) - Date.parse(TEST_NOW)).toBe(40 * 24 * 3600_000);
  });

  test('keyword searches name and remark; paging joins up', async () => {
    expect(names((await list('/account/list', admin, { keyword: '即将' })).data.list)).toEqual(['分身-A03']);
    expect(names((await list('/account/list', admin, { keyword: 'a06' })).data.list)).toEqual(['分身-A06']);
    expect((await list('/account/list', admin, { keyword: '_' })).data.total).toBe(0);
    for (const f of [0, 1, 2]) await pagesJoin('/account/list', { filterStatus: f });
  });

  test('the clock moves accounts between filters', async () => {
    await s.advance(11 * 3600_000); // A07 has now expired
    expect(names((await list('/account/list', admin, { filterStatus: 2 })).data.list)).toEqual([
      '分身-A05',
      '分身-A07',
    ]);
    await s.setNow(TEST_NOW);
  });

  test('sub-accounts are the boss’s: employees and managers are refused; the boss sees all', async () => {
    const refused = { code: 40003, message: '仅老板账号可以查看和操作分身', data: null };
    // spec §6: "Ordinary employees can only log in to stores."
    expect(await list('/account/list', await s.login('demoemployee', 'staff'))).toEqual(refused);
    // spec §6: "Routes declare allowed roles. Most are admin only."
    expect(await list('/account/list', await s.login('demostaff', 'staff'))).toEqual(refused);
    expect((await list('/account/list', admin)).data.total).toBe(7);
  });
});

describe('/networkCard/list', () => {
  test('§2 filters: 0 all, 2 unexpired, 3 will expire, 1 expired', async () => {
    const all = (await list('/networkCard/list', admin, { filterStatus: 0 })).data;
    expect(all.total).toBe(6); // 网卡-成都-07 expired 10 days ago: cancelled
    expect(names(all.list)).not.toContain('网卡-成都-07');
    expect(names((await list('/networkCard/list', admin, { filterStatus: 1 })).data.list)).toEqual(['网卡-深圳-05']);
    expect(names((await list('/networkCard/list', admin, { filterStatus: 2 })).data.list)).toEqual([
      '网卡-北京-06',
      '网卡-香港-03',
      '网卡-杭州-04',
      '网卡-上海-01',
      '网卡-广州-02',
    ]);
    expect(names((await list('/networkCard/list', admin, { filterStatus: 3 })).data.list)).toEqual(['网卡-北京-06']);
    for (const f of [0, 1, 2, 3]) await pagesJoin('/networkCard/list', { filterStatus: f });
  });

  test('items: ip, region, bound phone, status', async () => {
    const items = (await list('/networkCard/list', admin)).data.list;
    const c2 = items.find((c: any) => c.name === '网卡-广州-02');
    expect(Object.keys(c2).sort()).toEqual(
      [
        'account_id',
        'account_name',
        'auto_renew',
        'card_type',
        'created_at',
        'expiration_time',
        'id',
        'ip',
        'is_expired',
        'name',
        'phone_count',
        'phone_id',
        'phone_name',
        'region',
        'remain_day',
        'remain_hour',
        'status',
      ].sort(),
    );
    expect(c2).toMatchObject({
      ip: '120.79.20.22',
      region: '中国大陆',
      phone_name: '云手机-002',
      phone_count: 3,
      status: 'normal',
      remain_day: 45,
    });
    expect(items.find((c: any) => c.name === '网卡-杭州-04')).toMatchObject({ ip: '', phone_name: '云手机-009' });
    expect(items.find((c: any) => c.name === '网卡-北京-06')).toMatchObject({
      status: 'will_expire',
      phone_id: null,
      remain_day: 1,
    });
    expect(items.find((c: any) => c.name === '网卡-深圳-05')).toMatchObject({ status: 'expired', is_expired: 1 });
  });

  test('keyword matches name, IP and region', async () => {
    expect(names((await list('/networkCard/list', admin, { keyword: '香港' })).data.list)).toEqual(['网卡-香港-03']);
    expect(names((await list('/networkCard/list', admin, { keyword: '101.89' })).data.list)).toEqual(['网卡-上海-01']);
  });

  test('network cards are the boss’s: employees and managers are refused; the boss sees all', async () => {
    const refused = { code: 40003, message: '仅老板账号可以管理网卡和IP设备', data: null };
    // spec §6: "Ordinary employees can only log in to stores."
    expect(await list('/networkCard/list', await s.login('demoemployee', 'staff'))).toEqual(refused);
    // spec §6: "Routes declare allowed roles. Most are admin only."
    expect(await list('/networkCard/list', await s.login('demostaff', 'staff'))).toEqual(refused);
    expect((await list('/networkCard/list', admin)).data.total).toBe(6);
  });

  test('bad filter values are 40001 naming the accepted values', async () => {
    const r = await list('/networkCard/list', admin, { filterStatus: 4 });
    expect(r).toMatchObject({ code: 40001, message: '筛选类型不正确，可选值：0, 1, 2, 3', data: null });
    expect((await list('/account/list', admin, { filterStatus: 3 })).message).toBe('筛选类型不正确，可选值：0, 1, 2');
    expect((await list('/account/list', admin, { limit: 0 })).code).toBe(40001);
  });
});

describe('/store/list', () => {
  test('all stores newest first, with the label fields; never a password', async () => {
    const all = (await list('/store/list', admin)).data;
    expect(all.total).toBe(6);
    expect(names(all.list)).toEqual([
      'Shopee 新加坡店',
      'Amazon US 精品店',
      '演示抖音二店',
      'Demo TikTok Shop',
      '演示拼多多店',
      '演示旗舰店',
    ]);
    const flagship = all.list.find((x: any) => x.name === '演示旗舰店');
    // the stores area's full row (issue 15): secrets only as has_password / cookie_count
    expect(Object.keys(flagship).sort()).toEqual(
      [
        'account',
        'address',
        'cookie_count',
        'cookie_mode',
        'created_at',
        'has_password',
        'id',
        'ip_device',
        'last_login_at',
        'last_login_user',
        'members',
        'name',
        'platform',
        'principal_name',
        'remark',
        'site',
        'sync_cookie',
        'tags',
        'ua_os',
        'ua_type',
        'user_agent',
        'webgl',
      ].sort(),
    );
    expect(flagship).toMatchObject({
      platform: '抖音',
      site: 'CN',
      account: 'demo_douyin',
      principal_name: '演示主管',
      last_login_user: '演示主管',
      remark: '主力店铺',
      has_password: true,
    });
    expect(JSON.stringify(all)).not.toMatch(/password_enc|Flagship-2024/);
    expect(all.list.find((x: any) => x.name === 'Demo TikTok Shop')).toMatchObject({
      last_login_user: '',
      last_login_at: null,
    });
  });

  test('platform and keyword filters; paging', async () => {
    expect(names((await list('/store/list', admin, { platform: '抖音' })).data.list)).toEqual([
      '演示抖音二店',
      '演示旗舰店',
    ]);
    expect(names((await list('/store/list', admin, { keyword: 'tiktok' })).data.list)).toEqual(['Demo TikTok Shop']);
    expect(names((await list('/store/list', admin, { platform: '抖音', keyword: '主力' })).data.list)).toEqual([
      '演示旗舰店',
    ]);
    expect((await list('/store/list', admin, { platform: '淘宝' })).data).toEqual({ total: 0, list: [] });
    await pagesJoin('/store/list', {});
  });
});

test('no token is 20103 on every list', async () => {
  for (const p of ['/account/list', '/networkCard/list', '/store/list']) {
    expect((await s.get(p)).body).toEqual({ code: 20103, message: '登录失效，请重新登录或者授权', data: null });
  }
});

test('a second enterprise sees none of the demo rows', async () => {
  const other = await registerEnterprise(s, '13600000001');
  for (const p of ['/account/list', '/networkCard/list', '/store/list']) {
    expect((await list(p, other)).data).toEqual({ total: 0, list: [] });
  }
  for (const f of [1, 2, 3]) expect((await list('/networkCard/list', other, { filterStatus: f })).data.total).toBe(0);
});
