// `pnpm --filter remote-<area> test` (each remote's package.json runs this from its folder): the
// remote's unit tests, then its build from the working tree and its own e2e specs
// (e2e/tests/<area>/) against the composed console, every other remote from its deployed build.
import path from 'node:path';
import { planForRemote } from './tests-plan.mjs';
import { runPlan } from './tests-run.mjs';

runPlan(planForRemote(path.basename(process.cwd())));
