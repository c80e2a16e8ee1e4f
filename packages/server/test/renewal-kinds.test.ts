// Renewal management over the kinds the accounts and network areas register (issues 13, 14, 16):
// sub-accounts, network cards and platform IP devices listed with expiry, auto-renewal, the price
// of one renewal and its next charge; switched in bulk across kinds (all or nothing); counted by
// the forecast; and the sub-account auto-renewal job (one month from the balance one day before
// expiry, with its ledger row; a short balance recorded once with a notice).
import { startServer, TEST_NOW, type TestServer } from './support/harness';
import { registerEnterprise } from './support/fixtures';
import { forecast } from '../src/modules/renewal/forecast';

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
const list = async (q = '') => (await s.get(`/renewal/list?limit=1000${q}`, admin)).body.data;
const idOf = async (sql: string) => (await s.sql<{ id: number }>(sql, [eid]))[0].id;

test('the registry names the three kinds in both languages', async () => {
  const zh = (await s.get('/renewal/kinds', admin)).body.data;
  expect(zh).toEqual(
    expect.arrayContaining([
      { kind: 'sub_account', label: '分身' },
      { kind: 'network_card', label: '网卡' },
      { kind: 'ip_device', label: 'IP设备' },
    ]),
  );
  const en = (await s.request('GET', '/renewal/kinds', { token: admin, headers: { 'Accept-Language': 'en' } })).body
    .data;
  expect(en).toEqual(expect.arrayContaining([{ kind: 'sub_account', label: 'Sub-account' }]));
});

test('sub-accounts: paid, open and not cancelled ones, at the month price, charged a day before expiry', async () => {
  const rows = (await list('&kind=sub_account')).list;
  const expected = await s.sql<{ id: number }>(
    `select id from sub_accounts where enterprise_id = $1 and deleted_at is null and paid_at is not null
       and status <> 'closed' and expiration_time > $2 order by expiration_time, id`,
    [eid, new Date(now - 7 * D).toISOString()],
  );
  expect(rows.map((r: any) => r.id)).toEqual(expected.map((r) => r.id));
  const a02 = rows.find((r: any) => r.name === '分身-A02');
  const exp = (await s.sql<{ e: Date }>('select expiration_time as e from sub_accounts where id = $1', [a02.id]))[0].e;
  expect(a02).toEqual({
    kind: 'sub_account',
    kind_label: '分身',
    id: a02.id,
    name: '分身-A02',
    expires_at: new Date(exp).toISOString(),
    auto_renew: true, // demo
    renewal_fen: 2000,
    period_months: 1,
    next_charge_at: new Date(new Date(exp).getTime() - D).toISOString(),
    renew_path: `/account/renew?selectAccountIds=${a02.id}`,
  });
  // an expired one has no next charge (expired sub-accounts are not auto-renewed)
  const expired = rows.find((r: any) => Date.parse(r.expires_at) <= now);
  expect(expired.next_charge_at).toBeNull();
  // closed (分身-A08) and unpaid ones are not listed
  expect(rows.some((r: any) => r.name === '分身-A08')).toBe(false);
});

test('network cards and platform IP devices: their region × type price, own / local devices absent', async () => {
  const cards = (await list('&kind=network_card')).list;
  const hk = cards.find((c: any) => c.name.startsWith('网卡-香港-03'));
  expect(hk).toMatchObject({ name: '网卡-香港-03 (47.242.30.33)', renewal_fen: 5000, period_months: 1 });
  expect(hk.renew_path).toBe(`/NetworkCard/renew?ids=${hk.id}`);
  const liveCards = await s.sql<{ n: number }>(
    'select count(*)::int as n from network_cards where enterprise_id = $1 and deleted_at is null and expiration_time > $2',
    [eid, new Date(now - 7 * D).toISOString()],
  );
  expect(cards).toHaveLength(liveCards[0].n);

  const devices = (await list('&kind=ip_device')).list;
  const kinds = await s.sql<{ kind: string; stage: string }>(
    `select kind, stage from ip_devices where id = any($1::int[])`,
    [devices.map((d: any) => d.id)],
  );
  expect(kinds.every((k) => k.kind === 'platform' && k.stage === 'active')).toBe(true);
  const main = devices.find((d: any) => d.name === '203.0.113.10:1080');
  expect(main).toMatchObject({ auto_renew: true, renewal_fen: 4000, renew_path: `/device/renew?ids=${main.id}` });
  expect(Date.parse(main.next_charge_at)).toBe(Date.parse(main.expires_at) - D);
  const hkDevice = devices.find((d: any) => d.name.startsWith('198.51.100.12'));
  expect(hkDevice.renewal_fen).toBe(6000); // 中国香港 static
});

