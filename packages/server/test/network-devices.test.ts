// IP devices (issue 14): the 13 "My devices" views and their counters, own devices by hand and by
// bulk import (per-line report), the sealed password, the recycle bin rules of spec §4 as a
// table, the IP check through real loopback proxies, platform purchase → allocation → renewal;
// roles and enterprise isolation.
import net from 'node:net';
import { DEVICE_VIEWS } from '@console/contract'; // spec §2 'My devices' views
import { startLoopbackProxy } from '../../testing/loopback-proxy';
import { demoLogins, registerEnterprise } from './support/fixtures';
import { startHttpServer, startServer, type TestServer } from './support/harness';
import { payThroughSimulator } from './support/payments';

let s: TestServer;
let admin: string;
let manager: string;
let employee: string;
let other: string;
beforeAll(async () => {
  s = await startServer();
  [admin, manager, employee] = await demoLogins(s);
  other = await registerEnterprise(s, '13800001415');
}, 60_000);
afterAll(async () => {
  await s?.stop();
});

const list = async (view: string, token = admin, extra = '') =>
  (await s.get(`/ipDevice/list?view=${view}&limit=1000${extra}`, token)).body;
const deviceCount = async () => Number((await s.sql<{ n: string }>('select count(*) as n from ip_devices'))[0].n);
const balance = async () =>
  Number(
    (await s.sql<{ b: string }>("select wallet_balance_fen as b from enterprises where invite_code = 'DEMO2024'"))[0].b,
  );
const own = (o: Record<string, unknown> = {}) => ({
  kind: 'own',
  protocol: 'socks5',
  address: '192.0.2.99',
  port: 1080,
  username: 'alice',
  password: 'S3cret-pass',
  region: '中国大陆',
  tags: ['测试'],
  ...o,
});

test('every view is a server-side filter whose counter equals its list total; the demo fills them', async () => {
  const cnt = (await s.get('/ipDevice/cnt', admin)).body.data;
  expect(Object.keys(cnt).sort()).toEqual([...DEVICE_VIEWS].sort());
  for (const v of DEVICE_VIEWS) expect(cnt[v]).toBe((await list(v)).data.total);
  // every view: the demo's two purchases in flight fill purchasing / awaiting payment / allocation
  for (const v of [
    'all',
    'unexpired',
    'purchasing',
    'paid',
    'will_expire',
    'awaiting_payment',
    'awaiting_allocation',
    'normal',
    'abnormal',
    'expired',
    'unbound',
    'auto_renew_off',
    'recycle',
  ])
    expect([v, cnt[v] > 0]).toEqual([v, true]);
  // the demo store goes out through the own HTTP proxy: bound, so not in 'unbound'
  const bound = (await list('all')).data.list.find((d: any) => d.address === 'proxy.demo.example');
  expect(bound).toMatchObject({ store_count: 1, store_names: ['演示旗舰店'], has_password: true, kind: 'own' });
  expect((await list('unbound')).data.list.some((d: any) => d.id === bound.id)).toBe(false);
  expect(JSON.stringify((await list('all')).data)).not.toMatch(/own-secret|demo-pass/);
});

test('an own device is added by hand: the password is sealed and never returned', async () => {
  const before = await deviceCount();
  // spec §6: "Routes declare allowed roles. Most are admin only."
  expect((await s.post('/ipDevice/add', own(), manager)).body).toEqual({
    code: 40003,
    message: '仅老板账号可以管理网卡和IP设备',
    data: null,
  });
  expect(await deviceCount()).toBe(before);
  const r = await s.post('/ipDevice/add', own(), admin);
  expect(r.body.code).toBe(0);
  expect(r.body.data).toMatchObject({
    kind: 'own',
    address: '192.0.2.99',
    port: 1080,
    has_password: true,
    tags: ['测试'],
  });
  expect(JSON.stringify(r.body)).not.toContain('S3cret-pass');
  const [row] = await s.sql<{ p: string }>('select password_enc as p from ip_devices where id = $1', [r.body.data.id]);
  expect(row.p).toMatch(/^v1:/);
  expect(row.p).not.toContain('S3cret');
  // editing with an empty password keeps the stored one
  const upd = await s.post(
    '/ipDevice/update',
    { id: r.body.data.id, ...own({ kind: undefined, password: '', port: 1081 }) },
    admin,
  );
  expect(upd.body.data).toMatchObject({ port: 1081, has_password: true });
  const [after] = await s.sql<{ p: string }>('select password_enc as p from ip_devices where id = $1', [
    r.body.data.id,
  ]);
  expect(after.p).toBe(row.p);
});

