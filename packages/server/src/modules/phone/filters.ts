// Which phones a caller sees and what each list filter means. /phone/cnt and /phone/list
// both build their WHERE from here, so the counters always equal the list totals. Each condition
// takes its values as they are or as placeholders, so the paged list can be prepared once per
// shape (list-page.ts) from the same conditions.
import { and, eq, gt, ilike, isNull, lte, or, type Placeholder, type SQL } from 'drizzle-orm';
import { phones } from '../../db/schema';
import type { SessionUser } from '../auth/session';

export const DAY_MS = 24 * 3600 * 1000;
export const WILL_EXPIRE_MS = 3 * DAY_MS;
import { CANCEL_AFTER_MS } from '../../lib/cancellation';

export { CANCEL_AFTER_MS };

export type FilterStatus = 0 | 1 | 2 | 4 | 6;

/** A value in a condition: itself, or a placeholder filled when a prepared query runs. */
type Val<T> = T | Placeholder;

/** What decides a caller's phones: the enterprise, the cancellation cut-off, an employee's own. */
export interface Visibility {
  enterpriseId: Val<number>;
  /** phones expired before this are cancelled (CANCEL_AFTER_MS before now) */
  cutoff: Val<Date>;
  /** set for a staff employee, who sees only the phones assigned to them */
  assignedUserId?: Val<number>;
}

/** The expiry instants the filters compare with: now, and now + WILL_EXPIRE_MS. */
export interface Instants {
  now: Val<Date>;
  soon: Val<Date>;
}

/** Not deleted, not cancelled, in the caller's enterprise; staff employees see only their own. */
export function visiblePhones(user: SessionUser, now: Date): SQL {
  return visibleWhere(visibilityOf(user, now));
}

export function visibilityOf(user: SessionUser, now: Date): Visibility {
  return {
    enterpriseId: user.enterpriseId,
    cutoff: new Date(now.getTime() - CANCEL_AFTER_MS),
    ...(seesOnlyAssigned(user) ? { assignedUserId: user.id } : {}),
  };
}

export function visibleWhere(v: Visibility): SQL {
  const conds: SQL[] = [
    eq(phones.enterpriseId, v.enterpriseId),
    isNull(phones.deletedAt),
    gt(phones.expirationTime, v.cutoff),
  ];
  if (v.assignedUserId !== undefined) conds.push(eq(phones.assignedUserId, v.assignedUserId));
  return and(...conds)!;
}

const seesOnlyAssigned = (user: SessionUser) => user.level === 3 && user.memberRole !== 'manager';

/** Which callers see the same phones of their enterprise: the whole of it, or one employee's own. */
export function visibilityScope(user: SessionUser): string {
  return seesOnlyAssigned(user) ? `user${user.id}` : 'all';
}

export const instantsOf = (now: Date): Instants => ({ now, soon: new Date(now.getTime() + WILL_EXPIRE_MS) });

export function filterCondition(filter: FilterStatus, now: Date): SQL | undefined {
  return filterWhere(filter, instantsOf(now));
}

export function filterWhere(filter: FilterStatus, at: Instants): SQL | undefined {
  switch (filter) {
    case 1:
      return and(gt(phones.expirationTime, at.now), lte(phones.expirationTime, at.soon));
    case 2:
      return lte(phones.expirationTime, at.now);
    case 4:
      return isNull(phones.accountId);
    case 6:
      return isNull(phones.networkCardId);
    default:
      return undefined;
  }
}

/** The ILIKE pattern of a list keyword (its wildcards escaped); undefined when there is none. */
export function keywordPattern(keyword: string | undefined): string | undefined {
  const k = keyword?.trim();
  return k ? `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
}

export function keywordCondition(keyword: string | undefined): SQL | undefined {
  const pattern = keywordPattern(keyword);
  return pattern === undefined ? undefined : keywordWhere(pattern);
}

export function keywordWhere(pattern: Val<string>): SQL {
  return or(ilike(phones.phoneName, pattern), ilike(phones.remark, pattern))!;
}
