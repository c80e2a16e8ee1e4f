// Child processes of the benchmark: the API server and console servers, started exactly like
// `pnpm --filter … start` (own process group, so stopping one stops pnpm, tsx and node).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const repo = path.resolve(import.meta.dirname, '../..');

async function waitFor(url, child, what, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode} before answering ${url}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${what}: no answer from ${url} within ${timeoutMs / 1000} s`);
}

function start(args, env, logFile, readyUrl, what) {
  const log = fs.openSync(logFile, 'w');
  const child = spawn('pnpm', args, {
    cwd: repo,
    env: { ...process.env, ...env },
    stdio: ['ignore', log, log],
    detached: true,
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 10_000);
    await exited;
    clearTimeout(timer);
  };
  return waitFor(readyUrl, child, what).then(
    () => ({ stop, pid: child.pid }),
    async (e) => {
      await stop();
      throw new Error(`${e.message} (log: ${logFile})`);
    },
  );
}

/** The API on `target` (PGlite dir or postgres:// URL), no demo data, quiet logs; `instances` > 1 on PostgreSQL only. */
export function startApi({ target, port, logDir, instances = 1 }) {
  // the login route is measured for its own cost: lift the per-IP login limit (all load comes from one IP)
  const env = {
    PORT: String(port),
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    RATE_LIMITS: JSON.stringify({ loginPerIp: { max: 1e9 } }),
    API_INSTANCES: String(instances),
  };
  if (/^postgres(ql)?:\/\//.test(target)) env.DATABASE_URL = target;
  else Object.assign(env, { DATA_DIR: target, DATABASE_URL: '' });
  return start(
    ['--filter', '@console/server', 'start'],
    env,
    path.join(logDir, `api-${port}.log`),
    `http://127.0.0.1:${port}/health`,
    `API server :${port}`,
  );
}

/**
 * A console server serving `hostDist` (composed host/dist or the monolith) in front of the API;
 * `deployDir`: the remotes and registry it serves (default: the repo's deploy/).
 */
export function startConsole({ hostDist, port, apiPort, logDir, deployDir }) {
  return start(
    ['--filter', '@console/console-server', 'start'],
    {
      // the bench reads source maps to count library copies; the console serves them only when asked
      CONSOLE_PORT: String(port),
      HOST_DIST: hostDist,
      API_URL: `http://127.0.0.1:${apiPort}`,
      SERVE_SOURCE_MAPS: '1',
      ...(deployDir ? { DEPLOY_DIR: deployDir } : {}),
    },
    path.join(logDir, `console-${port}.log`),
    `http://127.0.0.1:${port}/`,
    `console server :${port}`,
  );
}

/** POST /user/login → session token. */
export async function login(apiUrl, username, password) {
  const res = await fetch(`${apiUrl}/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, role: 'admin' }),
  });
  const body = await res.json();
  if (body.code !== 0) throw new Error(`login ${username}: ${body.message}`);
  return body.data.token;
}
