// How often the background jobs run (jobs.ts startJobs).

/**
 * The share of the time the passes may take: a pass that took t is followed by a pause of at least
 * t × (1 / share − 1). With 100,000 phones on PGlite a pass takes ≈ 3.7 s (the balance watch's
 * forecast and the phones' auto-renewal scan); every 2 s it would hold the single-threaded database
 * all the time and every API request would wait behind it.
 */
export const JOBS_MAX_SHARE = 0.2;

/** The pause after a pass that took passMs: the interval, or longer when passes are slow. */
export function pauseAfter(passMs: number, intervalMs: number): number {
  return Math.max(intervalMs, Math.ceil(passMs * (1 / JOBS_MAX_SHARE - 1)));
}
