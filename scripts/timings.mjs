// The seconds each step of a run took, as a table at the end of its log (issue 33): a slowdown is
// seen in the run that caused it. Used by `pnpm test` (scripts/run-tests.mjs; not named test.mjs,
// which node --test would run as a test); .ci/run prints its own.
import { runPrefixed } from './spawn.mjs';

/** `pnpm <script>`; a step run beside another prefixes its lines with its name. */
export const pnpmScript = (script, { prefix = false } = {}) =>
  runPrefixed('pnpm', [script], { prefix: prefix ? script : undefined });

/**
 * Runs the steps in order, stopping after the first that fails; a step that is a list runs its
 * entries at the same time (work that is single-threaded or waits, side by side on two cores), and
 * an entry that is itself a list runs its scripts one after another in that lane (a short script
 * then one that would otherwise wait for the lane beside it to end). Returns a row per script that ran.
 */
export async function runSteps(steps, run = pnpmScript) {
  const rows = [];
  for (const step of steps) {
    const lanes = (Array.isArray(step) ? step : [step]).map((lane) => (Array.isArray(lane) ? lane : [lane]));
    const done = (
      await Promise.all(
        lanes.map(async (lane) => {
          const laneRows = [];
          for (const script of lane) {
            const started = performance.now();
            const status = await run(script, { prefix: lanes.length > 1 });
            laneRows.push({ step: script, seconds: (performance.now() - started) / 1000, status });
            if (status !== 0) break;
          }
          return laneRows;
        }),
      )
    ).flat();
    rows.push(...done);
    if (done.some((r) => r.status !== 0)) break;
  }
  return rows;
}

/** The rows as a plain-text table with a total line (wall-clock: side-by-side steps overlap). */
export function timingTable(rows, wallSeconds = rows.reduce((sum, r) => sum + r.seconds, 0)) {
  const width = Math.max(5, ...rows.map((r) => r.step.length));
  const line = (step, seconds, result) => `${step.padEnd(width)}  ${seconds.padStart(7)}  ${result}`;
  return [
    line('step', 'seconds', 'result'),
    ...rows.map((r) => line(r.step, r.seconds.toFixed(0), r.status === 0 ? 'ok' : `failed (${r.status ?? 'signal'})`)),
    line('total', wallSeconds.toFixed(0), rows.every((r) => r.status === 0) ? 'ok' : 'failed'),
  ].join('\n');
}
