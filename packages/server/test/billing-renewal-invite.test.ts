// Billing area (issue 16), the rest of the server: coupon scope applied at checkout, renewal
// management from the registry (list, bulk auto-renew, the 7 / 30-day forecast against the
// balance), and invite rewards (level_type 4 only, credited once per paid order of an invited
// enterprise, in the ledger). The ledger audit at the end.
import { startServer, TEST_NOW, type TestServer } from './support/harness';
import { registerEnterprise } from './support/fixtures';

let s: TestServer;
let admin: string;
let eid: number;
const D = 24 * 3600_000;

beforeAll(async () => {
  s = await startServer();
  admin = await s.login('demoadmin', 'admin');
  [{ id: eid }] = await s.sql<{ id: number }>("select id from enterprises where invite_code = 'DEMO2024'");
  await s.sql('update enterprises set company_attestation = 1 where id = $1', [eid]);
  await s.runJobs();
}, 60_000);
afterAll(async () => {
  await s?.stop();
});

const buyForm = { platform: 'android10', region: 'cn', spec: '4c8g', duration_unit: 'month', duration: 1, quantity: 1 };
const balance = async (id = eid) =>
  Number(
    (await s.sql<{ b: string }>('select wallet_balance_fen::text as b from enterprises where id = $1', [id]))[0].b,
  );

test('a coupon scoped to renewals does not apply to a purchase: quoted inapplicable, refused at checkout', async () => {
  const [c] = await s.sql<{ id: number }>("select id from coupons where name = '续费专享满200减20'");
  const list = (await s.get('/coupon/list?limit=100', admin)).body.data.list;
  expect(list.find((x: any) => x.id === c.id)).toMatchObject({ scope: 'phone_renew', scope_label: '续费云手机' });
  expect(list.find((x: any) => x.name === '新人满100减10')).toMatchObject({ scope: 'all', scope_label: '全部订单' });
  const q = await s.post('/phone/totalPrice', { ...buyForm, quantity: 3, coupon_id: c.id }, admin);
  expect(q.body.data).toMatchObject({ coupon_applicable: false, coupon_fen: 0 });
  const before = await balance();
  const r = await s.post(
    '/phone/buyV1',
    { ...buyForm, quantity: 3, auto_renew: 0, pay_type: 'balance', coupon_id: c.id, expected_pay_fen: 28000 },
    admin,
  );
  expect(r.body).toEqual({ code: 40009, message: '优惠券不可用', data: null });
  expect(await balance()).toBe(before);
  // a renewal of two phones (¥200) takes it
  const ids = (
    await s.sql<{ id: number }>(
      'select id from phones where enterprise_id = $1 and deleted_at is null order by id limit 2',
      [eid],
    )
  ).map((p) => p.id);
  const renew = await s.post(
    '/phone/totalPrice',
    { phone_ids: ids, duration_unit: 'month', duration: 1, coupon_id: c.id },
    admin,
  );
  expect(renew.body.data).toMatchObject({ coupon_applicable: true, coupon_fen: 2000 });
});

test('renewal management lists phones and cloud numbers from the registry; bulk auto-renew across kinds', async () => {
  const kinds = (await s.get('/renewal/kinds', admin)).body.data;
  expect(kinds).toEqual(
    expect.arrayContaining([
      { kind: 'phone', label: '云手机' },
      { kind: 'cloud_number', label: '云号码' },
    ]),
  );
  const all = (await s.get('/renewal/list?limit=1000', admin)).body.data;
  const phonesLive = await s.sql<{ n: number }>(
    'select count(*)::int as n from phones where enterprise_id = $1 and deleted_at is null and purged_at is null',
    [eid],
  );
  const numbersLive = await s.sql<{ n: number }>(
    "select count(*)::int as n from cloud_numbers where enterprise_id = $1 and status <> 'unsubscribed'",
    [eid],
  );
  // and the network area's and the accounts area's kinds (renewal-kinds.test.ts)
  const others = all.list.filter((i: any) => !['phone', 'cloud_number'].includes(i.kind));
  expect(new Set(others.map((i: any) => i.kind))).toEqual(new Set(['sub_account', 'network_card', 'ip_device']));
  expect(all.total).toBe(phonesLive[0].n + numbersLive[0].n + others.length);
  const times = all.list.map((i: any) => Date.parse(i.expires_at));
  expect([...times].sort((a, b) => a - b)).toEqual(times);
  const phone = all.list.find((i: any) => i.kind === 'phone');
  const number = all.list.find((i: any) => i.kind === 'cloud_number');
  expect(phone).toMatchObject({ kind_label: '云手机', renew_path: `/phone/renew?selectPhoneIds=${phone.id}` });
  expect(number.renew_path).toBe(`/cloud/cloudRenew?ids=${number.id}`);

  const items = [
    { kind: 'phone', id: phone.id },
    { kind: 'cloud_number', id: number.id },
  ];
  expect((await s.post('/renewal/autoRenew', { items, auto_renew: 1 }, admin)).body.data).toEqual({ updated: 2 });
  expect((await s.sql<any>('select auto_renew from phones where id = $1', [phone.id]))[0].auto_renew).toBe(true);
  expect((await s.post('/renewal/autoRenew', { items, auto_renew: 0 }, admin)).body.data).toEqual({ updated: 2 });
  const off = (await s.get('/renewal/list?limit=1000&auto_renew=0&kind=cloud_number', admin)).body.data.list;
  expect(off.map((i: any) => i.id)).toContain(number.id);
  expect(off.every((i: any) => i.kind === 'cloud_number' && !i.auto_renew)).toBe(true);

  // another enterprise's id, or an unknown kind: all or nothing, 40004
  const other = await registerEnterprise(s, '13900000171');
  expect(
    (await s.post('/renewal/autoRenew', { items: [{ kind: 'phone', id: phone.id }], auto_renew: 1 }, other)).body.code,
  ).toBe(40004);
  expect(
    (await s.post('/renewal/autoRenew', { items: [...items, { kind: 'store', id: 1 }], auto_renew: 1 }, admin)).body
      .code,
  ).toBe(40004);
  expect((await s.sql<any>('select auto_renew from phones where id = $1', [phone.id]))[0].auto_renew).toBe(false);
  expect((await s.get('/renewal/list', other)).body.data.total).toBe(0);
  // staff are refused
  const manager = await s.login('demostaff', 'staff');
  expect((await s.get('/renewal/list', manager)).body.code).toBe(40003);
  expect((await s.post('/renewal/autoRenew', { items, auto_renew: 1 }, manager)).body.code).toBe(40003);
});

