// A throwaway PostgreSQL database for the API part: created on the server the tests use
// (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/test) and dropped afterwards.
import { createRequire } from 'node:module';
import path from 'node:path';
import { repo } from './servers.mjs';

const pg = createRequire(path.join(repo, 'packages/server/package.json'))('pg');

export const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function admin(sql) {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates the database; resolves to { url, drop() }, or rejects when PostgreSQL is not reachable. */
export async function throwawayDatabase() {
  const name = `console_bench_${process.pid}_${Date.now().toString(36)}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