test('bad devices are refused with the spec §5 sentences and nothing is stored', async () => {
  const before = await deviceCount();
  const cases: [Record<string, unknown>, string][] = [
    [{ region: '' }, 'IP地区不能为空'],
    [{ region: '   ' }, 'IP地区不能为空'],
    [{ protocol: undefined }, '协议类型不能为空'],
    [{ protocol: 'ftp' }, '协议类型不正确，可选：http、https、socks5、ss、ssr'],
    [{ address: '' }, 'IP不能为空'],
    [{ address: 'bad host!' }, 'IP地址或域名格式不正确'],
    [{ address: '999.1.1.1' }, 'IP地址或域名格式不正确'],
    [{ port: undefined }, '端口不能为空'],
    [{ port: 0 }, '端口必须是1到65535之间的整数'],
    [{ port: 65536 }, '端口必须是1到65535之间的整数'],
    [{ kind: 'platform' }, '只能添加自有设备或本地设备'],
  ];
  for (const [o, message] of cases) {
    const r = await s.post('/ipDevice/add', own(o), admin);
    expect([o, r.body.message]).toEqual([o, message]);
  }
  expect(await deviceCount()).toBe(before);
});

test('bulk import of 50 lines with 3 bad ones: the 47 land, the 3 are reported by line', async () => {
  const lines = Array.from({ length: 50 }, (_, i) => {
    if (i === 4) return '10.0.0.5:99999';
    if (i === 19) return 'ftp://10.0.0.20:21';
    if (i === 41) return 'not a host:80';
    const n = i + 1;
    return i % 3 === 0
      ? `socks5://u${n}:p${n}@10.1.0.${n}:1080`
      : i % 3 === 1
        ? `http,10.2.0.${n},8080,u${n},p${n}`
        : `10.3.0.${n}:3128`;
  });
  const before = await deviceCount();
  const r = await s.post(
    '/ipDevice/import',
    { kind: 'own', region: '中国大陆', protocol: 'http', text: lines.join('\n') },
    admin,
  );
  expect(r.body.data.imported).toBe(47);
  expect(r.body.data.errors.map((e: any) => [e.line, e.message])).toEqual([
    [5, '端口必须是1到65535之间的整数'],
    [20, '协议类型不正确，可选：http、https、socks5、ss、ssr'],
    [42, 'IP地址或域名格式不正确'],
  ]);
  expect(await deviceCount()).toBe(before + 47);
  const [cred] = await s.sql<{ u: string; p: string }>(
    "select username as u, password_enc as p from ip_devices where address = '10.1.0.1'",
  );
  expect(cred.u).toBe('u1');
  expect(cred.p).toMatch(/^v1:/);
  expect((await s.post('/ipDevice/import', { kind: 'own', region: '', text: '1.2.3.4:80' }, admin)).body.message).toBe(
    'IP地区不能为空',
  );
  expect(
    (await s.post('/ipDevice/import', { kind: 'own', region: '中国大陆', text: '\n \n' }, admin)).body.message,
  ).toBe('请粘贴或上传要导入的设备，每行一个');
});

