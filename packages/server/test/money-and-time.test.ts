// The timed rules of spec §4/§9 at their boundaries, over real HTTP on the real database with the
// fake clock: the cloud number calendar (23rd 20:00 charge, 24th 20:00 retry, 25th 00:00
// unsubscribe, Beijing time), the 7-day cancellation of expired phones, the notices each leaves,
// and the job-run records. (The allocation bound is in allocation-bound.test.ts: it needs a
// provider that never allocates.)
import { startServer, type TestServer } from './support/harness';

let s: TestServer;
const START = '2030-01-20T04:00:00.000Z';
const EXPIRY = new Date('2030-01-31T12:00:00.000Z'); // in January, Beijing time

beforeAll(async () => {
  s = await startServer({ TEST_NOW: START });
  await s.runJobs(); // the demo data's own due items settle first
}, 60_000);
afterAll(async () => {
  await s?.stop();
});

/** An enterprise with a boss, a staff manager and a staff employee (password Demo123456). */
async function enterprise(name: string, balanceFen: number) {
  const [{ id }] = await s.sql<{ id: number }>(
    'insert into enterprises (name, invite_code, company_attestation, wallet_balance_fen) values ($1, $2, 1, $3) returning id',
    [name, name, balanceFen],
  );
  if (balanceFen)
    await s.sql(
      "insert into wallet_flows (enterprise_id, change_fen, balance_after_fen, kind, remark) values ($1, $2, $2, 'recharge', 'test')",
      [id, balanceFen],
    );
  const [{ h }] = await s.sql<{ h: string }>("select password_hash as h from users where username = 'demoadmin'");
  const users = [
    [`${name}boss`, 1, 'manager'],
    [`${name}mgr`, 3, 'manager'],
    [`${name}emp`, 3, 'employee'],
  ] as const;
  for (const [i, [username, level, role]] of users.entries())
    await s.sql(
      'insert into users (enterprise_id, username, phone, password_hash, level, member_role) values ($1, $2, $3, $4, $5, $6)',
      [id, username, `13${String(id).padStart(7, '0')}${i}0`, h, level, role],
    );
  return {
    id,
    boss: () => s.login(`${name}boss`, 'admin'),
    mgr: () => s.login(`${name}mgr`, 'staff'),
    emp: () => s.login(`${name}emp`, 'staff'),
  };
}

async function number(enterpriseId: number, num: string, autoRenew: boolean, feeFen = 1000) {
  const [{ id }] = await s.sql<{ id: number }>(
    "insert into cloud_numbers (enterprise_id, number, monthly_fee_fen, auto_renew, status, expiration_time) values ($1, $2, $3, $4, 'in_use', $5) returning id",
    [enterpriseId, num, feeFen, autoRenew, EXPIRY],
  );
  return id;
}

const numberRow = async (id: number) =>
  (
    await s.sql<{ status: string; exp: Date }>(
      'select status, expiration_time as exp from cloud_numbers where id = $1',
      [id],
    )
  )[0];
const balance = async (eid: number) =>
  Number(
    (await s.sql<{ b: string }>('select wallet_balance_fen::text as b from enterprises where id = $1', [eid]))[0].b,
  );
const rentOrders = async (eid: number, status: string) =>
  Number(
    (
      await s.sql<{ n: string }>(
        "select count(*)::text as n from orders where enterprise_id = $1 and type = 'cloud_number_renew' and status = $2",
        [eid, status],
      )
    )[0].n,
  );
const noticeKinds = async (eid: number) =>
  (await s.sql<{ kind: string }>('select kind from notices where enterprise_id = $1 order by id', [eid])).map(
    (r) => r.kind,
  );
const at = async (iso: string) => {
  await s.setNow(iso);
  await s.runJobs();
};

