// One test API: the real app on a fresh database (the demo seeded unless TEST_SEED=0), a fake clock
// and the simulated providers, configured by the TEST_* variables the suites pass. The in-process
// harness drives it with app.inject(); server-process.ts serves it over HTTP for the suites whose
// subject is the network.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildApp, createDatabase, trustProxyFrom } from '../../src/app';
import { treeHash } from '../../src/db/pglite-template';
import { runJobsOnce } from '../../src/jobs';
import { sha256 } from '../../src/lib/crypto';
import { DEFAULT_RATE_LIMITS, rateLimitsFrom } from '../../src/lib/rate-limit';
import { CloudPhoneSimulator } from '../../src/providers/cloud-phone';
import { FakeClock } from '../../src/providers/clock';
import { AlipaySimulator } from '../../src/providers/payment';
import { IpDeviceSimulator } from '../../src/providers/ip-device';
import { SmsSimulator } from '../../src/providers/sms';
import { startDemo } from '../../src/seed';

export const TEST_NOW = '2030-01-15T04:00:00.000Z';

export type TestEnv = Record<string, string | undefined>;

let counter = 0;

/** One statement on the PostgreSQL server at `url`, on a connection of its own; its rows. */
export async function adminQuery<T = Record<string, unknown>>(
  url: string,
  sql: string,
  params?: unknown[],
): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(sql, params)).rows as T[];
  } finally {
    await c.end();
  }
}

/**
 * A throw-away database on the PostgreSQL server at `url`: repeatable runs, nothing shared. Empty,
 * or a copy of the database `template` (CREATE DATABASE … TEMPLATE).
 */
export async function throwawayPostgres(url: string, prefix = 'console_test', template?: string) {
  const name = `${prefix}_${process.pid}_${Date.now()}_${counter++}`;
  await adminQuery(url, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    name,
    url: u.toString(),
    drop: async () => void (await adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)),
  };
}

export interface PostgresTemplate {
  /** Names every template of its kind (the suites': `console_tpl_`); letters, digits and `_`. */
  prefix?: string;
  /** The digest of what every template depends on (migrations, sources): a new one drops the older. */
  generation: string;
  /** What this template holds (which demo, at which clock). */
  key: string;
  /** Writes the template's content into the (empty) database at `url`. */
  prepare: (url: string) => Promise<void>;
}

/**
 * The PostgreSQL side of the demo snapshot: a template database holding what `prepare` writes (the
 * migrations, and the demo when asked), made once per key and generation; each suite's database is
 * a copy of it (~0.1 s) instead of migrating and seeding its own (~1.2 s). It is built under a
 * temporary name and renamed once complete, so no suite copies half of one; two workers building
 * the same one both finish and the later is dropped. A new generation drops the older ones of its
 * prefix (those not being copied at that moment): a developer's server keeps no template per edit.
 */
export async function postgresTemplate(url: string, t: PostgresTemplate): Promise<string> {
  const prefix = t.prefix ?? 'console_tpl_';
  const gen = sha256(t.generation).slice(0, 8);
  const name = `${prefix}${gen}_${sha256(t.key).slice(0, 16)}`;
  if ((await adminQuery(url, 'select 1 from pg_database where datname = $1', [name])).length) return name;
  const like = (s: string) => s.replace(/_/g, '\\_');
  for (const { datname } of await adminQuery<{ datname: string }>(
    url,
    'select datname from pg_database where datname like $1 and datname not like $2',
    [`${like(prefix)}%`, `${like(prefix + gen)}%`],
  ))
    await adminQuery(url, `DROP DATABASE IF EXISTS "${datname}"`).catch(() => undefined);
  const building = await throwawayPostgres(url, `${prefix}build`);
  try {
    await t.prepare(building.url);
    await adminQuery(url, `ALTER DATABASE "${building.name}" RENAME TO "${name}"`);
  } catch (err) {
    await building.drop();
    // another worker's rename came first: 42P04 (duplicate database), or 23505 when both renames
    // passed that check at once and met at the catalog's unique index
    if (!['42P04', '23505'].includes((err as { code?: string }).code ?? '')) throw err;
  }
  return name;
}

/** Suites log in hundreds of times from one address at one fake instant: per-IP limits are lifted
 * unless a suite asks for the real ones (TEST_RATE_LIMITS=default, or a RATE_LIMITS-style JSON). */
function rateLimitsOf(env: TestEnv) {
  if (env.TEST_RATE_LIMITS === 'default') return DEFAULT_RATE_LIMITS;
  if (env.TEST_RATE_LIMITS) return rateLimitsFrom(env.TEST_RATE_LIMITS);
  const relaxed = { max: 1e9, windowMs: 60_000 };
  return {
    ...DEFAULT_RATE_LIMITS,
    loginPerIp: relaxed,
    loginByCodePerIp: relaxed,
    smsPerIp: relaxed,
    smsPerPhone: relaxed,
    registerPerIp: relaxed,
    recordsPerUser: relaxed,
    terminalPollPerIp: relaxed,
  };
}

