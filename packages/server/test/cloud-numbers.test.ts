// Cloud numbers: views and counters, pricing, purchase and renewal (balance and gateway),
// auto-renew, transfers between members, roles and enterprise isolation. Cloud numbers are the
// boss's (spec §6 "Most are admin only"): staff managers and employees are refused every call.
import { demoLogins, registerEnterprise } from './support/fixtures';
import { startServer, TEST_NOW, type TestServer } from './support/harness';
import { confirmWith, payThroughSimulator, tokenOf } from './support/payments';

let s: TestServer;
let admin: string;
let manager: string;
let employee: string;
beforeAll(async () => {
  s = await startServer();
  [admin, manager, employee] = await demoLogins(s);
}, 60_000);
afterAll(async () => {
  await s?.stop();
});

const VIEWS = ['willExpire', 'inUse', 'unsubscribing', 'noPhysical', 'unsubscribed'] as const;
const D = 24 * 3600_000;
const list = async (token: string, view: string, extra = '') =>
  (await s.get(`/cloudNumber/list?view=${view}&limit=99999${extra}`, token)).body;
const numbers = (items: { number: string }[]) => items.map((n) => n.number);
const byNumber = async (num: string) => (await list(admin, 'inUse', `&keyword=${num}`)).data.list[0];
const balance = async () =>
  Number(
    (await s.sql<{ b: string }>("select wallet_balance_fen as b from enterprises where invite_code = 'DEMO2024'"))[0].b,
  );
const counts = async () =>
  (
    await s.sql<{ t: string; n: string }>(
      `select 'numbers' as t, count(*) as n from cloud_numbers union all select 'orders', count(*) from orders
   union all select 'flows', count(*) from wallet_flows union all select 'transfers', count(*) from cloud_number_transfers`,
    )
  )
    .map((r) => `${r.t}=${r.n}`)
    .join(',');
// the access table's refusals (packages/contract/src/access.ts: CLOUD_NUMBERS, TRANSFER_NUMBER), quoted
const NUMBERS_REFUSED = { code: 40003, message: '仅老板账号可以查看云号码', data: null };
const TRANSFER_REFUSED = { code: 40003, message: '仅老板账号可以转移云号码', data: null };
const userId = async (username: string) =>
  Number((await s.sql<{ id: number }>('select id from users where username = $1', [username]))[0].id);

test('each view holds exactly the demo numbers it should, soonest expiry first', async () => {
  expect(numbers((await list(admin, 'inUse')).data.list)).toEqual([
    '17012340002',
    '17012340003',
    '85251230006',
    '17012340001',
    '85251230004',
    '17012340005',
  ]);
  expect(numbers((await list(admin, 'willExpire')).data.list)).toEqual(['17012340002', '17012340003']);
  // auto-renew off and expiring before 1 February (CST): unsubscribed on the 25th unless renewed
  expect(numbers((await list(admin, 'unsubscribing')).data.list)).toEqual(['17012340003', '85251230006']);
  expect(numbers((await list(admin, 'noPhysical')).data.list)).toEqual(['17012340003', '85251230006', '17012340005']);
  expect(numbers((await list(admin, 'unsubscribed')).data.list)).toEqual(['85251230008', '17012340007']);
  expect(numbers((await list(admin, 'inUse', '&keyword=3900000001')).data.list)).toEqual(['17012340001']); // physical number
});

test('counters equal the list totals for the boss; staff managers and employees are refused', async () => {
  const cnt = (await s.get('/cloudNumber/cnt', admin)).body.data;
  expect(Object.keys(cnt).sort()).toEqual([...VIEWS].sort());
  for (const v of VIEWS) expect(cnt[v]).toBe((await list(admin, v)).data.total);
  expect(cnt.inUse).toBe(6);
  // spec §6 "Routes declare allowed roles. Most are admin only."
  expect((await s.get('/cloudNumber/cnt', manager)).body).toEqual(NUMBERS_REFUSED);
  for (const v of VIEWS) expect(await list(manager, v)).toEqual(NUMBERS_REFUSED);
  // spec §6 "Ordinary employees can only log in to stores." (not even the numbers they hold)
  expect((await s.get('/cloudNumber/cnt', employee)).body).toEqual(NUMBERS_REFUSED);
  for (const v of VIEWS) expect(await list(employee, v)).toEqual(NUMBERS_REFUSED);
  const held = (await list(admin, 'inUse')).data.list.filter((n: any) => n.assigned_user_name === '运营小王');
  expect(numbers(held)).toEqual(['17012340001', '17012340005']);
});

