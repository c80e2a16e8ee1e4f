// Which cloud numbers a caller sees and what each view means. /cloudNumber/cnt and
// /cloudNumber/list both build their WHERE from here, so the counters equal the list totals.
import { CLOUD_NUMBER_VIEWS, type CloudNumberView } from '@console/contract';
import { and, eq, isNull, lte, ne, or, lt, ilike, type SQL } from 'drizzle-orm';
import { cloudNumbers } from '../../db/schema';
import { cstDay, cstMoment } from '../../lib/business-time';
import { DAY_MS, likePattern } from '../../lib/paging';
import type { SessionUser } from '../auth/session';

export { CLOUD_NUMBER_VIEWS, type CloudNumberView };

export const WILL_EXPIRE_MS = 7 * DAY_MS;

/** A staff employee (not a manager) sees only what is assigned to them. */
export const seesOwnOnly = (u: SessionUser) => u.level === 3 && u.memberRole !== 'manager';

/** The caller's enterprise; employees only the numbers they hold. */
export function visibleNumbers(user: SessionUser): SQL {
  return and(
    eq(cloudNumbers.enterpriseId, user.enterpriseId),
    seesOwnOnly(user) ? eq(cloudNumbers.assignedUserId, user.id) : undefined,
  )!;
}

/** 00:00 of the first day of next month in China Standard Time — the charging calendar's month. */
export function startOfNextMonthCst(now: Date): Date {
  const { year, month } = cstDay(now);
  return cstMoment(year, month + 1, 1);
}

/** Still a live number (in use, or on its way out), as opposed to unsubscribed. */
const live = ne(cloudNumbers.status, 'unsubscribed');

export function viewCondition(view: CloudNumberView, now: Date): SQL {
  switch (view) {
    case 'willExpire':
      return and(live, lte(cloudNumbers.expirationTime, new Date(now.getTime() + WILL_EXPIRE_MS)))!;
    case 'inUse':
      return live;
    // auto-renew off and expiring this month: unsubscribed on the 25th unless renewed (spec §4)
    case 'unsubscribing':
      return and(live, eq(cloudNumbers.autoRenew, false), lt(cloudNumbers.expirationTime, startOfNextMonthCst(now)))!;
    case 'noPhysical':
      return and(live, isNull(cloudNumbers.physicalNumber))!;
    case 'unsubscribed':
      return eq(cloudNumbers.status, 'unsubscribed');
  }
}

export function keywordCondition(keyword: string | undefined): SQL | undefined {
  const p = likePattern(keyword);
  return p ? or(ilike(cloudNumbers.number, p), ilike(cloudNumbers.physicalNumber, p)) : undefined;
}

export const whereOf = (user: SessionUser, now: Date, view: CloudNumberView, keyword?: string) =>
  and(visibleNumbers(user), viewCondition(view, now), keywordCondition(keyword));