test('forecast: the auto-renewal charges of the next 7 / 30 days against the balance, warning when short', async () => {
  const now = Date.parse(TEST_NOW);
  // one phone with auto-renew expiring in 3 days (charged in 2), another in 20 days; everything else off
  await s.sql('update phones set auto_renew = false where enterprise_id = $1', [eid]);
  await s.sql('update cloud_numbers set auto_renew = false where enterprise_id = $1', [eid]);
  for (const table of ['sub_accounts', 'network_cards', 'ip_devices'])
    await s.sql(`update ${table} set auto_renew = false where enterprise_id = $1`, [eid]);
  const [p1, p2] = (
    await s.sql<{ id: number }>(
      "select id from phones where enterprise_id = $1 and deleted_at is null and spec_name = '4核8G' order by id limit 2",
      [eid],
    )
  ).map((p) => p.id);
  await s.sql('update phones set auto_renew = true, expiration_time = $2 where id = $1', [
    p1,
    new Date(now + 3 * D).toISOString(),
  ]);
  await s.sql('update phones set auto_renew = true, expiration_time = $2 where id = $1', [
    p2,
    new Date(now + 20 * D).toISOString(),
  ]);
  const f = (await s.get('/renewal/forecast', admin)).body.data;
  const bal = await balance();
  expect(f.balance_fen).toBe(bal);
  expect(f.windows).toEqual([
    { days: 7, charges: 1, total_fen: 10000, short_fen: Math.max(0, 10000 - bal), unpriced: 0 },
    { days: 30, charges: 2, total_fen: 20000, short_fen: Math.max(0, 20000 - bal), unpriced: 0 },
  ]);
  expect(f.days.map((d: any) => d.balance_after_fen)).toEqual([bal - 10000, bal - 20000]);
  // a wallet too small: the 30-day window is short
  await s.sql('update enterprises set wallet_balance_fen = 15000 where id = $1', [eid]);
  const short = (await s.get('/renewal/forecast', admin)).body.data;
  expect(short.windows.map((w: any) => w.short_fen)).toEqual([0, 5000]);
  await s.sql('update enterprises set wallet_balance_fen = $1 where id = $2', [bal, eid]);
});