test('items carry the contract fields; paging is stable', async () => {
  const item = await byNumber('17012340001');
  expect(Object.keys(item).sort()).toEqual(
    [
      'assigned_user_id',
      'assigned_user_name',
      'auto_renew',
      'created_at',
      'expiration_time',
      'id',
      'monthly_fee_fen',
      'number',
      'phone_id',
      'phone_name',
      'physical_number',
      'region',
      'remain_day',
      'status',
    ].sort(),
  );
  expect(item).toMatchObject({
    region: 'cn',
    physical_number: '13900000001',
    phone_name: '云手机-001',
    assigned_user_name: '运营小王',
    monthly_fee_fen: 1000,
    auto_renew: 1,
    status: 'in_use',
    remain_day: 25,
  });
  expect(Date.parse(item.expiration_time) - Date.parse(TEST_NOW)).toBe(25 * D);
  expect((await byNumber('17012340003')).physical_number).toBeNull();
  const full = (await list(admin, 'inUse')).data.list.map((n: { id: number }) => n.id);
  const pages = [];
  for (let page = 1; page <= 3; page++)
    pages.push(...(await s.get(`/cloudNumber/list?view=inUse&page=${page}&limit=2`, admin)).body.data.list);
  expect(pages.map((n) => n.id)).toEqual(full);
  expect((await s.get('/cloudNumber/list?view=nope', admin)).body.code).toBe(40001);
});

test('resource and totalPrice come from the server price table', async () => {
  for (const token of [manager, employee]) {
    // spec §6 "Routes declare allowed roles. Most are admin only."
    expect((await s.get('/cloudNumber/resource', token)).body).toEqual(NUMBERS_REFUSED);
    expect((await s.post('/cloudNumber/totalPrice', { region: 'hk', quantity: 3, months: 2 }, token)).body).toEqual(
      NUMBERS_REFUSED,
    );
  }
  const r = (await s.get('/cloudNumber/resource', admin)).body.data;
  expect(r.regions).toEqual([
    { value: 'cn', label: '中国大陆', month_fen: 1000 },
    { value: 'hk', label: '中国香港', month_fen: 2000 },
  ]);
  expect(r.months).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  expect(r.pay_types).toEqual(['balance', 'alipay', 'wechat']);
  expect((await s.post('/cloudNumber/totalPrice', { region: 'hk', quantity: 3, months: 2 }, admin)).body.data).toEqual({
    unit_fen: 4000,
    quantity: 3,
    total_fen: 12000,
    discount_fen: 0,
    coupon_fen: 0,
    pay_fen: 12000,
    coupon_applicable: false,
  });
  const [cn, hk] = [await byNumber('17012340002'), await byNumber('85251230004')];
  expect(
    (await s.post('/cloudNumber/totalPrice', { ids: [cn.id, hk.id, cn.id], months: 3 }, admin)).body.data,
  ).toMatchObject({ unit_fen: 4500, quantity: 2, total_fen: 9000, pay_fen: 9000 });
  const bad = async (body: object) => (await s.post('/cloudNumber/totalPrice', body, admin)).body;
  expect(await bad({ region: 'us', quantity: 1, months: 1 })).toMatchObject({
    code: 40001,
    message: '请选择地区（中国大陆或中国香港）',
  });
  expect(await bad({ region: 'cn', quantity: 51, months: 1 })).toMatchObject({
    code: 40001,
    message: '购买数量应为1-50的整数',
  });
  expect(await bad({ region: 'cn', quantity: 1, months: 13 })).toMatchObject({
    code: 40001,
    message: '时长应为1-12个月',
  });
  expect(await bad({ ids: [], months: 1 })).toMatchObject({ code: 40001, message: '请选择云号码' });
  expect(await bad({ ids: [999999], months: 1 })).toMatchObject({ code: 40004, message: '云号码不存在' });
});