describe('recycle bin (spec §4)', () => {
  const add = async (o: Record<string, unknown> = {}) =>
    (await s.post('/ipDevice/add', own({ address: '192.0.2.77', ...o }), admin)).body.data.id as number;
  const del = (id: number) => s.post('/ipDevice/delete', { ids: [id] }, admin);
  const restore = (id: number) => s.post('/ipDevice/restore', { ids: [id] }, admin);
  const inView = async (view: string, id: number) => (await list(view)).data.list.some((d: any) => d.id === id);

  test.each([
    ['delete → in the bin', ['delete'], { bin: true, all: false }],
    ['delete → restore → out of the bin', ['delete', 'restore'], { bin: false, all: true }],
    [
      'delete → restore → delete → delete → gone for good',
      ['delete', 'restore', 'delete', 'delete'],
      { bin: false, all: false },
    ],
  ] as const)('%s', async (_, steps, want) => {
    const id = await add();
    for (const step of steps) expect((await (step === 'delete' ? del(id) : restore(id))).body.code).toBe(0);
    expect({ bin: await inView('recycle', id), all: await inView('all', id) }).toEqual(want);
  });

  test('a purged device cannot be restored or deleted again', async () => {
    const id = await add();
    await del(id);
    expect((await del(id)).body.data).toEqual({ recycled: 0, purged: 1 });
    expect((await restore(id)).body).toMatchObject({ code: 40004, message: '设备不存在' });
    expect((await del(id)).body.code).toBe(40004);
  });

  test('an expired device in the bin cannot be restored', async () => {
    const [d] = await s.sql<{ id: number }>("select id from ip_devices where address = '198.51.100.12'");
    expect((await del(d.id)).body.data).toEqual({ recycled: 1, purged: 0 });
    expect((await restore(d.id)).body).toMatchObject({ code: 40009, message: '已过期的设备不能恢复' });
  });

  test('a device stores go out through cannot be deleted for good', async () => {
    const [d] = await s.sql<{ id: number }>("select id from ip_devices where address = 'proxy.demo.example'");
    expect((await del(d.id)).body.code).toBe(0);
    expect((await del(d.id)).body).toMatchObject({ message: '设备已绑定店铺，请先解绑店铺再彻底删除' });
    expect(await inView('recycle', d.id)).toBe(true);
    expect((await restore(d.id)).body.code).toBe(0);
  });
});

