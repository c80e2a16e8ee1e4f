// Background jobs of the server: order expiry, phone allocation, device auto-renewal, pruning
// of old rate-limit counters. Every job
// is idempotent and uses conditional UPDATEs / row locks, so several instances may run them at once.
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from './modules/deps';
import { expireUnpaidOrders } from './modules/billing/expiry';
import { allocateBoughtPhones } from './modules/phone-order/allocation';
import { autoRenewPhones } from './modules/phone-order/auto-renew';
import { pruneRateLimits } from './lib/rate-limit';
import { creditInviteRewards } from './modules/invite-reward/rewards';

export type JobDeps = Pick<Deps, 'db' | 'clock' | 'provider'>;

/** One pass of every job, in order. Tests call this directly after moving the fake clock. */
export async function runJobsOnce(deps: JobDeps): Promise<void> {
  await expireUnpaidOrders(deps.db, deps.clock.now());
  // a provider failure while allocating must not hold up the renewals: run both, then report
  const allocation = await allocateBoughtPhones(deps).then(
    () => null,
    (err: unknown) => ({ err }),
  );
  await autoRenewPhones(deps);
  await creditInviteRewards(deps.db, deps.clock.now());
  await pruneRateLimits(deps.db, deps.clock.now());
  if (allocation) throw allocation.err;
}

/** Runs the jobs every intervalMs (never overlapping); returns a stop function. */
export function startJobs(deps: JobDeps, log: FastifyBaseLogger, intervalMs = 5_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runJobsOnce(deps)
      .catch((err) => log.error({ err }, 'background job failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
