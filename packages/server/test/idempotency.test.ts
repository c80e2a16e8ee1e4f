// Money moves once (issue 31): every Idempotency-Key endpoint of @console/contract/idempotency,
// each with a real request of its own. A retry with the key gets the first answer and moves
// nothing; the key with another body is refused; a request without a key is refused; several
// tries at once make one order and one ledger row; a refusal keeps no answer, so its retry runs
// again. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set (CI: both); the same over two
// API processes is idempotency-instances.test.ts.
import { randomUUID } from 'node:crypto';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_MESSAGES,
  MONEY_ROUTES,
  type MoneyEndpoint,
} from '@console/contract/idempotency';
import { checkLedger } from '../src/modules/billing/ledger-check';
import { startServer, TEST_NOW, type TestServer } from './support/harness';
import { zhOf } from './support/texts';

const M = zhOf(IDEMPOTENCY_MESSAGES);

let s: TestServer;
let token: string;
let eid: number;
/** A new customer's enterprise (no phone yet): the free trial is theirs to take. */
let trialToken: string;
let trialEid: number;
const D = 24 * 3600_000;
const later = (ms: number) => new Date(Date.parse(TEST_NOW) + ms);

beforeAll(async () => {
  s = await startServer();
  // a certified enterprise (no 10-phone cap) with a wallet that has its ledger row, and one of each thing sold
  [{ id: eid }] = await s.sql<{ id: number }>(
    "insert into enterprises (name, invite_code, company_attestation, wallet_balance_fen) values ('幂等测试企业', 'IDEM01', 1, 500000) returning id",
  );
  await s.sql(
    "insert into wallet_flows (enterprise_id, change_fen, balance_after_fen, kind, remark) values ($1, 500000, 500000, 'recharge', 'test')",
    [eid],
  );
  const [{ h }] = await s.sql<{ h: string }>("select password_hash as h from users where username = 'demoadmin'");
  await s.sql(
    "insert into users (enterprise_id, username, phone, password_hash, level, member_role) values ($1, 'idemadmin', '13900008888', $2, 1, 'manager'), ($1, 'idemother', '13900008887', $2, 1, 'manager')",
    [eid, h],
  );
  await s.sql(
    "insert into phones (enterprise_id, phone_name, spec_name, expiration_time) values ($1, '幂等-1', '4核8G', $2)",
    [eid, later(5 * D)],
  );
  await s.sql(
    "insert into cloud_numbers (enterprise_id, number, monthly_fee_fen, status, expiration_time) values ($1, '17099990001', 1000, 'in_use', $2)",
    [eid, later(20 * D)],
  );
  await s.sql(
    'insert into sub_accounts (enterprise_id, name, expiration_time, paid_at) values ($1, $2, $3, $4), ($1, $5, $3, null)',
    [eid, '幂等分身-已购', later(20 * D), later(-D), '幂等分身-待付'],
  );
  await s.sql(
    "insert into network_cards (enterprise_id, name, ip, region, card_type, expiration_time) values ($1, '幂等网卡', '203.0.113.9', '中国大陆', 'dedicated', $2)",
    [eid, later(20 * D)],
  );
  await s.sql(
    "insert into ip_devices (enterprise_id, kind, region, platform, ip_type, address, port, stage, expiration_time) values ($1, 'platform', '中国大陆', 'amazon', 'static', '198.51.100.9', 1080, 'active', $2)",
    [eid, later(20 * D)],
  );
  token = await s.login('idemadmin', 'admin');
  [{ id: trialEid }] = await s.sql<{ id: number }>(
    "insert into enterprises (name, invite_code) values ('幂等试用企业', 'IDEM02') returning id",
  );
  await s.sql(
    "insert into users (enterprise_id, username, phone, password_hash, level, member_role) values ($1, 'idemtrial', '13900008886', $2, 1, 'manager')",
    [trialEid, h],
  );
  trialToken = await s.login('idemtrial', 'admin');
}, 90_000);
afterAll(async () => {
  await s?.stop();
});

const one = async (q: string) => (await s.sql<{ id: number }>(q, [eid]))[0].id;
const send = (path: string, body: unknown, key: string | false, as = token) =>
  s.request('POST', path, {
    body,
    token: as,
    ...(key === false ? { idempotencyKey: false as const } : { headers: { [IDEMPOTENCY_HEADER]: key } }),
  });
/** What money and orders look like: a repeat must leave it as it was. */
const state = async (enterpriseId = eid) =>
  (
    await s.sql<{ balance: string; orders: number; statuses: string; flows: number }>(
      `select (select wallet_balance_fen::text from enterprises where id = $1) as balance,
              (select count(*)::int from orders where enterprise_id = $1) as orders,
              (select string_agg(status, ',' order by id) from orders where enterprise_id = $1) as statuses,
              (select count(*)::int from wallet_flows where enterprise_id = $1) as flows`,
      [enterpriseId],
    )
  )[0];

