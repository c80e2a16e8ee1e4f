// Which phones a caller sees and what each list filter means. /phone/cnt and /phone/list
// both build their WHERE from here, so the counters always equal the list totals.
import { and, eq, gt, ilike, isNull, lte, or, type SQL } from 'drizzle-orm';
import { phones } from '../../db/schema';
import type { SessionUser } from '../auth/session';

export const DAY_MS = 24 * 3600 * 1000;
export const WILL_EXPIRE_MS = 3 * DAY_MS;
import { CANCEL_AFTER_MS } from '../../lib/cancellation';

export { CANCEL_AFTER_MS };

export type FilterStatus = 0 | 1 | 2 | 4 | 6;

/** Not deleted, not cancelled, in the caller's enterprise; staff employees see only their own. */
export function visiblePhones(user: SessionUser, now: Date): SQL {
  const conds: SQL[] = [
    eq(phones.enterpriseId, user.enterpriseId),
    isNull(phones.deletedAt),
    gt(phones.expirationTime, new Date(now.getTime() - CANCEL_AFTER_MS)),
  ];
  if (seesOnlyAssigned(user)) conds.push(eq(phones.assignedUserId, user.id));
  return and(...conds)!;
}

const seesOnlyAssigned = (user: SessionUser) => user.level === 3 && user.memberRole !== 'manager';

/** Which callers see the same phones of their enterprise: the whole of it, or one employee's own. */
export function visibilityScope(user: SessionUser): string {
  return seesOnlyAssigned(user) ? `user${user.id}` : 'all';
}

export function filterCondition(filter: FilterStatus, now: Date): SQL | undefined {
  switch (filter) {
    case 1:
      return and(gt(phones.expirationTime, now), lte(phones.expirationTime, new Date(now.getTime() + WILL_EXPIRE_MS)));
    case 2:
      return lte(phones.expirationTime, now);
    case 4:
      return isNull(phones.accountId);
    case 6:
      return isNull(phones.networkCardId);
    default:
      return undefined;
  }
}

export function keywordCondition(keyword: string | undefined): SQL | undefined {
  const k = keyword?.trim();
  if (!k) return undefined;
  const pattern = `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(phones.phoneName, pattern), ilike(phones.remark, pattern));
}
