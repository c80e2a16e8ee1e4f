// Cloud-phone purchase and renewal over real HTTP: prices, cap, balance and gateway payment,
// allocation job, renewal permissions, coupons, bad input, auto-renew job.
import { startServer, TEST_NOW, type TestServer } from './support/harness';
import { confirmWith, payPath, payThroughSimulator, tokenOf } from './support/payments';

let s: TestServer;
let admin: string;
let eid: number;
const D = 24 * 3600_000;
/** The server's fake clock, as moved by this suite. */
let elapsed = 0;
const advance = async (ms: number) => {
  elapsed += ms;
  await s.advance(ms);
};
const nowMs = () => Date.parse(TEST_NOW) + elapsed;

beforeAll(async () => {
  s = await startServer();
  admin = await s.login('demoadmin', 'admin');
  [{ id: eid }] = await s.sql<{ id: number }>("select id from enterprises where invite_code = 'DEMO2024'");
  // the demo's 'buying' order (paid an hour ago) is allocated by the first pass; settle it first
  await s.runJobs();
}, 60_000);
afterAll(async () => {
  await s?.stop();
});

async function wallet(enterpriseId = eid) {
  const [w] = await s.sql<{ balance: string; flows: string; sum: string; orders: string; phones: string }>(
    `
    select e.wallet_balance_fen::text as balance,
      (select count(*) from wallet_flows f where f.enterprise_id = e.id)::text as flows,
      (select coalesce(sum(change_fen), 0) from wallet_flows f where f.enterprise_id = e.id)::text as sum,
      (select count(*) from orders o where o.enterprise_id = e.id)::text as orders,
      (select count(*) from phones p where p.enterprise_id = e.id)::text as phones
    from enterprises e where e.id = $1`,
    [enterpriseId],
  );
  return {
    balance: Number(w.balance),
    flows: Number(w.flows),
    sum: Number(w.sum),
    orders: Number(w.orders),
    phones: Number(w.phones),
  };
}
const phoneId = async (name: string) =>
  (await s.sql<{ id: number }>('select id from phones where phone_name = $1 and enterprise_id = $2', [name, eid]))[0]
    .id;
const expiry = async (id: number) =>
  Date.parse((await s.sql<{ e: string }>('select expiration_time::text as e from phones where id = $1', [id]))[0].e);
// bigint columns come back as strings from PostgreSQL and as numbers from PGlite: compare numbers
const order = async (no: string) => {
  const [o] = await s.sql<any>('select * from orders where order_no = $1', [no]);
  return (
    o && {
      ...o,
      ...Object.fromEntries(['total_fen', 'discount_fen', 'coupon_fen', 'paid_fen'].map((k) => [k, Number(o[k])])),
    }
  );
};
const setCertified = (a: number) => s.sql('update enterprises set company_attestation = $1 where id = $2', [a, eid]);
const buyForm = (extra: Record<string, unknown> = {}) => ({
  platform: 'android10',
  region: 'cn',
  spec: '4c8g',
  duration_unit: 'month',
  duration: 1,
  quantity: 1,
  ...extra,
});
const buy = (token: string, extra: Record<string, unknown>) =>
  s.post('/phone/buyV1', { ...buyForm(), auto_renew: 0, pay_type: 'balance', ...extra }, token);
/** Pays a gateway order as the paying browser does: the pay URL's page, then its confirm button. */
const pay = (url: string) => payThroughSimulator(s, url);
/** Presses confirm again with the (now spent) one-time token of the pay URL. */
const confirmAgain = (no: string, url: string) => confirmWith(s, no, tokenOf(url));

/** A second enterprise with its own admin (password Demo123456), phone and coupon. */
async function otherEnterprise(name: string, balanceFen = 0) {
  const [{ id }] = await s.sql<{ id: number }>(
    'insert into enterprises (name, invite_code, company_attestation, wallet_balance_fen) values ($1, $2, 1, 0) returning id',
    [name, name.slice(0, 16)],
  );
  const [{ h }] = await s.sql<{ h: string }>("select password_hash as h from users where username = 'demoadmin'");
  const phone = `139${String(id).padStart(8, '0')}`;
  await s.sql(
    'insert into users (enterprise_id, username, phone, password_hash, level, member_role) values ($1, $2, $3, $4, 1, $5)',
    [id, `${name}adm`, phone, h, 'manager'],
  );
  if (balanceFen) {
    await s.sql('update enterprises set wallet_balance_fen = $1 where id = $2', [balanceFen, id]);
    await s.sql(
      "insert into wallet_flows (enterprise_id, change_fen, balance_after_fen, kind, remark) values ($1, $2, $2, 'recharge', 'test')",
      [id, balanceFen],
    );
  }
  const [{ pid }] = await s.sql<{ pid: number }>(
    "insert into phones (enterprise_id, phone_name, spec_name, expiration_time, auto_renew) values ($1, '云手机-001', '4核8G', $2, true) returning id as pid",
    [id, new Date(Date.parse(TEST_NOW) + 12 * 3600_000)],
  );
  const [{ cid }] = await s.sql<{ cid: number }>(
    "insert into coupons (enterprise_id, name, amount_fen, expires_at) values ($1, '别家的券', 500, $2) returning id as cid",
    [id, new Date(Date.parse(TEST_NOW) + 30 * D)],
  );
  return { id, phoneId: pid, couponId: cid, token: await s.login(`${name}adm`, 'admin') };
}

