// The API's PostgreSQL client prepares each parameterised statement once per connection (issue 37),
// on a throw-away database of the PostgreSQL server every machine and CI has.
import type pg from 'pg';
import { throwawayPostgres } from '../../test/support/test-app';
import { postgresPool } from './client';
import { MAX_PREPARED, statementName } from './preparing-client';

const baseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
let database: Awaited<ReturnType<typeof throwawayPostgres>>;
let pool: pg.Pool;
let client: pg.PoolClient;

beforeAll(async () => {
  database = await throwawayPostgres(baseUrl, 'console_prepare');
  pool = postgresPool(database.url);
});
beforeEach(async () => {
  client = await pool.connect();
});
afterEach(() => client.release(true)); // a fresh connection for each test: nothing prepared yet
afterAll(async () => {
  await pool.end();
  await database.drop();
});

/** What this connection has prepared (a query without parameters is never prepared itself). */
const preparedOn = async (c: pg.PoolClient) =>
  (await c.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows.map((r) => r.name);

test('a statement name is derived from the text alone: one text, one name, on every instance', () => {
  expect(statementName('select $1::int')).toBe(statementName('select $1::int'));
  expect(statementName('select $1::int')).not.toBe(statementName('select $1::text'));
  expect(statementName('select $1::int')).toMatch(/^s[0-9a-f]{20}$/);
});

test('a parameterised statement is prepared on first use and reused with other values', async () => {
  const text = 'select $1::int + 1 as n';
  expect((await client.query(text, [1])).rows).toEqual([{ n: 2 }]);
  expect((await client.query({ text, values: [41] })).rows).toEqual([{ n: 42 }]);
  expect(await preparedOn(client)).toEqual([statementName(text)]);
});

test('statements without parameters, or with a name of their own, are left as they are', async () => {
  await client.query('select 1 as n');
  await client.query({ name: 'mine', text: 'select $1::int as n', values: [1] });
  expect(await preparedOn(client)).toEqual(['mine']);
});

test(`one connection keeps at most ${MAX_PREPARED} statements; the next run unnamed, with the same answers`, async () => {
  for (let i = 0; i <= MAX_PREPARED; i++) {
    const { rows } = await client.query(`select $1::int + ${i} as n`, [1]);
    expect(rows).toEqual([{ n: 1 + i }]);
  }
  const names = await preparedOn(client);
  expect(names).toHaveLength(MAX_PREPARED);
  expect(names).not.toContain(statementName(`select $1::int + ${MAX_PREPARED} as n`));
  // one already prepared is still used once the connection is full
  expect((await client.query('select $1::int + 0 as n', [5])).rows).toEqual([{ n: 5 }]);
});
