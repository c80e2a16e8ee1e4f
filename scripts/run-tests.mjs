// `pnpm test`: every suite, stopping after the first step that fails, then the seconds each took
// (also after a failure). ESLint (single-threaded, the longest) runs beside tsc and then the unit
// tests, which take the core tsc leaves: on our 2-core machines the one core ESLint left idle after
// tsc had ended was about a minute. The server suite does not share the machine with the e2e build:
// tried, a webhook suite's test overran jest's 5 s while webpack held both cores (docs/testing.md).
import { runSteps, timingTable } from './timings.mjs';

const started = performance.now();
const rows = await runSteps([['lint', ['typecheck', 'test:unit']], 'test:server', 'test:e2e']);
console.log(`\n${timingTable(rows, (performance.now() - started) / 1000)}`);
process.exit(rows.every((r) => r.status === 0) ? 0 : 1);