test('resource: the price table, durations, pay types, balance and the cap (12 visible + 1 allocated = 13 held)', async () => {
  const r = await s.get('/phone/resource', admin);
  expect(r.body.code).toBe(0);
  const d = r.body.data;
  expect(d.regions).toEqual([
    { value: 'cn', label: '中国大陆' },
    { value: 'hk', label: '中国香港' },
  ]);
  expect(d.platforms).toContainEqual({ value: 'android10', label: 'Android 10' });
  expect(d.specs).toContainEqual({
    value: '4c8g',
    label: '4核8G',
    month_fen: 10000,
    day_fen: 500,
    regions: ['cn', 'hk'],
  });
  expect(d.specs.find((x: any) => x.value === '2c4g').regions).toEqual(['cn']);
  expect(d.durations).toHaveLength(13);
  expect(d.durations[0]).toEqual({ unit: 'day', value: 1, label: '1天' });
  expect(d.durations[12]).toEqual({ unit: 'month', value: 12, label: '12个月' });
  expect(d.pay_types).toEqual(['balance', 'alipay', 'wechat']);
  expect(d.balance_fen).toBe((await wallet()).balance);
  expect(d.cap).toEqual({ certified: false, limit: 10, held: 13, remaining: 0 });
});

test('totalPrice: spec × duration × quantity, multi-month discount, coupon (min spend), renew form', async () => {
  const p = async (body: unknown) => (await s.post('/phone/totalPrice', body, admin)).body;
  expect((await p(buyForm({ quantity: 2, duration: 3 }))).data).toEqual({
    unit_fen: 30000,
    quantity: 2,
    total_fen: 60000,
    discount_fen: 3000,
    coupon_fen: 0,
    pay_fen: 57000,
    coupon_applicable: false,
  });
  expect((await p(buyForm({ duration_unit: 'day', duration: 1, spec: '8c16g', region: 'hk' }))).data).toMatchObject({
    unit_fen: 900,
    total_fen: 900,
    pay_fen: 900,
  });
  expect((await p(buyForm({ duration: 12 }))).data).toMatchObject({
    total_fen: 120000,
    discount_fen: 18000,
    pay_fen: 102000,
  });
  const [c100] = await s.sql<{ id: number }>("select id from coupons where name = '新人满100减10'");
  expect((await p(buyForm({ coupon_id: c100.id }))).data).toMatchObject({
    total_fen: 10000,
    coupon_fen: 1000,
    pay_fen: 9000,
    coupon_applicable: true,
  });
  // below the minimum spend: shown as not applicable, nothing deducted
  expect((await p(buyForm({ coupon_id: c100.id, duration_unit: 'day' }))).data).toMatchObject({
    coupon_fen: 0,
    pay_fen: 500,
    coupon_applicable: false,
  });
  // a coupon worth more than the order makes it free, never negative
  const [big] = await s.sql<{ id: number }>(
    "insert into coupons (enterprise_id, name, amount_fen, expires_at) values ($1, '大额券', 99999, $2) returning id",
    [eid, new Date(Date.parse(TEST_NOW) + 30 * D)],
  );
  expect((await p(buyForm({ coupon_id: big.id, duration_unit: 'day' }))).data).toMatchObject({
    coupon_fen: 500,
    pay_fen: 0,
    coupon_applicable: true,
  });
  const renew = await p({
    phone_ids: [await phoneId('云手机-001'), await phoneId('云手机-002')],
    duration_unit: 'month',
    duration: 1,
  });
  expect(renew.data).toMatchObject({ quantity: 2, total_fen: 30000, unit_fen: 15000, pay_fen: 30000 });
});

test('uncertified enterprise over the cap: refused with the contract message, nothing changes', async () => {
  const before = await wallet();
  const r = await buy(admin, { expected_pay_fen: 10000 });
  expect(r.body).toEqual({ code: 40009, message: '未完成企业认证最多可购买10台设备，请先完成企业认证', data: null });
  expect(await wallet()).toEqual(before);
  await setCertified(1);
  expect((await s.get('/phone/resource', admin)).body.data.cap).toEqual({
    certified: true,
    limit: null,
    held: 13,
    remaining: null,
  });
});

