// Who may run a phone operation and on which phones. Every id a request names is checked
// before anything changes: one unknown, other-enterprise, recycled or (for an employee)
// unassigned phone refuses the whole request with 40004.
//
//   requireManager(user)                               40003 unless admin or staff manager
//   requireAdmin(user)                                 40003 unless login role admin
//   loadVisiblePhones(db, user, now, ids): phones[]    rows in the order of `ids` (duplicates dropped)
import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { phones } from '../../db/schema';
import { AppError, Code } from '../../lib/envelope';
import type { SessionUser } from '../auth/session';
import { isStaff } from '../auth/guard';
import { visiblePhones } from './filters';
import type { Localized } from '@console/contract/localized';

export type PhoneRow = typeof phones.$inferSelect;

export const PHONE_NOT_FOUND_MESSAGE: Localized = { zh: '云手机不存在', en: 'Cloud phone not found' };
export const MANAGER_ONLY_MESSAGE: Localized = {
  zh: '仅老板或主管可以操作云手机',
  en: 'Only the boss or a manager can operate cloud phones',
};
export const ADMIN_ONLY_MESSAGE: Localized = {
  zh: '仅老板可以删除或恢复云手机',
  en: 'Only the boss can delete or restore cloud phones',
};

export const isManager = (u: SessionUser) => !isStaff(u) || u.memberRole === 'manager';

export function requireManager(user: SessionUser) {
  if (!isManager(user)) throw new AppError(Code.FORBIDDEN, MANAGER_ONLY_MESSAGE);
}

export function requireAdmin(user: SessionUser) {
  if (isStaff(user)) throw new AppError(Code.FORBIDDEN, ADMIN_ONLY_MESSAGE);
}

export async function loadVisiblePhones(db: Db, user: SessionUser, now: Date, ids: number[]): Promise<PhoneRow[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const rows = await db
    .select()
    .from(phones)
    .where(and(visiblePhones(user, now), inArray(phones.id, unique)));
  if (rows.length !== unique.length) throw new AppError(Code.NOT_FOUND, PHONE_NOT_FOUND_MESSAGE);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return unique.map((id) => byId.get(id)!);
}

export const PHONE_EXPIRED_MESSAGE: Localized = {
  zh: '云手机已过期，请续费后再操作',
  en: 'The cloud phone has expired. Renew it first',
};

/** Provider operations need a running service: any expired phone refuses the whole request. */
export function requireUnexpired(list: PhoneRow[], now: Date) {
  if (list.some((p) => p.expirationTime.getTime() <= now.getTime()))
    throw new AppError(Code.CONFLICT, PHONE_EXPIRED_MESSAGE);
}
