// Recharge and the payment simulator: validation, role, the one-time checkout token, the signed
// gateway notification (forged, tampered, replayed), ledger == balance, expiry, and no simulator
// routes with a real gateway.
import { startServer, type TestServer } from './support/harness';
import { paymentRoutesWithoutSimulator } from './support/no-simulator-app';
import {
  checkoutForm,
  confirmWith,
  deliver,
  gatewayKeys,
  payPath,
  payThroughSimulator,
  resign,
  signedNotification,
  tokenOf,
} from './support/payments';

let s: TestServer;
let admin: string;
const keys = gatewayKeys();
beforeAll(async () => {
  s = await startServer({ PAYMENT_SIMULATOR_PRIVATE_KEY: keys.privatePem });
  admin = await s.login('demoadmin', 'admin');
}, 60_000);
afterAll(async () => {
  await s?.stop();
});

async function walletState() {
  const [e] = await s.sql<{ balance: string; flows: string; sum: string; orders: string }>(`
    select e.wallet_balance_fen::text as balance,
      (select count(*) from wallet_flows f where f.enterprise_id = e.id)::text as flows,
      (select coalesce(sum(change_fen), 0) from wallet_flows f where f.enterprise_id = e.id)::text as sum,
      (select count(*) from orders o where o.enterprise_id = e.id)::text as orders
    from enterprises e where invite_code = 'DEMO2024'`);
  return { balance: Number(e.balance), flows: Number(e.flows), sum: Number(e.sum), orders: Number(e.orders) };
}
const orderState = async (no: string) =>
  (
    await s.sql<any>(
      'select o.status, o.paid_fen::text as paid, p.status as pay, p.notify_id, p.checkout_token_used_at from orders o join payments p using (order_no) where order_no = $1',
      [no],
    )
  )[0];
const recharge = async (amount: string) => {
  const r = await s.post('/phone/recharge', { amount, pay_type: 1 }, admin);
  expect(r.body.code).toBe(0);
  return r.body.data as { url: string; order_no: string; status: number };
};

test('demo wallet is ¥1,015.00 (its orders and two invite rewards) and equals the ledger sum', async () => {
  const w = await walletState();
  expect(w.balance).toBe(101500);
  expect(w.sum).toBe(w.balance);
  const [last] = await s.sql<{ b: string }>(
    "select balance_after_fen::text as b from wallet_flows where enterprise_id = (select id from enterprises where invite_code = 'DEMO2024') order by id desc limit 1",
  );
  expect(Number(last.b)).toBe(101500);
});

test('every bad recharge input is 40001 and changes nothing', async () => {
  const before = await walletState();
  const cases: unknown[] = [
    { amount: '', pay_type: 1 },
    { amount: 'abc', pay_type: 1 },
    { amount: '-1', pay_type: 1 },
    { amount: -1, pay_type: 1 },
    { amount: '01', pay_type: 1 },
    { amount: '00', pay_type: 1 },
    { amount: '0.000', pay_type: 1 },
    { amount: '-0', pay_type: 1 },
    { amount: '10.555', pay_type: 1 },
    { amount: 10.555, pay_type: 1 },
    { amount: '1e3', pay_type: 1 },
    { amount: ' 10', pay_type: 1 },
    { amount: null, pay_type: 1 },
    { pay_type: 1 },
    { amount: '10', pay_type: 2 },
    { amount: '10' },
    { amount: '10', pay_type: 'x' },
    { amount: '99999999999', pay_type: 1 },
    { amount: ['10'], pay_type: 1 },
  ];
  for (const body of cases) {
    const r = await s.post('/phone/recharge', body, admin);
    expect([body, r.status, r.body.code, r.body.data]).toEqual([body, 200, 40001, null]);
  }
  const amountMsg = (await s.post('/phone/recharge', { amount: '10.555', pay_type: 1 }, admin)).body.message;
  expect(amountMsg).toBe('请输入正确的价格，例：10, 10.00');
  expect(await walletState()).toEqual(before);
});

// spec §5: "Must be a positive number with at most 2 decimals, or 0 with up to 2 decimals."
// spec §4: "If the url is empty and status is 1, it goes to /pay/success."
test('a 0 recharge (0, 0.0, 0.00) is accepted with nothing to pay: status 1, no url, no order, no wallet flow', async () => {
  const before = await walletState();
  for (const amount of ['0', '0.0', '0.00', 0]) {
    const r = await s.post('/phone/recharge', { amount, pay_type: 1 }, admin);
    expect([amount, r.body.code, r.body.data]).toEqual([amount, 0, { url: '', status: 1, order_no: '' }]);
  }
  expect(await walletState()).toEqual(before);
});