test('buy with balance: ledger row, order buying → allocation job → phones in the list and counters', async () => {
  const before = await wallet();
  const cntBefore = (await s.get('/phone/cnt', admin)).body.data.allCnt;
  const [{ last }] = await s.sql<{ last: number }>(
    "select max(substring(phone_name from '[0-9]+$')::int) as last from phones where enterprise_id = $1",
    [eid],
  );
  const next = (n: number) => `云手机-${String(last + n).padStart(3, '0')}`;
  const r = await buy(admin, { quantity: 2, auto_renew: 1, expected_pay_fen: 20000 });
  expect(r.body.code).toBe(0);
  expect(r.body.data).toMatchObject({ status: 'buying', pay_fen: 20000, url: '' });
  const no = r.body.data.order_no;
  const after = await wallet();
  expect(after.balance).toBe(before.balance - 20000);
  expect(after.sum).toBe(after.balance);
  expect(await s.sql('select change_fen::int as c, kind from wallet_flows where order_no = $1', [no])).toEqual([
    { c: -20000, kind: 'purchase' },
  ]);
  const o = await order(no);
  expect(o).toMatchObject({
    type: 'phone_buy',
    status: 'buying',
    quantity: 2,
    pay_type: 'balance',
    goods_name: '云手机 4核8G 1个月',
  });
  expect(o.detail).toMatchObject({
    spec: '4c8g',
    region: 'cn',
    platform: 'android10',
    duration_unit: 'month',
    duration: 1,
    quantity: 2,
    auto_renew: true,
  });
  expect((await s.get('/phone/allocating', admin)).body.data).toMatchObject({
    count: 2,
    orders: [{ order_no: no, quantity: 2 }],
  });
  expect((await s.get(`/phone/order?order_no=${no}`, admin)).body.data).toEqual({
    order_no: no,
    type: 'phone_buy',
    status: 'buying',
    quantity: 2,
    pay_fen: 20000,
    allocated: 0,
  });

  await s.runJobs(); // before the provider's delay: nothing yet
  expect((await s.get(`/phone/order?order_no=${no}`, admin)).body.data.allocated).toBe(0);
  await advance(61_000);
  await s.runJobs();
  await s.runJobs(); // idempotent
  expect((await s.get(`/phone/order?order_no=${no}`, admin)).body.data).toMatchObject({ status: 'paid', allocated: 2 });
  expect((await s.get('/phone/allocating', admin)).body.data).toEqual({ count: 0, orders: [] });
  const bought = await s.sql<any>(
    'select phone_name, spec_name, version, region, platform, provider_instance_id, auto_renew, expiration_time, order_no from phones where order_no = $1 order by id',
    [no],
  );
  expect(bought).toHaveLength(2);
  expect(bought.map((p) => p.phone_name)).toEqual([next(1), next(2)]); // numbered on from the enterprise's last phone
  for (const p of bought) {
    expect(p).toMatchObject({
      spec_name: '4核8G',
      version: 'Android 10',
      region: 'cn',
      platform: 'android10',
      auto_renew: true,
    });
    expect(p.provider_instance_id).toMatch(/^sim-/);
    expect(new Date(p.expiration_time).toISOString()).toBe('2030-02-15T04:01:01.000Z');
  }
  const list = (await s.get('/phone/list?limit=99999', admin)).body.data.list.map((p: any) => p.phone_name);
  expect(list).toEqual(expect.arrayContaining([next(1), next(2)]));
  expect((await s.get('/phone/cnt', admin)).body.data.allCnt).toBe(cntBefore + 2);
  const [orderRow] = await s.sql<any>('select status, allocated_at from orders where order_no = $1', [no]);
  expect(orderRow.status).toBe('paid');
  expect(orderRow.allocated_at).not.toBeNull();
});

test('buy with Alipay: simulator page, confirm twice at once → one delivery, no ledger row; allocated later', async () => {
  const before = await wallet();
  const r = await buy(admin, {
    pay_type: 'alipay',
    spec: '8c16g',
    region: 'hk',
    duration_unit: 'day',
    expected_pay_fen: 900,
  });
  expect(r.body.data).toMatchObject({ status: 'awaiting_payment', pay_fen: 900 });
  const no = r.body.data.order_no;
  expect(r.body.data.url).toMatch(new RegExp(`/pay/simulator/${no}\\?token=[\\w-]+$`));
  const page = await s.request('GET', payPath(r.body.data.url));
  expect(page.text).toContain('支付宝支付模拟器');
  expect(page.text).toContain('9.00');
  expect(page.text).toContain('<form');
  expect(await wallet()).toMatchObject({ balance: before.balance, flows: before.flows });

  // the confirm button pressed twice at once: the one-time token lets one through
  const token = tokenOf(r.body.data.url);
  const [a, b] = await Promise.all([confirmWith(s, no, token), confirmWith(s, no, token)]);
  expect([a.status, b.status].sort()).toEqual([303, 409]);
  expect([a, b].find((res) => res.status === 303)!.headers.get('location')).toBe(
    `http://console.test/pay/success?order_no=${no}`,
  );
  expect((await confirmAgain(no, r.body.data.url)).status).toBe(409);
  const o = await order(no);
  expect(o).toMatchObject({ status: 'buying', paid_fen: 900 });
  expect(await s.sql('select status from payments where order_no = $1', [no])).toEqual([{ status: 'succeeded' }]);
  expect(await wallet()).toMatchObject({ balance: before.balance, flows: before.flows });
  await advance(61_000);
  await Promise.all([s.runJobs(), s.runJobs()]); // two passes at once (like two instances): one delivery
  const phones = await s.sql<any>('select spec_name, region, expiration_time from phones where order_no = $1', [no]);
  expect(phones).toHaveLength(1);
  expect(phones[0]).toMatchObject({ spec_name: '8核16G', region: 'hk' });
  expect((await order(no)).status).toBe('paid');
});