test('buying with balance: paid order, ledger row, unique numbers held by the buyer, every other one without physical number', async () => {
  const before = await balance();
  const beforeCnt = await s.get('/cloudNumber/cnt', admin);
  const price = (await s.post('/cloudNumber/totalPrice', { region: 'cn', quantity: 3, months: 2 }, admin)).body.data;
  const r = await s.post(
    '/cloudNumber/buy',
    { region: 'cn', quantity: 3, months: 2, pay_type: 'balance', expected_pay_fen: price.pay_fen },
    admin,
  );
  expect(r.body).toMatchObject({ code: 0, data: { status: 'paid', pay_fen: 6000, url: '' } });
  const orderNo = r.body.data.order_no;
  expect(await balance()).toBe(before - 6000);
  const [order] = await s.sql<any>(
    'select type, status, paid_fen, pay_type, quantity from orders where order_no = $1',
    [orderNo],
  );
  expect(order).toMatchObject({ type: 'cloud_number_buy', status: 'paid', pay_type: 'balance', quantity: 3 });
  expect(Number(order.paid_fen)).toBe(6000);
  const flows = await s.sql<any>('select kind, change_fen from wallet_flows where order_no = $1', [orderNo]);
  expect(flows.map((f) => [f.kind, Number(f.change_fen)])).toEqual([['purchase', -6000]]);
  const made = await s.sql<any>(
    'select number, physical_number, assigned_user_id, expiration_time, monthly_fee_fen from cloud_numbers where order_no = $1 order by id',
    [orderNo],
  );
  expect(made).toHaveLength(3);
  expect(new Set(made.map((n) => n.number)).size).toBe(3);
  expect(made.map((n) => n.physical_number !== null)).toEqual([true, false, true]);
  expect(made.every((n) => /^170\d{8}$/.test(n.number))).toBe(true);
  const adminId = await userId('demoadmin');
  expect(made.map((n) => n.assigned_user_id)).toEqual([adminId, adminId, adminId]);
  expect(new Date(made[0].expiration_time).toISOString()).toBe('2030-03-15T04:00:00.000Z');
  const after = (await s.get('/cloudNumber/cnt', admin)).body.data;
  expect(after.inUse).toBe(beforeCnt.body.data.inUse + 3);
  expect(after.noPhysical).toBe(beforeCnt.body.data.noPhysical + 1);
});

test('refused purchases change nothing: stale price, short balance, bad input, staff', async () => {
  const before = await counts();
  const buy = async (body: object, token = admin) => (await s.post('/cloudNumber/buy', body, token)).body;
  const ok = { region: 'hk', quantity: 1, months: 1, pay_type: 'balance', expected_pay_fen: 2000 };
  expect(await buy({ ...ok, expected_pay_fen: 1000 })).toMatchObject({
    code: 40009,
    message: '价格已变化，请刷新后重试',
  });
  expect(await buy({ ...ok, pay_type: 'cash' })).toMatchObject({
    code: 40001,
    message: '支付方式不正确，可选：balance、alipay、wechat',
  });
  expect(await buy({ ...ok, quantity: 0 })).toMatchObject({ code: 40001 });
  expect(await buy(ok, manager)).toMatchObject({ code: 40003, message: '仅老板账号可以购买云号码' });
  const saved = await balance();
  await s.sql("update enterprises set wallet_balance_fen = 1999 where invite_code = 'DEMO2024'");
  expect(await buy(ok)).toMatchObject({ code: 40009, message: '余额不足' });
  await s.sql(`update enterprises set wallet_balance_fen = ${saved} where invite_code = 'DEMO2024'`);
  expect(await counts()).toBe(before);
});

