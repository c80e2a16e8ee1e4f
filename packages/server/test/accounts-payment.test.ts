// Paying for sub-accounts over real HTTP: the batch payment list, prices, buying the first period
// of created sub-accounts, renewing, extra storage — by balance (ledger row in the same
// transaction, order paid at once) or by gateway (awaiting payment until the checkout is paid).
// Orders show in billing; a refused payment changes nothing. All of it is the boss's: staff are
// refused (40003), whatever extra permission they hold. Also GET /networkCard/ipGeolocation.
import { startServer, TEST_NOW, type TestServer } from './support/harness';
import { qs, registerEnterprise } from './support/fixtures';
import { payThroughSimulator } from './support/payments';

let s: TestServer;
let admin: string;
let manager: string;
let employee: string;
let tech: string;
let other: string;
let eid: number;
const D = 86_400_000;

const post = async (path: string, body: unknown, token = admin) => (await s.post(path, body, token)).body;
const get = async (path: string, q: Record<string, string | number | undefined> = {}, token = admin) =>
  (await s.get(`${path}?${qs(q)}`, token)).body;
const row = async (id: number) => (await s.sql<any>('select * from sub_accounts where id = $1', [id]))[0];
async function wallet() {
  const [w] = await s.sql<{ balance: string; flows: string; sum: string; orders: string }>(
    `select e.wallet_balance_fen::text as balance,
      (select count(*) from wallet_flows f where f.enterprise_id = e.id)::text as flows,
      (select coalesce(sum(change_fen), 0) from wallet_flows f where f.enterprise_id = e.id)::text as sum,
      (select count(*) from orders o where o.enterprise_id = e.id)::text as orders
    from enterprises e where e.id = $1`,
    [eid],
  );
  return { balance: Number(w.balance), flows: Number(w.flows), sum: Number(w.sum), orders: Number(w.orders) };
}
const setBalance = (fen: number) => s.sql('update enterprises set wallet_balance_fen = $1 where id = $2', [fen, eid]);
const newAccount = async (name: string) => (await post('/account/add', { name })).data.id as number;

beforeAll(async () => {
  s = await startServer();
  admin = await s.login('demoadmin', 'admin');
  manager = await s.login('demostaff', 'staff'); // holds the device-renewal permission
  employee = await s.login('demoemployee', 'staff');
  tech = await s.login('demotech01', 'staff'); // employee with the renewal permission
  other = await registerEnterprise(s, '13600000132');
  [{ eid }] = await s.sql<{ eid: number }>(`select enterprise_id as eid from users where username = 'demoadmin'`);
}, 60_000);
afterAll(async () => {
  await s?.stop();
});

describe('batch payment list and prices', () => {
  test('buy lists the unpaid sub-accounts; renew the paid ones; prices with the multi-month discount', async () => {
    const a = await newAccount('待购-01');
    const buy = (await post('/account/getBatchPaymentList', { kind: 'buy' })).data;
    expect(buy.list.map((x: any) => x.id)).toEqual([a]);
    expect(buy).toMatchObject({
      month_fen: 2000,
      day_fen: 100,
      pay_types: expect.arrayContaining(['balance', 'alipay']),
    });
    expect(buy.balance_fen).toEqual(expect.any(Number));
    expect(buy.durations[0]).toEqual({ unit: 'day', value: 1 });
    const renew = (await post('/account/getBatchPaymentList', { kind: 'renew' })).data.list;
    expect(renew.map((x: any) => x.name)).toEqual(expect.arrayContaining(['分身-A01', '分身-A05']));
    expect(renew.map((x: any) => x.id)).not.toContain(a);
    expect((await post('/account/getBatchPaymentList', { kind: 'buy' }, other)).data.list).toEqual([]);
    const accountsRefused = { code: 40003, message: '仅老板账号可以查看和操作分身', data: null };
    // spec §6: "Ordinary employees can only log in to stores."
    expect(await post('/account/getBatchPaymentList', { kind: 'buy' }, employee)).toEqual(accountsRefused);
    // spec §6: "Routes declare allowed roles. Most are admin only."
    expect(await post('/account/getBatchPaymentList', { kind: 'renew' }, manager)).toEqual(accountsRefused);
    // spec §6: "Routes declare allowed roles. Most are admin only."
    expect(
      await post('/account/prices', { kind: 'buy', account_ids: [a], duration_unit: 'month', duration: 3 }, manager),
    ).toEqual(accountsRefused);

    expect(
      (await post('/account/prices', { kind: 'buy', account_ids: [a], duration_unit: 'month', duration: 3 })).data,
    ).toMatchObject({
      unit_fen: 6000,
      total_fen: 6000,
      discount_fen: 300,
      pay_fen: 5700,
    });
    expect(
      (await post('/account/prices', { kind: 'buy', account_ids: [a], duration_unit: 'day', duration: 1 })).data
        .pay_fen,
    ).toBe(100);
    expect(
      await post('/account/prices', { kind: 'buy', account_ids: [a], duration_unit: 'day', duration: 2 }),
    ).toMatchObject({
      code: 40001,
      message: '购买时长不正确，可选：1天或1到12个月',
    });
    expect(
      await post('/account/prices', { kind: 'renew', account_ids: [a], duration_unit: 'month', duration: 1 }),
    ).toMatchObject({
      code: 40009,
      message: '待购-01：分身尚未支付，请先购买',
    });
    expect((await post('/account/prices', { kind: 'memory', account_ids: [a], memory_gb: 16 })).code).toBe(40009);
    expect(
      (await post('/account/prices', { kind: 'buy', account_ids: [a], duration_unit: 'month', duration: 1 }, other))
        .code,
    ).toBe(40004);
    expect((await post('/account/prices', { kind: 'nope', account_ids: [a] })).code).toBe(40001);
  });
});

