// Money under concurrency (issue 9): against one enterprise's wallet, fire at once balance
// purchases and renewals, the same signed recharge notification several times, two orders
// wanting one coupon, and the order-expiry job racing confirms. Afterwards the ledger audit
// (the one `pnpm ledger:verify` runs) must find: balance = Σ ledger for every enterprise, never
// negative, each coupon on at most one paid order, every paid order delivered or refunded, no
// order credited twice. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set (CI: both).
import { startServer, TEST_NOW, type TestServer } from './support/harness';
import { deliver, gatewayKeys, payThroughSimulator, signedNotification } from './support/payments';
import { checkLedger } from '../src/modules/billing/ledger-check';

let s: TestServer;
let demoAdmin: string;
let token: string;
let eid: number;
const phoneIds: number[] = [];
const keys = gatewayKeys();
const D = 24 * 3600_000;
let elapsed = 0;
const advance = async (ms: number) => {
  elapsed += ms;
  await s.advance(ms);
};
const nowMs = () => Date.parse(TEST_NOW) + elapsed;

/** Starting balance of the test enterprise: 14 debits of 500 fen and not one more. */
const START_FEN = 7000;

beforeAll(async () => {
  s = await startServer({ PAYMENT_SIMULATOR_PRIVATE_KEY: keys.privatePem });
  demoAdmin = await s.login('demoadmin', 'admin');
  await s.runJobs(); // settle the demo's 'buying' order
  // one certified enterprise (no 10-phone cap) with 4 phones and a 70-yuan wallet that has its ledger row
  [{ id: eid }] = await s.sql<{ id: number }>(
    "insert into enterprises (name, invite_code, company_attestation, wallet_balance_fen) values ('并发测试企业', 'MONEY01', 1, $1) returning id",
    [START_FEN],
  );
  await s.sql(
    "insert into wallet_flows (enterprise_id, change_fen, balance_after_fen, kind, remark) values ($1, $2, $2, 'recharge', 'test')",
    [eid, START_FEN],
  );
  const [{ h }] = await s.sql<{ h: string }>("select password_hash as h from users where username = 'demoadmin'");
  await s.sql(
    "insert into users (enterprise_id, username, phone, password_hash, level, member_role) values ($1, 'moneyadm', '13900009999', $2, 1, 'manager')",
    [eid, h],
  );
  for (let i = 1; i <= 4; i++) {
    const [{ id }] = await s.sql<{ id: number }>(
      "insert into phones (enterprise_id, phone_name, spec_name, expiration_time) values ($1, $2, '4核8G', $3) returning id",
      [eid, `并发-${i}`, new Date(nowMs() + 5 * D)],
    );
    phoneIds.push(id);
  }
  token = await s.login('moneyadm', 'admin');
}, 90_000);
afterAll(async () => {
  await s?.stop();
});

const balanceOf = async (id: number) =>
  Number(
    (await s.sql<{ b: string }>('select wallet_balance_fen::text as b from enterprises where id = $1', [id]))[0].b,
  );
const buyDay = (extra: Record<string, unknown> = {}) =>
  s.post(
    '/phone/buyV1',
    {
      platform: 'android10',
      region: 'cn',
      spec: '4c8g',
      duration_unit: 'day',
      duration: 1,
      quantity: 1,
      auto_renew: 0,
      pay_type: 'balance',
      expected_pay_fen: 500,
      ...extra,
    },
    token,
  );
const renewDay = (phoneId: number) =>
  s.post(
    '/phone/renewV1',
    {
      phone_ids: [phoneId],
      duration_unit: 'day',
      duration: 1,
      pay_type: 'balance',
      expected_pay_fen: 500,
    },
    token,
  );
const audit = () => checkLedger((text, params) => s.sql(text, params));

