// CSV exports of every list: headers, BOM, row count == list total, list order, escaping,
// batches beyond 500 rows, auth/role refusals as JSON envelopes, enterprise isolation.
import { startServer, type TestServer } from './support/harness';
import { parseCsv } from './support/csv';
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

type Q = Record<string, string | number>;
const listOf = async (path: string, token: string, q: Q) =>
  (await s.get(`${path}?${qs({ ...q, limit: 99999 })}`, token)).body.data;
/** Raw bytes (fetch's text() would silently drop the BOM), decoded keeping the BOM. */
async function exportOf(path: string, token: string, q: Q = {}) {
  const res = await s.fetch(`${path}/export?${qs(q)}`, { headers: { 'P-Token': token } });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder('utf-8', { ignoreBOM: true, fatal: true }).decode(bytes);
  const rows = parseCsv(text.replace(/^\uFEFF/, ''));
  return { status: res.status, headers: res.headers, bytes, text, header: rows[0], rows: rows.slice(1) };
}

// list path, filters, file name, first CSV column, the list field it holds
const LISTS: [string, Q, string, string, string][] = [
  ['/phone/list', { filterStatus: 1 }, 'phones', 'ID', 'id'],
  ['/phone/list', { filterStatus: 0, keyword: '云手机' }, 'phones', 'ID', 'id'],
  ['/account/list', { filterStatus: 0 }, 'accounts', 'ID', 'id'],
  ['/account/list', { filterStatus: 1 }, 'accounts', 'ID', 'id'],
  ['/networkCard/list', { filterStatus: 2 }, 'network-cards', 'ID', 'id'],
  ['/networkCard/list', { filterStatus: 1 }, 'network-cards', 'ID', 'id'],
  ['/store/list', { platform: '抖音' }, 'stores', 'ID', 'id'],
  ['/member/list', { status: 'active' }, 'members', 'ID', 'id'],
  ['/department/list', {}, 'departments', 'ID', 'id'],
  ['/order/list', { type: 'buy' }, 'orders', '订单号', 'order_no'],
  ['/order/list', { filterStatus: 3 }, 'orders', '订单号', 'order_no'],
  ['/walletFlow/list', { kind: 'purchase' }, 'wallet-flows', 'ID', 'id'],
  ['/walletFlow/list', {}, 'wallet-flows', 'ID', 'id'],
];