describe('buy, renew, storage by balance', () => {
  test('buy: order paid, ledger row, balance down, the sub-account gets its period', async () => {
    const a = await newAccount('购买-01');
    const b = await newAccount('购买-02');
    await setBalance(100_000);
    const before = await wallet();
    const body = {
      kind: 'buy',
      account_ids: [a, b],
      duration_unit: 'month',
      duration: 1,
      pay_type: 'balance',
      expected_pay_fen: 4000,
    };
    // staff may not buy, a wrong amount is refused, nothing changes
    // spec §6: "Routes declare allowed roles. Most are admin only."
    expect(await post('/account/batchPaymentV1', body, manager)).toMatchObject({
      code: 40003,
      message: '仅老板账号可以购买或续费分身',
    });
    expect(await post('/account/batchPaymentV1', { ...body, expected_pay_fen: 3999 })).toMatchObject({
      code: 40009,
      message: '价格已变化，请刷新后重试',
    });
    expect(await post('/account/batchPaymentV1', { ...body, pay_type: 'bitcoin' })).toMatchObject({ code: 40001 });
    expect(await wallet()).toEqual(before);

    const paid = await post('/account/batchPaymentV1', body);
    expect(paid).toMatchObject({ code: 0, data: { status: 'paid', pay_fen: 4000, url: '' } });
    const after = await wallet();
    expect(after).toMatchObject({ balance: before.balance - 4000, flows: before.flows + 1, orders: before.orders + 1 });
    expect(after.sum - before.sum).toBe(-4000); // the ledger moved exactly as the balance
    const [order] = await s.sql<any>(
      'select type, status, quantity, paid_fen::int as paid from orders where order_no = $1',
      [paid.data.order_no],
    );
    expect(order).toEqual({ type: 'account_buy', status: 'paid', quantity: 2, paid: 4000 });
    const [flow] = await s.sql<any>('select kind, change_fen::int as c, remark from wallet_flows where order_no = $1', [
      paid.data.order_no,
    ]);
    expect(flow).toEqual({ kind: 'purchase', c: -4000, remark: '购买分身 ×2' });
    const ra = await row(a);
    expect(ra.paid_at).not.toBe(null);
    expect(new Date(ra.expiration_time).toISOString()).toBe('2030-02-15T04:00:00.000Z');
    // bought once: a second buy is refused, and the order is in billing
    expect((await post('/account/batchPaymentV1', body)).code).toBe(40009);
    const orders = (await get('/order/list', { limit: 50 })).data.list;
    expect(orders.find((o: any) => o.order_no === paid.data.order_no)).toMatchObject({ goods_name: '分身 1个月' });
  });

  test('renew: from the expiry (or now when expired); permission; the ledger follows', async () => {
    const [{ id: a1, exp }] = await s.sql<any>(
      `select id, expiration_time as exp from sub_accounts where name = '分身-A01'`,
    );
    const [{ id: a5 }] = await s.sql<any>(`select id from sub_accounts where name = '分身-A05'`);
    await setBalance(50_000);
    const body = {
      kind: 'renew',
      account_ids: [a1, a5],
      duration_unit: 'day',
      duration: 1,
      pay_type: 'balance',
      expected_pay_fen: 200,
    };
    const before = await wallet();
    const refused = { code: 40003, message: '仅老板账号可以购买或续费分身', data: null };
    // spec §6: "Ordinary employees can only log in to stores."
    expect(await post('/account/batchPaymentV1', body, employee)).toEqual(refused);
    // spec §6: "Ordinary employees can only log in to stores." (the renewal permission opens nothing to an employee)
    expect(await post('/account/batchPaymentV1', body, tech)).toEqual(refused);
    // spec §6: "Routes declare allowed roles. Most are admin only." (the device renewal permission is for phones)
    expect(await post('/account/batchPaymentV1', body, manager)).toEqual(refused);
    expect(await wallet()).toEqual(before);
    expect(new Date((await row(a1)).expiration_time).getTime()).toBe(new Date(exp).getTime());
    const r = await post('/account/batchPaymentV1', body);
    expect(r).toMatchObject({ code: 0, data: { status: 'paid', pay_fen: 200 } });
    expect(new Date((await row(a1)).expiration_time).getTime()).toBe(new Date(exp).getTime() + D);
    // A05 was expired: one day from now, and expired no more
    expect(new Date((await row(a5)).expiration_time).getTime()).toBe(Date.parse(TEST_NOW) + D);
    expect((await get('/account/detail', { id: a5 })).data.state).toBe('running');
    expect((await wallet()).balance).toBe(50_000 - 200);
    const [flow] = await s.sql<any>('select kind, change_fen::int as c from wallet_flows where order_no = $1', [
      r.data.order_no,
    ]);
    expect(flow).toEqual({ kind: 'renewal', c: -200 });
  });

  test('storage: /memory/batchPayment adds the gigabytes; admin only; short balance refused', async () => {
    const [{ id: a2 }] = await s.sql<any>(`select id from sub_accounts where name = '分身-A02'`);
    const body = { account_ids: [a2], memory_gb: 32, pay_type: 'balance', expected_pay_fen: 1800 };
    // spec §6: "Routes declare allowed roles. Most are admin only."
    expect(await post('/memory/batchPayment', body, manager)).toMatchObject({
      code: 40003,
      message: '仅老板账号可以购买分身存储',
    });
    expect(await post('/memory/batchPayment', { ...body, memory_gb: 20 })).toMatchObject({
      code: 40001,
      message: '存储容量不正确，可选：16、32、64GB',
    });
    await setBalance(1000);
    const before = await wallet();
    expect(await post('/memory/batchPayment', body)).toMatchObject({ code: 40009, message: '余额不足' });
    expect(await wallet()).toEqual(before);
    expect((await row(a2)).memory_gb).toBe(0);
    await setBalance(10_000);
    expect(await post('/memory/batchPayment', body)).toMatchObject({
      code: 0,
      data: { status: 'paid', pay_fen: 1800 },
    });
    expect((await row(a2)).memory_gb).toBe(32);
    expect((await get('/account/detail', { id: a2 })).data.memory_gb).toBe(32);
  });
});

