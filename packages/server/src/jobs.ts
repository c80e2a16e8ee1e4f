// Background jobs of the server, one per timed rule of the spec (§4, §9):
//   order expiry            unpaid orders lapse after 10 minutes, coupons back
//   phone allocation        paid phones appear once the provider has allocated them
//   allocation bound        flagged at 2 h, refunded at 24 h (phone-order/late-allocation.ts)
//   phone auto-renewal      one day before expiry, one month, from the balance
//   phone cancellation      7 days after expiry: released at the provider
//   cloud number rent       the 23rd / 24th / 25th calendar (cloud-number/rent.ts)
//   balance watch           told once a day when the next 7 days of auto-renewals exceed the balance
//   webhook delivery        each notice POSTed to the enterprise's webhook, signed, with back-off
// Every job is idempotent and uses conditional UPDATEs / row locks, so several instances may run
// them at once; one failing job (or item) never stops the others; runs that did something are
// recorded in job_runs.
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from './modules/deps';
import { expireUnpaidOrders } from './modules/billing/expiry';
import { chargeCloudNumberRent } from './modules/cloud-number/rent';
import { watchBalances } from './modules/notice/balance-watch';
import { deliverWebhooks } from './modules/webhook/deliver';
import { cancelExpiredPhones } from './modules/phone/cancellation';
import { allocateBoughtPhones } from './modules/phone-order/allocation';
import { autoRenewPhones } from './modules/phone-order/auto-renew';
import { watchLateAllocations } from './modules/phone-order/late-allocation';
import { pruneJobRuns, recordRun, type JobOutcome } from './lib/job-runs';
import { pruneRateLimits } from './lib/rate-limit';

export type JobDeps = Pick<Deps, 'db' | 'clock' | 'provider'>;

/** The jobs in the order a pass runs them: expiry before allocation, allocation before its bound. */
const JOBS: ReadonlyArray<[name: string, run: (d: JobDeps) => Promise<JobOutcome>]> = [
  [
    'order_expiry',
    (d) =>
      recordRun(
        d.db,
        'order_expiry',
        () => d.clock.now(),
        async (r) => {
          r.touched += await expireUnpaidOrders(d.db, d.clock.now());
        },
      ),
  ],
  [
    'phone_allocation',
    (d) =>
      recordRun(
        d.db,
        'phone_allocation',
        () => d.clock.now(),
        async (r) => {
          r.touched += await allocateBoughtPhones(d);
        },
      ),
  ],
  ['allocation_bound', watchLateAllocations],
  [
    'phone_auto_renew',
    (d) =>
      recordRun(
        d.db,
        'phone_auto_renew',
        () => d.clock.now(),
        async (r) => {
          const { renewed, failed } = await autoRenewPhones(d);
          r.touched += renewed + failed;
        },
      ),
  ],
  ['phone_cancellation', cancelExpiredPhones],
  ['cloud_number_rent', chargeCloudNumberRent],
  ['balance_watch', watchBalances],
  ['webhook_delivery', deliverWebhooks],
  [
    'housekeeping',
    (d) =>
      recordRun(
        d.db,
        'housekeeping',
        () => d.clock.now(),
        async () => {
          await pruneRateLimits(d.db, d.clock.now());
          await pruneJobRuns(d.db, d.clock.now());
        },
      ),
  ],
];

/**
 * One pass of every job, in order. Tests call this directly after moving the fake clock. Throws
 * after the pass (never during it) when any job had failures, so callers and logs see them.
 */
export async function runJobsOnce(deps: JobDeps): Promise<void> {
  const failures: string[] = [];
  for (const [name, run] of JOBS) {
    const out = await run(deps);
    if (out.failed) failures.push(`${name}: ${out.errors.join('; ')}`);
  }
  if (failures.length) throw new Error(`background jobs failed: ${failures.join(' | ')}`);
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
