// Runs in a child process under tsx (real ESM), because jest's CommonJS runtime cannot load
// the ESM-only `typebox`. Starts the real app with app.listen({port:0}) on a fresh database
// and obeys the parent over IPC: move the fake clock, run SQL, stop.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { runJobsOnce } from '../../src/jobs';
import { CloudPhoneSimulator } from '../../src/providers/cloud-phone';
import { buildApp, createDatabase, trustProxyFrom } from '../../src/app';
import { DEFAULT_RATE_LIMITS, rateLimitsFrom } from '../../src/lib/rate-limit';
import { FakeClock } from '../../src/providers/clock';
import { IpDeviceSimulator } from '../../src/providers/ip-device';
import { SmsSimulator } from '../../src/providers/sms';
import { startDemo } from '../../src/seed';

type Msg = {
  id: number;
  type: 'setNow' | 'advance' | 'sql' | 'jobs' | 'released' | 'restartDemo' | 'stop';
  value?: unknown;
  params?: unknown[];
};

const pgUrl = process.env.DATABASE_URL;

// Two queries at once on one connection (a Promise.all on a transaction) is deprecated in pg 8 and
// breaks in pg 9 (issue 32 item 11): on PostgreSQL the test server stops at the first one, so the
// suite that caused it fails instead of printing a warning nobody reads.
process.on('warning', (w) => {
  if (!/already executing a query/.test(w.message)) return;
  process.stderr.write(`[test server] overlapping queries on one pg connection:\n${w.stack}\n`);
  process.exit(70);
});
let tempDb: string | null = null;

async function freshPostgres(url: string): Promise<string> {
  // one throw-away database per suite: repeatable runs, nothing shared with other users of the server
  tempDb = `console_test_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${tempDb}"`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${tempDb}`;
  return u.toString();
}

async function dropPostgres(url: string) {
  if (!tempDb) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${tempDb}" WITH (FORCE)`);
  await admin.end();
}

const clock = new FakeClock(new Date(process.env.TEST_NOW ?? '2030-01-15T04:00:00.000Z'));
// TEST_DATABASE_URL: this very database, shared with another server process of the suite (kept)
const sharedUrl = process.env.TEST_DATABASE_URL;
const database = await createDatabase(sharedUrl || (pgUrl ? await freshPostgres(pgUrl) : 'memory://'));
const withDemo = process.env.TEST_SEED !== '0';
if (withDemo) await startDemo(database.db, clock);
// the simulator allocates a paid order's phones this long after payment (move the clock past it)
const provider = new CloudPhoneSimulator(Number(process.env.TEST_ALLOCATION_DELAY_MS ?? 60_000));
if (process.env.TEST_PROVIDER_STALLED === '1') provider.stallAllocation();
const ipDevices = new IpDeviceSimulator();
const ossDir = mkdtempSync(path.join(os.tmpdir(), 'console-test-oss-'));
// Suites log in hundreds of times from one address at one fake instant: per-IP limits are lifted
// unless a suite asks for the real ones (TEST_RATE_LIMITS=default, or a RATE_LIMITS-style JSON).
const relaxed = { max: 1e9, windowMs: 60_000 };
const rateLimits =
  process.env.TEST_RATE_LIMITS === 'default'
    ? DEFAULT_RATE_LIMITS
    : process.env.TEST_RATE_LIMITS
      ? rateLimitsFrom(process.env.TEST_RATE_LIMITS)
      : {
          ...DEFAULT_RATE_LIMITS,
          loginPerIp: relaxed,
          loginByCodePerIp: relaxed,
          smsPerIp: relaxed,
          smsPerPhone: relaxed,
          registerPerIp: relaxed,
          recordsPerUser: relaxed,
          terminalPollPerIp: relaxed,
        };
const devMode = process.env.TEST_DEV_MODE !== '0';
const app = await buildApp({
  rateLimits,
  db: database.db,
  clock,
  sms: new SmsSimulator(() => {}),
  consoleUrl: 'http://console.test',
  provider,
  ipDevices,
  ossDir,
  devMode,
  // a configured provider management site (PROVIDER_SITE_URL); unset: the API's own simulator of it
  providerSiteUrl: process.env.TEST_PROVIDER_SITE_URL || undefined,
  // the suites stand where the console server's proxy stands (loopback, as `pnpm start` configures
  // it): their X-Forwarded-For names the client; TEST_TRUST_PROXY='' trusts nobody (the default)
  trustProxy: trustProxyFrom(process.env.TEST_TRUST_PROXY ?? '127.0.0.1,::1'),
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send!({ type: 'ready', port: typeof address === 'object' && address ? address.port : 0, kind: database.kind });

/** What the simulated providers took back: a phone or sub-account instance, an IP address. */
function wasReleased(kind: string, ref: string): boolean {
  if (kind === 'phone') return provider.isReleased(ref);
  if (kind === 'account') return provider.accounts.isReleased(ref);
  return ipDevices.isReleased(ref);
}

async function handle(m: Msg): Promise<void> {
  try {
    let result: unknown = null;
    if (m.type === 'setNow') clock.set(new Date(String(m.value)));
    if (m.type === 'advance') clock.advance(Number(m.value));
    if (m.type === 'jobs')
      await runJobsOnce({ db: database.db, clock, provider, ipDevices, allowPrivateWebhooks: devMode });
    if (m.type === 'released') result = wasReleased(String(m.value), String(m.params?.[0]));
    // what a restart of the server does for the demo (main.ts), on this database at the fake clock's now
    if (m.type === 'restartDemo' && withDemo) result = await startDemo(database.db, clock);
    if (m.type === 'sql') result = await database.query(String(m.value), m.params);
    if (m.type === 'stop') {
      await app.close();
      await database.close();
      if (pgUrl) await dropPostgres(pgUrl);
      rmSync(ossDir, { recursive: true, force: true });
    }
    process.send!({ id: m.id, ok: true, result });
    if (m.type === 'stop') process.disconnect();
  } catch (err) {
    process.send!({ id: m.id, ok: false, error: String((err as Error)?.stack ?? err) });
  }
}
process.on('message', (m: Msg) => void handle(m));