/** The body of a purchase or renewal at today's price (its price route answers it). */
async function priced(
  pricePath: string,
  form: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const p = await s.post(pricePath, form, token);
  if (p.body.code !== 0) throw new Error(`${pricePath}: ${JSON.stringify(p.body)}`);
  return { ...form, ...extra, pay_type: 'balance', expected_pay_fen: p.body.data.pay_fen as number };
}

/** An order awaiting payment at the gateway, for pay and cancel. */
async function awaitingOrder(): Promise<string> {
  const body = {
    ...(await priced('/cloudNumber/totalPrice', { region: 'cn', quantity: 1, months: 1 })),
    pay_type: 'alipay',
  };
  const r = await send('/cloudNumber/buy', body, randomUUID());
  return r.body.data.order_no as string;
}

type KeyEndpoint = { [E in MoneyEndpoint]: (typeof MONEY_ROUTES)[E] extends 'key' ? E : never }[MoneyEndpoint];
const month = { duration_unit: 'month', duration: 1 };

/** One real request for each key endpoint (a new money endpoint must add its own here). */
const BODIES: Record<KeyEndpoint, () => Promise<Record<string, unknown>>> = {
  'POST /phone/buyV1': () =>
    priced(
      '/phone/totalPrice',
      { platform: 'android10', region: 'cn', spec: '4c8g', quantity: 1, duration_unit: 'day', duration: 1 },
      { auto_renew: 0 },
    ),
  'POST /phone/renewV1': async () =>
    priced('/phone/totalPrice', { phone_ids: [await one('select id from phones where enterprise_id = $1')], ...month }),
  'POST /cloudNumber/buy': () => priced('/cloudNumber/totalPrice', { region: 'cn', quantity: 1, months: 1 }),
  'POST /cloudNumber/renew': async () =>
    priced('/cloudNumber/totalPrice', {
      ids: [await one('select id from cloud_numbers where enterprise_id = $1')],
      months: 1,
    }),
  'POST /account/batchPaymentV1': async () => {
    const form = {
      kind: 'buy',
      account_ids: [await one('select id from sub_accounts where enterprise_id = $1 and paid_at is null')],
      ...month,
    };
    return priced('/account/prices', form);
  },
  'POST /memory/batchPayment': async () => {
    const ids = [await one('select id from sub_accounts where enterprise_id = $1 and paid_at is not null')];
    const body = await priced('/account/prices', { kind: 'memory', account_ids: ids, memory_gb: 16 });
    delete body.kind;
    return body;
  },
  'POST /networkCard/buy': () =>
    priced('/networkCard/totalPrice', { region: 'cn', card_type: 'shared', quantity: 1, ...month }, { auto_renew: 0 }),
  'POST /networkCard/renew': async () =>
    priced('/networkCard/totalPrice', {
      ids: [await one('select id from network_cards where enterprise_id = $1')],
      ...month,
    }),
  'POST /ipDevice/buy': () =>
    priced(
      '/ipDevice/totalPrice',
      { platform: 'amazon', region: 'cn', ip_type: 'static', quantity: 1, ...month },
      { auto_renew: 0 },
    ),
  'POST /ipDevice/renew': async () =>
    priced('/ipDevice/totalPrice', {
      ids: [await one("select id from ip_devices where enterprise_id = $1 and stage = 'active'")],
      ...month,
    }),
  'POST /phone/freeTrial': async () => ({ pay_type: 'balance', expected_pay_fen: 0 }),
  'POST /phone/recharge': async () => ({ amount: 12.5, pay_type: 1 }),
  'POST /order/pay': async () => ({ order_no: await awaitingOrder(), pay_type: 'balance' }),
  'POST /order/cancel': async () => ({ order_no: await awaitingOrder() }),
};
const pathOf = (e: string) => e.slice('POST '.length);
/** Who sends an endpoint's request when not the certified enterprise above. */
const callerOf = (e: KeyEndpoint) =>
  e === 'POST /phone/freeTrial' ? { as: trialToken, of: trialEid } : { as: token, of: eid };

test('every Idempotency-Key endpoint of the contract is exercised here', () => {
  const declared = Object.entries(MONEY_ROUTES)
    .filter(([, g]) => g === 'key')
    .map(([e]) => e)
    .sort();
  expect(Object.keys(BODIES).sort()).toEqual(declared);
});

