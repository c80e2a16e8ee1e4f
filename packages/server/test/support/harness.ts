// The test API as the suites see it. startServer builds the app in the test's own process and
// drives it with app.inject() (no socket, no child process); startHttpServer forks it and talks real
// HTTP, for what only the wire shows (two processes on one database, the IP check, per-address rate
// limits, errors before Fastify). Both have one interface: requests, logins, the fake clock, direct
// SQL, the jobs. (The startup and the jobs' instances start the real main.ts themselves.)
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_HEADER, needsIdempotencyKey } from '@console/contract/idempotency';
import path from 'node:path';
import { createTestApp, TEST_NOW, type TestEnv } from './test-app';

export { TEST_NOW };
export const DEMO_PASSWORD = 'Demo123456';

export interface ApiResult<T = any> {
  status: number;
  body: { code: number; message: string; data: T };
  headers: Headers;
  text: string;
}

export interface TestServer {
  /** The HTTP server's address; in process, an origin nothing listens on (use `fetch`). */
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
  /** A raw request as fetch() makes it, for what the envelope helpers do not cover (files, HTML, headers). */
  fetch(path: string, init?: RequestInit): Promise<Response>;
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

type Send = (
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string | Buffer,
) => Promise<Response>;

/** What both harnesses share: the request shape the console sends, and the envelope helpers. */
function clientOf(send: Send) {
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
    const res = await send(method, p, headers, body);
    const text = await res.text();
    let parsed: any = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* HTML or redirect */
    }
    return { status: res.status, body: parsed, headers: res.headers, text };
  };
  return {
    request,
    get: ((p, token) => request('GET', p, { token })) as TestServer['get'],
    post: ((p, body, token) => request('POST', p, { body: body ?? {}, token })) as TestServer['post'],
    async login(username: string, role: 'admin' | 'staff', password = DEMO_PASSWORD) {
      const r = await request('POST', '/user/login', { body: { username, password, role } });
      if (r.body?.code !== 0) throw new Error(`login ${username} failed: ${JSON.stringify(r.body)}`);
      return r.body.data.token as string;
    },
  };
}

/** fetch()'s init as plain headers and bytes, so both harnesses send exactly the same request. */
async function plainInit(init: RequestInit = {}) {
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((v, k) => (headers[k] = v));
  const body =
    init.body == null
      ? undefined
      : typeof init.body === 'string'
        ? init.body
        : Buffer.from(await new Response(init.body as ConstructorParameters<typeof Response>[0]).arrayBuffer());
  return { method: init.method ?? 'GET', headers, body };
}

/** fetch() on the test API's paths: manual redirects unless init.redirect is 'follow'. */
function fetchVia(send: Send): TestServer['fetch'] {
  return async (p, init) => {
    const { method, headers, body } = await plainInit(init);
    let res = await send(method, p, headers, body);
    for (let hops = 0; init?.redirect === 'follow' && res.status >= 300 && res.status < 400 && hops < 5; hops++) {
      const next = new URL(res.headers.get('location')!, `http://api.test${p}`);
      res = await send('GET', next.pathname + next.search, {});
    }
    return res;
  };
}

const NULL_BODY = new Set([101, 204, 205, 304]);
const PROCESS_WARNINGS = '__processWarnings'; // filled by packages/testing/server-environment.cjs

/** The test API in this process, driven with app.inject(). */
export async function startServer(env: TestEnv = {}): Promise<TestServer> {
  const api = await createTestApp({ ...process.env, TEST_NOW, ...env });
  // Two queries at once on one pg connection (a Promise.all on a transaction) is deprecated in pg 8
  // and breaks in pg 9 (issue 32 item 11): pg warns once; the suite that caused it fails.
  const warnings: Error[] = (globalThis as any)[PROCESS_WARNINGS] ?? [];
  const checkWarnings = () => {
    const overlap = warnings.find((w) => /already executing a query/.test(w.message));
    if (overlap) throw new Error(`overlapping queries on one pg connection:\n${overlap.stack}`);
  };
  const send: Send = async (method, p, headers, body) => {
    checkWarnings();
    const r = await api.app.inject({ method: method as 'GET', url: p, headers, payload: body });
    const out = new Headers();
    for (const [k, v] of Object.entries(r.headers)) {
      for (const one of Array.isArray(v) ? v : [v]) if (one !== undefined) out.append(k, String(one));
    }
    return new Response(NULL_BODY.has(r.statusCode) ? null : r.rawPayload, { status: r.statusCode, headers: out });
  };
  const client = clientOf(send);
  return {
    url: 'http://in-process.test',
    kind: api.kind,
    ...client,
    fetch: fetchVia(send),
    sql: async (text, params) => (await api.query(text, params)) as any[],
    setNow: async (iso) => api.clock.set(new Date(iso)),
    advance: async (ms) => api.clock.advance(ms),
    runJobs: () => api.runJobs(),
    released: async (kind, ref) => api.released(kind, ref),
    restartDemo: () => api.restartDemo(),
    async stop() {
      await api.close();
      checkWarnings();
    },
  };
}

const serverDir = path.resolve(__dirname, '..', '..');

/** The test API in a child process (server-process.ts under tsx), over real HTTP on loopback. */
export async function startHttpServer(env: Record<string, string> = {}): Promise<TestServer> {
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

  const send: Send = (method, p, headers, body) => fetch(url + p, { method, headers, body, redirect: 'manual' });
  const client = clientOf(send);

  const server: TestServer = {
    url,
    kind,
    ...client,
    fetch: fetchVia(send),
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
