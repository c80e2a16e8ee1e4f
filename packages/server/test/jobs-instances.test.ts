// Every timed rule due at once, with two server instances running the jobs together on one
// PostgreSQL database: each effect happens exactly once (row locks and conditional updates). Then
// a fault: the database connection is killed (pg_terminate_backend) in the middle of a job's
// transaction; nothing is half-written and the next run completes it. Always on PostgreSQL
// (DATABASE_URL, or the local server every machine and CI has): PGlite is one process.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';

jest.setTimeout(180_000);

const baseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const dbName = `console_jobs_${process.pid}_${Date.now()}`;
const url = (() => {
  const u = new URL(baseUrl);
  u.pathname = `/${dbName}`;
  return u.toString();
})();
const serverDir = path.resolve(__dirname, '..');
const NOW = new Date('2030-01-23T12:00:00.000Z'); // 20:00 on the 23rd, Beijing time
const H = 3600_000;
const D = 24 * H;

async function withClient<T>(connectionString: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}
const sql = async <T = Record<string, unknown>>(text: string, params?: unknown[]) =>
  withClient(url, async (c) => (await c.query(text, params)).rows as T[]);

/** One instance's job passes at `now`; resolves with the failures it printed. */
function instance(now: Date, passes = 3): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/support/jobs-instance.ts'], {
      cwd: serverDir,
      env: { ...process.env, DATABASE_URL: url, JOB_NOW: now.toISOString(), JOB_PASSES: String(passes) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (b: Buffer) => (out += b.toString()));
    child.once('exit', (code) => {
      const line = out.trim().split('\n').pop() ?? '';
      if (code !== 0 || !line.startsWith('{')) return reject(new Error(`jobs instance exited ${code}: ${out}`));
      resolve((JSON.parse(line) as { failures: string[] }).failures);
    });
  });
}

let eid: number;
let cardRent: number;

beforeAll(async () => {
  await withClient(baseUrl, (c) => c.query(`CREATE DATABASE "${dbName}"`));
  await instance(NOW, 0); // migrates the empty database
  [{ id: eid }] = await sql<{ id: number }>(
    "insert into enterprises (name, invite_code, company_attestation, wallet_balance_fen) values ('jobs', 'JOBS', 1, 100000) returning id",
  );
  await sql(
    "insert into wallet_flows (enterprise_id, change_fen, balance_after_fen, kind, remark) values ($1, 100000, 100000, 'recharge', 'test')",
    [eid],
  );
  // due: a cloud number's rent, a phone's auto-renewal, a phone, a sub-account, a network card and
  // an IP device 8 days expired, a paid order to allocate, an unpaid order past its 10 minutes
  // with a coupon
  [{ fee: cardRent }] = await sql<{ fee: number }>(
    "insert into cloud_numbers (enterprise_id, number, monthly_fee_fen, auto_renew, status, expiration_time) values ($1, '17088000001', 1000, true, 'in_use', $2) returning monthly_fee_fen as fee",
    [eid, new Date(NOW.getTime() + 8 * D)],
  );
  await sql(
    `insert into phones (enterprise_id, phone_name, spec_name, expiration_time, auto_renew, provider_instance_id)
     values ($1, '云手机-001', '4核8G', $2, true, 'sim-renew'), ($1, '云手机-002', '4核8G', $3, false, 'sim-cancel')`,
    [eid, new Date(NOW.getTime() + 12 * H), new Date(NOW.getTime() - 8 * D)],
  );
  const gone = new Date(NOW.getTime() - 8 * D);
  await sql(
    "insert into sub_accounts (enterprise_id, name, expiration_time, paid_at, provider_instance_id) values ($1, '分身-注销', $2, $2, 'sim-acc-jobs')",
    [eid, gone],
  );
  await sql(
    "insert into network_cards (enterprise_id, name, ip, region, expiration_time) values ($1, '网卡-注销', '203.0.113.9', '中国大陆', $2)",
    [eid, gone],
  );
  await sql(
    "insert into ip_devices (enterprise_id, kind, address, region, expiration_time, order_no) values ($1, 'platform', '203.0.113.99', 'cn', $2, 'JOBS-IP')",
    [eid, gone],
  );
  await sql(
    `insert into orders (order_no, enterprise_id, type, goods_name, quantity, total_fen, paid_fen, pay_type, status, paid_at, expires_at, detail)
     values ('JOBS-BUY', $1, 'phone_buy', '云手机 4核8G 1个月', 2, 6000, 6000, 'balance', 'buying', $2, $2, '{"spec":"4c8g","duration_unit":"month","duration":1}')`,
    [eid, new Date(NOW.getTime() - H)],
  );
  const [{ cid }] = await sql<{ cid: number }>(
    "insert into coupons (enterprise_id, name, amount_fen, expires_at) values ($1, 'jobs', 500, $2) returning id as cid",
    [eid, new Date(NOW.getTime() + 30 * D)],
  );
  await sql(
    `insert into orders (order_no, enterprise_id, type, goods_name, quantity, total_fen, coupon_fen, pay_type, status, expires_at, coupon_id)
     values ('JOBS-UNPAID', $1, 'phone_buy', '云手机', 1, 3000, 500, 'alipay', 'awaiting_payment', $2, $3)`,
    [eid, new Date(NOW.getTime() - 1000), cid],
  );
  await sql("update coupons set used_at = $2, used_order_no = 'JOBS-UNPAID' where id = $1", [cid, NOW]);
});

