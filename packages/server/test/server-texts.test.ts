// Texts the server makes for people (goods names, wallet remarks, refund reasons, sync details)
// and the CSV exports come in the request's language (Accept-Language), over real HTTP.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { langOfHeader } from '../src/lib/lang';
import { render, text } from '../src/lib/texts';
import { parseCsv } from './support/csv';
import { startServer, type TestServer } from './support/harness';

let s: TestServer;
let admin: string;
let eid: number;
beforeAll(async () => {
  s = await startServer();
  admin = await s.login('demoadmin', 'admin');
  [{ id: eid }] = await s.sql<{ id: number }>("select id from enterprises where invite_code = 'DEMO2024'");
}, 60_000);
afterAll(async () => {
  await s?.stop();
});

const EN = { 'Accept-Language': 'en' };
const ZH = { 'Accept-Language': 'zh-CN' };
type Item = Record<string, any>;
const listIn = async (path: string, headers: Record<string, string>): Promise<Item[]> => {
  const r = await s.request('GET', `${path}${path.includes('?') ? '&' : '?'}limit=100`, { token: admin, headers });
  expect(r.body.code).toBe(0);
  return r.body.data.list;
};
const byKey = (list: Item[], key: string, field: string) => Object.fromEntries(list.map((x) => [x[key], x[field]]));

async function csvIn(path: string, headers: Record<string, string>) {
  const res = await s.fetch(`${path}`, { headers: { 'P-Token': admin, ...headers } });
  const raw = new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(await res.arrayBuffer()));
  expect(raw.charCodeAt(0)).toBe(0xfeff); // Excel still needs the BOM
  const rows = parseCsv(raw.slice(1));
  return { res, header: rows[0], rows: rows.slice(1) };
}
const column = (csv: { header: string[]; rows: string[][] }, name: string) =>
  csv.rows.map((r) => r[csv.header.indexOf(name)]);

