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
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw parameterised SQL, for tooling and tests. */
  query(text: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** urlOrDir: `postgres://…`, `memory://`, or a data directory for PGlite (created if absent). */
export async function createDatabase(urlOrDir: string): Promise<Database> {
  if (/^postgres(ql)?:\/\//.test(urlOrDir)) {
    const pool = new pg.Pool({ connectionString: urlOrDir, max: 10 });
    // An idle pooled connection closed by the server (restart, admin terminate, DROP … FORCE)
    // emits 'error' on the pool; unhandled, that would crash the process. The pool drops the
    // broken client and the next query opens a new one.
    pool.on('error', (err) => console.warn(`[db] idle PostgreSQL connection closed: ${err.message}`));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return {
      db: db as unknown as Db, kind: 'postgres', close: () => pool.end(),
      query: async (text, params) => (await pool.query(text, params as unknown[])).rows,
    };
  }
  if (urlOrDir !== 'memory://') mkdirSync(urlOrDir, { recursive: true });
  const client = new PGlite(urlOrDir === 'memory://' ? undefined : urlOrDir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db, kind: 'pglite', close: () => client.close(),
    query: async (text, params) => (await client.query<Record<string, unknown>>(text, params as unknown[])).rows,
  };
}
