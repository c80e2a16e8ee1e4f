// Renewal of platform, own and local IP devices (issue 14, spec §2): platform devices at their
// region × type price, own and local ones at their kind's monthly service fee from the server's
// price table; a device still being bought cannot be renewed. And the demo's two purchases in
// flight, which fill 'awaiting payment' and 'awaiting allocation' until the jobs move them on.
import { startServer, TEST_NOW, type TestServer } from './support/harness';
import { registerEnterprise } from './support/fixtures';

let s: TestServer;
let admin: string;
let eid: number;
const D = 24 * 3600_000;
const now = Date.parse(TEST_NOW);

beforeAll(async () => {
  s = await startServer();
  admin = await s.login('demoadmin', 'admin');
  [{ id: eid }] = await s.sql<{ id: number }>("select id from enterprises where invite_code = 'DEMO2024'");
}, 60_000);
afterAll(async () => {
  await s?.stop();
});

const balance = async () =>
  Number(
    (await s.sql<{ b: string }>('select wallet_balance_fen::text as b from enterprises where id = $1', [eid]))[0].b,
  );
const deviceId = async (address: string) =>
  (
    await s.sql<{ id: number }>('select id from ip_devices where enterprise_id = $1 and address = $2', [eid, address])
  )[0].id;
const view = async (v: string) => (await s.get(`/ipDevice/list?view=${v}&limit=1000`, admin)).body.data;
const price = async (ids: number[], duration_unit = 'month', duration = 1) =>
  (await s.post('/ipDevice/totalPrice', { ids, duration_unit, duration }, admin)).body;

test('the price table names the service fees of own and local devices', async () => {
  const r = (await s.get('/ipDevice/resource', admin)).body.data;
  expect(r.service_fees).toEqual([
    { kind: 'own', month_fen: 500, day_fen: 30 },
    { kind: 'local', month_fen: 300, day_fen: 20 },
  ]);
});

test('prices: platform at region × type (Hong Kong included), own and local at the service fee', async () => {
  const hk = await deviceId('198.51.100.12'); // 中国香港 static
  const cn = await deviceId('203.0.113.10'); // 中国大陆 static
  const own = await deviceId('proxy.demo.example');
  const local = await deviceId('127.0.0.1');
  expect((await price([hk])).data.pay_fen).toBe(6000);
  expect((await price([cn])).data.pay_fen).toBe(4000);
  expect((await price([own])).data.pay_fen).toBe(500);
  expect((await price([local], 'day', 1)).data.pay_fen).toBe(20);
  expect((await price([hk, cn, own, local])).data).toMatchObject({ quantity: 4, total_fen: 10800 });
});

test('an own device without a term is renewed from now, by the balance with its ledger row', async () => {
  const own = await deviceId('proxy.demo.example');
  const before = await balance();
  const r = await s.post(
    '/ipDevice/renew',
    { ids: [own], duration_unit: 'month', duration: 1, pay_type: 'balance', expected_pay_fen: 500 },
    admin,
  );
  expect(r.body.data).toMatchObject({ status: 'paid', pay_fen: 500 });
  expect(await balance()).toBe(before - 500);
  const flows = await s.sql<any>('select change_fen::int as c, kind from wallet_flows where order_no = $1', [
    r.body.data.order_no,
  ]);
  expect(flows).toEqual([{ c: -500, kind: 'renewal' }]);
  const item = (await view('all')).list.find((d: any) => d.id === own);
  expect(Date.parse(item.expiration_time)).toBeGreaterThanOrEqual(now + 28 * D);
  // renewed again: from its expiry, not from now
  const first = Date.parse(item.expiration_time);
  const again = await s.post(
    '/ipDevice/renew',
    { ids: [own], duration_unit: 'day', duration: 1, pay_type: 'balance', expected_pay_fen: 30 },
    admin,
  );
  expect(again.body.data.status).toBe('paid');
  const after = (await view('all')).list.find((d: any) => d.id === own);
  expect(Date.parse(after.expiration_time)).toBe(first + D);
});

test('refusals: a device still being bought, a stale amount, another enterprise — nothing charged', async () => {
  const before = await balance();
  const waiting = (await view('awaiting_payment')).list[0];
  const r = await s.post(
    '/ipDevice/renew',
    { ids: [waiting.id], duration_unit: 'month', duration: 1, pay_type: 'balance', expected_pay_fen: 3000 },
    admin,
  );
  expect(r.body).toMatchObject({ code: 40009, message: '设备尚未分配，暂不能续费' });
  const local = await deviceId('127.0.0.1');
  const stale = await s.post(
    '/ipDevice/renew',
    { ids: [local], duration_unit: 'month', duration: 1, pay_type: 'balance', expected_pay_fen: 500 },
    admin,
  );
  expect(stale.body.code).toBe(40009);
  const other = await registerEnterprise(s, '13900000191');
  const theirs = await s.post(
    '/ipDevice/renew',
    { ids: [local], duration_unit: 'month', duration: 1, pay_type: 'balance', expected_pay_fen: 300 },
    other,
  );
  expect(theirs.body.code).toBe(40004);
  expect(await balance()).toBe(before);
});

test('the demo purchases in flight fill the purchase views, then the jobs move them on', async () => {
  const [waiting, allocating, purchasing] = await Promise.all([
    view('awaiting_payment'),
    view('awaiting_allocation'),
    view('purchasing'),
  ]);
  expect(waiting.list.map((d: any) => d.order_no)).toEqual(['IDEMO0001', 'IDEMO0001']);
  expect(allocating.list.map((d: any) => d.order_no)).toEqual(['IDEMO0002']);
  expect(purchasing.total).toBe(3);
  const orders = (await s.get('/order/list?filterStatus=4&limit=100', admin)).body.data.list;
  expect(orders.map((o: any) => o.order_no)).toContain('IDEMO0001');

  // ten minutes on: the unpaid order lapses (its devices leave every view), the paid one is allocated
  await s.advance(10 * 60_000);
  await s.runJobs();
  expect((await view('purchasing')).total).toBe(0);
  expect((await view('all')).list.some((d: any) => d.order_no === 'IDEMO0001')).toBe(false);
  const active = (await view('unexpired')).list.find((d: any) => d.order_no === 'IDEMO0002');
  expect(active).toMatchObject({ stage: 'active', platform: 'amazon', auto_renew: 1 });
  const [order] = await s.sql<any>("select status from orders where order_no = 'IDEMO0001'");
  expect(order.status).toBe('expired');

  // the next start of the demo places both purchases again, as new orders; a second start adds nothing
  const restart = await s.restartDemo();
  expect(restart?.seeded).toBe(false);
  expect(restart?.placed.waiting).toMatch(/^I\d{20}$/);
  expect(restart?.placed.paid).toMatch(/^I\d{20}$/);
  const again = await Promise.all([view('awaiting_payment'), view('awaiting_allocation'), view('purchasing')]);
  expect(again[0].list.map((d: any) => d.order_no)).toEqual([restart!.placed.waiting, restart!.placed.waiting]);
  expect(again[1].list.map((d: any) => d.order_no)).toEqual([restart!.placed.paid]);
  expect(again[2].total).toBe(3);
  const waitPay = (await s.get('/order/list?filterStatus=4&limit=100', admin)).body.data.list;
  expect(waitPay.map((o: any) => o.order_no)).toContain(restart!.placed.waiting);
  expect((await s.restartDemo())?.placed).toEqual({});
  expect((await view('purchasing')).total).toBe(3);
});
