// Several API instances on one port (API_INSTANCES=N): node:cluster forks N workers that share the
// listening socket (the primary hands connections out round robin). Everything an instance keeps
// is in PostgreSQL or checked against it (sessions, rate limits, count versions, the startup lock),
// so the workers need nothing from each other; the primary only forks, replaces and stops them.
import cluster from 'node:cluster';
import { generateKeyPairSync } from 'node:crypto';

export const MAX_INSTANCES = 16;

/** The number of instances asked for, or why it cannot be given (a message for the operator). */
export function instancesFrom(env: NodeJS.ProcessEnv): { count: number } | { error: string } {
  const raw = env.API_INSTANCES?.trim();
  if (!raw) return { count: 1 };
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > MAX_INSTANCES)
    return { error: `API_INSTANCES must be a whole number from 1 to ${MAX_INSTANCES} (got "${raw}")` };
  if (n === 1) return { count: 1 };
  // PGlite is one process's database: a second process cannot open it
  if (!env.DATABASE_URL) return { error: 'API_INSTANCES > 1 needs a PostgreSQL server (DATABASE_URL)' };
  // dev mode's clock (POST /dev/clock) and SMS read-back live in one process: they would disagree
  if (env.DEV_MODE === '1') return { error: 'API_INSTANCES > 1 cannot run with DEV_MODE=1 (one clock per process)' };
  return { count: n };
}

/** A crash within this long of the fork counts toward giving up (a crash loop, not a bad request). */
const EARLY_EXIT_MS = 10_000;
const MAX_EARLY_EXITS = 3;

/**
 * The primary: forks `count` workers, replaces one that dies, stops them all on SIGINT/SIGTERM.
 * Workers run the same entry with `API_INSTANCE` set (1…N) and, unless the real gateway is
 * configured, one payment-simulator key, so the simulated gateway signs as one gateway.
 */
export function runPrimary(count: number, log: (msg: string) => void = (m) => console.log(m)): void {
  const env: Record<string, string> = {};
  if (process.env.PAYMENT_GATEWAY !== 'alipay' && !process.env.PAYMENT_SIMULATOR_PRIVATE_KEY) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    env.PAYMENT_SIMULATOR_PRIVATE_KEY = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  }
  let stopping = false;
  let earlyExits = 0;
  const fork = (instance: number) => {
    const worker = cluster.fork({ ...env, API_INSTANCE: String(instance) });
    const forkedAt = Date.now();
    worker.once('exit', (code, signal) => {
      if (stopping) return;
      earlyExits = Date.now() - forkedAt < EARLY_EXIT_MS ? earlyExits + 1 : 0;
      log(`API instance ${instance} (pid ${worker.process.pid}) exited (${signal ?? code})`);
      if (earlyExits >= MAX_EARLY_EXITS) {
        log(`API instances keep exiting at start: stopping (${MAX_EARLY_EXITS} in a row)`);
        stop(1);
        return;
      }
      fork(instance);
    });
  };
  const stop = (code: number) => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    let left = workers.length;
    if (left === 0) process.exit(code);
    for (const w of workers) {
      w?.once('exit', () => {
        if (--left === 0) process.exit(code);
      });
      w?.process.kill('SIGTERM');
    }
  };
  for (let i = 1; i <= count; i++) fork(i);
  log(`API: ${count} instances (node:cluster, one port)`);
  process.once('SIGINT', () => stop(0));
  process.once('SIGTERM', () => stop(0));
}
