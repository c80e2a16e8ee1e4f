// Opens the database (embedded PGlite by default, PostgreSQL for postgres:// URLs) and
// applies the committed drizzle migrations, so every start is on the current schema.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { memoryPglite } from './pglite-template';
import { PreparingClient } from './preparing-client';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw parameterised SQL, for tooling and tests. */
  query(text: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  /**
   * Runs `fn` while holding the startup lock: instances starting together on one PostgreSQL
   * migrate and seed one after the other, never at once (PGlite has one process anyway).
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
/** Advisory lock key held while an instance migrates and seeds ('console-startup'). */
const STARTUP_LOCK = 0x636f6e73;

/** The API's PostgreSQL pool: 10 connections, each preparing a statement once (preparing-client.ts). */
export function postgresPool(url: string, Client: typeof pg.Client = PreparingClient): pg.Pool {
  return new pg.Pool({ connectionString: url, max: 10, Client });
}

/** The Db over a PostgreSQL pool. */
export const drizzleOver = (pool: pg.Pool): Db => drizzlePg(pool, { schema });

/** What a `memory://` database starts with beyond the schema, snapshotted once per `key` (pglite-template.ts). */
export interface MemoryContent {
  key: string;
  prepare: (db: Db) => Promise<void>;
}

/**
 * urlOrDir: `postgres://…`, `memory://`, or a data directory for PGlite (created if absent).
 * `memoryContent`: for `memory://` only, data the database starts with (the test suites' demo).
 */
export async function createDatabase(urlOrDir: string, memoryContent?: MemoryContent): Promise<Database> {
  if (/^postgres(ql)?:\/\//.test(urlOrDir)) {
    const pool = postgresPool(urlOrDir);
    // An idle pooled connection closed by the server (restart, admin terminate, DROP … FORCE)
    // emits 'error' on the pool; unhandled, that would crash the process. The pool drops the
    // broken client and the next query opens a new one.
    pool.on('error', (err) => console.warn(`[db] idle PostgreSQL connection closed: ${err.message}`));
    // A connection killed while checked out (mid-transaction) emits 'error' on its client as well
    // as failing the query in flight; without a listener that event would crash the process. The
    // query's failure rolls the transaction back; the job or request fails and is retried.
    pool.on('connect', (client) =>
      client.on('error', (err) => console.warn(`[db] PostgreSQL connection lost: ${err.message}`)),
    );
    const db = drizzleOver(pool);
    const exclusive = async <T>(fn: () => Promise<T>): Promise<T> => {
      // a session-level advisory lock on one dedicated connection, released however fn ends
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        try {
          return await fn();
        } finally {
          await lock.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]);
        }
      } finally {
        lock.release();
      }
    };
    await exclusive(() => migratePg(drizzlePg(pool), { migrationsFolder }));
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      exclusive,
      query: async (text, params) => (await pool.query<Record<string, unknown>>(text, params as unknown[])).rows,
    };
  }
  const migrate = (c: PGlite) => migratePglite(drizzlePglite(c, { schema }), { migrationsFolder });
  let client: PGlite;
  if (urlOrDir === 'memory://')
    client = await memoryPglite(
      migrationsFolder,
      migrate,
      memoryContent && {
        key: memoryContent.key,
        prepare: (c) => memoryContent.prepare(drizzlePglite(c, { schema })),
      },
    );
  else {
    mkdirSync(urlOrDir, { recursive: true });
    client = new PGlite(urlOrDir);
    await migrate(client);
  }
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    exclusive: (fn) => fn(),
    query: async (text, params) => (await client.query<Record<string, unknown>>(text, params as unknown[])).rows,
  };
}
