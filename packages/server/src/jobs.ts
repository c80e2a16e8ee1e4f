// Background jobs of the server, one per timed rule of the spec (§4, §9):
//   order expiry            unpaid orders lapse after 10 minutes, coupons back
//   phone allocation        paid phones appear once the provider has allocated them
//   allocation bound        flagged at 2 h, refunded at 24 h (phone-order/late-allocation.ts)
//   phone auto-renewal      one day before expiry, one month, from the balance
//   phone cancellation      7 days after expiry: released at the provider
//   sub-account, network card and IP device cancellation: the same rule (lib/cancellation.ts)
//   device allocation       paid platform IP devices get their connection from the IP provider
//   network auto-renewal    network cards and platform IP devices, one day before expiry
//   sub-account auto-renewal the same rule for sub-accounts with auto-renew on
//   cloud number rent       the 23rd / 24th / 25th calendar (cloud-number/rent.ts)
//   invite rewards          5% of an invited enterprise's delivered purchases, credited once
//   balance watch           told once a day when the next 7 days of auto-renewals exceed the balance
//   webhook delivery        each notice POSTed to the enterprise's webhook, signed, with back-off
// Every job is idempotent and uses conditional UPDATEs / row locks, so several instances may run
// them at once; one failing job (or item) never stops the others; runs that did something are
// recorded in job_runs.
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from './modules/deps';
import { expireUnpaidOrders } from './modules/billing/expiry';
import { chargeCloudNumberRent } from './modules/cloud-number/rent';
import { allocateBoughtDevices } from './modules/ip-device/allocation';
import { autoRenewNetwork } from './modules/network-card/auto-renew';
import { watchBalances } from './modules/notice/balance-watch';
// the renewable kinds the balance watch forecasts, registered here too (the API registers them
// when its plugins load; a jobs-only process loads no plugin)
import './modules/account/renewable';
import './modules/cloud-number/renewable';
import './modules/ip-device/renewable';
import './modules/network-card/renewable';
import './modules/phone-order/renewable';
import { cancelExpiredPhones } from './modules/phone/cancellation';
import { autoRenewAccounts } from './modules/account/auto-renew';
import { cancelExpiredAccounts } from './modules/account/cancellation';
import { cancelExpiredIpDevices } from './modules/ip-device/cancellation';
import { cancelExpiredNetworkCards } from './modules/network-card/cancellation';
import { allocateBoughtPhones } from './modules/phone-order/allocation';
import { autoRenewPhones } from './modules/phone-order/auto-renew';
import { watchLateAllocations } from './modules/phone-order/late-allocation';
import { deliverWebhooks } from './modules/webhook/deliver';
import { pauseAfter } from './lib/job-pace';
import { pruneJobRuns, recordRun, type JobOutcome } from './lib/job-runs';
import { pruneRateLimits } from './lib/rate-limit';
import { pruneIdempotencyKeys } from './lib/idempotency';
import { IpDeviceSimulator } from './providers/ip-device';
import { creditInviteRewards } from './modules/invite-reward/rewards';

export type JobDeps = Pick<Deps, 'db' | 'clock' | 'provider'> &
  Partial<Pick<Deps, 'ipDevices'>> & {
    /** dev/test mode: webhooks may be delivered to loopback and private addresses */
    allowPrivateWebhooks?: boolean;
  };
const defaultIpDevices = new IpDeviceSimulator();

type Job = (d: JobDeps) => Promise<JobOutcome>;

/** A job that reports only how many items it touched, recorded like the others. */
const counted =
  (name: string, run: (d: JobDeps, now: Date) => Promise<number>): Job =>
  (d) =>
    recordRun(
      d.db,
      name,
      () => d.clock.now(),
      async (r) => {
        r.touched += await run(d, d.clock.now());
      },
    );

const sum = (o: { renewed: number; failed: number }) => o.renewed + o.failed;

/** The jobs in the order a pass runs them: expiry before allocation, allocation before its bound. */
const JOBS: ReadonlyArray<[name: string, run: Job]> = [
  ['order_expiry', counted('order_expiry', (d, now) => expireUnpaidOrders(d.db, now))],
  ['phone_allocation', counted('phone_allocation', (d) => allocateBoughtPhones(d))],
  ['allocation_bound', watchLateAllocations],
  ['phone_auto_renew', counted('phone_auto_renew', async (d) => sum(await autoRenewPhones(d)))],
  ['phone_cancellation', cancelExpiredPhones],
  [
    'device_allocation',
    counted('device_allocation', (d, now) => allocateBoughtDevices(d.db, d.ipDevices ?? defaultIpDevices, now)),
  ],
  ['network_auto_renew', counted('network_auto_renew', async (d, now) => sum(await autoRenewNetwork(d.db, now)))],
  ['account_auto_renew', counted('account_auto_renew', async (d, now) => sum(await autoRenewAccounts(d.db, now)))],
  ['account_cancellation', cancelExpiredAccounts],
  ['network_card_cancellation', cancelExpiredNetworkCards],
  ['ip_device_cancellation', (d) => cancelExpiredIpDevices({ ...d, ipDevices: d.ipDevices ?? defaultIpDevices })],
  ['cloud_number_rent', chargeCloudNumberRent],
  ['invite_rewards', counted('invite_rewards', (d, now) => creditInviteRewards(d.db, now))],
  ['balance_watch', watchBalances],
  ['webhook_delivery', (d) => deliverWebhooks({ ...d, allowPrivate: d.allowPrivateWebhooks === true })],
  [
    'housekeeping',
    counted('housekeeping', async (d, now) => {
      await pruneRateLimits(d.db, now);
      await pruneIdempotencyKeys(d.db, now);
      await pruneJobRuns(d.db, now);
      return 0;
    }),
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

/** Runs the jobs, one pass at a time, pausing intervalMs (or more, see pauseAfter) between passes; returns a stop function. */
export function startJobs(deps: JobDeps, log: FastifyBaseLogger, intervalMs = 5_000): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(pass, ms);
    timer.unref();
  };
  const pass = () => {
    const started = performance.now();
    runJobsOnce(deps)
      .catch((err) => log.error({ err }, 'background job failed'))
      .finally(() => schedule(pauseAfter(performance.now() - started, intervalMs)));
  };
  schedule(intervalMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
