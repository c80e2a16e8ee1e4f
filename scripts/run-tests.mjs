// `pnpm test`: every suite, one after another, stopping at the first that fails, then the seconds
// each took (also after a failure).
import { runSteps, timingTable } from './timings.mjs';

const rows = runSteps(['lint', 'typecheck', 'test:unit', 'test:server', 'test:e2e']);
console.log(`\n${timingTable(rows)}`);
process.exit(rows.at(-1)?.status === 0 ? 0 : 1);
