// Server entry: env → database (migrated) → optional demo seed → listen; plus the background jobs.
// API_INSTANCES=N (PostgreSQL only): N such instances on one port, forked by node:cluster.
import cluster from 'node:cluster';
import path from 'node:path';
import { buildApp, createDatabase, trustProxyFrom } from './app';
import { rateLimitsFrom } from './lib/rate-limit';
import { startJobs } from './jobs';
import { ShiftedClock, systemClock } from './providers/clock';
import { CloudPhoneSimulator } from './providers/cloud-phone';
import { IpDeviceSimulator } from './providers/ip-device';
import { alipayFromEnv } from './providers/alipay';
import { startDemo } from './seed';
import { instancesFrom, runPrimary } from './instances';

const env = process.env;
const port = Number(env.PORT ?? 8091);
const host = env.HOST ?? '127.0.0.1';
const target = env.DATABASE_URL || env.DATA_DIR || './data';

const instances = instancesFrom(env);
if ('error' in instances) {
  console.error(instances.error);
  process.exit(1);
}
if (instances.count > 1 && cluster.isPrimary) runPrimary(instances.count);
else await serve();

async function serve() {
  const database = await createDatabase(target);
  // dev/test mode: a clock e2e may move (POST /dev/clock); production: the system clock, unmovable
  const clock = env.DEV_MODE === '1' ? new ShiftedClock() : systemClock;
  // simulator: the phones of a paid order are "allocated" this long after payment (spec: ≤ 2 h)
  const provider = new CloudPhoneSimulator(Number(env.PROVIDER_ALLOCATION_DELAY_MS ?? 5_000));
  const ipDevices = new IpDeviceSimulator();
  const consoleUrl = env.CONSOLE_URL ?? 'http://localhost:8080';
  // the real Alipay only when PAYMENT_GATEWAY=alipay (with its keys); the payment simulator otherwise
  const payment =
    alipayFromEnv(env, { apiPublicUrl: env.API_PUBLIC_URL || `${consoleUrl}/api`, consoleUrl }) ?? undefined;
  const app = await buildApp({
    payment,
    db: database.db,
    clock,
    provider,
    ipDevices,
    ipCheckUrl: env.IP_CHECK_URL || undefined,
    // the provider management site POST /auth/zhanfu hands the boss into (default: the API's simulator of it)
    providerSiteUrl: env.PROVIDER_SITE_URL || undefined,
    // object-storage simulator: objects live under the data dir
    ossDir: env.OSS_DIR ?? path.join(env.DATA_DIR || './data', 'oss'),
    consoleUrl,
    apiPublicUrl: env.API_PUBLIC_URL || undefined,
    // explicit dev/test mode only: /dev/* reads (never proxied by the console server), /docs
    devMode: env.DEV_MODE === '1',
    docs: env.API_DOCS === '1' || env.DEV_MODE === '1',
    rateLimits: rateLimitsFrom(env.RATE_LIMITS),
    // the proxies whose X-Forwarded-For names the client (docs/running.md); default: nobody
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    logger: { level: env.LOG_LEVEL ?? 'info' },
  });
  app.log.info(`database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${target}`}`);

  // under the startup lock: two instances starting on one empty PostgreSQL seed once, not twice
  if ((env.SEED_DEMO ?? '1') !== '0') {
    const demo = await database.exclusive(() => startDemo(database.db, clock));
    if (demo.seeded) app.log.info('demo data seeded: demoadmin / Demo123456 (admin), demostaff / Demo123456 (staff)');
    if (demo.placed.waiting || demo.placed.paid)
      app.log.info(demo.placed, 'demo: device purchases in flight placed again');
  }

  // order expiry, phone allocation, …: idempotent, so every instance may run them
  const stopJobs = startJobs(
    { db: database.db, clock, provider, ipDevices, allowPrivateWebhooks: env.DEV_MODE === '1' },
    app.log,
    Number(env.JOB_INTERVAL_MS ?? 2_000),
  );

  const shutdown = async () => {
    stopJobs();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());

  await app.listen({ port, host });
}
