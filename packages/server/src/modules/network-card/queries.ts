// Network card list: visibility, the §2 filters, the paged list and the export batches.
import type { NetworkCardItem } from '@console/contract';
import { and, count, eq, gt, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { networkCards, phones, subAccounts } from '../../db/schema';
import {
  keysetBatches,
  likePattern,
  orderByKey,
  pageOffset,
  remaining,
  sortText,
  type SortKey,
} from '../../lib/paging';
import { isStaff } from '../auth/guard';
import type { Lang } from '../../lib/lang';
import type { SessionUser } from '../auth/session';
import { CANCEL_AFTER_MS, WILL_EXPIRE_MS } from '../phone/filters';
import { regionNameIn } from './catalogue';

/** Route type values of spec §2: 0 all, 2 unexpired, 3 will expire (≤3 days), 1 expired. */
export type CardFilter = 0 | 1 | 2 | 3;
export interface CardFilters {
  filterStatus: CardFilter;
  keyword?: string;
}

/** In the enterprise, not deleted, not cancelled (7 days after expiry); employees see only the
 *  cards bound to phones assigned to them. */
export function visibleCards(user: SessionUser, now: Date): SQL {
  const conds: SQL[] = [
    eq(networkCards.enterpriseId, user.enterpriseId),
    isNull(networkCards.deletedAt),
    gt(networkCards.expirationTime, new Date(now.getTime() - CANCEL_AFTER_MS)),
  ];
  if (isStaff(user) && user.memberRole !== 'manager') {
    conds.push(sql`exists (select 1 from ${phones} where ${phones.networkCardId} = ${networkCards.id}
      and ${phones.assignedUserId} = ${user.id} and ${phones.deletedAt} is null)`);
  }
  return and(...conds)!;
}

function filterCondition(f: CardFilter, now: Date): SQL | undefined {
  switch (f) {
    case 1:
      return lte(networkCards.expirationTime, now);
    case 2:
      return gt(networkCards.expirationTime, now);
    case 3:
      return and(
        gt(networkCards.expirationTime, now),
        lte(networkCards.expirationTime, new Date(now.getTime() + WILL_EXPIRE_MS)),
      );
    default:
      return undefined;
  }
}

function keywordCondition(keyword?: string): SQL | undefined {
  const p = likePattern(keyword);
  return p ? or(ilike(networkCards.name, p), ilike(networkCards.ip, p), ilike(networkCards.region, p)) : undefined;
}

const whereOf = (user: SessionUser, now: Date, q: CardFilters) =>
  and(visibleCards(user, now), filterCondition(q.filterStatus, now), keywordCondition(q.keyword));

const SORT: SortKey = { col: networkCards.expirationTime, cast: 'timestamptz', id: networkCards.id, dir: 'asc' };

const boundAccount = sql`(select ${subAccounts.id} from ${subAccounts} where ${subAccounts.networkCardId} = ${networkCards.id}
  and ${subAccounts.deletedAt} is null order by ${subAccounts.id} limit 1)`;

const boundPhone = sql`(select ${phones.id} from ${phones} where ${phones.networkCardId} = ${networkCards.id}
  and ${phones.deletedAt} is null order by ${phones.id} limit 1)`;

function select(db: Db, where: SQL | undefined) {
  return db
    .select({
      c: networkCards,
      phoneId: phones.id,
      phoneName: phones.phoneName,
      phoneCount:
        sql<number>`(select count(*) from ${phones} where ${phones.networkCardId} = ${networkCards.id} and ${phones.deletedAt} is null)`.mapWith(
          Number,
        ),
      accountId: sql<number | null>`${boundAccount}`,
      accountName: sql<
        string | null
      >`(select ${subAccounts.name} from ${subAccounts} where ${subAccounts.id} = ${boundAccount})`,
      _sort: sortText(SORT),
      _id: networkCards.id,
    })
    .from(networkCards)
    .leftJoin(phones, eq(phones.id, boundPhone))
    .where(where)
    .orderBy(...orderByKey(SORT));
}

type Row = Awaited<ReturnType<typeof select>>[number];

function toItem(r: Row, now: Date, lang: Lang): NetworkCardItem {
  const c = r.c;
  const left = c.expirationTime.getTime() - now.getTime();
  return {
    id: c.id,
    name: c.name,
    ip: c.ip ?? '',
    region: regionNameIn(c.region, lang),
    phone_id: r.phoneId,
    phone_name: r.phoneName ?? '',
    phone_count: r.phoneCount,
    status: left <= 0 ? 'expired' : left <= WILL_EXPIRE_MS ? 'will_expire' : 'normal',
    card_type: c.cardType === 'shared' ? 'shared' : 'dedicated',
    account_id: r.accountId === null ? null : Number(r.accountId),
    account_name: r.accountName ?? '',
    auto_renew: c.autoRenew ? 1 : 0,
    expiration_time: c.expirationTime.toISOString(),
    ...remaining(c.expirationTime, now),
    created_at: c.createdAt.toISOString(),
  };
}
export type CardItemRow = ReturnType<typeof toItem>;

export async function listCards(
  db: Db,
  user: SessionUser,
  now: Date,
  q: CardFilters & { page: number; limit: number },
  lang: Lang,
) {
  const where = whereOf(user, now, q);
  const [[c], rows] = await Promise.all([
    db.select({ n: count() }).from(networkCards).where(where),
    select(db, where).limit(q.limit).offset(pageOffset(q)),
  ]);
  return { total: Number(c?.n ?? 0), list: rows.map((r) => toItem(r, now, lang)) };
}

export async function* exportCards(db: Db, user: SessionUser, now: Date, q: CardFilters, lang: Lang) {
  const where = whereOf(user, now, q);
  for await (const rows of keysetBatches(SORT, (after, limit) => select(db, and(where, after)).limit(limit))) {
    yield rows.map((r) => toItem(r, now, lang));
  }
}

/** The four views' totals (GET /networkCard/cnt): each equals that view's list total. */
export async function countCards(db: Db, user: SessionUser, now: Date) {
  const n = async (f: CardFilter) =>
    Number(
      (
        await db
          .select({ n: count() })
          .from(networkCards)
          .where(whereOf(user, now, { filterStatus: f }))
      )[0]?.n ?? 0,
    );
  const [all, expired, unexpired, willExpire] = await Promise.all([n(0), n(1), n(2), n(3)]);
  return { all, unexpired, will_expire: willExpire, expired };
}

/** The visible cards with these ids, in the order asked (40004 unless every one is visible). */
export async function cardsByIds(db: Db, user: SessionUser, now: Date, ids: number[], lang: Lang) {
  const rows = await select(db, and(visibleCards(user, now), inArray(networkCards.id, ids)));
  const byId = new Map(rows.map((r) => [r.c.id, r]));
  return ids
    .map((id) => byId.get(id))
    .filter((r) => r !== undefined)
    .map((r) => toItem(r, now, lang));
}