test('WeChat Pay has its own clearly labelled simulator page', async () => {
  const r = await buy(admin, { pay_type: 'wechat', duration_unit: 'day', expected_pay_fen: 500 });
  expect(r.body.data.status).toBe('awaiting_payment');
  const page = await s.request('GET', payPath(r.body.data.url));
  expect(page.text).toContain('微信支付模拟器');
  expect(page.text).toContain('WeChat Pay simulator');
  expect((await order(r.body.data.order_no)).pay_type).toBe('wechat');
});

test('renew with balance extends from the expiry (or from now when expired) and writes a renewal ledger row', async () => {
  const p2 = await phoneId('云手机-002'); // 8核16G, expires in 60 days
  const p6 = await phoneId('云手机-006'); // 4核8G, expired a day ago (still visible)
  const e2 = await expiry(p2);
  const list = (await s.get(`/phone/renewList?selectPhoneIds=${p2},${p6}`, admin)).body.data.list;
  expect(list.map((x: any) => [x.id, x.spec_name, x.is_expired])).toEqual([
    [p2, '8核16G', 0],
    [p6, '4核8G', 1],
  ]);
  expect(Object.keys(list[0]).sort()).toEqual(
    [
      'auto_renew',
      'expiration_time',
      'id',
      'is_domestic_name',
      'is_expired',
      'phone_name',
      'remain_day',
      'remain_hour',
      'spec_name',
      'version',
    ].sort(),
  );

  const before = await wallet();
  const r = await s.post(
    '/phone/renewV1',
    { phone_ids: [p2], duration_unit: 'month', duration: 1, pay_type: 'balance', expected_pay_fen: 20000 },
    admin,
  );
  expect(r.body.data).toMatchObject({ status: 'paid', pay_fen: 20000, url: '' });
  const ex = new Date(e2);
  ex.setUTCMonth(ex.getUTCMonth() + 1);
  expect(await expiry(p2)).toBe(ex.getTime());
  expect(
    await s.sql('select change_fen::int as c, kind from wallet_flows where order_no = $1', [r.body.data.order_no]),
  ).toEqual([{ c: -20000, kind: 'renewal' }]);
  const after = await wallet();
  expect(after.balance).toBe(before.balance - 20000);
  expect(after.sum).toBe(after.balance);

  const r6 = await s.post(
    '/phone/renewV1',
    { phone_ids: [p6], duration_unit: 'day', duration: 1, pay_type: 'balance', expected_pay_fen: 500 },
    admin,
  );
  expect(r6.body.code).toBe(0);
  expect(await expiry(p6)).toBe(nowMs() + D);
});

test('renew with Alipay extends only once the payment is confirmed', async () => {
  const p10 = await phoneId('云手机-010');
  const e = await expiry(p10);
  const r = await s.post(
    '/phone/renewV1',
    { phone_ids: [p10], duration_unit: 'day', duration: 1, pay_type: 'alipay', expected_pay_fen: 500 },
    admin,
  );
  expect(r.body.data.status).toBe('awaiting_payment');
  expect(await expiry(p10)).toBe(e);
  expect((await pay(r.body.data.url)).status).toBe(303);
  expect((await confirmAgain(r.body.data.order_no, r.body.data.url)).status).toBe(409);
  expect(await expiry(p10)).toBe(e + D);
  expect((await order(r.body.data.order_no)).status).toBe('paid');
});

