// Phone counts and the paged list, with remaining time computed from the injected clock.
import type { Phone, PhoneSort, PhoneSortField } from '@console/contract';
import { and, count, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { networkCards, phoneGroups, phones, subAccounts } from '../../db/schema';
import type { Lang } from '../../lib/lang';
import type { SessionUser } from '../auth/session';
import { specNameIn } from '../phone-order/catalogue';
import type { PhoneCountCache } from './count-cache';
import { remainDays, stateOf } from './expiry';
import { keysetBatches, orderByKey, sortText, type SortKey } from '../../lib/paging';
import { prepared } from '../../db/prepared';
import {
  filterCondition,
  filterWhere,
  instantsOf,
  keywordCondition,
  keywordPattern,
  keywordWhere,
  visibilityOf,
  visiblePhones,
  visibleWhere,
  type FilterStatus,
} from './filters';

export async function countPhones(
  db: Db,
  user: SessionUser,
  now: Date,
  filter: FilterStatus,
  keyword?: string,
  cache?: PhoneCountCache,
) {
  const n = async () => {
    const [row] = await db
      .select({ n: count() })
      .from(phones)
      .where(and(visiblePhones(user, now), filterCondition(filter, now), keywordCondition(keyword)));
    return Number(row?.n ?? 0);
  };
  // a keyword's count is not kept (unbounded keys; names and remarks change without a version bump)
  return cache && !keyword?.trim() ? cache.get(user, now, `filter${filter}`, n) : n();
}

/** The three sidebar counters in one pass over the (index-covered) live phones. */
export async function countPhoneViews(db: Db, user: SessionUser, now: Date, cache?: PhoneCountCache) {
  const views = async () => {
    const n = (filter: FilterStatus) =>
      sql<string>`count(*) filter (where ${filterCondition(filter, now) ?? sql`true`})`;
    const [row] = await db
      .select({ allCnt: n(0), willExpiredCnt: n(1), expiredCnt: n(2) })
      .from(phones)
      .where(visiblePhones(user, now));
    return {
      allCnt: Number(row?.allCnt ?? 0),
      willExpiredCnt: Number(row?.willExpiredCnt ?? 0),
      expiredCnt: Number(row?.expiredCnt ?? 0),
    };
  };
  return cache ? cache.get(user, now, 'views', views) : views();
}

/** Valid = visible and not yet expired (for the member-info counters). */
export async function countValidPhones(db: Db, user: SessionUser, now: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(phones)
    .where(and(visiblePhones(user, now), gt(phones.expirationTime, now)));
  return Number(row?.n ?? 0);
}

export interface PhoneFilters {
  filterStatus: FilterStatus;
  keyword?: string;
  sort?: PhoneSort;
}

/** Default list order: soonest expiry first, id as the tie-breaker. */
const SORT: SortKey = { col: phones.expirationTime, cast: 'timestamptz', id: phones.id, dir: 'asc' };

/** The columns a `sort` parameter may name (the contract's whitelist), with their SQL type for the cursor. */
const SORT_COLUMNS: Record<PhoneSortField, Pick<SortKey, 'col' | 'cast'>> = {
  expiration_time: { col: phones.expirationTime, cast: 'timestamptz' },
  created_at: { col: phones.createdAt, cast: 'timestamptz' },
  phone_name: { col: phones.phoneName, cast: 'text' },
};

/** The order a `sort` parameter asks for (validated by the schema); the id breaks ties in the same direction. */
export function sortKeyOf(sort: PhoneSort | undefined): SortKey {
  if (!sort) return SORT;
  const [field, dir] = sort.split(':') as [PhoneSortField, 'asc' | 'desc'];
  return { ...SORT_COLUMNS[field], id: phones.id, dir };
}

/** Phones joined with their group, sub-account and card names, in list order (also detail and recycle bin). */
export function selectPhones(db: Db, where: SQL | undefined, sort: SortKey = SORT) {
  return db
    .select({
      phone: phones,
      groupName: phoneGroups.name,
      accountName: subAccounts.name,
      networkCardName: networkCards.name,
      _sort: sortText(sort),
      _id: phones.id,
    })
    .from(phones)
    .leftJoin(phoneGroups, eq(phoneGroups.id, phones.groupId))
    .leftJoin(subAccounts, eq(subAccounts.id, phones.accountId))
    .leftJoin(networkCards, eq(networkCards.id, phones.networkCardId))
    .where(where)
    .orderBy(...orderByKey(sort));
}

const whereOf = (user: SessionUser, now: Date, q: PhoneFilters) =>
  and(visiblePhones(user, now), filterCondition(q.filterStatus, now), keywordCondition(q.keyword));

export async function listPhones(
  db: Db,
  user: SessionUser,
  now: Date,
  q: PhoneFilters & { page: number; limit: number },
  lang: Lang,
  cache?: PhoneCountCache,
) {
  const visibility = visibilityOf(user, now);
  const pattern = keywordPattern(q.keyword);
  const page = pageQuery(db, q.filterStatus, q.sort, visibility.assignedUserId !== undefined, pattern !== undefined);
  // independent reads: on PostgreSQL they run on two pooled connections at once
  const [total, rows] = await Promise.all([
    countPhones(db, user, now, q.filterStatus, q.keyword, cache),
    page.execute({
      ...visibility,
      ...instantsOf(now),
      pattern,
      limit: q.limit,
      offset: (q.page - 1) * q.limit,
    }),
  ]);
  return { total, list: rows.map((r) => toItem(r, now, lang)) };
}

/** The list's page in one shape (filter, order, an employee's own, a keyword), prepared once (db/prepared.ts). */
function pageQuery(db: Db, filter: FilterStatus, sort: PhoneSort | undefined, own: boolean, keyword: boolean) {
  const key = `phone_page_${filter}_${sort ?? 'default'}_${own ? 'own' : 'all'}_${keyword ? 'kw' : 'all'}`;
  return prepared(db, key, (name) => {
    const p = sql.placeholder;
    const where = and(
      visibleWhere({
        enterpriseId: p('enterpriseId'),
        cutoff: p('cutoff'),
        ...(own ? { assignedUserId: p('assignedUserId') } : {}),
      }),
      filterWhere(filter, { now: p('now'), soon: p('soon') }),
      keyword ? keywordWhere(p('pattern')) : undefined,
    );
    return selectPhones(db, where, sortKeyOf(sort)).limit(p('limit')).offset(p('offset')).prepare(name);
  });
}

/** Every row of the filtered list, in list order, in keyset batches (CSV export). */
export async function* exportPhones(db: Db, user: SessionUser, now: Date, q: PhoneFilters, lang: Lang) {
  const where = whereOf(user, now, q);
  const sort = sortKeyOf(q.sort);
  for await (const rows of keysetBatches(sort, (after, limit) =>
    selectPhones(db, and(where, after), sort).limit(limit),
  )) {
    yield rows.map((r) => toItem(r, now, lang));
  }
}

export type PhoneItemRow = ReturnType<typeof toItem>;

type Row = {
  phone: typeof phones.$inferSelect;
  groupName: string | null;
  accountName: string | null;
  networkCardName: string | null;
};

export function toItem({ phone: p, groupName, accountName, networkCardName }: Row, now: Date, lang: Lang): Phone {
  const left = p.expirationTime.getTime() - now.getTime();
  return {
    id: p.id,
    phone_name: p.phoneName,
    is_domestic_name: p.isDomesticName,
    spec_name: specNameIn(p.specName, lang),
    version: p.version,
    group_id: p.groupId,
    group_name: groupName ?? '',
    remark: p.remark,
    account_id: p.accountId,
    account_name: accountName ?? '',
    network_card_id: p.networkCardId,
    network_card_name: networkCardName ?? '',
    status: p.status === 'abnormal' ? 'abnormal' : 'normal',
    state: stateOf(left, p.status === 'abnormal'),
    expiration_time: p.expirationTime.toISOString(),
    remain_day: remainDays(left),
    remain_hour: left > 0 ? Math.floor(left / 3_600_000) : 0,
    is_expired: left > 0 ? 0 : 1,
    auto_renew: p.autoRenew ? 1 : 0,
    created_at: p.createdAt.toISOString(),
  };
}
