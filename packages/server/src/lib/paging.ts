// Paging for the list endpoints (the page/limit query fields and `{ total, list }` answers are
// in @console/contract): offset pages for the screens, and keyset batches for the CSV exports
// (stable even while rows are being added).
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
export { FilterStatus, listEnvelope, MAX_PAGE, PagingQuery } from '@console/contract';

export const pageOffset = (q: { page: number; limit: number }) => (q.page - 1) * q.limit;

/**
 * A list order: `col` (optional) then the id as the unique tie-breaker. `cast` is the SQL type
 * of `col`, used to compare against the cursor value, which is read back as text so that
 * timestamps keep their microseconds.
 */
export interface SortKey {
  col?: AnyPgColumn;
  cast?: 'timestamptz' | 'integer' | 'text';
  id: AnyPgColumn;
  dir: 'asc' | 'desc';
}
export interface Cursor {
  v: string;
  id: number;
}

export function orderByKey(k: SortKey): SQL[] {
  const dir = k.dir === 'asc' ? asc : desc;
  return k.col ? [dir(k.col), dir(k.id)] : [dir(k.id)];
}

/** Select this as `_sort` next to the row so the batch can hand the cursor on. */
export const sortText = (k: SortKey): SQL<string> => (k.col ? sql<string>`${k.col}::text` : sql<string>`''`);

export function afterCursor(k: SortKey, c: Cursor | null): SQL | undefined {
  if (!c) return undefined;
  const op = sql.raw(k.dir === 'asc' ? '>' : '<');
  if (!k.col) return sql`${k.id} ${op} ${c.id}`;
  return sql`(${k.col}, ${k.id}) ${op} (${c.v}::${sql.raw(k.cast ?? 'text')}, ${c.id}::integer)`;
}

/**
 * Walks a filtered list in key order, `size` rows per query. `fetch` gets the keyset condition
 * to AND into its WHERE and must select `_sort` (sortText) and `_id` (the id column).
 */
export async function* keysetBatches<R extends { _sort: string; _id: number }>(
  k: SortKey,
  fetch: (after: SQL | undefined, limit: number) => Promise<R[]>,
  size = 500,
): AsyncGenerator<R[]> {
  let cursor: Cursor | null = null;
  for (;;) {
    const rows = await fetch(afterCursor(k, cursor), size);
    if (rows.length) yield rows;
    if (rows.length < size) return;
    const last = rows[rows.length - 1];
    cursor = { v: last._sort, id: last._id };
  }
}

/** `keyword` as an ILIKE pattern with %, _ and \ taken literally; undefined when blank. */
export function likePattern(keyword: string | undefined): string | undefined {
  const k = keyword?.trim();
  return k ? `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
}

export const DAY_MS = 24 * 3600 * 1000;

/** Whole days / hours left before `exp` (0 once expired), as the phone list reports them. */
export function remaining(exp: Date, now: Date) {
  const left = exp.getTime() - now.getTime();
  return {
    remain_day: left > 0 ? Math.floor(left / DAY_MS) : 0,
    remain_hour: left > 0 ? Math.floor(left / 3_600_000) : 0,
    is_expired: left > 0 ? 0 : 1,
  };
}