test('renewal permission: a manager holding it renews; employees (even holding it) and managers without it refused', async () => {
  // the access table's refusal (packages/contract/src/access.ts: RENEWAL_ORDERS), quoted
  const refused = { code: 40003, message: '仅老板或有设备续费权限的主管可以续费设备和处理订单', data: null };
  const p1 = await phoneId('云手机-001'); // assigned to demoemployee
  const p11 = await phoneId('云手机-011');
  const body = { phone_ids: [p1], duration_unit: 'day', duration: 1, pay_type: 'balance', expected_pay_fen: 500 };
  const before = await wallet();
  const [exp1, exp11] = [await expiry(p1), await expiry(p11)];
  // spec §6 "Ordinary employees can only log in to stores." (not even the phone assigned to them)
  for (const u of ['demoemployee', 'demokefu01']) {
    const t = await s.login(u, 'staff');
    expect((await s.post('/phone/renewV1', body, t)).body).toEqual(refused);
    expect((await s.get(`/phone/renewList?selectPhoneIds=${p1}`, t)).body).toEqual(refused);
  }
  // spec §6 "Members are manager or employee. Managers can set permissions. Ordinary employees can only log in to stores."
  // (an employee holding the renewal permission gains nothing by it, even for a phone assigned to them)
  const tech = await s.login('demotech01', 'staff');
  await s.sql(
    "update phones set assigned_user_id = (select id from users where username = 'demotech01') where id = $1",
    [p11],
  );
  for (const ids of [[p1], [p11]])
    expect((await s.post('/phone/renewV1', { ...body, phone_ids: ids }, tech)).body).toEqual(refused);
  expect((await s.get(`/phone/renewList?selectPhoneIds=${p11}`, tech)).body).toEqual(refused);
  expect((await s.get('/phone/resource', tech)).body).toEqual(refused);
  expect(
    (await s.post('/phone/totalPrice', { phone_ids: [p11], duration_unit: 'day', duration: 1 }, tech)).body,
  ).toEqual(refused);
  // spec §6 "Users without the renewal permission are told to contact the superior manager."
  const manager = await s.login('demostaff', 'staff');
  await s.sql("update users set can_renew_device = false where username = 'demostaff'");
  try {
    const contact = { code: 40003, message: '您没有设备续费权限，请联系上级主管', data: null };
    expect((await s.post('/phone/renewV1', body, manager)).body).toEqual(contact);
    expect((await s.get(`/phone/renewList?selectPhoneIds=${p1}`, manager)).body).toEqual(contact);
  } finally {
    await s.sql("update users set can_renew_device = true where username = 'demostaff'");
  }
  expect(await wallet()).toEqual(before);
  expect([await expiry(p1), await expiry(p11)]).toEqual([exp1, exp11]);

  // spec §6 "Extra member permissions are the right to set user login times and the device renewal permission."
  expect((await s.get(`/phone/renewList?selectPhoneIds=${p1},${p11}`, manager)).body.data.list).toHaveLength(2);
  const r = await s.post('/phone/renewV1', body, manager);
  expect(r.body.data.status).toBe('paid');
  expect(await expiry(p1)).toBe(exp1 + D);
  // their own renewal order, as the renewal page follows it
  expect((await s.get(`/phone/order?order_no=${r.body.data.order_no}`, manager)).body.data).toMatchObject({
    type: 'phone_renew',
    status: 'paid',
  });
  // the boss renews any phone, the employee's included
  expect((await s.post('/phone/renewV1', { ...body, phone_ids: [p11] }, admin)).body.data.status).toBe('paid');
  expect(await expiry(p11)).toBe(exp11 + D);
  expect((await wallet()).balance).toBe(before.balance - 1000);
  // spec §6 "Routes declare allowed roles. Most are admin only." (buying is the boss's)
  const buyRefused = { code: 40003, message: '仅老板账号可以购买设备', data: null };
  expect((await buy(manager, { expected_pay_fen: 10000 })).body).toEqual(buyRefused);
  expect((await buy(tech, { expected_pay_fen: 10000 })).body).toEqual(buyRefused);
});

test('coupon: locked to an unpaid order, refused for a second order, released when the order expires', async () => {
  const [c] = await s.sql<{ id: number }>("select id from coupons where name = '新人满100减10'");
  const r = await buy(admin, { pay_type: 'alipay', coupon_id: c.id, expected_pay_fen: 9000 });
  expect(r.body.data).toMatchObject({ status: 'awaiting_payment', pay_fen: 9000 });
  const no = r.body.data.order_no;
  const used = (await s.get('/coupon/list?status=used&limit=100', admin)).body.data.list;
  expect(used).toContainEqual(expect.objectContaining({ id: c.id, status: 'used', used_order_no: no }));
  expect(
    (await s.get('/coupon/list?status=usable&limit=100', admin)).body.data.list.map((x: any) => x.id),
  ).not.toContain(c.id);
  // the same coupon on another order
  expect((await s.post('/phone/totalPrice', buyForm({ coupon_id: c.id }), admin)).body.data.coupon_applicable).toBe(
    false,
  );
  const before = await wallet();
  const again = await buy(admin, { coupon_id: c.id, expected_pay_fen: 9000 });
  expect(again.body).toEqual({ code: 40009, message: '优惠券不可用', data: null });
  expect(await wallet()).toEqual(before);

  await advance(10 * 60_000 + 1000);
  await s.runJobs();
  expect((await order(no)).status).toBe('expired');
  expect((await s.get(`/phone/order?order_no=${no}`, admin)).body.data.status).toBe('expired');
  const freed = (await s.get('/coupon/list?status=usable&limit=100', admin)).body.data.list.find(
    (x: any) => x.id === c.id,
  );
  expect(freed).toMatchObject({ status: 'usable', used_order_no: null });
  expect((await confirmAgain(no, r.body.data.url)).status).toBe(409);
  expect((await order(no)).status).toBe('expired');

  // paid with the balance: the coupon stays used
  const paid = await buy(admin, { coupon_id: c.id, expected_pay_fen: 9000 });
  expect(paid.body.data).toMatchObject({ status: 'buying', pay_fen: 9000 });
  const [row] = await s.sql<any>('select used_order_no, used_at from coupons where id = $1', [c.id]);
  expect(row.used_order_no).toBe(paid.body.data.order_no);
  expect(
    await s.sql('select change_fen::int as c from wallet_flows where order_no = $1', [paid.body.data.order_no]),
  ).toEqual([{ c: -9000 }]);
});

