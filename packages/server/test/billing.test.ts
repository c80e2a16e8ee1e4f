// Recharge: validation, role, simulator page, idempotent confirm, ledger == balance, expiry.
import { startServer, type TestServer } from './support/harness';

let s: TestServer;
let admin: string;
beforeAll(async () => { s = await startServer(); admin = await s.login('demoadmin', 'admin'); }, 60_000);
afterAll(async () => { await s?.stop(); });

async function walletState() {
  const [e] = await s.sql<{ balance: string; flows: string; sum: string; orders: string }>(`
    select e.wallet_balance_fen::text as balance,
      (select count(*) from wallet_flows f where f.enterprise_id = e.id)::text as flows,
      (select coalesce(sum(change_fen), 0) from wallet_flows f where f.enterprise_id = e.id)::text as sum,
      (select count(*) from orders o where o.enterprise_id = e.id)::text as orders
    from enterprises e where invite_code = 'DEMO2024'`);
  return { balance: Number(e.balance), flows: Number(e.flows), sum: Number(e.sum), orders: Number(e.orders) };
}

test('demo wallet is ¥1,000.00 and equals the ledger sum', async () => {
  const w = await walletState();
  expect(w.balance).toBe(100000);
  expect(w.sum).toBe(w.balance);
  const [last] = await s.sql<{ b: string }>("select balance_after_fen::text as b from wallet_flows order by id desc limit 1");
  expect(Number(last.b)).toBe(100000);
});

test('every bad recharge input is 40001 and changes nothing', async () => {
  const before = await walletState();
  const cases: unknown[] = [
    { amount: '', pay_type: 1 }, { amount: 'abc', pay_type: 1 }, { amount: '-1', pay_type: 1 }, { amount: -1, pay_type: 1 },
    { amount: '0', pay_type: 1 }, { amount: '0.00', pay_type: 1 }, { amount: 0, pay_type: 1 }, { amount: '01', pay_type: 1 },
    { amount: '10.555', pay_type: 1 }, { amount: 10.555, pay_type: 1 }, { amount: '1e3', pay_type: 1 }, { amount: ' 10', pay_type: 1 },
    { amount: null, pay_type: 1 }, { pay_type: 1 }, { amount: '10', pay_type: 2 }, { amount: '10' }, { amount: '10', pay_type: 'x' },
    { amount: '99999999999', pay_type: 1 }, { amount: ['10'], pay_type: 1 },
  ];
  for (const body of cases) {
    const r = await s.post('/phone/recharge', body, admin);
    expect([body, r.status, r.body.code, r.body.data]).toEqual([body, 200, 40001, null]);
  }
  const amountMsg = (await s.post('/phone/recharge', { amount: '10.555', pay_type: 1 }, admin)).body.message;
  expect(amountMsg).toBe('请输入正确的价格，例：10, 10.00');
  expect(await walletState()).toEqual(before);
});

test('staff cannot recharge', async () => {
  const staff = await s.login('demostaff', 'staff');
  const r = await s.post('/phone/recharge', { amount: '10', pay_type: 1 }, staff);
  expect(r.body.code).toBe(40003);
});

test('recharge → simulator page → confirm twice (concurrently) credits once', async () => {
  const before = await walletState();
  const r = await s.request('POST', '/phone/recharge', {
    token: admin, body: { amount: '123.45', pay_type: 1 },
    headers: { 'X-Forwarded-Host': 'localhost:8080', 'X-Forwarded-Proto': 'http', 'X-Forwarded-Prefix': '/api' },
  });
  expect(r.body.code).toBe(0);
  const { url, status, order_no: orderNo } = r.body.data;
  expect(status).toBe(0);
  expect(url).toBe(`http://localhost:8080/api/pay/simulator/${orderNo}`);
  const [order] = await s.sql<any>('select status, type, pay_type, total_fen::text as total, expires_at, created_at from orders where order_no = $1', [orderNo]);
  expect(order).toMatchObject({ status: 'awaiting_payment', type: 'recharge', pay_type: 'alipay', total: '12345' });
  expect(new Date(order.expires_at).getTime() - new Date(order.created_at).getTime()).toBe(10 * 60_000);

  const page = await s.request('GET', `/pay/simulator/${orderNo}`);
  expect(page.headers.get('content-type')).toContain('text/html');
  expect(page.text).toMatch(/<title>[^<]*模拟器[^<]*<\/title>/);
  expect(page.text).toContain(orderNo);
  expect(page.text).toContain('123.45');
  expect(page.text).toContain(`action="${orderNo}/confirm"`);

  const [a, b] = await Promise.all([
    s.request('POST', `/pay/simulator/${orderNo}/confirm`, { body: '', form: true }),
    s.request('POST', `/pay/simulator/${orderNo}/confirm`, { body: '', form: true }),
  ]);
  for (const res of [a, b]) {
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`http://console.test/pay/success?order_no=${orderNo}`);
  }
  const third = await s.request('POST', `/pay/simulator/${orderNo}/confirm`);
  expect(third.status).toBe(303);

  const after = await walletState();
  expect(after.balance).toBe(before.balance + 12345);
  expect(after.flows).toBe(before.flows + 1);
  expect(after.sum).toBe(after.balance);
  const flows = await s.sql<any>('select change_fen::text as c, balance_after_fen::text as b, kind from wallet_flows where order_no = $1', [orderNo]);
  expect(flows).toEqual([{ c: '12345', b: String(after.balance), kind: 'recharge' }]);
  const [paid] = await s.sql<any>('select o.status, o.paid_fen::text as paid, p.status as pay from orders o join payments p using (order_no) where order_no = $1', [orderNo]);
  expect(paid).toEqual({ status: 'paid', paid: '12345', pay: 'succeeded' });
  expect((await s.get('/user/memberInfo', admin)).body.data.amount).toBe((after.balance / 100).toFixed(2));
  expect((await s.request('GET', `/pay/simulator/${orderNo}`)).text).not.toContain('<form');
});

test('several recharges keep sum(ledger) == balance; numeric amounts accepted', async () => {
  for (const amount of ['10', '0.01', 99.9, '5.5']) {
    const r = await s.post('/phone/recharge', { amount, pay_type: 1 }, admin);
    expect(r.body.code).toBe(0);
    await s.request('POST', `/pay/simulator/${r.body.data.order_no}/confirm`);
  }
  const w = await walletState();
  expect(w.sum).toBe(w.balance);
  expect(w.balance).toBe(100000 + 12345 + 1000 + 1 + 9990 + 550);
});

test('an order not paid within 10 minutes expires and cannot be confirmed', async () => {
  const before = await walletState();
  const r = await s.post('/phone/recharge', { amount: '50', pay_type: 1 }, admin);
  await s.advance(10 * 60_000 + 1000);
  const page = await s.request('GET', `/pay/simulator/${r.body.data.order_no}`);
  expect(page.text).not.toContain('<form');
  const confirm = await s.request('POST', `/pay/simulator/${r.body.data.order_no}/confirm`);
  expect(confirm.status).toBe(409);
  const [o] = await s.sql<any>('select status from orders where order_no = $1', [r.body.data.order_no]);
  expect(o.status).toBe('expired');
  const after = await walletState();
  expect(after.balance).toBe(before.balance);
  expect(after.flows).toBe(before.flows);
});

test('unknown order: 404 page', async () => {
  expect((await s.request('GET', '/pay/simulator/R0000')).status).toBe(404);
  expect((await s.request('POST', '/pay/simulator/R0000/confirm')).status).toBe(404);
});