// The check's subject is the network: the API dials the proxy, which reaches the API's own echo
// target at its listening address. So this part runs against the API served over real HTTP.
describe('IP check', () => {
  let h: TestServer;
  let boss: string;
  beforeAll(async () => {
    h = await startHttpServer();
    [boss] = await demoLogins(h);
  }, 60_000);
  afterAll(async () => {
    await h?.stop();
  });
  const add = async (protocol: string, port: number, login = { username: 'alice', password: 'S3cret-pass' }) =>
    (
      await h.post(
        '/ipDevice/add',
        own({ protocol, address: '127.0.0.1', port, mapped_ip: '203.0.113.200', kind: 'local', ...login }),
        boss,
      )
    ).body.data.id as number;
  const statusOf = async (id: number) =>
    (await h.sql<{ status: string }>('select status from ip_devices where id = $1', [id]))[0].status;
  const listen = (onConn: (c: net.Socket) => void) =>
    new Promise<net.Server>((resolve) => {
      const srv = net.createServer(onConn);
      srv.listen(0, '127.0.0.1', () => resolve(srv));
    });

  test.each(['http', 'socks5'] as const)(
    'through a real %s proxy with its login: the exit IP is what the target saw through the proxy',
    async (protocol) => {
      const proxy = await startLoopbackProxy({ protocol, username: 'alice', password: 'S3cret-pass' });
      try {
        const id = await add(protocol, proxy.port);
        const r = await h.post('/ipDevice/check', { id }, boss);
        // 127.0.0.2 is where the proxy's connections leave from: not the device's mapped IP, not this server
        expect(r.body.data).toMatchObject({ reachable: true, exit_ip: '127.0.0.2', region: '', simulated: true });
        expect(typeof r.body.data.latency_ms).toBe('number');
        expect(proxy.tunnels).toBe(1);
        expect(await statusOf(id)).toBe('normal');
      } finally {
        await proxy.close();
      }
    },
  );

  test('a wrong login, something that is not a proxy, and a closed port fail with the spec sentence', async () => {
    const proxy = await startLoopbackProxy({ protocol: 'socks5', username: 'alice', password: 'S3cret-pass' });
    const httpProxy = await startLoopbackProxy({ protocol: 'http', username: 'alice', password: 'S3cret-pass' });
    const notProxy = await listen((c) => c.once('data', () => c.end('HTTP/1.1 400 Bad Request\r\n\r\n')));
    const gone = await listen(() => undefined);
    const closedPort = (gone.address() as net.AddressInfo).port;
    await new Promise((r) => gone.close(r));
    try {
      const wrongLogin = { username: 'alice', password: 'wrong-pass' };
      for (const id of [
        await add('socks5', proxy.port, wrongLogin),
        await add('http', httpProxy.port, wrongLogin),
        await add('socks5', (notProxy.address() as net.AddressInfo).port),
        await add('http', closedPort),
      ]) {
        const failed = await h.post('/ipDevice/check', { id }, boss);
        expect(failed.body).toMatchObject({ code: 40009, message: 'IP检测失败，请确认IP是否有效' });
        expect(await statusOf(id)).toBe('abnormal');
      }
      expect(proxy.tunnels + httpProxy.tunnels).toBe(0);
    } finally {
      await proxy.close();
      await httpProxy.close();
      notProxy.close();
    }
  });

  test('the echo target answers the address a request came from, without a session', async () => {
    const r = await h.fetch(`/ipCheck/echo`);
    expect(await r.json()).toMatchObject({ code: 0, data: { ip: '127.0.0.1' } });
  });
});

test('platform devices: bought with Alipay they await payment, then allocation, then run; renewal charges the ledger', async () => {
  const res = (await s.get('/ipDevice/resource', admin)).body.data;
  expect(res.platforms.map((p: any) => p.value)).toContain('amazon');
  const body = {
    platform: 'amazon',
    region: 'cn',
    ip_type: 'static',
    quantity: 2,
    duration_unit: 'month',
    duration: 1,
    auto_renew: 0,
  };
  const price = (await s.post('/ipDevice/totalPrice', body, admin)).body.data;
  expect(price.pay_fen).toBe(8000);
  const missing = await s.post(
    '/ipDevice/buy',
    { ...body, platform: undefined, pay_type: 'alipay', expected_pay_fen: 8000 },
    admin,
  );
  expect(missing.body.message).toBe('请选择平台');
  const r = await s.post('/ipDevice/buy', { ...body, pay_type: 'alipay', expected_pay_fen: 8000 }, admin);
  expect(r.body.data.status).toBe('awaiting_payment');
  const no = r.body.data.order_no;
  const mine = async (view: string) => (await list(view)).data.list.filter((d: any) => d.order_no === no);
  expect(await mine('awaiting_payment')).toHaveLength(2);
  expect(await mine('purchasing')).toHaveLength(2);
  await payThroughSimulator(s, r.body.data.url);
  expect(await mine('awaiting_payment')).toHaveLength(0);
  expect(await mine('awaiting_allocation')).toHaveLength(2);
  expect(await mine('paid')).toHaveLength(2);
  await s.advance(11 * 60_000);
  await s.runJobs();
  const ready = await mine('unexpired');
  expect(ready).toHaveLength(2);
  expect(ready[0]).toMatchObject({
    stage: 'active',
    protocol: 'socks5',
    has_password: true,
    platform: 'amazon',
    auto_renew: 0,
  });
  expect(ready[0].address).toMatch(/^203\.0\.113\./);
  expect(await mine('auto_renew_off')).toHaveLength(2);

  const ids = ready.map((d: any) => d.id);
  const renewPrice = (await s.post('/ipDevice/totalPrice', { ids, duration_unit: 'day', duration: 1 }, admin)).body
    .data;
  expect(renewPrice.pay_fen).toBe(400);
  const before = await balance();
  const renewed = await s.post(
    '/ipDevice/renew',
    { ids, duration_unit: 'day', duration: 1, pay_type: 'balance', expected_pay_fen: 400 },
    admin,
  );
  expect(renewed.body.data.status).toBe('paid');
  expect(await balance()).toBe(before - 400);
  expect((await s.sql('select id from wallet_flows where order_no = $1', [renewed.body.data.order_no])).length).toBe(1);
  expect((await s.post('/ipDevice/autoRenew', { ids, auto_renew: 1 }, admin)).body.data).toEqual({ updated: 2 });
  expect(await mine('auto_renew_off')).toHaveLength(0);
  // own devices have no auto-renewal (they are renewed by hand: network-device-renewal.test.ts)
  const ownId = (await list('all', admin, '&kind=own')).data.list[0].id;
  expect((await s.post('/ipDevice/autoRenew', { ids: [ownId], auto_renew: 1 }, admin)).body.message).toBe(
    '只有平台设备可以自动续费',
  );
});

