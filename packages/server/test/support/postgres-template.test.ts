// The suites' PostgreSQL databases are copies of a template made once (support/test-app.ts
// postgresTemplate), on the PostgreSQL server every machine and CI has. These templates have a
// prefix of their own, so pruning them never touches the templates the other suites copy.
import { adminQuery as query, postgresTemplate, throwawayPostgres, type PostgresTemplate } from './test-app';

const baseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const prefix = `console_tpltest${process.pid}_`;

const ours = async () =>
  (
    await query<{ datname: string }>(baseUrl, 'select datname from pg_database where starts_with(datname, $1)', [
      prefix,
    ])
  ).map((r) => r.datname);

let prepared = 0;
let bothIn: () => void;
/** Open once two preparations have begun: neither template is renamed in before the other starts. */
const twoBuilders = new Promise<void>((r) => (bothIn = r));
const template = (generation: string, key: string): PostgresTemplate => ({
  prefix,
  generation,
  key,
  prepare: async (url) => {
    if (++prepared === 2) bothIn();
    await twoBuilders;
    await query(url, 'create table t as select $1::text as key', [key]);
  },
});

afterAll(async () => {
  for (const name of await ours()) await query(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
});

test('made once per key, even by two builders at once; each copy holds what it was prepared with', async () => {
  const [a, b] = await Promise.all([
    postgresTemplate(baseUrl, template('gen 1', 'demo at noon')),
    postgresTemplate(baseUrl, template('gen 1', 'demo at noon')),
  ]);
  expect(a).toBe(b);
  expect(prepared).toBe(2); // both built; the later one was dropped, not renamed over the first one
  expect(await ours()).toEqual([a]);
  expect(await postgresTemplate(baseUrl, template('gen 1', 'demo at noon'))).toBe(a);
  expect(prepared).toBe(2);

  const copy = await throwawayPostgres(baseUrl, `${prefix}copy`, a);
  try {
    expect(await query(copy.url, 'select key from t')).toEqual([{ key: 'demo at noon' }]);
  } finally {
    await copy.drop();
  }
});

test('another key is another template; a new generation drops the older ones', async () => {
  const noon = await postgresTemplate(baseUrl, template('gen 1', 'demo at noon'));
  const night = await postgresTemplate(baseUrl, template('gen 1', 'demo at night'));
  expect((await ours()).sort()).toEqual([night, noon].sort());
  const next = await postgresTemplate(baseUrl, template('gen 2', 'demo at noon'));
  expect(await ours()).toEqual([next]);
});

test('a failed preparation leaves no template and no half-built database', async () => {
  const failing = { ...template('gen 2', 'broken'), prepare: () => Promise.reject(new Error('seed failed')) };
  const before = await ours();
  await expect(postgresTemplate(baseUrl, failing)).rejects.toThrow('seed failed');
  expect(await ours()).toEqual(before);
});
