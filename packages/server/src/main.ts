// Server entry: env → database (migrated) → optional demo seed → listen; plus the order-expiry job.
import { buildApp, createDatabase } from './app';
import { expireUnpaidOrders } from './modules/billing/recharge';
import { systemClock } from './providers/clock';
import { seedDemoIfEmpty } from './seed';

const env = process.env;
const port = Number(env.PORT ?? 8091);
const host = env.HOST ?? '127.0.0.1';
const target = env.DATABASE_URL || env.DATA_DIR || './data';

const database = await createDatabase(target);
const app = await buildApp({
  db: database.db, clock: systemClock, consoleUrl: env.CONSOLE_URL ?? 'http://localhost:8080',
  logger: { level: env.LOG_LEVEL ?? 'info' },
});
app.log.info(`database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${target}`}`);

if ((env.SEED_DEMO ?? '1') !== '0' && (await seedDemoIfEmpty(database.db))) {
  app.log.info('demo data seeded: demoadmin / Demo123456 (admin), demostaff / Demo123456 (staff)');
}

// unpaid orders expire after 10 minutes; the job is idempotent, so every instance may run it
const timer = setInterval(() => {
  expireUnpaidOrders(database.db, systemClock.now()).catch((err) => app.log.error({ err }, 'order expiry job failed'));
}, 60_000);
timer.unref();

const shutdown = async () => {
  clearInterval(timer);
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port, host });
