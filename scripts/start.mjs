// `pnpm start`: build what is missing, start the API (8091, embedded PGlite in ./data with demo
// data) and the console server (8080) that serves the built apps and proxies /api to the API.
// It owns both (scripts/supervise.mjs): one dies → the other is stopped and this exits non-zero;
// a port already taken (another `pnpm start`?) → it says so and starts nothing. docs/running.md
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { repo } from './apps.mjs';
import { portProblems, supervise } from './supervise.mjs';

const env = process.env;
const apiPort = env.PORT ?? '8091';
const consolePort = env.CONSOLE_PORT ?? '8080';

// where the children will listen: the API on HOST (loopback by default), the console on every interface
const problems = await portProblems([
  { name: 'console', port: Number(consolePort), hint: 'set CONSOLE_PORT=…' },
  { name: 'API', port: Number(apiPort), host: env.HOST ?? '127.0.0.1', hint: 'set PORT=…' },
]);
if (problems.length > 0) {
  for (const p of problems) console.error(`pnpm start: ${p}`);
  process.exit(1);
}

const build = spawnSync('node', [path.join(repo, 'scripts/build.mjs'), '--missing'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

process.exitCode = await supervise([
  {
    name: 'API',
    command: 'pnpm',
    args: ['--filter', '@console/server', 'start'],
    cwd: repo,
    env: {
      ...env,
      PORT: apiPort,
      DATA_DIR: env.DATA_DIR ?? path.join(repo, 'data'),
      CONSOLE_URL: env.CONSOLE_URL ?? `http://localhost:${consolePort}`,
      // the console server proxies /api from loopback: believe its X-Forwarded-For (the browser's
      // address, for per-IP limits), nobody else's unless the operator says so
      TRUST_PROXY: env.TRUST_PROXY ?? '127.0.0.1,::1',
    },
  },
  {
    name: 'console',
    command: 'pnpm',
    args: ['--filter', '@console/console-server', 'start'],
    cwd: repo,
    env: { ...env, CONSOLE_PORT: consolePort, API_URL: `http://127.0.0.1:${apiPort}` },
  },
]);
