// `pnpm test`: every suite, stopping after the first step that fails, then the seconds each took
// (also after a failure). Single-threaded work runs two at a time on our 2-core machines: ESLint
// beside tsc, and the production build for e2e beside the server suite (its suites mostly wait on
// their forked servers). The e2e step then runs on that build.
import { runSteps, timingTable } from './timings.mjs';

const started = performance.now();
const rows = await runSteps([['lint', 'typecheck'], 'test:unit', ['test:server', 'test:e2e:build'], 'test:e2e:run']);
console.log(`\n${timingTable(rows, (performance.now() - started) / 1000)}`);
process.exit(rows.every((r) => r.status === 0) ? 0 : 1);