test('bulk auto-renewal across sub-accounts, cards and devices: all or nothing, enterprise-isolated', async () => {
  const account = await idOf(
    "select id from sub_accounts where enterprise_id = $1 and name = '分身-A04' and deleted_at is null",
  );
  const card = await idOf("select id from network_cards where enterprise_id = $1 and name = '网卡-上海-01'");
  const device = await idOf("select id from ip_devices where enterprise_id = $1 and address = '203.0.113.11'");
  const items = [
    { kind: 'sub_account', id: account },
    { kind: 'network_card', id: card },
    { kind: 'ip_device', id: device },
  ];
  expect((await s.post('/renewal/autoRenew', { items, auto_renew: 1 }, admin)).body.data).toEqual({ updated: 3 });
  const on = (await list('&auto_renew=1')).list.map((i: any) => `${i.kind}:${i.id}`);
  expect(on).toEqual(expect.arrayContaining(items.map((i) => `${i.kind}:${i.id}`)));
  expect((await s.sql<any>('select auto_renew from sub_accounts where id = $1', [account]))[0].auto_renew).toBe(true);

  // an own device, a closed sub-account, another enterprise: 40004 and nothing changes
  const own = await idOf("select id from ip_devices where enterprise_id = $1 and address = 'proxy.demo.example'");
  const closed = await idOf("select id from sub_accounts where enterprise_id = $1 and name = '分身-A08'");
  for (const bad of [
    { kind: 'ip_device', id: own },
    { kind: 'sub_account', id: closed },
  ]) {
    const r = await s.post('/renewal/autoRenew', { items: [...items, bad], auto_renew: 0 }, admin);
    expect(r.body.code).toBe(40004);
  }
  const other = await registerEnterprise(s, '13900000181');
  expect((await s.post('/renewal/autoRenew', { items, auto_renew: 0 }, other)).body.code).toBe(40004);
  expect((await s.sql<any>('select auto_renew from network_cards where id = $1', [card]))[0].auto_renew).toBe(true);

  expect((await s.post('/renewal/autoRenew', { items, auto_renew: 0 }, admin)).body.data).toEqual({ updated: 3 });
  expect((await s.sql<any>('select auto_renew from ip_devices where id = $1', [device]))[0].auto_renew).toBe(false);
});

test('the forecast counts the auto-renewals of sub-accounts, cards and devices', async () => {
  for (const table of ['phones', 'cloud_numbers', 'sub_accounts', 'network_cards', 'ip_devices'])
    await s.sql(`update ${table} set auto_renew = false where enterprise_id = $1`, [eid]);
  const account = await idOf("select id from sub_accounts where enterprise_id = $1 and name = '分身-A01'");
  const card = await idOf("select id from network_cards where enterprise_id = $1 and name = '网卡-香港-03'");
  const device = await idOf("select id from ip_devices where enterprise_id = $1 and address = '203.0.113.10'");
  // charged in 2, 9 and 19 days: the 7-day window holds the sub-account's only
  await s.sql('update sub_accounts set auto_renew = true, expiration_time = $2 where id = $1', [
    account,
    new Date(now + 3 * D).toISOString(),
  ]);
  await s.sql('update network_cards set auto_renew = true, expiration_time = $2 where id = $1', [
    card,
    new Date(now + 10 * D).toISOString(),
  ]);
  await s.sql('update ip_devices set auto_renew = true, expiration_time = $2 where id = $1', [
    device,
    new Date(now + 20 * D).toISOString(),
  ]);
  const bal = await balance();
  const f = (await s.get('/renewal/forecast', admin)).body.data;
  // each renews once within 30 days (the next charge is a month after the first)
  expect(f.windows).toEqual([
    { days: 7, charges: 1, total_fen: 2000, short_fen: Math.max(0, 2000 - bal), unpriced: 0 },
    { days: 30, charges: 3, total_fen: 2000 + 5000 + 4000, short_fen: Math.max(0, 11000 - bal), unpriced: 0 },
  ]);
  expect(f.days.map((d: any) => d.total_fen)).toEqual([2000, 5000, 4000]);
});

