// The background jobs' pace: fast passes keep the interval; slow ones leave the database free
// four fifths of the time (a pass of 3.7 s at 100,000 phones on PGlite would otherwise run back to back).
import { JOBS_MAX_SHARE, pauseAfter } from './job-pace';

test.each([
  [20, 2_000, 2_000],
  [500, 2_000, 2_000],
  [501, 2_000, 2_004],
  [3_700, 2_000, 14_800],
  [3_700, 30_000, 30_000],
])('a pass of %i ms with a %i ms interval pauses %i ms', (passMs, intervalMs, pause) => {
  expect(pauseAfter(passMs, intervalMs)).toBe(pause);
  // the share of the time the jobs took
  expect(passMs / (passMs + pauseAfter(passMs, intervalMs))).toBeLessThanOrEqual(JOBS_MAX_SHARE + 1e-9);
});