// The sources the demo is written from (the server's and the contract's constants it uses) name the
// snapshot that holds it: any change there seeds a new one.
let serverSources: string | undefined;
const serverSourcesHash = () =>
  (serverSources ??= ['../../src', '../../../contract/src']
    .map((dir) => treeHash(fileURLToPath(new URL(dir, import.meta.url))))
    .join(' '));
const migrationsHash = () => treeHash(fileURLToPath(new URL('../../drizzle', import.meta.url)));

const demoKey = (clock: FakeClock) => `demo at ${clock.now().toISOString()} from ${serverSourcesHash()}`;

/** The template a suite's PostgreSQL database is copied from: migrated, with the demo at `clock` or without. */
const suiteTemplate = (withDemo: boolean, clock: FakeClock): PostgresTemplate => ({
  generation: `${migrationsHash()} ${serverSourcesHash()}`,
  key: withDemo ? demoKey(clock) : 'migrations',
  prepare: async (url) => {
    const built = await createDatabase(url);
    if (withDemo) await startDemo(built.db, clock);
    await built.close();
  },
});

export async function createTestApp(env: TestEnv) {
  const clock = new FakeClock(new Date(env.TEST_NOW ?? TEST_NOW));
  const pgUrl = env.DATABASE_URL;
  const withDemo = env.TEST_SEED !== '0';
  // on a PostgreSQL server, a copy of the template with the migrations (and the demo) applied
  const temp =
    !env.TEST_DATABASE_URL && pgUrl
      ? await throwawayPostgres(pgUrl, undefined, await postgresTemplate(pgUrl, suiteTemplate(withDemo, clock)))
      : null;
  // TEST_DATABASE_URL: this very database, shared with another test API of the suite (kept)
  const target = env.TEST_DATABASE_URL || temp?.url || 'memory://';
  // in memory, the demo comes with the snapshot the database loads (seeded once per clock and sources)
  const demoSnapshot = withDemo && target === 'memory://';
  const database = await createDatabase(
    target,
    demoSnapshot
      ? {
          key: demoKey(clock),
          prepare: async (db) => void (await startDemo(db, clock)),
        }
      : undefined,
  );
  // a database of TEST_DATABASE_URL (shared by a suite's second API) is the suite's own to seed
  if (withDemo && !demoSnapshot && !temp) await startDemo(database.db, clock);
  // the simulator allocates a paid order's phones this long after payment (move the clock past it)
  const provider = new CloudPhoneSimulator(Number(env.TEST_ALLOCATION_DELAY_MS ?? 60_000));
  if (env.TEST_PROVIDER_STALLED === '1') provider.stallAllocation();
  const ipDevices = new IpDeviceSimulator();
  const ossDir = mkdtempSync(path.join(os.tmpdir(), 'console-test-oss-'));
  const devMode = env.TEST_DEV_MODE !== '0';
  const app = await buildApp({
    rateLimits: rateLimitsOf(env),
    db: database.db,
    clock,
    sms: new SmsSimulator(() => {}),
    consoleUrl: 'http://console.test',
    provider,
    ipDevices,
    ossDir,
    devMode,
    // the key a suite signs notifications with as the gateway (support/payments.ts); else a fresh one
    payment: new AlipaySimulator({ privateKeyPem: env.PAYMENT_SIMULATOR_PRIVATE_KEY }),
    // a configured provider management site (PROVIDER_SITE_URL); unset: the API's own simulator of it
    providerSiteUrl: env.TEST_PROVIDER_SITE_URL || undefined,
    // the suites stand where the console server's proxy stands (loopback, as `pnpm start` configures
    // it): their X-Forwarded-For names the client; TEST_TRUST_PROXY='' trusts nobody (the default)
    trustProxy: trustProxyFrom(env.TEST_TRUST_PROXY ?? '127.0.0.1,::1'),
    // a suite reaches a handful of the routes: each compiles its schemas when first asked
    compileSchemas: 'on-first-use',
  });
  // the plugins load here, in the suite's set-up, not in its first test's request (about 1 s)
  await app.ready();
  return {
    app,
    kind: database.kind,
    clock,
    query: (text: string, params?: unknown[]) => database.query(text, params),
    runJobs: () => runJobsOnce({ db: database.db, clock, provider, ipDevices, allowPrivateWebhooks: devMode }),
    /** What the simulated providers took back: a phone or sub-account instance, an IP address. */
    released(kind: string, ref: string): boolean {
      if (kind === 'phone') return provider.isReleased(ref);
      if (kind === 'account') return provider.accounts.isReleased(ref);
      return ipDevices.isReleased(ref);
    },
    // what a restart of the server does for the demo (main.ts), on this database at the fake clock's now
    restartDemo: async () => (withDemo ? startDemo(database.db, clock) : null),
    async close() {
      await app.close();
      await database.close();
      await temp?.drop();
      rmSync(ossDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
