// Money moves once across API processes (issue 31): two server processes on one PostgreSQL
// database, the same purchase sent to both at once under one Idempotency-Key (a browser retrying
// through a load balancer that picked the other instance): one order, one ledger row, both
// answers the first one. Always on PostgreSQL (DATABASE_URL, or the local server every machine and
// CI has): PGlite is one process.
import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_HEADER } from '@console/contract/idempotency';
import { startHttpServer, type TestServer } from './support/harness';
import { throwawayPostgres } from './support/test-app';

jest.setTimeout(120_000);

const baseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
let db: Awaited<ReturnType<typeof throwawayPostgres>>;

let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  db = await throwawayPostgres(baseUrl, 'console_idem');
  // two processes, as two instances behind a load balancer are: nothing shared but the database
  a = await startHttpServer({ TEST_DATABASE_URL: db.url });
  b = await startHttpServer({ TEST_DATABASE_URL: db.url, TEST_SEED: '0' });
  // the demo enterprise, certified (no 10-phone cap)
  await a.sql(
    "update enterprises set company_attestation = 1 where id = (select enterprise_id from users where username = 'demoadmin')",
  );
});
afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await db?.drop();
});

const counts = async () =>
  (
    await a.sql<{ orders: number; flows: number }>(
      'select (select count(*)::int from orders) as orders, (select count(*)::int from wallet_flows) as flows',
    )
  )[0];

test('one key sent to two API processes at once: one order, one ledger row, one answer', async () => {
  const token = await a.login('demoadmin', 'admin');
  const form = { platform: 'android10', region: 'cn', spec: '2c4g', quantity: 1, duration_unit: 'day', duration: 1 };
  const price = (await b.post('/phone/totalPrice', form, token)).body.data.pay_fen as number;
  const body = { ...form, auto_renew: 0, pay_type: 'balance', expected_pay_fen: price };
  for (let round = 0; round < 5; round++) {
    const before = await counts();
    const key = randomUUID();
    const send = (s: TestServer) =>
      s.request('POST', '/phone/buyV1', { body, token, headers: { [IDEMPOTENCY_HEADER]: key } });
    const answers = await Promise.all([send(a), send(b), send(a), send(b)]);
    expect(answers.map((r) => r.body.code)).toEqual([0, 0, 0, 0]);
    expect(new Set(answers.map((r) => r.body.data.order_no)).size).toBe(1);
    expect(answers.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(3);
    expect(await counts()).toEqual({ orders: before.orders + 1, flows: before.flows + 1 });
  }
});