test.each(LISTS)(
  '%s/export %j: CSV with BOM, header, the list rows in list order',
  async (path, q, name, firstHeader, field) => {
    const r = await exportOf(path, admin, q);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(r.headers.get('content-disposition')).toBe(`attachment; filename="${name}-20300115.csv"`);
    expect([...r.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(r.text.charCodeAt(0)).toBe(0xfeff);
    expect(r.text.split('\r\n')[0].slice(1).split(',')[0]).toBe(firstHeader);
    expect(r.text.endsWith('\r\n')).toBe(true);
    const list = await listOf(path, admin, q);
    expect(list.total).toBeGreaterThan(0);
    expect(r.rows.length).toBe(list.total);
    expect(r.rows.map((row) => row[0])).toEqual(list.list.map((x: Record<string, unknown>) => String(x[field])));
    for (const row of r.rows) expect(row.length).toBe(r.header.length);
  },
);

test('headers are Chinese and readable after the BOM', async () => {
  expect((await exportOf('/store/list', admin)).header).toEqual([
    'ID',
    '店铺名称',
    '平台',
    '站点',
    '账号',
    '地址',
    '负责人',
    '备注',
    '最后登录人',
    '最后登录时间',
    '创建时间',
  ]);
  expect((await exportOf('/walletFlow/list', admin)).header).toEqual([
    'ID',
    '时间',
    '类型',
    '变动金额',
    '变动后余额',
    '订单号',
    '成员',
    '备注',
  ]);
  expect((await exportOf('/order/list', admin)).header).toEqual([
    '订单号',
    '类型',
    '商品名称',
    '数量',
    '订单金额',
    '优惠金额',
    '优惠券金额',
    '实付金额',
    '状态',
    '支付方式',
    '下单时间',
    '支付时间',
    '下单成员',
  ]);
});

test('values with commas, quotes, newlines and formula starts are escaped', async () => {
  const name = '=HYPERLINK("http://evil.example","点我")';
  const remark = '逗号,引号"和\n换行';
  await s.sql(
    `update stores set name = $1, remark = $2, account = '-cmd|calc', principal_name = '@SUM(A1)', site = '+1+2'
    where account = 'demo_pdd'`,
    [name, remark],
  );
  const r = await exportOf('/store/list', admin);
  expect(r.text).toContain(`"'=HYPERLINK(""http://evil.example"",""点我"")"`);
  expect(r.text).toContain('"逗号,引号""和\n换行"');
  const row = r.rows.find((x) => x[4] === "'-cmd|calc")!;
  expect(row.slice(1, 8)).toEqual([
    `'${name}`,
    '拼多多',
    "'+1+2",
    "'-cmd|calc",
    'https://mms.pinduoduo.com',
    "'@SUM(A1)",
    remark,
  ]);
  expect(r.rows.length).toBe((await listOf('/store/list', admin, {})).total);
  // signed amounts stay numbers
  const flows = await exportOf('/walletFlow/list', admin);
  expect(flows.rows.map((x) => x[3])).toEqual([
    '+10.00',
    '+5.00',
    '+80.00',
    '-80.00',
    '-200.00',
    '-300.00',
    '+1500.00',
  ]);
  expect(flows.rows.map((x) => x[2])).toEqual(['返利', '返利', '退款', '购买', '续费', '购买', '充值']);
});

test('more rows than one batch: every row once, in list order (ties on the sort key included)', async () => {
  const [{ id: eid }] = await s.sql<{ id: number }>("select id from enterprises where invite_code = 'DEMO2024'");
  await s.sql(
    `insert into stores (enterprise_id, name, platform, account)
    select $1, '批量店铺-' || i, '淘宝', 'bulk_' || i from generate_series(1, 1234) as i`,
    [eid],
  );
  // 1100 orders sharing one microsecond timestamp: the keyset must fall back on the id
  await s.sql(
    `insert into orders (order_no, enterprise_id, type, goods_name, total_fen, pay_type, status, created_at, expires_at)
    select 'BULK' || lpad(i::text, 6, '0'), $1, 'phone_buy', '批量订单', 100, 'balance', 'paid',
      '2030-01-14 10:00:00.123456+00', '2030-01-14 10:10:00+00' from generate_series(1, 1100) as i`,
    [eid],
  );

  const stores = await exportOf('/store/list', admin, { platform: '淘宝' });
  const storeList = await listOf('/store/list', admin, { platform: '淘宝' });
  expect(storeList.total).toBe(1234);
  expect(stores.rows.map((x) => Number(x[0]))).toEqual(storeList.list.map((x: { id: number }) => x.id));
  expect(stores.headers.get('transfer-encoding')).toBe('chunked');

  const orders = await exportOf('/order/list', admin, { filterStatus: 1 });
  const orderList = await listOf('/order/list', admin, { filterStatus: 1 });
  expect(orderList.total).toBe(1104); // 1100 + the demo's 4 paid orders
  expect(orders.rows.map((x) => x[0])).toEqual(orderList.list.map((x: { order_no: string }) => x.order_no));
  expect(new Set(orders.rows.map((x) => x[0])).size).toBe(1104);
  expect((await exportOf('/store/list', admin)).rows.length).toBe((await listOf('/store/list', admin, {})).total);
});

test('refusals are JSON envelopes, not CSV', async () => {
  for (const p of [
    '/phone/list',
    '/account/list',
    '/networkCard/list',
    '/store/list',
    '/member/list',
    '/department/list',
    '/order/list',
    '/walletFlow/list',
  ]) {
    const r = await s.request('GET', `${p}/export`);
    expect([p, r.headers.get('content-type')?.startsWith('application/json'), r.body?.code]).toEqual([p, true, 20103]);
    const q = await s.request('GET', `${p}/export?token=${encodeURIComponent(admin)}`);
    expect([p, q.body?.code]).toEqual([p, 20103]); // header only, never a query-string token
  }
  expect((await s.request('GET', '/order/list/export?filterStatus=9', { token: admin })).body.code).toBe(40001);
  expect(
    (await s.request('GET', '/walletFlow/list/export?date_from=2030-01-10&date_to=2030-01-01', { token: admin })).body
      .code,
  ).toBe(40001);
});

test('exports follow the access table and staff scoping', async () => {
  const emp = await s.login('demoemployee', 'staff');
  const manager = await s.login('demostaff', 'staff'); // holds the device renewal permission
  const refusal = async (path: string, token: string) => {
    const r = await s.request('GET', `${path}/export`, { token });
    expect([path, r.headers.get('content-type')?.startsWith('application/json')]).toEqual([path, true]);
    return r.body;
  };
  const PHONES = { code: 40003, message: '仅老板账号可以查看和操作云手机', data: null };
  const ACCOUNTS = { code: 40003, message: '仅老板账号可以查看和操作分身', data: null };
  // spec §6: "Ordinary employees can only log in to stores."
  expect(await refusal('/phone/list', emp)).toEqual(PHONES);
  // spec §6: "Ordinary employees can only log in to stores."
  expect(await refusal('/account/list', emp)).toEqual(ACCOUNTS);
  // spec §6: "Ordinary employees can only log in to stores."
  expect(await refusal('/order/list', emp)).toEqual({
    code: 40003,
    message: '仅老板或有设备续费权限的主管可以续费设备和处理订单',
    data: null,
  });
  // spec §6: "Routes declare allowed roles. Most are admin only." (the device list export too)
  expect(await refusal('/phone/list', manager)).toEqual(PHONES);
  // spec §6: "Routes declare allowed roles. Most are admin only."
  expect(await refusal('/account/list', manager)).toEqual(ACCOUNTS);
  // spec §6: "Ordinary employees can only log in to stores." — the stores authorized to them, and no more
  const stores = await exportOf('/store/list', emp);
  expect(stores.status).toBe(200);
  const empStores = await listOf('/store/list', emp, {});
  expect(empStores.total).toBe(3);
  expect(stores.rows.map((x) => Number(x[0]))).toEqual(empStores.list.map((x: { id: number }) => x.id));
  // spec §6: "Extra member permissions are the right to set user login times and the device renewal permission."
  const orders = await exportOf('/order/list', manager);
  expect(orders.status).toBe(200);
  expect(orders.rows.map((x) => x[0])).toEqual(
    (await listOf('/order/list', manager, {})).list.map((x: { order_no: string }) => x.order_no),
  );
});

test('a second enterprise exports only the header row', async () => {
  const other = await registerEnterprise(s, '13600000003');
  for (const p of [
    '/phone/list',
    '/account/list',
    '/networkCard/list',
    '/store/list',
    '/department/list',
    '/order/list',
    '/walletFlow/list',
  ]) {
    const r = await exportOf(p, other);
    expect([p, r.status, r.rows.length, r.header.length > 1]).toEqual([p, 200, 0, true]);
  }
  expect((await exportOf('/member/list', other)).rows.map((x) => x[3])).toEqual(['13600000003']);
});

// Exports are validated (and their first batch read) before a byte is streamed: a refusal is the
// JSON envelope, never a CSV holding only the header row.
test.each([
  ['/walletFlow/list', 'date_from=2030-13-45', 40001],
  ['/phone/list', 'keyword=a%00b', 40001],
  ['/order/list', 'keyword=%ED%A0%80x', 0],
  ['/store/list', 'keyword=Infinity', 0],
  ['/member/list', 'department_id=2147483648', 40001],
  ['/account/list', 'filterStatus=1e308', 40001],
])('%s/export?%s: a refusal is an envelope, never a partial file', async (path, query, code) => {
  const res = await s.fetch(`${path}/export?${query}`, { headers: { 'P-Token': admin } });
  expect(res.status).toBe(200);
  if (code === 0) {
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    return;
  }
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  expect(res.headers.get('content-disposition')).toBeNull();
  expect(await res.json()).toEqual({ code, message: expect.any(String), data: null });
});

test('a bad token still wins over hostile input on an export', async () => {
  const res = await s.fetch(`/phone/list/export?keyword=a%00b&filterStatus=Infinity`, {
    headers: { 'P-Token': 'garbage' },
  });
  expect(((await res.json()) as { code: number }).code).toBe(20103);
});
