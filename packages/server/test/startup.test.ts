// Two API instances starting at the same moment on one empty PostgreSQL database: both come up,
// the migrations run once and the demo enterprise is seeded once (the startup advisory lock).
// Always on PostgreSQL (DATABASE_URL, or the local server every machine and CI has): PGlite is
// a single process and cannot be opened twice.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
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

function startInstance(url: string, port: number): { child: ChildProcess; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
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