test('staff cannot recharge', async () => {
  const staff = await s.login('demostaff', 'staff');
  const r = await s.post('/phone/recharge', { amount: '10', pay_type: 1 }, staff);
  expect(r.body.code).toBe(40003);
});

test('recharge → checkout page with the one-time token → confirm twice at once credits once; the token is then spent', async () => {
  const before = await walletState();
  const r = await s.request('POST', '/phone/recharge', {
    token: admin,
    body: { amount: '123.45', pay_type: 1 },
    // forwarded headers do not steer the pay URL: it is built from the configured public URL
    headers: { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https', 'X-Forwarded-Prefix': '/x' },
  });
  expect(r.body.code).toBe(0);
  const { url, status, order_no: orderNo } = r.body.data;
  expect(status).toBe(0);
  expect(url).toMatch(new RegExp(`^http://console\\.test/api/pay/simulator/${orderNo}\\?token=[A-Za-z0-9_-]{32}$`));
  const token = tokenOf(url);
  const [order] = await s.sql<any>(
    'select status, type, pay_type, total_fen::text as total, expires_at, created_at from orders where order_no = $1',
    [orderNo],
  );
  expect(order).toMatchObject({ status: 'awaiting_payment', type: 'recharge', pay_type: 'alipay', total: '12345' });
  expect(new Date(order.expires_at).getTime() - new Date(order.created_at).getTime()).toBe(10 * 60_000);
  // only the token's SHA-256 is stored
  const [pay] = await s.sql<any>('select checkout_token_hash as h from payments where order_no = $1', [orderNo]);
  expect(pay.h).toMatch(/^[0-9a-f]{64}$/);
  expect(pay.h).not.toContain(token);

  const page = await s.request('GET', payPath(url));
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toContain('text/html');
  expect(page.headers.get('content-security-policy')).toBe(
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http://console.test; frame-ancestors 'none'; base-uri 'none'",
  );
  expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  expect(page.headers.get('referrer-policy')).toBe('no-referrer');
  expect(page.text).not.toContain('<script');
  expect(page.text).toMatch(/<title>[^<]*模拟器[^<]*<\/title>/);
  expect(page.text).toContain('支付宝支付模拟器');
  expect(page.text).toContain('确认支付 (Confirm)');
  expect(page.text).toContain(orderNo);
  expect(page.text).toContain('123.45');
  expect(checkoutForm(payPath(url), page.text)).toEqual({ action: `/pay/simulator/${orderNo}/confirm`, token });

  const [a, b] = await Promise.all([confirmWith(s, orderNo, token), confirmWith(s, orderNo, token)]);
  const ok = [a, b].filter((x) => x.status === 303);
  const refused = [a, b].filter((x) => x.status !== 303);
  expect(ok).toHaveLength(1);
  expect(ok[0].headers.get('location')).toBe(`http://console.test/pay/success?order_no=${orderNo}`);
  expect(refused.map((x) => x.status)).toEqual([409]);
  expect(refused[0].headers.get('content-type')).toContain('text/html');
  const third = await confirmWith(s, orderNo, token);
  expect(third.status).toBe(409);
  expect(third.text).toContain('已使用');

  const after = await walletState();
  expect(after.balance).toBe(before.balance + 12345);
  expect(after.flows).toBe(before.flows + 1);
  expect(after.sum).toBe(after.balance);
  const flows = await s.sql<any>(
    'select change_fen::text as c, balance_after_fen::text as b, kind from wallet_flows where order_no = $1',
    [orderNo],
  );
  expect(flows).toEqual([{ c: '12345', b: String(after.balance), kind: 'recharge' }]);
  const paid = await orderState(orderNo);
  expect(paid).toMatchObject({ status: 'paid', paid: '12345', pay: 'succeeded' });
  expect(paid.notify_id).toMatch(/^[0-9a-f]{32}$/); // the simulator's signed notification was recorded
  expect(paid.checkout_token_used_at).not.toBeNull();
  expect((await s.get('/user/memberInfo', admin)).body.data.amount).toBe((after.balance / 100).toFixed(2));
  const spent = await s.request('GET', payPath(url));
  expect(spent.status).toBe(409);
  expect(spent.text).not.toContain('<form');
});

test("checkout page and confirm refuse a missing, wrong or another order's token, and change nothing", async () => {
  const one = await recharge('20');
  const other = await recharge('30');
  const before = await walletState();
  const no = one.order_no;
  for (const q of ['', '?token=', '?token=nope', `?token=${tokenOf(other.url)}`, `?token=${tokenOf(one.url)}x`]) {
    const page = await s.request('GET', `/pay/simulator/${no}${q}`);
    expect([q, page.status]).toEqual([q, 403]);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.text).not.toContain('<form');
  }
  for (const token of [undefined, '', 'nope', tokenOf(other.url)]) {
    const c = await confirmWith(s, no, token);
    expect([token, c.status]).toEqual([token, 403]);
    expect(c.headers.get('location')).toBeNull();
  }
  // JSON body without a token, and an over-long token
  expect((await s.request('POST', `/pay/simulator/${no}/confirm`, { body: {} })).status).toBe(403);
  expect((await confirmWith(s, no, 'x'.repeat(65))).body).toMatchObject({ code: 40001, data: null }); // schema
  expect(await walletState()).toEqual(before);
  expect(await orderState(no)).toMatchObject({
    status: 'awaiting_payment',
    pay: 'pending',
    notify_id: null,
    checkout_token_used_at: null,
  });
  // the right token still works afterwards
  expect((await payThroughSimulator(s, one.url)).status).toBe(303);
  expect((await walletState()).balance).toBe(before.balance + 2000);
  expect((await payThroughSimulator(s, other.url)).status).toBe(303);
});