test('roles: employees and managers are refused, the boss manages; another enterprise sees and touches nothing', async () => {
  const refused = { code: 40003, message: '仅老板账号可以管理网卡和IP设备', data: null };
  const before = await deviceCount();
  // spec §6: "Ordinary employees can only log in to stores."
  expect((await s.get('/ipDevice/list', employee)).body).toEqual(refused);
  // spec §6: "Ordinary employees can only log in to stores."
  expect((await s.get('/ipDevice/cnt', employee)).body).toEqual(refused);
  // spec §6: "Ordinary employees can only log in to stores."
  expect((await s.post('/ipDevice/add', own(), employee)).body).toEqual(refused);
  // spec §6: "Routes declare allowed roles. Most are admin only."
  expect((await s.get('/ipDevice/list', manager)).body).toEqual(refused);
  // spec §6: "Routes declare allowed roles. Most are admin only."
  expect((await s.get('/ipDevice/cnt', manager)).body).toEqual(refused);
  const mine = (await list('all')).data.list[0];
  // spec §6: "Routes declare allowed roles. Most are admin only."
  expect((await s.post('/ipDevice/delete', { ids: [mine.id] }, manager)).body).toEqual(refused);
  expect(await deviceCount()).toBe(before);
  expect((await list('all')).data.list.some((d: any) => d.id === mine.id)).toBe(true);
  expect((await s.get('/ipDevice/list', admin)).body.code).toBe(0);
  const buy = {
    platform: 'amazon',
    region: 'cn',
    ip_type: 'static',
    quantity: 1,
    duration_unit: 'month',
    duration: 1,
    auto_renew: 0,
    pay_type: 'balance',
    expected_pay_fen: 4000,
  };
  // spec §6: "Routes declare allowed roles. Most are admin only."
  expect((await s.post('/ipDevice/buy', buy, manager)).body).toMatchObject({
    code: 40003,
    message: '仅老板账号可以购买设备',
  });
  const theirs = (await s.get('/ipDevice/cnt', other)).body.data;
  expect(Object.values(theirs).every((n) => n === 0)).toBe(true);
  const victim = (await list('all')).data.list[0].id;
  for (const [path, body] of [
    ['/ipDevice/delete', { ids: [victim] }],
    ['/ipDevice/restore', { ids: [victim] }],
    ['/ipDevice/check', { id: victim }],
    ['/ipDevice/update', { id: victim, ...own({ kind: undefined }) }],
    ['/ipDevice/autoRenew', { ids: [victim], auto_renew: 1 }],
  ] as const) {
    expect([path, (await s.post(path, body, other)).body.code]).toEqual([path, 40004]);
  }
});
