// `pnpm start` owns its children (issue #9 item 10). start.mjs runs for real, with a fake `pnpm`
// first on PATH: like pnpm → tsx → node, it starts a server process that listens on the child's
// port and does not pass SIGTERM on, so only stopping the whole child stops the server.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { supervise } from './supervise.mjs';

const start = path.join(import.meta.dirname, 'start.mjs');

const FAKE_PNPM = `#!/usr/bin/env node
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const args = process.argv.slice(2);
fs.appendFileSync(process.env.FAKE_PNPM_LOG, 'pnpm ' + args.join(' ') + '\\n');
if (args.at(-1) !== 'start') process.exit(0); // builds and the registry: nothing to do
const api = args[1] === '@console/server';
const server = \`
  const [port, host, name, log, trust] = process.argv.slice(1);
  require('node:net').createServer().listen(Number(port), host || undefined, () =>
    require('node:fs').appendFileSync(log, name + ' ' + process.pid + ' ' + trust + '\\\\n'));\`;
const child = spawn(process.execPath, ['-e', server,
  api ? process.env.PORT : process.env.CONSOLE_PORT, api ? '127.0.0.1' : '',
  api ? 'API' : 'console', process.env.FAKE_PNPM_LOG, String(process.env.TRUST_PROXY)], { stdio: 'inherit' });
child.on('exit', (code) => process.exit(code ?? 1));
`;

let dir, log, pids;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'start-test-'));
  log = path.join(dir, 'pnpm.log');
  fs.writeFileSync(path.join(dir, 'pnpm'), FAKE_PNPM, { mode: 0o755 });
  pids = [];
});
afterEach(() => {
  for (const pid of pids) if (alive(pid)) process.kill(pid, 'SIGKILL'); // a failed run leaves nothing behind
  fs.rmSync(dir, { recursive: true, force: true });
});

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
const lines = () => (fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trim().split('\n') : []);
/** The fake servers that are listening: name → { pid, trust }. */
const servers = () =>
  Object.fromEntries(
    lines()
      .filter((l) => !l.startsWith('pnpm '))
      .map((l) => l.split(' '))
      .map(([name, pid, trust]) => [name, { pid: Number(pid), trust }]),
  );
async function until(what, check, ms = 20_000) {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 50))) if (check()) return;
  assert.fail(`timed out waiting for ${what}\n${lines().join('\n')}`);
}

/** start.mjs's environment: the fake pnpm first on PATH, these ports, no TRUST_PROXY of the operator. */
function envFor(apiPort, consolePort) {
  const { TRUST_PROXY: _, ...env } = process.env;
  const PATH = `${dir}${path.delimiter}${env.PATH}`;
  return { ...env, PATH, FAKE_PNPM_LOG: log, PORT: String(apiPort), CONSOLE_PORT: String(consolePort) };
}

/** Runs start.mjs on two free ports; resolves once both fake servers listen. */
async function startAll() {
  const [apiPort, consolePort] = [await freePort(), await freePort()];
  const proc = spawn(process.execPath, [start], {
    env: envFor(apiPort, consolePort),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  proc.stderr.on('data', (d) => (stderr += d));
  proc.stdout.resume();
  const exited = new Promise((resolve) => proc.on('exit', (code) => resolve({ code, stderr })));
  await until('both servers', () => servers().API && servers().console);
  pids.push(servers().API.pid, servers().console.pid);
  return { proc, exited, ...servers(), apiPort, consolePort };
}

test('the API dying stops the console server (its port is free again) and `pnpm start` exits non-zero', async () => {
  const { API, console: ui, exited } = await startAll();
  process.kill(API.pid, 'SIGKILL');
  const { code, stderr } = await exited;
  assert.notEqual(code, 0);
  assert.match(stderr, /API exited unexpectedly \(code 1\): stopping console/);
  await until('the console server to stop', () => !alive(ui.pid), 10_000);
});

test('SIGTERM to `pnpm start` stops both servers; the API trusts the console proxy on loopback', async () => {
  const { proc, API, console: ui, exited } = await startAll();
  assert.equal(API.trust, '127.0.0.1,::1'); // TRUST_PROXY unset: start.mjs sets it for the API
  proc.kill('SIGTERM');
  assert.equal((await exited).code, 0);
  await until('both servers to stop', () => !alive(API.pid) && !alive(ui.pid), 10_000);
});

test('a taken port: a clear message, nothing started, exit non-zero', async () => {
  const [apiPort, consolePort] = [await freePort(), await freePort()];
  const holders = [];
  for (const [port, host] of [
    [consolePort, undefined],
    [apiPort, '127.0.0.1'],
  ])
    holders.push(
      await new Promise((resolve) =>
        net.createServer().listen(port, host, function () {
          resolve(this);
        }),
      ),
    );
  try {
    const { code, stderr } = await new Promise((resolve) => {
      const p = spawn(process.execPath, [start], {
        env: envFor(apiPort, consolePort),
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let err = '';
      p.stderr.on('data', (d) => (err += d));
      p.on('exit', (c) => resolve({ code: c, stderr: err }));
    });
    assert.equal(code, 1);
    assert.match(
      stderr,
      new RegExp(`port ${consolePort} is in use — another console is running\\? stop it or set CONSOLE_PORT=`),
    );
    assert.match(stderr, new RegExp(`port ${apiPort} is in use — another API is running\\? stop it or set PORT=`));
    assert.deepEqual(lines(), []); // not even a build
  } finally {
    for (const h of holders) h.close();
  }
});

test('a child that ignores SIGTERM is killed after the grace period', async () => {
  const messages = [];
  const code = await supervise(
    [
      { name: 'quitter', command: process.execPath, args: ['-e', 'setTimeout(() => {}, 300)'] },
      {
        name: 'stubborn',
        command: process.execPath,
        args: ['-e', "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000)"],
      },
    ],
    { graceMs: 300, log: (m) => messages.push(m) },
  );
  assert.equal(code, 1); // exiting with 0 on its own is still unexpected
  assert.deepEqual(messages, [
    'quitter exited unexpectedly (code 0): stopping stubborn',
    'stubborn did not stop within 0.3 s: killing it',
  ]);
});