test('several recharges keep sum(ledger) == balance; numeric amounts accepted', async () => {
  const before = await walletState();
  for (const amount of ['10', '0.01', 99.9, '5.5']) {
    const r = await s.post('/phone/recharge', { amount, pay_type: 1 }, admin);
    expect(r.body.code).toBe(0);
    expect((await payThroughSimulator(s, r.body.data.url)).status).toBe(303);
  }
  const w = await walletState();
  expect(w.sum).toBe(w.balance);
  expect(w.balance).toBe(before.balance + 1000 + 1 + 9990 + 550);
});

test('forged, unsigned, tampered, wrong-channel and unknown-order notifications are refused and change nothing', async () => {
  const r = await recharge('66.60');
  const no = r.order_no;
  const before = await walletState();
  const good = signedNotification(keys.privatePem, { orderNo: no, amountFen: 6660 });
  const otherKey = gatewayKeys();
  const { sign: _sign, ...unsigned } = good;
  const cases: [string, Record<string, string>, number, RegExp][] = [
    ['unsigned', unsigned, 400, /unsigned/],
    ['empty signature', { ...good, sign: '' }, 400, /unsigned/],
    ['garbage signature', { ...good, sign: 'AAAA' }, 400, /bad signature/],
    [
      'signed by another key',
      signedNotification(otherKey.privatePem, { orderNo: no, amountFen: 6660 }),
      400,
      /bad signature/,
    ],
    ['amount changed after signing', { ...good, total_fen: '666000' }, 400, /bad signature/],
    ['order changed after signing', { ...good, out_trade_no: 'RDEMO0001' }, 400, /bad signature/],
    ['sign_type changed', { ...good, sign_type: 'RSA' }, 400, /sign_type/],
    [
      'validly signed, wrong amount',
      signedNotification(keys.privatePem, { orderNo: no, amountFen: 6661 }),
      400,
      /amount mismatch/,
    ],
    [
      'validly signed, unknown order',
      signedNotification(keys.privatePem, { orderNo: 'R20300101999999', amountFen: 6660 }),
      404,
      /unknown order/,
    ],
    [
      'validly signed, not a payment',
      signedNotification(keys.privatePem, { orderNo: no, amountFen: 6660, tradeStatus: 'WAIT_BUYER_PAY' }),
      400,
      /not a payment/,
    ],
    ['validly signed, no notify_id', resign(keys.privatePem, { ...good, notify_id: '' }), 400, /incomplete/],
  ];
  for (const [name, fields, status, message] of cases) {
    const res = await deliver(s, fields);
    expect([name, res.status, res.body?.code]).toEqual([name, status, status === 404 ? 40004 : 40001]);
    expect(res.body.message).toMatch(message);
    expect(res.body.data).toBeNull();
    expect(res.text).not.toBe('success');
  }
  // a valid notification on the other channel's endpoint, and on an unknown channel
  expect((await deliver(s, good, { channel: 'wechat' })).status).toBe(400);
  // schema refusals (the usual envelope): an unknown channel, not an object, a non-string field
  expect((await deliver(s, good, { channel: 'paypal' })).body).toMatchObject({ code: 40001, data: null });
  expect((await s.request('POST', '/pay/notify/alipay', { body: [good] })).body).toMatchObject({
    code: 40001,
    data: null,
  });
  expect(
    (await s.request('POST', '/pay/notify/alipay', { body: { ...good, total_fen: { fen: 6660 } } })).body,
  ).toMatchObject({ code: 40001, data: null });
  expect(await walletState()).toEqual(before);
  expect(await orderState(no)).toMatchObject({ status: 'awaiting_payment', pay: 'pending', notify_id: null });

  // the genuine one (JSON body this time) is accepted: 'success', as Alipay expects
  const res = await deliver(s, good, { json: true });
  expect([res.status, res.text]).toEqual([200, 'success']);
  expect((await walletState()).balance).toBe(before.balance + 6660);
  expect((await orderState(no)).notify_id).toBe(good.notify_id);
});