test('20 purchases and 20 renewals at once against a wallet that covers 14: exactly 14 debited, the rest refused, never negative', async () => {
  const expiries = async () =>
    (
      await s.sql<{ e: string }>('select expiration_time as e from phones where id = any($1::int[]) order by id', [
        phoneIds,
      ])
    ).map((r) => new Date(r.e).getTime());
  const before = await expiries();
  const results = await Promise.all([
    ...Array.from({ length: 20 }, () => buyDay()),
    ...Array.from({ length: 20 }, (_, i) => renewDay(phoneIds[i % 4])),
  ]);
  const codes = results.map((r) => r.body.code);
  const ok = results.filter((r) => r.body.code === 0);
  expect(ok).toHaveLength(14);
  expect(codes.filter((c) => c !== 0)).toEqual(Array(26).fill(40009));
  expect(results.filter((r) => r.body.code !== 0).every((r) => r.body.message === '余额不足')).toBe(true);
  expect(await balanceOf(eid)).toBe(0);
  // each successful renewal moved its phone on by exactly one day, nothing else did
  const renewedOk = results
    .slice(20)
    .map((r, i) => (r.body.code === 0 ? phoneIds[i % 4] : null))
    .filter((x) => x !== null);
  const after = await expiries();
  phoneIds.forEach((id, i) => expect(after[i] - before[i]).toBe(renewedOk.filter((x) => x === id).length * D));
  const flows = await s.sql<{ n: number; s: string }>(
    "select count(*)::int as n, coalesce(sum(change_fen), 0)::text as s from wallet_flows where enterprise_id = $1 and kind in ('purchase', 'renewal')",
    [eid],
  );
  expect(flows).toEqual([{ n: 14, s: String(-14 * 500) }]);
  const report = await audit();
  expect(report.failures).toEqual([]);
  expect(report.driftFen).toBe(0);
}, 120_000);

test('5 recharges, each notification delivered 4 times at once (plus the simulator button for one), while purchases spend: each credited once', async () => {
  const orders = await Promise.all(
    Array.from({ length: 5 }, (_, i) => s.post('/phone/recharge', { amount: String(10 + i), pay_type: 1 }, token)),
  );
  for (const o of orders) expect(o.body.code).toBe(0);
  const notes = orders.map((o, i) =>
    signedNotification(keys.privatePem, { orderNo: o.body.data.order_no, amountFen: (10 + i) * 100 }),
  );
  const before = await balanceOf(eid);
  const [button, ...rest] = await Promise.all([
    payThroughSimulator(s, orders[0].body.data.url),
    ...notes.flatMap((n) => [deliver(s, n), deliver(s, n, { json: true }), deliver(s, n), deliver(s, n)]),
    ...Array.from({ length: 6 }, () => buyDay()),
  ]);
  expect(button.status).toBe(303); // the person's confirm and the gateway's own notification: one credit
  const answers = rest.slice(0, 20);
  expect(answers.map((a) => [a.status, a.text])).toEqual(Array(20).fill([200, 'success']));
  const buys = rest.slice(20);
  const bought = buys.filter((b) => b.body.code === 0).length;
  expect(buys.filter((b) => b.body.code !== 0).every((b) => b.body.code === 40009)).toBe(true);
  const credited = (10 + 11 + 12 + 13 + 14) * 100;
  expect(await balanceOf(eid)).toBe(before + credited - bought * 500);
  for (const o of orders) {
    expect(
      await s.sql('select kind, count(*)::int as n from wallet_flows where order_no = $1 group by kind', [
        o.body.data.order_no,
      ]),
    ).toEqual([{ kind: 'recharge', n: 1 }]);
  }
  expect((await audit()).failures).toEqual([]);
}, 120_000);

test('one coupon, four orders at once (two by balance, two by Alipay): one order gets it', async () => {
  const [{ id: coupon }] = await s.sql<{ id: number }>(
    "insert into coupons (enterprise_id, name, amount_fen, expires_at) values ($1, '并发券', 100, $2) returning id",
    [eid, new Date(nowMs() + 30 * D)],
  );
  const results = await Promise.all([
    buyDay({ coupon_id: coupon, expected_pay_fen: 400 }),
    buyDay({ coupon_id: coupon, expected_pay_fen: 400 }),
    buyDay({ coupon_id: coupon, expected_pay_fen: 400, pay_type: 'alipay' }),
    buyDay({ coupon_id: coupon, expected_pay_fen: 400, pay_type: 'alipay' }),
  ]);
  const winners = results.filter((r) => r.body.code === 0);
  expect(winners).toHaveLength(1);
  expect(results.filter((r) => r.body.code !== 0).map((r) => r.body.message)).toEqual(Array(3).fill('优惠券不可用'));
  const holders = await s.sql<{ o: string }>('select used_order_no as o from coupons where id = $1', [coupon]);
  expect(holders).toEqual([{ o: winners[0].body.data.order_no }]);
  // a gateway winner pays through the simulator; the coupon stays with that one order
  if (winners[0].body.data.url) expect((await payThroughSimulator(s, winners[0].body.data.url)).status).toBe(303);
  expect(
    await s.sql("select count(*)::int as n from orders where coupon_id = $1 and status in ('paid', 'buying')", [
      coupon,
    ]),
  ).toEqual([{ n: 1 }]);
  expect((await audit()).failures).toEqual([]);
}, 120_000);

