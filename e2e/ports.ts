// The e2e servers. Each Playwright worker has a slot of its own: its own API (own database with its
// own demo enterprises), its own console server and deploy folder, so specs on two workers never
// see each other's purchases, settings, registry or clock (issue 33). A worker's slot is its
// TEST_PARALLEL_INDEX (Playwright sets it in each worker process); the main process is slot 0.
// E2E_PORT_OFFSET moves every port, so two checkouts can run their e2e suites on one machine at the
// same time (default: API 18091 + slot, console 18080 + slot).
import os from 'node:os';
import path from 'node:path';

const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const repo = path.resolve(import.meta.dirname, '..');

/**
 * How many workers, and so slots, the e2e run has: E2E_WORKERS, else one per core. On the 2-core
 * machine CI runs on, the 795 tests took one worker 10.9 min and two workers 8.1 and 7.6 min (issue
 * 33; the second of those runs found a spec reading an SMS code before it was sent, now fixed). An
 * earlier, four times slower 2-core machine gained nothing from a second worker, and four of 56
 * tests failed there waiting on a starved page: on such a machine, set E2E_WORKERS=1.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? os.availableParallelism()));

/** What e2e/prepare.mjs puts together: the deployed remotes plus the versions the specs deploy. */
export const E2E_DEPLOY = path.join(repo, 'deploy-e2e');

export function slotOf(slot: number) {
  const apiPort = 18091 + offset + slot;
  const consolePort = 18080 + offset + slot;
  return {
    apiPort,
    consolePort,
    /** The console as the browser reaches it (cookies are set for this origin). */
    console: `http://localhost:${consolePort}`,
    /** The API directly (setup calls outside the browser). */
    api: `http://127.0.0.1:${apiPort}`,
    /** The deployed remotes and registry this slot's console serves (e2e/prepare.mjs copies them). */
    deployDir: path.join(E2E_DEPLOY, `slot-${slot}`),
  };
}

const mine = slotOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const CONSOLE = mine.console;
export const API = mine.api;
/** This worker's deploy folder: what `pnpm remote:rollback` changes in the rollback specs. */
export const DEPLOY_DIR = mine.deployDir;