afterAll(() => withClient(baseUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`)));

test('two instances, every rule due: each effect exactly once', async () => {
  const [a, b] = await Promise.all([instance(NOW), instance(NOW)]);
  expect([...a, ...b]).toEqual([]);

  const flows = await sql<{ kind: string; change_fen: number }>(
    'select kind, change_fen from wallet_flows where enterprise_id = $1 and kind <> $2 order by id',
    [eid, 'recharge'],
  );
  expect(flows.map((f) => f.kind)).toEqual(expect.arrayContaining(['renewal', 'renewal']));
  expect(flows).toHaveLength(2); // the phone's auto-renewal and the number's rent, once each
  expect(flows.some((f) => Number(f.change_fen) === -cardRent)).toBe(true);
  const [{ balance, sum }] = await sql<{ balance: string; sum: string }>(
    'select e.wallet_balance_fen::text as balance, (select sum(change_fen) from wallet_flows where enterprise_id = e.id)::text as sum from enterprises e where id = $1',
    [eid],
  );
  expect(balance).toBe(sum);

  const phones = await sql<{ n: number }>("select count(*)::int as n from phones where order_no = 'JOBS-BUY'");
  expect(phones[0].n).toBe(2);
  const kinds = await sql<{ kind: string; n: number }>(
    'select kind, count(*)::int as n from notices where enterprise_id = $1 group by kind order by kind',
    [eid],
  );
  expect(kinds).toEqual([
    { kind: 'account_cancelled', n: 1 },
    { kind: 'cloud_number_charged', n: 1 },
    { kind: 'ip_device_cancelled', n: 1 },
    { kind: 'network_card_cancelled', n: 1 },
    { kind: 'phone_cancelled', n: 1 },
  ]);
  const [unpaid] = await sql<{ status: string }>("select status from orders where order_no = 'JOBS-UNPAID'");
  expect(unpaid.status).toBe('expired');
  const [coupon] = await sql<{ used: Date | null }>(
    'select used_order_no as used from coupons where enterprise_id = $1',
    [eid],
  );
  expect(coupon.used).toBeNull();
  const [{ n: renewOrders }] = await sql<{ n: number }>(
    "select count(*)::int as n from orders where enterprise_id = $1 and type in ('phone_renew', 'cloud_number_renew') and status = 'paid'",
    [eid],
  );
  expect(renewOrders).toBe(2);
});

test('the connection dies in the middle of a job: nothing half-written, the next run completes it', async () => {
  const number = '17088000002';
  await sql(
    "insert into cloud_numbers (enterprise_id, number, monthly_fee_fen, auto_renew, status, expiration_time) values ($1, $2, 1000, true, 'in_use', $3)",
    [eid, number, new Date(NOW.getTime() + 8 * D)],
  );
  const before = await sql<{ balance: string; flows: number; orders: number }>(
    `select e.wallet_balance_fen::text as balance,
       (select count(*)::int from wallet_flows where enterprise_id = e.id) as flows,
       (select count(*)::int from orders where enterprise_id = e.id) as orders
     from enterprises e where id = $1`,
    [eid],
  );
  // the job's own connection is terminated when it writes the notice: after the order, the
  // balance, the ledger row and the new expiry were written in the same transaction
  await sql(`
    create function kill_own_backend() returns trigger language plpgsql as $$
    begin perform pg_terminate_backend(pg_backend_pid()); return new; end $$;
    create trigger kill_on_notice before insert on notices for each row execute function kill_own_backend();`);
  const failures = await instance(NOW, 1);
  expect(failures.join(' ')).toMatch(/cloud_number_rent/);
  expect(
    await sql(
      `select e.wallet_balance_fen::text as balance,
         (select count(*)::int from wallet_flows where enterprise_id = e.id) as flows,
         (select count(*)::int from orders where enterprise_id = e.id) as orders
       from enterprises e where id = $1`,
      [eid],
    ),
  ).toEqual(before);
  const [row] = await sql<{ exp: Date }>('select expiration_time as exp from cloud_numbers where number = $1', [
    number,
  ]);
  expect(row.exp).toEqual(new Date(NOW.getTime() + 8 * D));

  await sql('drop trigger kill_on_notice on notices; drop function kill_own_backend();');
  expect(await instance(NOW, 2)).toEqual([]);
  const [after] = await sql<{ exp: Date }>('select expiration_time as exp from cloud_numbers where number = $1', [
    number,
  ]);
  expect(after.exp.getTime()).toBeGreaterThan(row.exp.getTime());
  const [{ n }] = await sql<{ n: number }>(
    "select count(*)::int as n from notices where enterprise_id = $1 and kind = 'cloud_number_charged'",
    [eid],
  );
  expect(n).toBe(2); // the first number's and this one's
});

test('the connection dies in the middle of a purchase: the request fails, nothing is written, the server lives on', async () => {
  const port = 18600 + (process.pid % 200);
  const api = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      LOG_LEVEL: 'fatal',
      DEV_MODE: '1', // /dev/sms/last for the registration below
      SEED_DEMO: '0',
      JOB_INTERVAL_MS: String(H), // no job writes the ledger during this test
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const call = async (method: string, p: string, body?: unknown, token?: string, key?: string) => {
      const r = await fetch(api + p, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { 'P-Token': token } : {}),
          ...(key ? { 'Idempotency-Key': key } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await r.json()) as { code: number; message: string; data: any };
    };
    for (let i = 0; ; i++) {
      if (
        await fetch(`${api}/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (i > 600) throw new Error('the instance never became healthy');
      await new Promise((r) => setTimeout(r, 100));
    }
    const phone = '13600000042';
    await call('POST', '/sms/code', { phone, scene: 'register' });
    const code = (await call('GET', `/dev/sms/last?phone=${phone}`)).data.code;
    const token = (await call('POST', '/user/register', { phone, password: 'secret1', smsCode: code })).data.token;
    const [{ id }] = await sql<{ id: number }>('select enterprise_id as id from users where phone = $1', [phone]);
    await sql('update enterprises set wallet_balance_fen = 100000 where id = $1', [id]);
    await sql(
      "insert into wallet_flows (enterprise_id, change_fen, balance_after_fen, kind, remark) values ($1, 100000, 100000, 'recharge', 'test')",
      [id],
    );
    const query = { platform: 'android10', region: 'cn', spec: '2c4g', duration_unit: 'day', duration: 1, quantity: 1 };
    const price = await call('POST', '/phone/totalPrice', query, token);
    const buy = { ...query, auto_renew: 0, pay_type: 'balance', expected_pay_fen: price.data.pay_fen };
    const state = () =>
      sql<{ balance: string; flows: number; orders: number }>(
        `select e.wallet_balance_fen::text as balance,
           (select count(*)::int from wallet_flows where enterprise_id = e.id) as flows,
           (select count(*)::int from orders where enterprise_id = e.id) as orders
         from enterprises e where id = $1`,
        [id],
      );
    const before = await state();

    // killed when the ledger row is written: after the order row and the balance debit
    await sql(`
      create function kill_own_backend() returns trigger language plpgsql as $$
      begin perform pg_terminate_backend(pg_backend_pid()); return new; end $$;
      create trigger kill_on_flow before insert on wallet_flows for each row execute function kill_own_backend();`);
    // the browser's attempt: the same Idempotency-Key on the failed try and on its retry
    const key = randomUUID();
    const failed = await call('POST', '/phone/buyV1', buy, token, key);
    expect(failed.code).not.toBe(0);
    expect(await state()).toEqual(before);

    await sql('drop trigger kill_on_flow on wallet_flows; drop function kill_own_backend();');
    const bought = await call('POST', '/phone/buyV1', buy, token, key);
    expect(bought.code).toBe(0);
    const [after] = await state();
    expect(Number(after.balance)).toBe(100000 - price.data.pay_fen);
    expect(after.orders).toBe(before[0].orders + 1);
    // and a retry once it committed is the same answer, no second order
    expect(await call('POST', '/phone/buyV1', buy, token, key)).toEqual(bought);
    expect((await state())[0].orders).toBe(before[0].orders + 1);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
});