test('buying with Alipay/WeChat waits for payment; the gateway confirm delivers the numbers once', async () => {
  const before = await balance();
  const r = await s.post(
    '/cloudNumber/buy',
    { region: 'hk', quantity: 2, months: 1, pay_type: 'wechat', expected_pay_fen: 4000 },
    admin,
  );
  expect(r.body).toMatchObject({ code: 0, data: { status: 'awaiting_payment', pay_fen: 4000 } });
  const orderNo = r.body.data.order_no;
  expect(r.body.data.url).toMatch(new RegExp(`/pay/simulator/${orderNo}\\?token=[\\w-]+$`));
  const [order] = await s.sql<any>('select status, expires_at, created_at from orders where order_no = $1', [orderNo]);
  expect(order.status).toBe('awaiting_payment');
  expect(new Date(order.expires_at).getTime() - new Date(order.created_at).getTime()).toBe(10 * 60_000);
  const count = async () =>
    (await s.sql<any>('select count(*) as n from cloud_numbers where order_no = $1', [orderNo]))[0].n;
  expect(Number(await count())).toBe(0);
  const confirm = await payThroughSimulator(s, r.body.data.url);
  expect(confirm.status).toBe(303);
  expect((await confirmWith(s, orderNo, tokenOf(r.body.data.url))).status).toBe(409); // the one-time token is spent
  expect(Number(await count())).toBe(2);
  expect(await balance()).toBe(before); // the gateway paid, not the wallet
});

test('renewal extends from the later of now and expiry; unsubscribed numbers cannot be retrieved', async () => {
  const soon = await byNumber('17012340002');
  await s.sql("update cloud_numbers set expiration_time = $1 where number = '17012340005'", [
    new Date(Date.parse(TEST_NOW) - D),
  ]);
  const lapsed = await byNumber('17012340005');
  const before = await balance();
  const r = await s.post(
    '/cloudNumber/renew',
    { ids: [soon.id, lapsed.id], months: 1, pay_type: 'balance', expected_pay_fen: 2000 },
    admin,
  );
  expect(r.body).toMatchObject({ code: 0, data: { status: 'paid', pay_fen: 2000 } });
  expect(await balance()).toBe(before - 2000);
  const flows = await s.sql<any>('select kind, change_fen from wallet_flows where order_no = $1', [
    r.body.data.order_no,
  ]);
  expect(flows.map((f) => [f.kind, Number(f.change_fen)])).toEqual([['renewal', -2000]]);
  expect((await byNumber('17012340002')).expiration_time).toBe('2030-02-18T04:00:00.000Z'); // 2030-01-18 + 1 month
  expect((await byNumber('17012340005')).expiration_time).toBe('2030-02-15T04:00:00.000Z'); // from now

  const before2 = await counts();
  const gone = (await list(admin, 'unsubscribed')).data.list[0];
  const renew = async (body: object, token = admin) => (await s.post('/cloudNumber/renew', body, token)).body;
  expect(
    await renew({
      ids: [soon.id, gone.id],
      months: 1,
      pay_type: 'balance',
      expected_pay_fen: 2000 + gone.monthly_fee_fen,
    }),
  ).toMatchObject({ code: 40009, message: '已退订的云号码无法续费' });
  expect(await renew({ ids: [soon.id, 999999], months: 1, pay_type: 'balance', expected_pay_fen: 2000 })).toMatchObject(
    { code: 40004 },
  );
  expect(await renew({ ids: [soon.id], months: 1, pay_type: 'balance', expected_pay_fen: 1 })).toMatchObject({
    code: 40009,
  });
  // spec §6 "Routes declare allowed roles. Most are admin only."
  expect(
    await renew({ ids: [soon.id], months: 1, pay_type: 'balance', expected_pay_fen: 1000 }, manager),
  ).toMatchObject({ code: 40003, message: '仅老板账号可以续费云号码' });
  expect(await counts()).toBe(before2);
  expect((await byNumber('17012340002')).expiration_time).toBe('2030-02-18T04:00:00.000Z');
});