test('coupon list: admin only, filters by status', async () => {
  const all = (await s.get('/coupon/list?limit=100', admin)).body.data;
  expect(all.total).toBe(all.list.length);
  for (const st of ['usable', 'used', 'expired']) {
    const part = (await s.get(`/coupon/list?status=${st}&limit=100`, admin)).body.data.list;
    expect(part.every((x: any) => x.status === st)).toBe(true);
  }
  expect(all.list.find((x: any) => x.name === '已使用券').status).toBe('used');
  expect((await s.get('/coupon/list', await s.login('demostaff', 'staff'))).body.code).toBe(40003);
  expect((await s.get('/coupon/list?status=nope', admin)).body.code).toBe(40001);
});

test('bad input is 40001/40004/40009 with a clear message, and changes nothing', async () => {
  const before = await wallet();
  const other = await otherEnterprise('otherent');
  const p1 = await phoneId('云手机-001');
  const binned = await phoneId('云手机-013');
  const buyCases: [Record<string, unknown>, number, string][] = [
    [{ quantity: 0 }, 40001, '购买数量必须是1到100之间的整数'],
    [{ quantity: -1 }, 40001, '购买数量必须是1到100之间的整数'],
    [{ quantity: 101 }, 40001, '购买数量必须是1到100之间的整数'],
    [{ quantity: 1.5 }, 40001, '购买数量必须是1到100之间的整数'],
    [{ quantity: 'x' }, 40001, '购买数量必须是1到100之间的整数'],
    [{ duration_unit: 'day', duration: 2 }, 40001, '购买时长不正确，可选：1天或1到12个月'],
    [{ duration: 13 }, 40001, '购买时长不正确，可选：1天或1到12个月'],
    [{ duration: 0 }, 40001, '购买时长不正确，可选：1天或1到12个月'],
    [{ duration_unit: 'year' }, 40001, '购买时长不正确，可选：1天或1到12个月'],
    [{ spec: '2c4g', region: 'hk' }, 40001, '该规格在所选地区暂不可购买'],
    [{ spec: 'nope' }, 40001, '规格不正确'],
    [{ region: 'us' }, 40001, '地区不正确'],
    [{ platform: 'ios' }, 40001, '平台不正确'],
    [{ platform: '' }, 40001, '请选择平台'],
    [{ pay_type: 'cash' }, 40001, '支付方式不正确，可选：balance、alipay、wechat'],
    [{ pay_type: 1 }, 40001, '支付方式不正确，可选：balance、alipay、wechat'],
    [{ auto_renew: 2 }, 40001, '自动续费只能是0或1'],
    [{ auto_renew: undefined }, 40001, '请选择是否自动续费'],
    [{ expected_pay_fen: undefined }, 40001, '请填写应付金额'],
    [{ expected_pay_fen: -5 }, 40001, '应付金额不正确'],
    [{ coupon_id: 'abc' }, 40001, '优惠券ID不正确'],
    [{ coupon_id: other.couponId }, 40004, '优惠券不存在'],
    [{ coupon_id: 999999 }, 40004, '优惠券不存在'],
    [{ expected_pay_fen: 9999 }, 40009, '价格已变化，请刷新后重试'],
  ];
  for (const [extra, code, message] of buyCases) {
    const r = await buy(admin, { expected_pay_fen: 10000, ...extra });
    expect([extra, r.body]).toEqual([extra, { code, message, data: null }]);
  }
  const renew = (extra: Record<string, unknown>) =>
    s.post(
      '/phone/renewV1',
      { phone_ids: [p1], duration_unit: 'day', duration: 1, pay_type: 'balance', expected_pay_fen: 500, ...extra },
      admin,
    );
  const renewCases: [Record<string, unknown>, number][] = [
    [{ phone_ids: [p1, other.phoneId] }, 40004],
    [{ phone_ids: [999999] }, 40004],
    [{ phone_ids: [binned] }, 40004],
    [{ phone_ids: [] }, 40001],
    [{ phone_ids: [p1, p1] }, 40001],
    [{ phone_ids: [-1] }, 40001],
    [{ phone_ids: 'x' }, 40001],
    [{ phone_ids: Array.from({ length: 501 }, (_, i) => i + 1) }, 40001],
    [{ duration: 2 }, 40001],
    [{ expected_pay_fen: 400 }, 40009],
    [{ coupon_id: other.couponId }, 40004],
  ];
  for (const [extra, code] of renewCases) {
    const r = await renew(extra);
    expect([extra, r.body.code]).toEqual([extra, code]);
  }
  expect((await s.get(`/phone/renewList?selectPhoneIds=${p1},${other.phoneId}`, admin)).body.code).toBe(40004);
  expect((await s.get('/phone/renewList?selectPhoneIds=a,b', admin)).body.code).toBe(40001);
  expect(
    (await s.post('/phone/totalPrice', { phone_ids: [other.phoneId], duration_unit: 'day', duration: 1 }, admin)).body
      .code,
  ).toBe(40004);
  expect((await s.post('/phone/autoRenew', { phone_ids: [p1, other.phoneId], auto_renew: 0 }, admin)).body.code).toBe(
    40004,
  );
  expect(await wallet()).toEqual(before);
  expect((await s.sql<any>('select auto_renew from phones where id = $1', [p1]))[0].auto_renew).toBe(true);

  // the other enterprise cannot see or pay for ours
  expect((await s.get(`/phone/renewList?selectPhoneIds=${p1}`, other.token)).body.code).toBe(40004);
  const [anyOrder] = await s.sql<{ no: string }>('select order_no as no from orders where enterprise_id = $1 limit 1', [
    eid,
  ]);
  expect((await s.get(`/phone/order?order_no=${anyOrder.no}`, other.token)).body.code).toBe(40004);
  expect((await s.get('/phone/allocating', other.token)).body.data).toEqual({ count: 0, orders: [] });
  // short balance: 40009 余额不足 and nothing changes
  const w = await wallet(other.id);
  const r = await s.post(
    '/phone/renewV1',
    { phone_ids: [other.phoneId], duration_unit: 'day', duration: 1, pay_type: 'balance', expected_pay_fen: 500 },
    other.token,
  );
  expect(r.body).toEqual({ code: 40009, message: '余额不足', data: null });
  expect(await wallet(other.id)).toEqual(w);
});

