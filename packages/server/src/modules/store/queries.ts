// Store list: every member of the enterprise sees its stores (ordinary employees log in to them).
import type { StoreItem } from '@console/contract';
import { and, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stores, users } from '../../db/schema';
import { keysetBatches, likePattern, orderByKey, pageOffset, sortText, type SortKey } from '../../lib/paging';
import type { SessionUser } from '../auth/session';

export interface StoreFilters {
  keyword?: string;
  platform?: string;
}

function whereOf(user: SessionUser, q: StoreFilters): SQL | undefined {
  const p = likePattern(q.keyword);
  const platform = q.platform?.trim();
  return and(
    eq(stores.enterpriseId, user.enterpriseId),
    platform ? eq(stores.platform, platform) : undefined,
    p
      ? or(ilike(stores.name, p), ilike(stores.account, p), ilike(stores.principalName, p), ilike(stores.remark, p))
      : undefined,
  );
}

/** Newest first. */
const SORT: SortKey = { id: stores.id, dir: 'desc' };

function select(db: Db, where: SQL | undefined) {
  return db
    .select({
      s: stores,
      lastLoginName: users.name,
      lastLoginUsername: users.username,
      _sort: sortText(SORT),
      _id: stores.id,
    })
    .from(stores)
    .leftJoin(users, eq(users.id, stores.lastLoginUserId))
    .where(where)
    .orderBy(...orderByKey(SORT));
}

type Row = Awaited<ReturnType<typeof select>>[number];

function toItem(r: Row): StoreItem {
  const s = r.s;
  return {
    id: s.id,
    name: s.name,
    platform: s.platform,
    site: s.site,
    account: s.account,
    address: s.address,
    principal_name: s.principalName,
    remark: s.remark,
    last_login_user: r.lastLoginName || r.lastLoginUsername || '',
    last_login_at: s.lastLoginAt ? s.lastLoginAt.toISOString() : null,
    created_at: s.createdAt.toISOString(),
  };
}
export type StoreItemRow = ReturnType<typeof toItem>;

export async function listStores(db: Db, user: SessionUser, q: StoreFilters & { page: number; limit: number }) {
  const where = whereOf(user, q);
  const [[c], rows] = await Promise.all([
    db.select({ n: count() }).from(stores).where(where),
    select(db, where).limit(q.limit).offset(pageOffset(q)),
  ]);
  return { total: Number(c?.n ?? 0), list: rows.map(toItem) };
}

export async function* exportStores(db: Db, user: SessionUser, q: StoreFilters) {
  const where = whereOf(user, q);
  for await (const rows of keysetBatches(SORT, (after, limit) => select(db, and(where, after)).limit(limit))) {
    yield rows.map(toItem);
  }
}
