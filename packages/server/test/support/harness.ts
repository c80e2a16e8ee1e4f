// Test side of the HTTP suites: forks the server process, then talks to it over real HTTP
// (fetch) and over IPC for the fake clock and direct SQL checks.
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_HEADER, needsIdempotencyKey } from '@console/contract/idempotency';
import path from 'node:path';

export const DEMO_PASSWORD = 'Demo123456';
export const TEST_NOW = '2030-01-15T04:00:00.000Z';

export interface ApiResult<T = any> {
  status: number;
  body: { code: number; message: string; data: T };
  headers: Headers;
  text: string;
}

export interface TestServer {
  url: string;
  kind: 'pglite' | 'postgres';
  request<T = any>(
    method: string,
    path: string,
    opts?: {
      body?: unknown;
      token?: string;
      headers?: Record<string, string>;
      form?: boolean;
      /**
       * A money endpoint gets a fresh Idempotency-Key per call (a new attempt each time, as the
       * console sends), unless headers name one; `false` sends none.
       */
      idempotencyKey?: false;
    },
  ): Promise<ApiResult<T>>;
  get<T = any>(path: string, token?: string): Promise<ApiResult<T>>;
  post<T = any>(path: string, body?: unknown, token?: string): Promise<ApiResult<T>>;
  login(username: string, role: 'admin' | 'staff', password?: string): Promise<string>;
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  setNow(iso: string): Promise<void>;
  advance(ms: number): Promise<void>;
  /** One pass of every background job (order expiry, allocation, …) at the fake clock's now. */
  runJobs(): Promise<void>;
  /** Whether the simulated provider took the resource back (phone / account instance id, IP address). */
  released(kind: 'phone' | 'account' | 'ip', ref: string): Promise<boolean>;
  /** The demo step of a server start (seed, or place the demo's purchases in flight again); null without demo. */
  restartDemo(): Promise<{ seeded: boolean; placed: { waiting?: string; paid?: string } } | null>;
  stop(): Promise<void>;
}

const serverDir = path.resolve(__dirname, '..', '..');

export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  const child: ChildProcess = fork(path.join(__dirname, 'server-process.ts'), [], {
    cwd: serverDir,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, TEST_NOW, ...env },
    serialization: 'advanced', // BigInt and Date survive IPC
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let nextId = 1;
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  const ready = new Promise<{ port: number; kind: 'pglite' | 'postgres' }>((resolve, reject) => {
    child.once('exit', (code) => {
      reject(new Error(`test server exited early (code ${code})`));
      // a crashed server must fail its pending calls, not leave the suite waiting on them
      for (const p of pending.values()) p.reject(new Error(`test server exited (code ${code})`));
      pending.clear();
    });
    child.on('message', (m: any) => {
      if (m?.type === 'ready') return resolve(m);
      const p = pending.get(m?.id);
      if (!p) return;
      pending.delete(m.id);
      if (m.ok) p.resolve(m.result);
      else p.reject(new Error(m.error));
    });
  });
  const { port, kind } = await ready;
  const url = `http://127.0.0.1:${port}`;

  const call = (type: string, value?: unknown, params?: unknown[]) =>
    new Promise<any>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      child.send({ id, type, value, params });
    });

  const request: TestServer['request'] = async (method, p, opts = {}) => {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.token) headers['P-Token'] = opts.token;
    const named = Object.keys(headers).some((h) => h.toLowerCase() === IDEMPOTENCY_HEADER.toLowerCase());
    if (!named && opts.idempotencyKey !== false && needsIdempotencyKey(`${method.toUpperCase()} ${p.split('?')[0]}`))
      headers[IDEMPOTENCY_HEADER] = randomUUID();
    let body: string | undefined;
    if (opts.body !== undefined) {
      headers['content-type'] = opts.form ? 'application/x-www-form-urlencoded' : 'application/json';
      if (!opts.form) body = JSON.stringify(opts.body);
      else if (typeof opts.body === 'string') body = opts.body;
      else throw new TypeError('a form body is its urlencoded text');
    }
    const res = await fetch(url + p, { method, headers, body, redirect: 'manual' });
    const text = await res.text();
    let parsed: any = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* HTML or redirect */
    }
    return { status: res.status, body: parsed, headers: res.headers, text };
  };

  const server: TestServer = {
    url,
    kind,
    request,
    get: (p, token) => request('GET', p, { token }),
    post: (p, body, token) => request('POST', p, { body: body ?? {}, token }),
    async login(username, role, password = DEMO_PASSWORD) {
      const r = await request('POST', '/user/login', { body: { username, password, role } });
      if (r.body?.code !== 0) throw new Error(`login ${username} failed: ${JSON.stringify(r.body)}`);
      return r.body.data.token as string;
    },
    sql: (text, params) => call('sql', text, params),
    setNow: (iso) => call('setNow', iso),
    advance: (ms) => call('advance', ms),
    runJobs: () => call('jobs'),
    released: (kind, ref) => call('released', kind, [ref]),
    restartDemo: () => call('restartDemo'),
    async stop() {
      await call('stop').catch(() => undefined);
      await new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));
    },
  };
  return server;
}