test('the order-expiry job racing confirms and notifications at the end of the window: each order paid once or expired, never both', async () => {
  const [{ id: coupon }] = await s.sql<{ id: number }>(
    "insert into coupons (enterprise_id, name, amount_fen, expires_at) values ($1, '竞速券', 100, $2) returning id",
    [eid, new Date(nowMs() + 30 * D)],
  );
  const recharges = await Promise.all(
    Array.from({ length: 4 }, () => s.post('/phone/recharge', { amount: '5', pay_type: 1 }, token)),
  );
  const withCoupon = await buyDay({ coupon_id: coupon, expected_pay_fen: 400, pay_type: 'alipay' });
  const plain = await buyDay({ pay_type: 'wechat' });
  const all = [...recharges, withCoupon, plain].map((r) => r.body.data as { order_no: string; url: string });
  expect(all.every((o) => o && o.url)).toBe(true);
  const before = await balanceOf(eid);
  // 1 ms before the 10-minute window closes; the clock moves past it while everything is in flight
  await advance(10 * 60_000 - 1);
  await Promise.all([
    s.runJobs(),
    payThroughSimulator(s, all[0].url).catch(() => null),
    deliver(s, signedNotification(keys.privatePem, { orderNo: all[1].order_no, amountFen: 500 })),
    advance(2),
    deliver(s, signedNotification(keys.privatePem, { orderNo: all[2].order_no, amountFen: 500 })),
    payThroughSimulator(s, all[4].url).catch(() => null),
    s.runJobs(),
    deliver(s, signedNotification(keys.privatePem, { orderNo: all[5].order_no, amountFen: 500, channel: 'wechat' }), {
      channel: 'wechat',
    }),
    deliver(s, signedNotification(keys.privatePem, { orderNo: all[3].order_no, amountFen: 500 })),
    s.runJobs(),
  ]);
  await s.runJobs(); // whatever is left unpaid is now past its window
  const states = await s.sql<{ order_no: string; status: string; type: string }>(
    'select order_no, status, type from orders where order_no = any($1::text[]) order by order_no',
    [all.map((o) => o.order_no)],
  );
  expect(states).toHaveLength(6);
  let credited = 0;
  for (const o of states) {
    expect(['paid', 'buying', 'expired']).toContain(o.status);
    const flows = await s.sql<{ c: string }>('select change_fen::text as c from wallet_flows where order_no = $1', [
      o.order_no,
    ]);
    if (o.type === 'recharge' && o.status === 'paid') {
      expect(flows).toEqual([{ c: '500' }]);
      credited += 500;
    } else expect(flows).toEqual([]);
  }
  // the coupon: held by its order if paid, released if that order expired
  const couponOrder = states.find((o) => o.order_no === all[4].order_no)!;
  const [c] = await s.sql<{ o: string | null }>('select used_order_no as o from coupons where id = $1', [coupon]);
  expect(c.o).toBe(couponOrder.status === 'expired' ? null : couponOrder.order_no);
  expect(await balanceOf(eid)).toBe(before + credited);
  // late notifications for expired orders are refused and credit nothing
  for (const o of states.filter((x) => x.status === 'expired' && x.type === 'recharge')) {
    expect(
      (await deliver(s, signedNotification(keys.privatePem, { orderNo: o.order_no, amountFen: 500 }))).status,
    ).toBe(409);
  }
  expect(await balanceOf(eid)).toBe(before + credited);
}, 120_000);

test('afterwards, for every enterprise: balance = Σ ledger, never negative, paid orders delivered or refunded, nothing credited twice', async () => {
  await advance(61_000);
  await s.runJobs(); // the provider allocates the paid purchases
  const report = await audit();
  expect(report.failures).toEqual([]);
  expect(report.driftFen).toBe(0);
  expect(report.enterprises).toBeGreaterThanOrEqual(2);
  expect(report.paidOrders).toBeGreaterThan(20);
  const negative = await s.sql('select id from enterprises where wallet_balance_fen < 0');
  expect(negative).toEqual([]);
  const twice = await s.sql(
    'select order_no, kind, count(*)::int as n from wallet_flows where order_no is not null group by order_no, kind having count(*) > 1',
  );
  expect(twice).toEqual([]);
  // the demo enterprise's wallet was untouched by all this and still matches its ledger
  expect((await s.get('/user/memberInfo', demoAdmin)).body.data.amount).toBe('1015.00');
  console.log(
    `money-concurrency: ${report.enterprises} enterprises, ${report.driftFen} fen drift, ${report.paidOrders} paid orders, ${report.failures.length} failures`,
  );
}, 120_000);