describe.each(Object.keys(BODIES) as KeyEndpoint[])('%s', (endpoint) => {
  test('a retry with the key gets the first answer and moves nothing; another body with it is refused; none is refused', async () => {
    const body = await BODIES[endpoint]();
    const { as, of } = callerOf(endpoint);
    // the same request but for one field
    const other =
      'expected_pay_fen' in body
        ? { ...body, expected_pay_fen: Number(body.expected_pay_fen) + 1 }
        : 'amount' in body
          ? { ...body, amount: Number(body.amount) + 1 }
          : await BODIES[endpoint]();
    const before = await state(of);
    const noKey = await send(pathOf(endpoint), body, false, as);
    expect(noKey.body).toMatchObject({ code: 40001, message: M.missing });
    expect((await send(pathOf(endpoint), body, 'short', as)).body).toMatchObject({ code: 40001, message: M.malformed });
    expect(await state(of)).toEqual(before);

    const key = randomUUID();
    const first = await send(pathOf(endpoint), body, key, as);
    expect(first.body.code).toBe(0);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const after = await state(of);
    expect(after).not.toEqual(before); // the first try did something: an order, a ledger row, a status

    const again = await send(pathOf(endpoint), body, key, as);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await send(pathOf(endpoint), other, key, as)).body).toMatchObject({ code: 40009, message: M.reused });
    expect(await state(of)).toEqual(after);
  });
});

test('tries at once with one key: one order, one ledger row, every answer the first one', async () => {
  const body = await BODIES['POST /phone/buyV1']();
  const before = await state();
  const key = randomUUID();
  const answers = await Promise.all(Array.from({ length: 6 }, () => send('/phone/buyV1', body, key)));
  const orderNos = new Set(answers.map((a) => a.body.data?.order_no));
  expect(answers.map((a) => a.body.code)).toEqual([0, 0, 0, 0, 0, 0]);
  expect(orderNos.size).toBe(1);
  const after = await state();
  expect(after.orders).toBe(before.orders + 1);
  expect(after.flows).toBe(before.flows + 1);
  expect(Number(before.balance) - Number(after.balance)).toBe(body.expected_pay_fen);
  expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(5);
  // and different keys are different attempts: each one an order
  const two = await Promise.all([send('/phone/buyV1', body, randomUUID()), send('/phone/buyV1', body, randomUUID())]);
  expect(new Set(two.map((a) => a.body.data.order_no)).size).toBe(2);
});

test('another member with the same key is refused; the key is per enterprise', async () => {
  const body = await BODIES['POST /cloudNumber/buy']();
  const key = randomUUID();
  expect((await send('/cloudNumber/buy', body, key)).body.code).toBe(0);
  const before = await state();
  const other = await s.login('idemother', 'admin');
  expect((await send('/cloudNumber/buy', body, key, other)).body).toMatchObject({ code: 40009, message: M.reused });
  expect(await state()).toEqual(before);
  // the demo enterprise may use the same key for its own request
  const demo = await s.login('demoadmin', 'admin');
  const own = await send('/phone/recharge', { amount: 1, pay_type: 1 }, key, demo);
  expect(own.body.code).toBe(0);
  expect(own.headers.get('idempotent-replayed')).toBeNull();
});

test('a refusal keeps no answer: its retry runs again and succeeds once the cause is gone', async () => {
  const body = await BODIES['POST /networkCard/buy']();
  const key = randomUUID();
  const [{ b }] = await s.sql<{ b: string }>('select wallet_balance_fen::text as b from enterprises where id = $1', [
    eid,
  ]);
  // the wallet cannot pay: 余额不足, nothing stored
  await s.sql('update enterprises set wallet_balance_fen = 0 where id = $1', [eid]);
  const before = await state();
  expect((await send('/networkCard/buy', body, key)).body).toMatchObject({ code: 40009, message: '余额不足' });
  expect(await state()).toEqual(before);
  expect(await s.sql('select 1 from idempotency_keys where enterprise_id = $1 and key = $2', [eid, key])).toEqual([]);
  await s.sql('update enterprises set wallet_balance_fen = $2 where id = $1', [eid, b]);
  const retry = await send('/networkCard/buy', body, key);
  expect(retry.body.code).toBe(0);
  expect(retry.headers.get('idempotent-replayed')).toBeNull();
});

test('keys are kept 24 hours, then pruned by the housekeeping job', async () => {
  const body = await BODIES['POST /phone/recharge']();
  const key = randomUUID();
  await send('/phone/recharge', body, key);
  await s.advance(23 * 3600_000);
  await s.runJobs();
  expect((await send('/phone/recharge', body, key)).headers.get('idempotent-replayed')).toBe('true');
  await s.advance(2 * 3600_000);
  await s.runJobs();
  expect(await s.sql('select 1 from idempotency_keys where key = $1', [key])).toEqual([]);
});

test('the ledger holds: balance = Σ ledger, nothing paid twice', async () => {
  const report = await checkLedger((text, params) => s.sql(text, params));
  expect(report.failures).toEqual([]);
  expect(report.driftFen).toBe(0);
});
