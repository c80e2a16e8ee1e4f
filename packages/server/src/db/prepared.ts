// Queries prepared once per database and shape. drizzle otherwise builds a query's SQL text in
// JavaScript on every call: issue 37 measured that at 30 % of the API's time on GET /phone/list
// at 100,000 phones. The key names the shape (it becomes the statement's name, so one key must
// always build the same SQL); the values go in as placeholders when the query runs.
import type { Db } from './client';

const byDb = new WeakMap<Db, Map<string, unknown>>();

export function prepared<T>(db: Db, key: string, build: (name: string) => T): T {
  let queries = byDb.get(db);
  if (!queries) byDb.set(db, (queries = new Map<string, unknown>()));
  let query = queries.get(key) as T | undefined;
  if (!query) {
    query = build(key.replace(/[^A-Za-z0-9_]/g, '_'));
    queries.set(key, query);
  }
  return query;
}
