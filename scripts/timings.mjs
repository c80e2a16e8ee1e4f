// The seconds each step of a run took, as a table at the end of its log (issue 33): a slowdown is
// seen in the run that caused it. Used by `pnpm test` (scripts/run-tests.mjs; not named test.mjs, which node --test would run as a test); .ci/run prints its own.
import { spawnSync } from 'node:child_process';

/** Runs `pnpm <script>` for each step in order, stopping at the first that fails; returns its rows. */
export function runSteps(scripts, run = (s) => spawnSync('pnpm', [s], { stdio: 'inherit' }).status) {
  const rows = [];
  for (const script of scripts) {
    const started = performance.now();
    const status = run(script);
    rows.push({ step: script, seconds: (performance.now() - started) / 1000, status });
    if (status !== 0) break;
  }
  return rows;
}

/** The rows as a plain-text table with a total line. */
export function timingTable(rows) {
  const width = Math.max(5, ...rows.map((r) => r.step.length));
  const line = (step, seconds, result) => `${step.padEnd(width)}  ${seconds.padStart(7)}  ${result}`;
  const total = rows.reduce((sum, r) => sum + r.seconds, 0);
  return [
    line('step', 'seconds', 'result'),
    ...rows.map((r) => line(r.step, r.seconds.toFixed(0), r.status === 0 ? 'ok' : `failed (${r.status ?? 'signal'})`)),
    line('total', total.toFixed(0), rows.every((r) => r.status === 0) ? 'ok' : 'failed'),
  ].join('\n');
}
