// Every job run that touched something or failed leaves a row in job_runs (when, what it touched,
// failures), so an operator can see what the scheduled rules did. A failing item is counted and
// its message kept; it never stops the other items of the run.
import { lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobRuns } from '../db/schema';

export interface JobOutcome {
  touched: number;
  failed: number;
  errors: string[];
}

const MAX_ERRORS_KEPT = 20;
const KEEP_RUNS_MS = 30 * 24 * 3600_000;

/** Collects a run's outcome item by item: `item()` runs one unit of work and records its failure. */
export class JobRun implements JobOutcome {
  touched = 0;
  failed = 0;
  errors: string[] = [];

  async item(label: string, work: () => Promise<boolean>): Promise<void> {
    try {
      if (await work()) this.touched++;
    } catch (err) {
      this.failed++;
      if (this.errors.length < MAX_ERRORS_KEPT)
        this.errors.push(`${label}: ${err instanceof Error ? err.message : String(err)}`.slice(0, 500));
    }
  }
}

/** Runs one job and records it when it did or failed something. Never throws for an item's failure. */
export async function recordRun(db: Db, job: string, now: () => Date, run: (r: JobRun) => Promise<void>) {
  const r = new JobRun();
  const startedAt = now();
  try {
    await run(r);
  } catch (err) {
    r.failed++;
    r.errors.push(`${job}: ${err instanceof Error ? err.message : String(err)}`.slice(0, 500));
  }
  if (r.touched || r.failed) {
    await db.insert(jobRuns).values({
      job,
      startedAt,
      finishedAt: now(),
      touched: r.touched,
      failed: r.failed,
      errors: r.errors,
    });
  }
  return r;
}

/** Drops run records older than 30 days. */
export async function pruneJobRuns(db: Db, now: Date): Promise<void> {
  await db.delete(jobRuns).where(lt(jobRuns.startedAt, new Date(now.getTime() - KEEP_RUNS_MS)));
}