describe('the request language', () => {
  test.each([
    [undefined, 'zh'],
    ['', 'zh'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['zh-CN', 'zh'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh'],
    ['en;q=0.5, zh;q=0.9', 'zh'],
    ['fr-FR, en;q=0.7', 'en'],
    ['fr, de', 'zh'],
    ['en;q=0', 'zh'],
    ['*', 'zh'],
  ])('Accept-Language %p reads as %s', (header, lang) => {
    expect(langOfHeader(header)).toBe(lang);
  });

  test('every text renders in both languages from its code and params; unknown codes fall back to the stored text', () => {
    const buy = text('goods.phone_buy', { spec: '4核8G', unit: 'month', value: 3 });
    expect([render(buy, 'zh'), render(buy, 'en')]).toEqual(['云手机 4核8G 3个月', 'Cloud phone 4-core 8 GB 3 months']);
    const gone = text('refund.phones_gone', {
      missed: 7,
      total: 9,
      names: 'a、b、c、d、e',
      more: 2,
      refunded_fen: 900,
    });
    expect(render(gone, 'zh')).toBe('7/9 台云手机已删除或已注销，无法续费（a、b、c、d、e 等），已退回余额 ¥9.00');
    expect(render(gone, 'en')).toBe(
      '7 of 9 cloud phones were deleted or cancelled and cannot be renewed (a, b, c, d, e, …); ¥9.00 returned to the balance',
    );
    expect(render({ code: 'no.such.code', params: {} }, 'en', '旧文本')).toBe('旧文本');
    expect(render(null, 'en', '旧文本')).toBe('旧文本');
  });
});

describe('lists answer in the request language', () => {
  test('order goods names: Chinese by default and for zh, English for en; unknown languages fall back to zh', async () => {
    const zh = byKey(await listIn('/order/list', ZH), 'order_no', 'goods_name');
    const en = byKey(await listIn('/order/list', EN), 'order_no', 'goods_name');
    expect(zh).toMatchObject({
      RDEMO0001: '账户余额充值',
      PDEMO0002: '云手机 4核8G 1个月',
      PDEMO0003: '云手机续费 1个月',
      PDEMO0005: '分身 1个月',
      PDEMO0006: '网卡 中国香港 1个月',
      PDEMO0007: '云手机 4核8G 1天',
    });
    expect(en).toMatchObject({
      RDEMO0001: 'Wallet top-up',
      PDEMO0002: 'Cloud phone 4-core 8 GB 1 month',
      PDEMO0003: 'Cloud phone renewal 1 month',
      PDEMO0005: 'Sub-account 1 month',
      PDEMO0006: 'Network card Hong Kong, China 1 month',
      PDEMO0007: 'Cloud phone 4-core 8 GB 1 day',
    });
    expect(byKey(await listIn('/order/list', {}), 'order_no', 'goods_name')).toEqual(zh);
    expect(byKey(await listIn('/order/list', { 'Accept-Language': 'fr-FR, de' }), 'order_no', 'goods_name')).toEqual(
      zh,
    );
  });

  test('wallet remarks in zh and en', async () => {
    const zh = (await listIn('/walletFlow/list', ZH)).map((f) => f.remark);
    const en = (await listIn('/walletFlow/list', EN)).map((f) => f.remark);
    expect(zh).toEqual([
      '邀请返利：星辰电商（演示被邀请企业） 消费 ¥200.00',
      '邀请返利：星辰电商（演示被邀请企业） 消费 ¥100.00',
      '订单超时取消，余额退回',
      '购买网卡 ×1',
      '续费云手机 ×2',
      '购买云手机 4核8G 1个月 ×3',
      '支付宝充值（演示）',
    ]);
    expect(en).toEqual([
      'Invite reward: 星辰电商（演示被邀请企业） spent ¥200.00',
      'Invite reward: 星辰电商（演示被邀请企业） spent ¥100.00',
      'Order timed out and was cancelled; balance returned',
      'Bought network cards × 1',
      'Renewed cloud phones × 2',
      'Bought cloud phone 4-core 8 GB 1 month × 3',
      'Alipay top-up (demo)',
    ]);
  });

  test('an order placed now: its goods name and ledger remark follow the reader, not the buyer', async () => {
    await s.sql('update enterprises set company_attestation = 1 where id = $1', [eid]);
    const r = await s.request('POST', '/phone/buyV1', {
      token: admin,
      headers: EN,
      body: {
        platform: 'android10',
        region: 'cn',
        spec: '2c4g',
        duration_unit: 'month',
        duration: 2,
        quantity: 2,
        auto_renew: 0,
        pay_type: 'balance',
        expected_pay_fen: 24000, // 2 phones × 2 months × ¥60
      },
    });
    expect(r.body.code).toBe(0);
    const no = r.body.data.order_no;
    expect(byKey(await listIn('/order/list', ZH), 'order_no', 'goods_name')[no]).toBe('云手机 2核4G 2个月');
    expect(byKey(await listIn('/order/list', EN), 'order_no', 'goods_name')[no]).toBe(
      'Cloud phone 2-core 4 GB 2 months',
    );
    expect(byKey(await listIn('/walletFlow/list', ZH), 'order_no', 'remark')[no]).toBe('购买云手机 2核4G 2个月 ×2');
    expect(byKey(await listIn('/walletFlow/list', EN), 'order_no', 'remark')[no]).toBe(
      'Bought cloud phone 2-core 4 GB 2 months × 2',
    );
    // the Chinese sentence is still stored (old readers, keyword search)
    expect((await s.sql<any>('select goods_name from orders where order_no = $1', [no]))[0].goods_name).toBe(
      '云手机 2核4G 2个月',
    );
    expect(byKey(await listIn('/order/list?keyword=2核4G', EN), 'order_no', 'goods_name')[no]).toBeDefined();
  });

  test('cloud sync details in zh and en, for the run itself and in the records list', async () => {
    const run = await s.request('POST', '/phone/syncCloudMobile', { token: admin, headers: EN, body: {} });
    expect(run.body.data.detail).toMatch(/^Synced \d+ phones: \d+ normal, \d+ abnormal$/);
    const en = await listIn('/phone/syncRecords', EN);
    const zh = await listIn('/phone/syncRecords', ZH);
    expect(en[0].detail).toBe(run.body.data.detail);
    expect(zh[0].detail).toMatch(/^同步 \d+ 台：正常 \d+ 台，异常 \d+ 台$/);
    expect(en.at(-1)!.detail).toBe('Synced 12 phones: 11 normal, 1 abnormal'); // the demo's record
  });
});

describe('rows written before the codes existed (migration 0005 backfill)', () => {
  const backfill = () =>
    readFileSync(path.join(__dirname, '..', 'drizzle', '0005_server_texts.sql'), 'utf8')
      .split('--> statement-breakpoint')
      .filter((st) => /^\s*(--[^\n]*\n\s*)*UPDATE/.test(st));

  test('old Chinese goods names, remarks, refund reasons and sync details get their codes; anything else keeps its text', async () => {
    await s.sql(
      `insert into orders (order_no, enterprise_id, type, goods_name, total_fen, pay_type, status, created_at, expires_at,
        refunded_fen, refund_reason) values
      ('LEGACY01', $1, 'phone_renew', '云手机自动续费 云手机-001 1个月', 100, 'balance', 'paid', now(), now(), 0, null),
      ('LEGACY02', $1, 'cloud_number_buy', '云号码（中国香港）3个月', 100, 'balance', 'paid', now(), now(), 0, null),
      ('LEGACY03', $1, 'phone_renew', '云手机续费 1天', 100, 'alipay', 'paid', now(), now(), 50,
        '1/2 台云手机已删除或已注销，无法续费（云手机-X），已退回余额 ¥0.50'),
      ('LEGACY04', $1, 'phone_buy', '手工录入的商品', 100, 'balance', 'paid', now(), now(), 0, null)`,
      [eid],
    );
    await s.sql(
      `insert into wallet_flows (enterprise_id, change_fen, balance_after_fen, kind, order_no, remark, created_at) values
      ($1, -100, 0, 'renewal', 'LEGACY01', '自动续费 云手机-001 1个月', now()),
      ($1, -100, 0, 'purchase', 'LEGACY02', '购买云号码（中国香港）×2，3个月', now()),
      ($1, 50, 0, 'refund', 'LEGACY03', '订单 LEGACY03 无法交付部分退款', now()),
      ($1, 1, 0, 'recharge', 'LEGACY04', '人工调账', now())`,
      [eid],
    );
    for (const st of backfill()) await s.sql(st);

    const en = byKey(await listIn('/order/list?keyword=LEGACY', EN), 'order_no', 'goods_name');
    expect(en).toEqual({
      LEGACY01: 'Cloud phone auto-renewal 云手机-001 1 month',
      LEGACY02: 'Cloud number (Hong Kong, China) 3 months',
      LEGACY03: 'Cloud phone renewal 1 day',
      LEGACY04: '手工录入的商品',
    });
    const reason = byKey(await listIn('/order/list?keyword=LEGACY03', EN), 'order_no', 'refund_reason');
    expect(reason.LEGACY03).toBe(
      '1 of 2 cloud phones were deleted or cancelled and cannot be renewed (云手机-X); ¥0.50 returned to the balance',
    );
    const remarks = byKey(await listIn('/walletFlow/list', EN), 'order_no', 'remark');
    expect(remarks).toMatchObject({
      LEGACY01: 'Auto-renewed 云手机-001 1 month',
      LEGACY02: 'Bought cloud numbers (Hong Kong, China) × 2, 3 months',
      LEGACY03: 'Refund for the undeliverable part of order LEGACY03',
      LEGACY04: '人工调账',
    });
    // and in Chinese they read exactly as they were stored
    const zh = byKey(await listIn('/order/list?keyword=LEGACY', ZH), 'order_no', 'goods_name');
    expect(zh.LEGACY01).toBe('云手机自动续费 云手机-001 1个月');
    expect(byKey(await listIn('/order/list?keyword=LEGACY03', ZH), 'order_no', 'refund_reason').LEGACY03).toBe(
      '1/2 台云手机已删除或已注销，无法续费（云手机-X），已退回余额 ¥0.50',
    );
  });
});

describe('CSV exports a person can read', () => {
  const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

  test('orders: headers, labels and goods in zh and en; times as Asia/Shanghai YYYY-MM-DD HH:mm:ss', async () => {
    const zh = await csvIn('/order/list/export?keyword=DEMO', ZH);
    const en = await csvIn('/order/list/export?keyword=DEMO', EN);
    expect(zh.res.headers.get('content-language')).toBe('zh-CN');
    expect(en.res.headers.get('content-language')).toBe('en');
    expect(zh.header).toEqual([
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
    expect(en.header).toEqual([
      'Order no.',
      'Type',
      'Goods',
      'Quantity',
      'Total (¥)',
      'Discount (¥)',
      'Coupon (¥)',
      'Paid (¥)',
      'Status',
      'Payment method',
      'Ordered at',
      'Paid at',
      'Member',
    ]);
    const row = (csv: typeof zh, no: string) => csv.rows.find((r) => r[0] === no)!;
    expect(row(zh, 'RDEMO0001').slice(1, 10)).toEqual([
      '充值',
      '账户余额充值',
      '1',
      '1500.00',
      '0.00',
      '0.00',
      '1500.00',
      '已支付',
      '支付宝',
    ]);
    expect(row(en, 'RDEMO0001').slice(1, 10)).toEqual([
      'Recharge',
      'Wallet top-up',
      '1',
      '1500.00',
      '0.00',
      '0.00',
      '1500.00',
      'Paid',
      'Alipay',
    ]);
    expect(new Set(column(en, 'Status'))).toEqual(
      new Set(['Paid', 'Buying', 'Awaiting payment', 'Cancelled', 'Expired', 'Payment failed']),
    );
    // the demo recharge was created 30 days before TEST_NOW (2030-01-15 04:00Z = 12:00 in Shanghai) and paid a minute later
    expect(row(zh, 'RDEMO0001').slice(10)).toEqual(['2029-12-16 12:00:00', '2029-12-16 12:01:00', '演示老板']);
    for (const t of column(zh, '下单时间')) expect(t).toMatch(TIME);
    expect(row(en, 'PDEMO0005')[11]).toBe(''); // not paid: no time
  });

  test('wallet flows: kinds and remarks in zh and en, signed yuan amounts, business times', async () => {
    const zh = await csvIn('/walletFlow/list/export', ZH);
    const en = await csvIn('/walletFlow/list/export', EN);
    expect(en.header).toEqual([
      'ID',
      'Time',
      'Type',
      'Change (¥)',
      'Balance after (¥)',
      'Order no.',
      'Member',
      'Remark',
    ]);
    expect(zh.header).toEqual(['ID', '时间', '类型', '变动金额', '变动后余额', '订单号', '成员', '备注']);
    const demo = (csv: typeof zh) => csv.rows.filter((r) => /^[PR]DEMO/.test(r[5]));
    expect(demo(zh).map((r) => [r[2], r[3], r[7]])).toEqual([
      ['退款', '+80.00', '订单超时取消，余额退回'],
      ['购买', '-80.00', '购买网卡 ×1'],
      ['续费', '-200.00', '续费云手机 ×2'],
      ['购买', '-300.00', '购买云手机 4核8G 1个月 ×3'],
      ['充值', '+1500.00', '支付宝充值（演示）'],
    ]);
    expect(demo(en).map((r) => [r[2], r[7]])).toEqual([
      ['Refund', 'Order timed out and was cancelled; balance returned'],
      ['Purchase', 'Bought network cards × 1'],
      ['Renewal', 'Renewed cloud phones × 2'],
      ['Purchase', 'Bought cloud phone 4-core 8 GB 1 month × 3'],
      ['Recharge', 'Alipay top-up (demo)'],
    ]);
    expect(demo(zh).at(-1)![1]).toBe('2029-12-16 12:01:00');
  });

  test('phones: status labels, 是/否 (Yes/No) instead of 1/0, expiry in business time', async () => {
    await s.sql("update phones set auto_renew = true where phone_name = '云手机-001'");
    const zh = await csvIn('/phone/list/export', ZH);
    const en = await csvIn('/phone/list/export', EN);
    expect(en.header).toEqual([
      'ID',
      'Cloud phone',
      'Model',
      'Specification',
      'System version',
      'Group',
      'Sub-account',
      'Network card',
      'Status',
      'Expires at',
      'Days left',
      'Expired',
      'Auto-renew',
      'Remark',
      'Created at',
    ]);
    expect(new Set(column(zh, '自动续费'))).toEqual(new Set(['是', '否']));
    expect(new Set(column(en, 'Auto-renew'))).toEqual(new Set(['Yes', 'No']));
    expect(new Set(column(en, 'Expired'))).toEqual(new Set(['Yes', 'No']));
    expect(column(zh, '状态').every((v) => v === '正常' || v === '异常')).toBe(true);
    expect(column(en, 'Status').every((v) => v === 'Normal' || v === 'Abnormal')).toBe(true);
    const p001 = zh.rows.find((r) => r[1] === '云手机-001')!;
    expect(p001[12]).toBe('是');
    const [{ at }] = await s.sql<{ at: string }>(
      "select to_char(expiration_time at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') as at from phones where phone_name = '云手机-001'",
    );
    expect(p001[9]).toBe(at);
  });

  test('members: permission flags as 是/否 and roles as words', async () => {
    const en = await csvIn('/member/list/export', EN);
    expect(new Set(column(en, 'Renew devices')).size).toBeGreaterThan(0);
    for (const v of column(en, 'Renew devices')) expect(['Yes', 'No']).toContain(v);
    for (const v of column(en, 'Role')) expect(['Owner', 'Manager', 'Employee']).toContain(v);
    const zh = await csvIn('/member/list/export', {});
    for (const v of column(zh, '设备续费')) expect(['是', '否']).toContain(v);
  });
});