test('the forecast reads only what is charged within 30 days, and equals the forecast over every item', async () => {
  // the route asks each kind for the items charged before its horizon (not all 100,000 phones):
  // around the 30-day edge, of every kind, the answer must be what the whole list gives
  const phone = await idOf('select id from phones where enterprise_id = $1 and deleted_at is null order by id limit 1');
  const card = await idOf("select id from network_cards where enterprise_id = $1 and name = '网卡-香港-03'");
  const edge = now + 31 * D; // charged a day before expiry: exactly at the 30-day horizon
  const set = (table: string, id: number, at: number) =>
    s.sql(`update ${table} set auto_renew = true, expiration_time = $2 where id = $1`, [
      id,
      new Date(at).toISOString(),
    ]);
  await set('phones', phone, edge - 60_000); // charged a minute inside
  await set('network_cards', card, edge); // charged at the horizon: outside (windows are [now, now + 30 d))
  const all = (await list()).list;
  const f = (await s.get('/renewal/forecast', admin)).body.data;
  expect(f).toEqual(forecast(all, f.balance_fen, new Date(now)));
  expect(f.windows[1].charges).toBe(3); // the sub-account, the device and the phone; not the card
  const dashboard = (await s.get('/dashboard/summary', admin)).body.data;
  expect(dashboard.balance).toMatchObject({ renewalCount: f.windows[1].charges, renewalFen: f.windows[1].total_fen });
});

test('sub-account auto-renewal job: one month from the balance with its ledger row; short balance told once', async () => {
  const a = await idOf("select id from sub_accounts where enterprise_id = $1 and name = '分身-A02'");
  const b = await idOf("select id from sub_accounts where enterprise_id = $1 and name = '分身-A03'");
  await s.sql('update sub_accounts set auto_renew = false where enterprise_id = $1', [eid]);
  const exp = new Date(now + 12 * 3600_000);
  await s.sql('update sub_accounts set auto_renew = true, expiration_time = $2 where id = $1', [a, exp.toISOString()]);
  // not yet due (more than a day left): nothing
  await s.sql('update sub_accounts set auto_renew = true, expiration_time = $2 where id = $1', [
    b,
    new Date(now + 3 * D).toISOString(),
  ]);
  const before = await balance();
  await s.runJobs();
  expect(await balance()).toBe(before - 2000);
  const [row] = await s.sql<{ e: Date }>('select expiration_time as e from sub_accounts where id = $1', [a]);
  expect(new Date(row.e).getTime()).toBeGreaterThan(exp.getTime() + 27 * D);
  const [order] = await s.sql<any>(
    "select order_no, status, pay_type, total_fen from orders where type = 'account_renew' and detail->>'auto_renew_id' = $1",
    [String(a)],
  );
  expect(order).toMatchObject({ status: 'paid', pay_type: 'balance' });
  const [flow] = await s.sql<any>('select change_fen::int as c, kind from wallet_flows where order_no = $1', [
    order.order_no,
  ]);
  expect(flow).toEqual({ c: -2000, kind: 'renewal' });
  // run again: it is no longer due
  await s.runJobs();
  expect(await balance()).toBe(before - 2000);

  // short balance: a payment_failed order and a notice, once per expiry; the balance untouched
  await s.sql('update sub_accounts set expiration_time = $2 where id = $1', [b, exp.toISOString()]);
  await s.sql('update enterprises set wallet_balance_fen = 1000 where id = $1', [eid]);
  await s.runJobs();
  await s.runJobs();
  expect(await balance()).toBe(1000);
  const failed = await s.sql<any>(
    "select status from orders where type = 'account_renew' and status = 'payment_failed' and detail->>'auto_renew_id' = $1",
    [String(b)],
  );
  expect(failed).toHaveLength(1);
  const notices = await s.sql<any>(
    "select kind, resource_type from notices where kind = 'account_renew_failed' and resource_id = $1",
    [b],
  );
  expect(notices).toEqual([{ kind: 'account_renew_failed', resource_type: 'sub_account' }]);
  // an expired one is never auto-renewed
  await s.sql('update enterprises set wallet_balance_fen = 100000 where id = $1', [eid]);
  await s.sql('update sub_accounts set expiration_time = $2 where id = $1', [b, new Date(now - D).toISOString()]);
  await s.runJobs();
  expect(await balance()).toBe(100000);
  expect(
    await s.sql("select id from orders where type = 'account_renew' and detail->>'auto_renew_id' = $1", [String(b)]),
  ).toHaveLength(1); // still only the failed one
});