test('autoRenew endpoint: admin sets visible phones; staff refused', async () => {
  const ids = [await phoneId('云手机-002'), await phoneId('云手机-009')];
  const r = await s.post('/phone/autoRenew', { phone_ids: ids, auto_renew: 1 }, admin);
  expect(r.body.data).toEqual({ updated: 2 });
  expect(
    (await s.get(`/phone/renewList?selectPhoneIds=${ids.join(',')}`, admin)).body.data.list.map(
      (x: any) => x.auto_renew,
    ),
  ).toEqual([1, 1]);
  expect(
    (await s.post('/phone/autoRenew', { phone_ids: ids, auto_renew: 0 }, await s.login('demostaff', 'staff'))).body
      .code,
  ).toBe(40003);
  expect((await s.post('/phone/autoRenew', { phone_ids: ids, auto_renew: 0 }, admin)).body.data).toEqual({
    updated: 2,
  });
});

test('auto-renew job: renews a phone expiring within a day from the balance; expired ones are not renewed', async () => {
  const p4 = await phoneId('云手机-004'); // 4核8G
  const p7 = await phoneId('云手机-007'); // expired
  const due = new Date(nowMs() + 20 * 3600_000);
  await s.sql('update phones set auto_renew = true, expiration_time = $1 where id = $2', [due, p4]);
  await s.sql('update phones set auto_renew = true where id = $1', [p7]);
  const e7 = await expiry(p7);
  const before = await wallet();
  await Promise.all([s.runJobs(), s.runJobs()]);
  await s.runJobs();
  const renewed = new Date(due);
  renewed.setUTCMonth(renewed.getUTCMonth() + 1);
  expect(await expiry(p4)).toBe(renewed.getTime());
  expect(await expiry(p7)).toBe(e7);
  const after = await wallet();
  expect(after.balance).toBe(before.balance - 10000);
  expect(after.sum).toBe(after.balance);
  const rows = await s.sql<any>(
    `select o.status, o.type, o.user_id, f.kind, f.change_fen::int as c from orders o join wallet_flows f using (order_no)
    where o.detail->>'auto_renew_phone_id' = $1`,
    [String(p4)],
  );
  expect(rows).toEqual([{ status: 'paid', type: 'phone_renew', user_id: null, kind: 'renewal', c: -10000 }]);
});

test('auto-renew job with a short balance: recorded once as payment_failed, no debit, renewed after a top-up', async () => {
  const o = await otherEnterprise('poorent');
  const e = await expiry(o.phoneId);
  await s.runJobs();
  await s.runJobs();
  await s.runJobs();
  expect(await expiry(o.phoneId)).toBe(e);
  const failed = await s.sql<any>(
    "select status, total_fen::int as t from orders where enterprise_id = $1 and type = 'phone_renew'",
    [o.id],
  );
  expect(failed).toEqual([{ status: 'payment_failed', t: 10000 }]);
  expect(await wallet(o.id)).toMatchObject({ balance: 0, flows: 0 });
  // topped up inside the window: the next pass renews it
  await s.sql('update enterprises set wallet_balance_fen = 10000 where id = $1', [o.id]);
  await s.sql(
    "insert into wallet_flows (enterprise_id, change_fen, balance_after_fen, kind, remark) values ($1, 10000, 10000, 'recharge', 'test')",
    [o.id],
  );
  await s.runJobs();
  expect(await expiry(o.phoneId)).toBeGreaterThan(e + 27 * D);
  expect(await wallet(o.id)).toMatchObject({ balance: 0, sum: 0 });
});

