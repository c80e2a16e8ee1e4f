// Cloud number counters, the paged list and the transfer records, scoped to the caller.
import type { CloudNumber } from '@console/contract';
import { and, asc, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { cloudNumbers, cloudNumberTransfers, phones, users } from '../../db/schema';
import { pageOffset, remaining } from '../../lib/paging';
import type { SessionUser } from '../auth/session';
import { seesOwnOnly, visibleNumbers, whereOf, type CloudNumberView } from './views';

export async function countNumbers(db: Db, user: SessionUser, now: Date, view: CloudNumberView, keyword?: string) {
  const [row] = await db
    .select({ n: count() })
    .from(cloudNumbers)
    .where(whereOf(user, now, view, keyword));
  return Number(row?.n ?? 0);
}

function selectNumbers(db: Db, where: SQL | undefined) {
  return (
    db
      .select({ n: cloudNumbers, phoneName: phones.phoneName, userName: users.name, userLogin: users.username })
      .from(cloudNumbers)
      .leftJoin(phones, eq(phones.id, cloudNumbers.phoneId))
      .leftJoin(users, eq(users.id, cloudNumbers.assignedUserId))
      .where(where)
      // soonest expiry first, id as the tie-breaker so pages never overlap
      .orderBy(asc(cloudNumbers.expirationTime), asc(cloudNumbers.id))
  );
}

type Row = Awaited<ReturnType<typeof selectNumbers>>[number];

function toItem({ n, phoneName, userName, userLogin }: Row, now: Date): CloudNumber {
  return {
    id: n.id,
    number: n.number,
    region: n.region,
    physical_number: n.physicalNumber,
    phone_id: n.phoneId,
    phone_name: phoneName ?? '',
    assigned_user_id: n.assignedUserId,
    assigned_user_name: userName || userLogin || '',
    monthly_fee_fen: n.monthlyFeeFen,
    auto_renew: n.autoRenew ? 1 : 0,
    status: n.status,
    expiration_time: n.expirationTime.toISOString(),
    remain_day: remaining(n.expirationTime, now).remain_day,
    created_at: n.createdAt.toISOString(),
  };
}

export type CloudNumberItemRow = ReturnType<typeof toItem>;

export async function listNumbers(
  db: Db,
  user: SessionUser,
  now: Date,
  q: { view: CloudNumberView; page: number; limit: number; keyword?: string },
) {
  const total = await countNumbers(db, user, now, q.view, q.keyword);
  const rows = await selectNumbers(db, whereOf(user, now, q.view, q.keyword))
    .limit(q.limit)
    .offset(pageOffset(q));
  return { total, list: rows.map((r) => toItem(r, now)) };
}

/** The visible numbers among `ids` (for the actions; unknown or foreign ids are simply absent). */
export async function findVisibleNumbers(db: Db, user: SessionUser, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(cloudNumbers)
    .where(and(visibleNumbers(user), inArray(cloudNumbers.id, ids)));
}

const fromUser = alias(users, 'from_user');
const toUser = alias(users, 'to_user');
const operator = alias(users, 'operator_user');

/** Transfer records, newest first; an employee sees the ones they gave or received. */
export async function listTransfers(db: Db, user: SessionUser, q: { page: number; limit: number }) {
  const where = and(
    eq(cloudNumberTransfers.enterpriseId, user.enterpriseId),
    seesOwnOnly(user)
      ? or(eq(cloudNumberTransfers.fromUserId, user.id), eq(cloudNumberTransfers.toUserId, user.id))
      : undefined,
  );
  const [row] = await db.select({ n: count() }).from(cloudNumberTransfers).where(where);
  const rows = await db
    .select({
      t: cloudNumberTransfers,
      number: cloudNumbers.number,
      fromName: fromUser.name,
      fromLogin: fromUser.username,
      toName: toUser.name,
      toLogin: toUser.username,
      operatorName: operator.name,
      operatorLogin: operator.username,
    })
    .from(cloudNumberTransfers)
    .innerJoin(cloudNumbers, eq(cloudNumbers.id, cloudNumberTransfers.cloudNumberId))
    .leftJoin(fromUser, eq(fromUser.id, cloudNumberTransfers.fromUserId))
    .innerJoin(toUser, eq(toUser.id, cloudNumberTransfers.toUserId))
    .innerJoin(operator, eq(operator.id, cloudNumberTransfers.operatorUserId))
    .where(where)
    .orderBy(desc(cloudNumberTransfers.createdAt), desc(cloudNumberTransfers.id))
    .limit(q.limit)
    .offset(pageOffset(q));
  return {
    total: Number(row?.n ?? 0),
    list: rows.map((r) => ({
      id: r.t.id,
      number: r.number,
      from_user_name: r.fromName || r.fromLogin || '',
      to_user_name: r.toName || r.toLogin,
      operator_name: r.operatorName || r.operatorLogin,
      created_at: r.t.createdAt.toISOString(),
    })),
  };
}