test('auto-renew on/off (admin only; not for unsubscribed numbers)', async () => {
  const n = await byNumber('17012340003');
  expect((await s.post('/cloudNumber/autoRenew', { ids: [n.id], auto_renew: 1 }, admin)).body.data).toEqual({
    updated: 1,
  });
  expect((await byNumber('17012340003')).auto_renew).toBe(1);
  expect(numbers((await list(admin, 'unsubscribing')).data.list)).toEqual(['85251230006']);
  expect((await s.post('/cloudNumber/autoRenew', { ids: [n.id], auto_renew: 0 }, admin)).body.data).toEqual({
    updated: 1,
  });
  expect((await byNumber('17012340003')).auto_renew).toBe(0);
  expect((await s.post('/cloudNumber/autoRenew', { ids: [n.id], auto_renew: 1 }, manager)).body.code).toBe(40003);
  expect((await s.post('/cloudNumber/autoRenew', { ids: [n.id], auto_renew: 2 }, admin)).body).toMatchObject({
    code: 40001,
    message: '自动续费取值应为0或1',
  });
  const gone = (await list(admin, 'unsubscribed')).data.list[0];
  expect((await s.post('/cloudNumber/autoRenew', { ids: [n.id, gone.id], auto_renew: 1 }, admin)).body.code).toBe(
    40009,
  );
  expect((await byNumber('17012340003')).auto_renew).toBe(0);
});

test('transfers: the boss hands numbers to active members, never to the current holder; staff refused; records listed', async () => {
  const n = await byNumber('17012340002'); // held by the admin
  const kefu = await userId('demokefu01');
  const before = await counts();
  const transfer = async (body: object, token = admin) => (await s.post('/cloudNumber/transfer', body, token)).body;
  expect(await transfer({ ids: [n.id], to_user_id: await userId('demoadmin') })).toMatchObject({
    code: 40009,
    message: '不能转移给自己',
  });
  expect(await transfer({ ids: [n.id], to_user_id: await userId('demoleaver') })).toMatchObject({ code: 40004 });
  // spec §6 "Ordinary employees can only log in to stores."
  expect(await transfer({ ids: [n.id], to_user_id: kefu }, employee)).toEqual(TRANSFER_REFUSED);
  // spec §6 "Routes declare allowed roles. Most are admin only." (refused before validation too)
  expect(await transfer({ ids: [n.id], to_user_id: kefu }, manager)).toEqual(TRANSFER_REFUSED);
  expect(await transfer({ ids: [n.id] }, manager)).toEqual(TRANSFER_REFUSED);
  expect(await transfer({ ids: [n.id] })).toMatchObject({ code: 40001, message: '请选择要转移给的成员' });
  expect(await counts()).toBe(before);
  expect((await byNumber('17012340002')).assigned_user_name).toBe('演示老板');

  expect(await transfer({ ids: [n.id], to_user_id: kefu })).toMatchObject({ code: 0, data: { transferred: 1 } });
  expect((await byNumber('17012340002')).assigned_user_name).toBe('客服小李');
  const records = (await s.get('/cloudNumber/transfers?page=1&limit=10', admin)).body.data;
  expect(records.total).toBe(3);
  expect(records.list[0]).toEqual({
    id: expect.any(Number),
    number: '17012340002',
    from_user_name: '演示老板',
    to_user_name: '客服小李',
    operator_name: '演示老板',
    created_at: TEST_NOW,
  });
  // spec §6 "Ordinary employees can only log in to stores." (not even the records they gave or received)
  expect((await s.get('/cloudNumber/transfers?page=1&limit=10', employee)).body).toEqual(NUMBERS_REFUSED);
  // spec §6 "Routes declare allowed roles. Most are admin only."
  expect((await s.get('/cloudNumber/transfers?page=1&limit=10', manager)).body).toEqual(NUMBERS_REFUSED);
});