test('cloud numbers: charged at 20:00 on the 23rd, retried on the 24th, unsubscribed on the 25th (Beijing time)', async () => {
  const exact = await enterprise('rentexact', 1000); // exactly one month's rent
  const short = await enterprise('rentshort', 999); // one fen short, twice
  const topped = await enterprise('renttopup', 0); // short on the 23rd, topped up before the 24th
  const a = await number(exact.id, '17099000001', true);
  const c = await number(exact.id, '17099000002', false); // auto-renew off
  const b = await number(short.id, '17099000003', true);
  const d = await number(topped.id, '17099000004', true);

  await at('2030-01-23T11:59:59.999Z'); // 19:59:59.999 on the 23rd
  expect((await numberRow(a)).exp).toEqual(EXPIRY);
  expect(await balance(exact.id)).toBe(1000);
  expect(await rentOrders(short.id, 'payment_failed')).toBe(0);

  await at('2030-01-23T12:00:00.000Z'); // 20:00 on the 23rd
  await s.runJobs(); // a second pass (or instance) charges nothing more
  expect(await balance(exact.id)).toBe(0);
  expect((await numberRow(a)).exp).toEqual(new Date('2030-02-28T12:00:00.000Z'));
  expect(await rentOrders(exact.id, 'paid')).toBe(1);
  const [flow] = await s.sql<{ change_fen: number; kind: string; balance_after_fen: number }>(
    'select change_fen::int as change_fen, kind, balance_after_fen::int as balance_after_fen from wallet_flows where enterprise_id = $1 order by id desc limit 1',
    [exact.id],
  );
  expect(flow).toEqual({ change_fen: -1000, kind: 'renewal', balance_after_fen: 0 });
  // one fen short: recorded as a failed attempt, no money moves, still in use
  expect(await balance(short.id)).toBe(999);
  expect(await rentOrders(short.id, 'payment_failed')).toBe(1);
  expect((await numberRow(b)).status).toBe('in_use');
  expect(await rentOrders(topped.id, 'payment_failed')).toBe(1);
  expect((await numberRow(c)).status).toBe('in_use'); // auto-renew off: nothing happens on the 23rd

  await s.sql('update enterprises set wallet_balance_fen = 1000 where id = $1', [topped.id]);
  await s.sql(
    "insert into wallet_flows (enterprise_id, change_fen, balance_after_fen, kind, remark) values ($1, 1000, 1000, 'recharge', 'test')",
    [topped.id],
  );

  await at('2030-01-24T11:59:59.999Z'); // just before the retry
  expect(await rentOrders(short.id, 'payment_failed')).toBe(1);
  expect((await numberRow(d)).exp).toEqual(EXPIRY);

  await at('2030-01-24T12:00:00.000Z'); // 20:00 on the 24th: the retry
  await s.runJobs();
  expect(await rentOrders(short.id, 'payment_failed')).toBe(2);
  expect(await numberRow(b)).toMatchObject({ status: 'unsubscribed' });
  expect(await balance(short.id)).toBe(999);
  expect((await numberRow(d)).exp).toEqual(new Date('2030-02-28T12:00:00.000Z'));
  expect(await balance(topped.id)).toBe(0);

  await at('2030-01-24T15:59:59.999Z'); // 23:59:59.999 on the 24th
  expect((await numberRow(c)).status).toBe('in_use');
  await at('2030-01-24T16:00:00.000Z'); // 00:00 on the 25th
  expect((await numberRow(c)).status).toBe('unsubscribed');
  // renewing an unsubscribed number is impossible: it cannot be retrieved
  const r = await s.post('/cloudNumber/totalPrice', { ids: [c], months: 1 }, await exact.boss());
  expect(r.body.message).toBe('已退订的云号码无法续费');

  expect(await noticeKinds(exact.id)).toEqual(['cloud_number_charged', 'cloud_number_unsubscribed']);
  // told before the 23rd that the balance would not cover the next 7 days, once
  expect(await noticeKinds(short.id)).toEqual([
    'balance_short',
    'cloud_number_charge_failed',
    'cloud_number_charge_failed',
  ]);
  expect(await noticeKinds(topped.id)).toEqual(['balance_short', 'cloud_number_charge_failed', 'cloud_number_charged']);

  const runs = await s.sql<{ touched: number; failed: number }>(
    "select touched, failed from job_runs where job = 'cloud_number_rent' order by id",
  );
  expect(runs.length).toBeGreaterThan(0);
  expect(runs.every((x) => x.failed === 0)).toBe(true);
});

