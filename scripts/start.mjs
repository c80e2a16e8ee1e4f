// `pnpm start`: build what is missing, start the API (8091, embedded PGlite in ./data with demo
// data) and the console server (8080) that serves the built apps and proxies /api.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { repo } from './apps.mjs';

const build = spawnSync('node', [path.join(repo, 'scripts/build.mjs'), '--missing'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const apiPort = process.env.PORT ?? '8091';
const children = [
  spawn('pnpm', ['--filter', '@console/server', 'start'], {
    cwd: repo,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, DATA_DIR: process.env.DATA_DIR ?? path.join(repo, 'data') },
  }),
  spawn('pnpm', ['--filter', '@console/console-server', 'start'], {
    cwd: repo,
    stdio: 'inherit',
    env: { ...process.env, API_URL: `http://127.0.0.1:${apiPort}` },
  }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
