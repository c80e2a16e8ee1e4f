// The query ceiling of GET /phone/list (issue 37): the statements the route sends for one page
// (the session lookup, the enterprise's phone version for its kept total, the page itself) are
// recorded from the server's own functions, then replayed bare over the pg driver by as many
// callers as the API had connections, on a pool of the API's size with its prepared statements.
// What the route reaches is then read as a share of what its SQL alone allows on this machine.
//   tsx bench/phone-list-ceiling.ts --target postgres://… --token <P-Token> [--connections 50] [--seconds 8]
// Prints one JSON line: { rps, p50, p95, p99, statements }.
import { drizzleOver, postgresPool } from '../packages/server/src/db/client';
import { PreparingClient } from '../packages/server/src/db/preparing-client';
import { resolveSession } from '../packages/server/src/modules/auth/session';
import { PhoneCountCache } from '../packages/server/src/modules/phone/count-cache';
import { listPhones } from '../packages/server/src/modules/phone/queries';

const args = process.argv.slice(2);
const value = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const target = value('--target');
const token = value('--token');
const connections = Number(value('--connections') ?? 50);
const seconds = Number(value('--seconds') ?? 8);
if (!target?.startsWith('postgres') || !token) throw new Error('--target postgres://… and --token are required');

interface Statement {
  text: string;
  values: unknown[];
  rowMode?: string;
}
let recording: Statement[] | null = null;

/** The API's client, noting what it is asked to run while recording. */
class RecordingClient extends PreparingClient {
  query(config: unknown, values?: unknown, callback?: unknown): never {
    const c = config as { text?: string; values?: unknown[]; rowMode?: string };
    if (recording && typeof c?.text === 'string')
      recording.push({ text: c.text, values: (Array.isArray(values) ? values : c.values) ?? [], rowMode: c.rowMode });
    return super.query(config, values, callback);
  }
}

// the API's pool and Db (packages/server/src/db/client.ts), noting statements while recording
const pool = postgresPool(target, RecordingClient);
const db = drizzleOver(pool);
const record = async <T>(fn: () => Promise<T>): Promise<[T, Statement[]]> => {
  recording = [];
  try {
    return [await fn(), recording];
  } finally {
    recording = null;
  }
};

const now = new Date();
const [session, auth] = await record(() => resolveSession(db, token, now));
if (!session) throw new Error('the token does not resolve to a live session');
const cache = new PhoneCountCache(db);
const page = { page: 1, limit: 20, filterStatus: 0 as const };
await listPhones(db, session.user, now, page, 'zh', cache); // counts once, as the API's first request
const [, list] = await record(() => listPhones(db, session.user, now, page, 'zh', cache));

// one request's SQL as the route runs it: the session first, then the page's reads side by side
const run = (s: Statement) => pool.query(s as Parameters<typeof pool.query>[0]);
const oneRequest = async () => {
  for (const s of auth) await run(s);
  await Promise.all(list.map(run));
};
for (let i = 0; i < 200; i++) await oneRequest(); // warm: every connection prepares its statements

const times: number[] = [];
const end = Date.now() + seconds * 1000;
await Promise.all(
  Array.from({ length: connections }, async () => {
    while (Date.now() < end) {
      const t = performance.now();
      await oneRequest();
      times.push(performance.now() - t);
    }
  }),
);
await pool.end();
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))];
console.log(
  JSON.stringify({
    rps: times.length / seconds,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    statements: auth.length + list.length,
  }),
);