test('another enterprise sees none of these numbers and cannot act on them', async () => {
  const other = await registerEnterprise(s, '13912345678');
  const n = await byNumber('17012340001');
  for (const v of VIEWS) expect((await list(other, v)).data.total).toBe(0);
  expect((await s.get('/cloudNumber/transfers', other)).body.data.total).toBe(0);
  expect((await s.post('/cloudNumber/autoRenew', { ids: [n.id], auto_renew: 0 }, other)).body.code).toBe(40004);
  expect(
    (await s.post('/cloudNumber/renew', { ids: [n.id], months: 1, pay_type: 'balance', expected_pay_fen: 1000 }, other))
      .body.code,
  ).toBe(40004);
  expect((await s.post('/cloudNumber/totalPrice', { ids: [n.id], months: 1 }, other)).body.code).toBe(40004);
  expect((await byNumber('17012340001')).auto_renew).toBe(1);
  expect((await s.get('/cloudNumber/cnt')).body.code).toBe(20103);
});

test("paid for nothing: a renewal paid after one of its numbers was unsubscribed refunds that number's share with a ledger row", async () => {
  const [{ eid }] = await s.sql<{ eid: number }>("select id as eid from enterprises where invite_code = 'DEMO2024'");
  const exp = new Date(Date.parse(TEST_NOW) + 20 * D);
  const [{ id: kept }] = await s.sql<{ id: number }>(
    "insert into cloud_numbers (enterprise_id, number, region, monthly_fee_fen, status, expiration_time) values ($1, '17099990001', 'cn', 1000, 'in_use', $2) returning id",
    [eid, exp],
  );
  const [{ id: lost }] = await s.sql<{ id: number }>(
    "insert into cloud_numbers (enterprise_id, number, region, monthly_fee_fen, status, expiration_time) values ($1, '85299990002', 'hk', 2000, 'in_use', $2) returning id",
    [eid, exp],
  );
  const before = await balance();
  const r = await s.post(
    '/cloudNumber/renew',
    { ids: [kept, lost], months: 1, pay_type: 'alipay', expected_pay_fen: 3000 },
    admin,
  );
  expect(r.body).toMatchObject({ code: 0, data: { status: 'awaiting_payment', pay_fen: 3000 } });
  const no = r.body.data.order_no;
  // unsubscribed while the payment is pending
  await s.sql("update cloud_numbers set status = 'unsubscribed', unsubscribed_at = $2 where id = $1", [
    lost,
    new Date(TEST_NOW),
  ]);
  expect((await payThroughSimulator(s, r.body.data.url)).status).toBe(303);
  const [o] = await s.sql<any>(
    'select status, paid_fen::int as paid, refunded_fen::int as refunded, refund_reason from orders where order_no = $1',
    [no],
  );
  expect(o).toMatchObject({ status: 'paid', paid: 3000, refunded: 2000 });
  expect(o.refund_reason).toContain('85299990002');
  const exps = await s.sql<any>('select id, expiration_time from cloud_numbers where id in ($1, $2) order by id', [
    kept,
    lost,
  ]);
  expect(exps.map((x: any) => new Date(x.expiration_time).toISOString())).toEqual([
    '2030-03-04T04:00:00.000Z',
    exp.toISOString(),
  ]);
  expect(await s.sql('select kind, change_fen::int as c from wallet_flows where order_no = $1', [no])).toEqual([
    { kind: 'refund', c: 2000 },
  ]);
  expect(await balance()).toBe(before + 2000);
  const item = (await s.get('/order/list?limit=100', admin)).body.data.list.find((x: any) => x.order_no === no);
  expect(item).toMatchObject({ refunded: '20.00', refunded_fen: 2000, refund_reason: o.refund_reason });
  const { checkLedger } = await import('../src/modules/billing/ledger-check');
  expect((await checkLedger((text, params) => s.sql(text, params))).failures).toEqual([]);
});
