// Which sub-accounts a request may name. Every id is looked up inside the caller's visible
// sub-accounts (queries.ts visibleAccounts: the enterprise, not deleted, not cancelled; employees
// only those of their phones): one unknown, other-enterprise or invisible id refuses the whole
// request with 40004 before anything changes. Groups and network cards named by a request must
// be the enterprise's own.
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { networkCards, phoneGroups, phones, subAccounts } from '../../db/schema';
import { AppError, Code } from '../../lib/envelope';
import type { Localized } from '../../lib/lang';
import type { SessionUser } from '../auth/session';
import { CANCEL_AFTER_MS } from '../phone/filters';
import { visibleAccounts } from './queries';
import type { AccountRow } from './state';

export const ACCOUNT_NOT_FOUND: Localized = { zh: '分身不存在', en: 'Sub-account not found' };
export const GROUP_NOT_FOUND: Localized = { zh: '分组不存在', en: 'Group not found' };
export const CARD_NOT_FOUND: Localized = { zh: '网卡不存在', en: 'Network card not found' };
export const CARD_EXPIRED: Localized = {
  zh: '网卡已过期，不能绑定',
  en: 'The network card has expired and cannot be bound',
};
export const CARD_TAKEN: Localized = {
  zh: '该网卡已绑定其他分身',
  en: 'This network card is already bound to another sub-account',
};

export async function loadAccounts(
  db: Db,
  user: SessionUser,
  now: Date,
  ids: number[],
  lock = false,
): Promise<AccountRow[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const q = db
    .select()
    .from(subAccounts)
    .where(and(visibleAccounts(user, now), inArray(subAccounts.id, unique)))
    .orderBy(subAccounts.id);
  const rows = lock ? await q.for('update') : await q;
  if (rows.length !== unique.length) throw new AppError(Code.NOT_FOUND, ACCOUNT_NOT_FOUND);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return unique.map((id) => byId.get(id)!);
}

export async function loadAccount(db: Db, user: SessionUser, now: Date, id: number, lock = false) {
  const [a] = await loadAccounts(db, user, now, [id], lock);
  return a;
}

/** The enterprise's group (null passes through). */
export async function requireGroup(db: Db, enterpriseId: number, id: number | null | undefined) {
  if (id === null || id === undefined) return null;
  const [g] = await db
    .select()
    .from(phoneGroups)
    .where(and(eq(phoneGroups.id, id), eq(phoneGroups.enterpriseId, enterpriseId)))
    .limit(1);
  if (!g) throw new AppError(Code.NOT_FOUND, GROUP_NOT_FOUND);
  return g;
}

/** The enterprise's live, unexpired network card, not held by another sub-account. */
export async function requireFreeCard(
  db: Db,
  enterpriseId: number,
  id: number | null | undefined,
  accountId: number | null,
  now: Date,
) {
  if (id === null || id === undefined) return null;
  const [card] = await db
    .select()
    .from(networkCards)
    .where(and(eq(networkCards.id, id), eq(networkCards.enterpriseId, enterpriseId), isNull(networkCards.deletedAt)))
    .limit(1);
  if (!card || card.expirationTime.getTime() <= now.getTime() - CANCEL_AFTER_MS)
    throw new AppError(Code.NOT_FOUND, CARD_NOT_FOUND);
  if (card.expirationTime.getTime() <= now.getTime()) throw new AppError(Code.CONFLICT, CARD_EXPIRED);
  const [other] = await db
    .select({ id: subAccounts.id })
    .from(subAccounts)
    .where(
      and(
        eq(subAccounts.networkCardId, card.id),
        isNull(subAccounts.deletedAt),
        accountId === null ? undefined : ne(subAccounts.id, accountId),
      ),
    )
    .limit(1);
  if (other) throw new AppError(Code.CONFLICT, CARD_TAKEN);
  return card;
}

/** The live phone the sub-account runs on (lowest id), if any. */
export async function phoneOf(db: Db, accountId: number) {
  const [p] = await db
    .select()
    .from(phones)
    .where(and(eq(phones.accountId, accountId), isNull(phones.deletedAt)))
    .orderBy(phones.id)
    .limit(1);
  return p ?? null;
}