test('a replayed notification (the same one several times, concurrently) gets the same answer and credits once', async () => {
  const r = await recharge('12.34');
  const before = await walletState();
  const n = signedNotification(keys.privatePem, { orderNo: r.order_no, amountFen: 1234 });
  const answers = await Promise.all([deliver(s, n), deliver(s, n), deliver(s, n, { json: true }), deliver(s, n)]);
  expect(answers.map((a) => [a.status, a.text])).toEqual(Array(4).fill([200, 'success']));
  expect(await deliver(s, n)).toMatchObject({ status: 200, text: 'success' });
  // a second, different notification for the paid order: same answer, nothing more
  expect(await deliver(s, signedNotification(keys.privatePem, { orderNo: r.order_no, amountFen: 1234 }))).toMatchObject(
    { status: 200, text: 'success' },
  );
  const after = await walletState();
  expect(after.balance).toBe(before.balance + 1234);
  expect(after.flows).toBe(before.flows + 1);
  expect(await s.sql('select count(*)::int as n from wallet_flows where order_no = $1', [r.order_no])).toEqual([
    { n: 1 },
  ]);
  expect((await orderState(r.order_no)).notify_id).toBe(n.notify_id);
  // the checkout token was never used, but the order is paid: its page no longer offers the button
  const page = await s.request('GET', payPath(r.url));
  expect(page.text).not.toContain('<form');
});

test('an order not paid within 10 minutes expires and cannot be confirmed, nor notified', async () => {
  const before = await walletState();
  const r = await recharge('50');
  await s.advance(10 * 60_000 + 1000);
  const page = await s.request('GET', payPath(r.url));
  expect(page.status).toBe(410);
  expect(page.text).not.toContain('<form');
  const confirm = await confirmWith(s, r.order_no, tokenOf(r.url));
  expect(confirm.status).toBe(409);
  const [o] = await s.sql<any>('select status from orders where order_no = $1', [r.order_no]);
  expect(o.status).toBe('expired');
  const late = await deliver(s, signedNotification(keys.privatePem, { orderNo: r.order_no, amountFen: 5000 }));
  expect([late.status, late.body.code]).toEqual([409, 40009]);
  const after = await walletState();
  expect(after.balance).toBe(before.balance);
  expect(after.flows).toBe(before.flows);
});

test('unknown order: 404 page', async () => {
  expect((await s.request('GET', '/pay/simulator/R0000?token=x')).status).toBe(404);
  expect((await confirmWith(s, 'R0000', 'x')).status).toBe(404);
});

test('the ledger audit passes after all of the above', async () => {
  const { checkLedger } = await import('../src/modules/billing/ledger-check');
  const report = await checkLedger((text, params) => s.sql(text, params));
  expect(report.failures).toEqual([]);
  expect(report.driftFen).toBe(0);
});

test('with a real gateway (simulator: false) the /pay/simulator routes do not exist', async () => {
  const out = await paymentRoutesWithoutSimulator();
  expect(out).toMatchObject({
    hasSimulatorPage: false,
    hasSimulatorConfirm: false,
    hasNotify: true,
    'GET /pay/simulator/RDEMO0001?token=x': 404,
    'POST /pay/simulator/RDEMO0001/confirm': 404,
  });
  // the notify route asks the gateway to verify: the stand-in accepts nothing
  expect(out.notify.status).toBe(400);
}, 60_000);
