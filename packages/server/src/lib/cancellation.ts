// The 7-day cancellation rule (spec §4, §9) as one loop shared by every resource that expires:
// find what is due, ask the provider to take it back (outside any transaction, so an outage leaves
// the item to the next pass), then mark it cancelled in a transaction that re-checks it is still
// due (renewed meanwhile, or another instance got there first → nothing happens). Each resource
// module says what is due, how it is released and what cancelling it changes (cancel()).
import type { Db } from '../db/client';
import type { Clock } from '../providers/clock';
import { recordRun } from './job-runs';

/** Service expired this long is cancelled (spec §9) and leaves every list. */
export const CANCEL_AFTER_MS = 7 * 24 * 3600 * 1000;

export interface CancellationRule<C extends { id: number }> {
  /** The job_runs name. */
  job: string;
  /** The item label in job_runs errors ("phone 12"). */
  what: string;
  due(db: Db, now: Date): Promise<C[]>;
  /** Gives the resource back at its provider; throws when the provider refuses. */
  release(candidate: C): Promise<void>;
  /** Marks it cancelled if still due; false when it no longer is. Runs in the transaction. */
  cancel(tx: Db, candidate: C, now: Date): Promise<boolean>;
}

export function runCancellation<C extends { id: number }>(db: Db, clock: Clock, rule: CancellationRule<C>) {
  return recordRun(
    db,
    rule.job,
    () => clock.now(),
    async (run) => {
      const now = clock.now();
      for (const c of await rule.due(db, now)) {
        await run.item(`${rule.what} ${c.id}`, async () => {
          await rule.release(c);
          return db.transaction((tx) => rule.cancel(tx, c, now));
        });
      }
    },
  );
}

/** The cutoff: expired at or before this moment means cancelled now. */
export const cancelCutoff = (now: Date) => new Date(now.getTime() - CANCEL_AFTER_MS);