test('invite rewards: level_type 4 only; an invited enterprise paying earns 5% once, in the ledger', async () => {
  const summary = (await s.get('/inviteReward/summary', admin)).body.data;
  // the demo's invited enterprise bought twice (¥100 and ¥200): ¥15.00 earned
  expect(summary).toMatchObject({
    invite_code: 'DEMO2024',
    reward_percent: 5,
    invited: 1,
    paying: 1,
    rewards_fen: 1500,
    month_rewards_fen: 1500,
  });
  const invitedList = (await s.get('/inviteReward/invited', admin)).body.data;
  expect(invitedList.list).toEqual([
    expect.objectContaining({
      name: '星辰电商（演示被邀请企业）',
      status: 'paying',
      spent_fen: 30000,
      rewards_fen: 1500,
    }),
  ]);

  // a new enterprise registers with the code, recharges and buys a phone from its balance
  await s.post('/sms/code', { phone: '13900000172' });
  const code = (await s.get('/dev/sms/last?phone=13900000172')).body.data.code;
  const reg = await s.post('/user/register', {
    phone: '13900000172',
    password: 'secret1',
    smsCode: code,
    code: 'DEMO2024',
  });
  const guest = reg.body.data.token as string;
  const [{ id: gid }] = await s.sql<{ id: number }>(
    "select enterprise_id as id from users where phone = '13900000172'",
  );
  await s.sql(
    "insert into wallet_flows (enterprise_id, change_fen, balance_after_fen, kind, remark) values ($1, 50000, 50000, 'recharge', 'test')",
    [gid],
  );
  await s.sql('update enterprises set wallet_balance_fen = 50000 where id = $1', [gid]);
  const bought = await s.post(
    '/phone/buyV1',
    { ...buyForm, auto_renew: 0, pay_type: 'balance', expected_pay_fen: 10000 },
    guest,
  );
  expect(bought.body.data.status).toBe('buying');
  const before = await balance();
  await s.runJobs(); // not delivered yet: nothing earned (it could still be withdrawn)
  expect(await balance()).toBe(before);
  await s.advance(61_000);
  await s.runJobs(); // allocated → paid → rewarded
  await s.runJobs(); // and only once
  expect(await balance()).toBe(before + 500);
  const rewards = (await s.get('/inviteReward/list', admin)).body.data;
  expect(rewards.total).toBe(3);
  expect(rewards.list[0]).toEqual(
    expect.objectContaining({ order_no: bought.body.data.order_no, spent_fen: 10000, reward_fen: 500 }),
  );
  const flow = (await s.get('/walletFlow/list?kind=reward', admin)).body.data.list;
  expect(flow.map((f: any) => f.change_fen)).toEqual([500, 1000, 500]);
  expect(flow[0]).toEqual(expect.objectContaining({ kind: 'reward', change_fen: 500, order_no: '' }));
  expect((await s.get('/inviteReward/summary', admin)).body.data).toMatchObject({
    invited: 2,
    paying: 2,
    rewards_fen: 2000,
    month_rewards_fen: 2000,
  });
  const income = (await s.get('/inviteReward/income', admin)).body.data.list;
  expect(income).toEqual([{ month: '2030-01', rewards_fen: 2000, spent_fen: 40000, orders: 3 }]);

  // the invited enterprise is not in the program; staff are refused
  expect((await s.get('/inviteReward/summary', guest)).body).toEqual({
    code: 40003,
    message: '当前企业未开通邀请返利',
    data: null,
  });
  const manager = await s.login('demostaff', 'staff');
  expect((await s.get('/inviteReward/summary', manager)).body.code).toBe(40003);
});

test("statistics: the money totals equal the wallet flow's rows for the same range; refused to staff", async () => {
  for (const [from, to] of [
    ['2029-12-01', '2030-01-31'],
    ['2030-01-15', '2030-01-15'],
    ['2029-12-20', '2030-01-05'],
  ]) {
    const st = (await s.get(`/statistics/summary?date_from=${from}&date_to=${to}`, admin)).body.data;
    const flows = (await s.get(`/walletFlow/list?limit=99999&date_from=${from}&date_to=${to}`, admin)).body.data.list;
    const sum = (kind?: string) =>
      flows.filter((f: any) => !kind || f.kind === kind).reduce((n: number, f: any) => n + f.change_fen, 0);
    expect(st.totals).toEqual({
      recharge_fen: sum('recharge'),
      purchase_fen: 0 - sum('purchase') || 0,
      renewal_fen: 0 - sum('renewal') || 0,
      refund_fen: sum('refund'),
      reward_fen: sum('reward'),
      net_fen: sum(),
    });
    // the days add up to the totals
    const days = st.by_day.reduce(
      (n: number, d: any) => n + d.recharge_fen - d.purchase_fen - d.renewal_fen + d.refund_fen + d.reward_fen,
      0,
    );
    expect(days).toBe(sum());
  }
  const st = (await s.get('/statistics/summary?date_from=2029-12-01&date_to=2030-01-31', admin)).body.data;
  expect(st.by_type.map((t: any) => t.label)).toContain('购买云手机');
  expect(st.expiries_by_week).toHaveLength(8);
  expect(Object.keys(st.phones)).toEqual(['normal', 'abnormal', 'expiring', 'expired']);
  expect(st.members[0]).toMatchObject({ member: expect.any(String), orders: expect.any(Number) });
  expect((await s.get('/statistics/summary?date_from=2030-01-20&date_to=2030-01-10', admin)).body.code).toBe(40001);
  const ops = (await s.get('/statistics/operations', admin)).body.data;
  expect(Object.keys(ops).sort()).toEqual(
    [
      'abnormal_phones',
      'auto_renew_short_fen',
      'awaiting_allocation',
      'awaiting_payment',
      'expiring_7d',
      'payment_failed',
    ].sort(),
  );
  const manager = await s.login('demostaff', 'staff');
  expect((await s.get('/statistics/summary?date_from=2030-01-01&date_to=2030-01-31', manager)).body.code).toBe(40003);
});

test('the ledger audit passes after all of the above', async () => {
  const { checkLedger } = await import('../src/modules/billing/ledger-check');
  const report = await checkLedger((text, params) => s.sql(text, params));
  expect(report.failures).toEqual([]);
  expect(report.driftFen).toBe(0);
});