test('cap: an uncertified enterprise holding N phones may buy at most 10 − N (unpaid orders reserve their phones)', async () => {
  const o = await otherEnterprise('capent');
  await s.sql('update enterprises set company_attestation = 3 where id = $1', [o.id]);
  const cap = (await s.get('/phone/resource', o.token)).body.data.cap;
  expect(cap).toEqual({ certified: false, limit: 10, held: 1, remaining: 9 });
  const b = (extra: Record<string, unknown>) =>
    s.post('/phone/buyV1', { ...buyForm(), auto_renew: 0, pay_type: 'alipay', ...extra }, o.token);
  expect((await b({ quantity: 10, expected_pay_fen: 100000 })).body.code).toBe(40009);
  expect((await b({ quantity: 9, expected_pay_fen: 90000 })).body.data.status).toBe('awaiting_payment');
  expect((await s.get('/phone/resource', o.token)).body.data.cap).toMatchObject({ held: 10, remaining: 0 });
  expect((await b({ quantity: 1, expected_pay_fen: 10000 })).body.message).toBe(
    '未完成企业认证最多可购买10台设备，请先完成企业认证',
  );
  await s.sql('update enterprises set company_attestation = 1 where id = $1', [o.id]);
  expect((await b({ quantity: 1, expected_pay_fen: 10000 })).body.data.status).toBe('awaiting_payment');
});

test('paid for nothing: a renewal paid after a phone was purged renews the others and refunds the purged share with a ledger row', async () => {
  const o = await otherEnterprise('refundent');
  const until = new Date(nowMs() + 5 * D);
  const [{ id: big }] = await s.sql<{ id: number }>(
    "insert into phones (enterprise_id, phone_name, spec_name, expiration_time) values ($1, '云手机-大', '8核16G', $2) returning id",
    [o.id, until],
  );
  const [{ id: small }] = await s.sql<{ id: number }>(
    "insert into phones (enterprise_id, phone_name, spec_name, expiration_time) values ($1, '云手机-小', '4核8G', $2) returning id",
    [o.id, until],
  );
  const ids = [o.phoneId, big, small];
  const before = await Promise.all(ids.map(expiry));
  // 1 day: 500 + 900 + 500 fen
  const r = await s.post(
    '/phone/renewV1',
    { phone_ids: ids, duration_unit: 'day', duration: 1, pay_type: 'alipay', expected_pay_fen: 1900 },
    o.token,
  );
  expect(r.body.data).toMatchObject({ status: 'awaiting_payment', pay_fen: 1900 });
  const no = r.body.data.order_no;
  // while the payment is pending, the 8核16G phone is deleted twice: recycle bin, then purged for good
  for (let i = 0; i < 2; i++) expect((await s.post('/phone/delete', { phone_ids: [big] }, o.token)).body.code).toBe(0);
  expect((await s.sql<any>('select purged_at from phones where id = $1', [big]))[0].purged_at).not.toBeNull();

  expect((await pay(r.body.data.url)).status).toBe(303);
  const paid = await order(no);
  expect(paid).toMatchObject({ status: 'paid', paid_fen: 1900 });
  expect(Number(paid.refunded_fen)).toBe(900);
  expect(paid.refund_reason).toContain('1/3');
  expect(paid.refund_reason).toContain('云手机-大');
  expect(await expiry(o.phoneId)).toBe(before[0] + D);
  expect(await expiry(small)).toBe(before[2] + D);
  expect(await expiry(big)).toBe(before[1]);
  // the refund is a ledger row in the same transaction: the balance is exactly the ledger
  expect(
    await s.sql(
      'select kind, change_fen::int as c, balance_after_fen::int as b from wallet_flows where order_no = $1',
      [no],
    ),
  ).toEqual([{ kind: 'refund', c: 900, b: 900 }]);
  expect(await wallet(o.id)).toMatchObject({ balance: 900, sum: 900 });
  // the customer sees why
  const item = (await s.get('/order/list?limit=100', o.token)).body.data.list.find((x: any) => x.order_no === no);
  expect(item).toMatchObject({ status: 'paid', paid_fen: 1900, refunded: '9.00', refunded_fen: 900 });
  expect(item.refund_reason).toContain('已退回余额 ¥9.00');

  // nothing deliverable at all (the only phone purged): everything paid goes back
  const r2 = await s.post(
    '/phone/renewV1',
    { phone_ids: [small], duration_unit: 'day', duration: 1, pay_type: 'wechat', expected_pay_fen: 500 },
    o.token,
  );
  for (let i = 0; i < 2; i++) await s.post('/phone/delete', { phone_ids: [small] }, o.token);
  expect((await pay(r2.body.data.url)).status).toBe(303);
  expect(await order(r2.body.data.order_no)).toMatchObject({ status: 'paid', paid_fen: 500 });
  expect(Number((await order(r2.body.data.order_no)).refunded_fen)).toBe(500);
  expect(await wallet(o.id)).toMatchObject({ balance: 1400, sum: 1400 });
  const { checkLedger } = await import('../src/modules/billing/ledger-check');
  expect((await checkLedger((text, params) => s.sql(text, params))).failures).toEqual([]);
});