describe('gateway payment', () => {
  test('alipay: awaiting payment until the checkout is paid, then delivered; a sub-account deleted meanwhile is refunded', async () => {
    const a = await newAccount('网关-01');
    const b = await newAccount('网关-02');
    const before = await wallet();
    const r = await post('/account/batchPaymentV1', {
      kind: 'buy',
      account_ids: [a, b],
      duration_unit: 'month',
      duration: 1,
      pay_type: 'alipay',
      expected_pay_fen: 4000,
    });
    expect(r).toMatchObject({ code: 0, data: { status: 'awaiting_payment', pay_fen: 4000 } });
    expect(r.data.url).toContain('/pay/simulator/');
    expect((await row(a)).paid_at).toBe(null);
    expect((await wallet()).balance).toBe(before.balance);
    await post('/account/delAccount', { account_ids: [b] });
    const paid = await payThroughSimulator(s, r.data.url);
    expect(paid.status).toBeLessThan(400);
    expect((await row(a)).paid_at).not.toBe(null);
    // half of the order was undeliverable: 2000 went back to the balance with its ledger row
    const [order] = await s.sql<any>('select status, refunded_fen::int as refunded from orders where order_no = $1', [
      r.data.order_no,
    ]);
    expect(order).toEqual({ status: 'paid', refunded: 2000 });
    const w = await wallet();
    expect(w.balance).toBe(before.balance + 2000);
    expect(w.sum - before.sum).toBe(2000);
  });
});

describe('GET /networkCard/ipGeolocation', () => {
  test("the enterprise's own card IPs only; bad addresses 40001", async () => {
    const refused = { code: 40003, message: '仅老板账号可以管理网卡和IP设备', data: null };
    // spec §6: "Ordinary employees can only log in to stores."
    expect(await get('/networkCard/ipGeolocation', { ip: '101.89.10.11' }, employee)).toEqual(refused);
    // spec §6: "Routes declare allowed roles. Most are admin only."
    expect(await get('/networkCard/ipGeolocation', { ip: '101.89.10.11' }, manager)).toEqual(refused);
    const r = await get('/networkCard/ipGeolocation', { ip: '101.89.10.11' });
    expect(r).toMatchObject({ code: 0, data: { ip: '101.89.10.11', country: '中国' } });
    expect(r.data.city).not.toBe('');
    // deterministic
    expect((await get('/networkCard/ipGeolocation', { ip: '101.89.10.11' })).data).toEqual(r.data);
    expect(await get('/networkCard/ipGeolocation', { ip: '101.89.10.11' }, other)).toMatchObject({ code: 40004 });
    expect(await get('/networkCard/ipGeolocation', { ip: 'not-an-ip' })).toMatchObject({
      code: 40001,
      message: 'IP地址不正确',
    });
    expect((await get('/networkCard/ipGeolocation', {})).code).toBe(40001);
    expect((await s.get('/networkCard/ipGeolocation?ip=101.89.10.11')).body.code).toBe(20103);
  });
});