test('phones: cancelled when expired for 7 days (not a millisecond before), released and told once', async () => {
  const e = await enterprise('cancelph', 0);
  const expiry = new Date('2030-02-01T00:00:00.000Z');
  const [{ id }] = await s.sql<{ id: number }>(
    "insert into phones (enterprise_id, phone_name, spec_name, expiration_time, auto_renew, provider_instance_id) values ($1, '云手机-001', '4核8G', $2, false, 'sim-cancel-test') returning id",
    [e.id, expiry],
  );
  const cancelled = async () =>
    (await s.sql<{ c: Date | null }>('select cancelled_at as c from phones where id = $1', [id]))[0].c;

  await at('2030-02-07T23:59:59.999Z'); // day 7, one millisecond short
  expect(await cancelled()).toBeNull();
  await at('2030-02-08T00:00:00.000Z'); // 7 days after expiry
  await s.runJobs();
  expect(await cancelled()).toEqual(new Date('2030-02-08T00:00:00.000Z'));
  expect(await noticeKinds(e.id)).toEqual(['phone_cancelled']);
  // gone from the lists and not renewable
  const boss = await e.boss();
  expect((await s.get('/phone/list?page=1&limit=10', boss)).body.data.total).toBe(0);
});

test('notices: the boss reads them in their language, with the boss’s own read mark; managers and employees are refused', async () => {
  const e = await enterprise('notices', 0);
  const n = await number(e.id, '17099000009', false);
  await s.sql('update cloud_numbers set expiration_time = $2 where id = $1', [n, new Date('2030-02-10T00:00:00.000Z')]);
  await at('2030-02-24T16:00:00.000Z'); // 00:00 on 25 February: unsubscribed, a notice
  const [boss, mgr, emp] = await Promise.all([e.boss(), e.mgr(), e.emp()]);

  const zh = await s.get('/notice/list?page=1&limit=10', boss);
  expect(zh.body.code).toBe(0);
  expect(zh.body.data).toMatchObject({ total: 1, unread: 1 });
  expect(zh.body.data.list[0]).toMatchObject({
    kind: 'cloud_number_unsubscribed',
    resource_type: 'cloud_number',
    resource_id: n,
    unread: true,
  });
  expect(zh.body.data.list[0].text).toContain('17099000009');
  expect(zh.body.data.list[0].text).toContain('退订');
  const en = await s.request('GET', '/notice/list?page=1&limit=10', {
    token: boss,
    headers: { 'Accept-Language': 'en' },
  });
  expect(en.body.data.list[0].text).toContain('unsubscribed');

  const readers = async () =>
    (
      await s.sql<{ username: string }>(
        'select u.username from notice_reads r join users u on u.id = r.user_id where u.enterprise_id = $1',
        [e.id],
      )
    ).map((r) => r.username);
  const refused = { code: 40003, message: '仅老板账号可以查看通知', data: null };
  for (const [who, token] of [
    ['manager', mgr],
    ['employee', emp],
  ] as const) {
    // spec §6: "Routes declare allowed roles. Most are admin only."
    expect([who, (await s.get('/notice/list?page=1&limit=10', token)).body]).toEqual([who, refused]);
    // spec §6: "Routes declare allowed roles. Most are admin only."
    expect([who, (await s.get('/notice/unread', token)).body]).toEqual([who, refused]);
    // spec §6: "Routes declare allowed roles. Most are admin only."
    expect([who, (await s.post('/notice/read', {}, token)).body]).toEqual([who, refused]);
  }
  expect(await readers()).toEqual([]); // the refused reads left no mark
  expect((await s.get('/notice/unread', boss)).body.data).toEqual({ unread: 1 });

  expect((await s.post('/notice/read', {}, boss)).body.data).toEqual({ unread: 0 });
  expect((await s.get('/notice/unread', boss)).body.data).toEqual({ unread: 0 });
  expect(await readers()).toEqual(['noticesboss']); // the boss's own mark
  expect(
    (await s.get(`/notice/list?page=1&limit=10&resource_type=cloud_number&resource_id=${n}`, boss)).body.data,
  ).toMatchObject({ total: 1, unread: 0 });
  // another enterprise sees none of them
  const other = await enterprise('noticeoth', 0);
  expect((await s.get('/notice/list?page=1&limit=10', await other.boss())).body.data.total).toBe(0);
});

