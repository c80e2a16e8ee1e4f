// Sub-account list: which rows a caller sees, the filters, the paged list and the export batches.
import type { AccountItem } from '@console/contract';
import { and, count, eq, gt, ilike, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { networkCards, phoneGroups, phones, subAccounts } from '../../db/schema';
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
import type { SessionUser } from '../auth/session';
import { CANCEL_AFTER_MS, WILL_EXPIRE_MS } from '../phone/filters';
import { stateOf } from './state';

/** 0 all, 1 will expire (now < expiry ≤ now + 3 days), 2 expired (not past the 7-day cancellation). */
export type AccountFilter = 0 | 1 | 2;
export interface AccountFilters {
  filterStatus: AccountFilter;
  keyword?: string;
}

/** Same rule as phones: in the enterprise, not deleted, not cancelled; employees see only the
 *  sub-accounts bound to phones assigned to them. */
export function visibleAccounts(user: SessionUser, now: Date): SQL {
  const conds: SQL[] = [
    eq(subAccounts.enterpriseId, user.enterpriseId),
    isNull(subAccounts.deletedAt),
    // created and not yet paid: no period to cancel, shown until paid or deleted
    or(gt(subAccounts.expirationTime, new Date(now.getTime() - CANCEL_AFTER_MS)), isNull(subAccounts.paidAt))!,
  ];
  if (isStaff(user) && user.memberRole !== 'manager') {
    conds.push(sql`exists (select 1 from ${phones} where ${phones.accountId} = ${subAccounts.id}
      and ${phones.assignedUserId} = ${user.id} and ${phones.deletedAt} is null)`);
  }
  return and(...conds)!;
}

function filterCondition(f: AccountFilter, now: Date): SQL | undefined {
  if (f === 1)
    return and(
      isNotNull(subAccounts.paidAt),
      gt(subAccounts.expirationTime, now),
      lte(subAccounts.expirationTime, new Date(now.getTime() + WILL_EXPIRE_MS)),
    );
  if (f === 2) return and(isNotNull(subAccounts.paidAt), lte(subAccounts.expirationTime, now));
  return undefined;
}

function keywordCondition(keyword?: string): SQL | undefined {
  const p = likePattern(keyword);
  return p ? or(ilike(subAccounts.name, p), ilike(subAccounts.remark, p)) : undefined;
}

const whereOf = (user: SessionUser, now: Date, q: AccountFilters) =>
  and(visibleAccounts(user, now), filterCondition(q.filterStatus, now), keywordCondition(q.keyword));

const SORT: SortKey = { col: subAccounts.expirationTime, cast: 'timestamptz', id: subAccounts.id, dir: 'asc' };

// the first (lowest id) phone the sub-account is bound to, and how many there are
const boundPhone = sql`(select ${phones.id} from ${phones} where ${phones.accountId} = ${subAccounts.id}
  and ${phones.deletedAt} is null order by ${phones.id} limit 1)`;

function select(db: Db, where: SQL | undefined) {
  return db
    .select({
      a: subAccounts,
      cardName: networkCards.name,
      cardIp: networkCards.ip,
      groupName: phoneGroups.name,
      phoneId: phones.id,
      phoneName: phones.phoneName,
      phoneCount:
        sql<number>`(select count(*) from ${phones} where ${phones.accountId} = ${subAccounts.id} and ${phones.deletedAt} is null)`.mapWith(
          Number,
        ),
      _sort: sortText(SORT),
      _id: subAccounts.id,
    })
    .from(subAccounts)
    .leftJoin(networkCards, eq(networkCards.id, subAccounts.networkCardId))
    .leftJoin(phoneGroups, eq(phoneGroups.id, subAccounts.groupId))
    .leftJoin(phones, eq(phones.id, boundPhone))
    .where(where)
    .orderBy(...orderByKey(SORT));
}

type Row = Awaited<ReturnType<typeof select>>[number];

function toItem(r: Row, now: Date): AccountItem {
  const a = r.a;
  return {
    id: a.id,
    name: a.name,
    phone_id: r.phoneId,
    phone_name: r.phoneName ?? '',
    phone_count: r.phoneCount,
    network_card_id: a.networkCardId,
    network_card: r.cardName ?? '',
    status: stateOf(a, now),
    paid: a.paidAt !== null,
    group_id: a.groupId,
    group_name: r.groupName ?? '',
    network_card_ip: r.cardIp ?? '',
    site: a.site,
    brand: a.brand,
    country: a.country,
    resolution: a.resolution,
    expiration_time: a.expirationTime.toISOString(),
    // an unpaid sub-account has no period yet: not expired, nothing left
    ...(a.paidAt ? remaining(a.expirationTime, now) : { remain_day: 0, remain_hour: 0, is_expired: 0 }),
    remark: a.remark,
    created_at: a.createdAt.toISOString(),
  };
}
export type AccountItemRow = ReturnType<typeof toItem>;

export async function listAccounts(
  db: Db,
  user: SessionUser,
  now: Date,
  q: AccountFilters & { page: number; limit: number },
) {
  const where = whereOf(user, now, q);
  const [[c], rows] = await Promise.all([
    db.select({ n: count() }).from(subAccounts).where(where),
    select(db, where).limit(q.limit).offset(pageOffset(q)),
  ]);
  return { total: Number(c?.n ?? 0), list: rows.map((r) => toItem(r, now)) };
}

export async function* exportAccounts(db: Db, user: SessionUser, now: Date, q: AccountFilters) {
  const where = whereOf(user, now, q);
  for await (const rows of keysetBatches(SORT, (after, limit) => select(db, and(where, after)).limit(limit))) {
    yield rows.map((r) => toItem(r, now));
  }
}
