// Several API instances on one PostgreSQL database: two processes starting at the same moment on an
// empty database both come up, the migrations run once and the demo enterprise is seeded once (the
// startup advisory lock); API_INSTANCES=N forks N workers on one port. Always on PostgreSQL
// (DATABASE_URL, or the local server every machine and CI has): PGlite is a single process.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

jest.setTimeout(120_000);

const baseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const dbName = `console_startup_${process.pid}_${Date.now()}`;
const serverDir = path.resolve(__dirname, '..');

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: baseUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

function startInstance(
  url: string,
  port: number,
  more: Record<string, string> = {},
): { child: ChildProcess; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      ...more,
      DATABASE_URL: url,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      JOB_INTERVAL_MS: '500',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'console-startup-')),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited };
}

async function healthy(port: number, exited: Promise<number | null>): Promise<void> {
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  for (let i = 0; i < 300; i++) {
    if (gone) throw new Error(`instance on :${port} exited during startup`);
    try {
      const r = await fetch(`http://127.0.0.1:${port}/health`);
      if (r.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`instance on :${port} never became healthy`);
}

const instances: { child: ChildProcess; exited: Promise<number | null> }[] = [];

beforeAll(() => admin((c) => c.query(`CREATE DATABASE "${dbName}"`)));
afterAll(async () => {
  for (const i of instances) {
    i.child.kill('SIGTERM');
    await i.exited;
  }
  await admin((c) => c.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`));
});

function journalEntries(): number {
  const journal = path.join(__dirname, '..', 'drizzle', 'meta', '_journal.json');
  return (JSON.parse(readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries.length;
}

test('two instances starting together on an empty database: both serve, migrated and seeded once', async () => {
  const u = new URL(baseUrl);
  u.pathname = `/${dbName}`;
  const ports = [await freePort(), await freePort()];
  instances.push(...ports.map((p) => startInstance(u.toString(), p)));
  await Promise.all(ports.map((p, i) => healthy(p, instances[i].exited)));

  const db = new pg.Client({ connectionString: u.toString() });
  await db.connect();
  try {
    const admins = await db.query(`select count(*)::int as n from users where username = 'demoadmin'`);
    expect(admins.rows[0].n).toBe(1);
    // the demo enterprise once (the enterprises it invited come with it)
    const enterprises = await db.query(
      'select count(*)::int as n from enterprises where invited_by_enterprise_id is null',
    );
    expect(enterprises.rows[0].n).toBe(1);
    const migrations = await db.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    // One row per journal entry: each migration ran once, whichever instance took the lock.
    expect(migrations.rows[0].n).toBe(journalEntries());
  } finally {
    await db.end();
  }
  // both answer with the same data
  for (const p of ports) {
    const r = await fetch(`http://127.0.0.1:${p}/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demoadmin', password: 'Demo123456', role: 'admin' }),
    });
    expect(((await r.json()) as { code: number }).code).toBe(0);
  }
});

/** Pids whose parent is `pid` (from /proc: no ps needed). */
function childrenOf(pid: number): number[] {
  const out: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // fields after the command (which may hold spaces) in parentheses: state, ppid, …
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) out.push(Number(name));
    } catch {
      /* gone meanwhile */
    }
  }
  return out.sort((a, b) => a - b);
}

async function until<T>(what: string, probe: () => T | undefined): Promise<T> {
  for (let i = 0; i < 300; i++) {
    const v = probe();
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`never: ${what}`);
}

const login = async (port: number) => {
  const r = await fetch(`http://127.0.0.1:${port}/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demoadmin', password: 'Demo123456', role: 'admin' }),
  });
  return (await r.json()) as { code: number; data: { token: string } };
};

test('API_INSTANCES=2: two workers on one port share sessions; a worker that dies is replaced', async () => {
  const u = new URL(baseUrl);
  u.pathname = `/${dbName}`;
  const port = await freePort();
  const primary = startInstance(u.toString(), port, { API_INSTANCES: '2' });
  instances.push(primary);
  await healthy(port, primary.exited);
  const workers = await until('two workers', () => {
    const c = childrenOf(primary.child.pid!);
    return c.length === 2 ? c : undefined;
  });
  // a session made on whichever worker took the login is known to both (it lives in the database)
  const token = (await login(port)).data.token;
  for (let i = 0; i < 20; i++) {
    const r = await fetch(`http://127.0.0.1:${port}/phone/cnt`, { headers: { 'P-Token': token } });
    expect(((await r.json()) as { code: number }).code).toBe(0);
  }
  process.kill(workers[0], 'SIGKILL');
  const replaced = await until('a replacement worker', () => {
    const c = childrenOf(primary.child.pid!);
    return c.length === 2 && !c.includes(workers[0]) ? c : undefined;
  });
  expect(replaced).toContain(workers[1]);
  await healthy(port, primary.exited);
  expect((await login(port)).code).toBe(0);
});

test('API_INSTANCES above 1 without PostgreSQL, or with dev mode: refused at start with the reason', async () => {
  for (const more of [
    { API_INSTANCES: '2', DATABASE_URL: '' },
    { API_INSTANCES: '2', DEV_MODE: '1' },
    { API_INSTANCES: 'two' },
  ]) {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, DATABASE_URL: baseUrl, PORT: String(await freePort()), ...more },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toMatch(/API_INSTANCES/);
  }
});