test('sub-accounts, network cards and IP devices: cancelled 7 days after expiry, released at the provider, unbound, told once; a provider refusal waits for the next pass', async () => {
  const e = await enterprise('cancelres', 0);
  const expiry = new Date('2030-03-01T00:00:00.000Z');
  const one = async (q: string, p: unknown[]) => (await s.sql<{ id: number }>(`${q} returning id`, p))[0].id;
  const card = await one(
    "insert into network_cards (enterprise_id, name, ip, region, expiration_time) values ($1, '网卡-注销', '203.0.113.5', '中国大陆', $2)",
    [e.id, expiry],
  );
  const account = await one(
    "insert into sub_accounts (enterprise_id, name, status, expiration_time, paid_at, provider_instance_id, network_card_id) values ($1, '分身-注销', 'running', $2, $2, 'sim-acc-cancel-1', $3)",
    [e.id, expiry, card],
  );
  const refused = await one(
    "insert into sub_accounts (enterprise_id, name, status, expiration_time, paid_at, provider_instance_id) values ($1, '分身-拒绝', 'running', $2, $2, 'other-cloud-1')",
    [e.id, expiry],
  );
  const phone = await one(
    "insert into phones (enterprise_id, phone_name, spec_name, expiration_time, account_id, network_card_id) values ($1, '云手机-留', '4核8G', '2031-01-01', $2, $3)",
    [e.id, account, card],
  );
  const device = await one(
    "insert into ip_devices (enterprise_id, kind, protocol, address, port, region, expiration_time, order_no, auto_renew) values ($1, 'platform', 'socks5', '203.0.113.77', 1080, 'cn', $2, 'ORDCANCEL1', true)",
    [e.id, expiry],
  );
  const own = await one(
    "insert into ip_devices (enterprise_id, kind, protocol, address, port, region) values ($1, 'own', 'http', '192.0.2.9', 8080, 'cn')",
    [e.id],
  );
  const store = await one(
    "insert into stores (enterprise_id, name, platform, account, ip_device_id) values ($1, '店铺-注销', 'amazon', 'acc', $2)",
    [e.id, device],
  );
  const cancelledAt = async (table: string, id: number) =>
    (await s.sql<{ c: Date | null }>(`select cancelled_at as c from ${table} where id = $1`, [id]))[0].c;

  await at('2030-03-07T23:59:59.999Z'); // one millisecond short of 7 days
  for (const [t, id] of [
    ['sub_accounts', account],
    ['network_cards', card],
    ['ip_devices', device],
  ] as const)
    expect(await cancelledAt(t, id)).toBeNull();

  await s.setNow('2030-03-08T00:00:00.000Z');
  // the provider does not know one environment: that item fails, the others go through
  await expect(s.runJobs()).rejects.toThrow(/account_cancellation: sub-account \d+/);
  const cut = new Date('2030-03-08T00:00:00.000Z');
  expect(await cancelledAt('sub_accounts', account)).toEqual(cut);
  expect(await cancelledAt('sub_accounts', refused)).toBeNull();
  expect(await cancelledAt('network_cards', card)).toEqual(cut);
  expect(await cancelledAt('ip_devices', device)).toEqual(cut);
  expect(await cancelledAt('ip_devices', own)).toBeNull(); // no term, never cancelled
  expect(await s.released('account', 'sim-acc-cancel-1')).toBe(true);
  expect(await s.released('ip', '203.0.113.77')).toBe(true);
  const [p] = await s.sql<{ a: number | null; c: number | null }>(
    'select account_id as a, network_card_id as c from phones where id = $1',
    [phone],
  );
  expect(p).toEqual({ a: null, c: null });
  const [st] = await s.sql<{ d: number | null }>('select ip_device_id as d from stores where id = $1', [store]);
  expect(st.d).toBeNull();
  const [dev] = await s.sql<{ r: boolean }>('select auto_renew as r from ip_devices where id = $1', [device]);
  expect(dev.r).toBe(false);
  const [run] = await s.sql<{ failed: number; errors: string[] }>(
    "select failed, errors from job_runs where job = 'account_cancellation' order by id desc limit 1",
  );
  expect(run.failed).toBe(1);
  expect(run.errors[0]).toContain('could not be released');

  // the provider answers again: the next pass cancels it; nothing is cancelled or told twice
  await s.sql("update sub_accounts set provider_instance_id = 'sim-acc-cancel-2' where id = $1", [refused]);
  await s.runJobs();
  expect(await cancelledAt('sub_accounts', refused)).toEqual(cut);
  expect((await noticeKinds(e.id)).sort()).toEqual([
    'account_cancelled',
    'account_cancelled',
    'ip_device_cancelled',
    'network_card_cancelled',
  ]);
  const boss = await e.boss();
  const zh = await s.get('/notice/list?page=1&limit=10&resource_type=network_card', boss);
  expect(zh.body.data.list[0].text).toBe('网卡 203.0.113.5 到期已满 7 天，服务已注销');
});
