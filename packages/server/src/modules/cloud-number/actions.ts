// The cloud number actions behind the routes: the numbers a request may name, auto-renew on/off
// and transfers between members. Every check runs before the first write, so a refused request
// changes nothing.
import { and, eq, inArray } from 'drizzle-orm';
import { CLOUD_NUMBER_MESSAGES } from '@console/contract/cloudNumberMessages';
import type { Localized } from '@console/contract/localized';
import type { Db } from '../../db/client';
import { cloudNumbers, cloudNumberTransfers, users } from '../../db/schema';
import { AppError, Code } from '../../lib/envelope';
import type { SessionUser } from '../auth/session';
import { logEvent, targetOfMany, type LogActor } from '../enterprise-log/write';
import { findVisibleNumbers } from './queries';

export const NOT_FOUND_MESSAGE: Localized = { zh: '云号码不存在', en: 'Cloud number not found' };
export const SELF_TRANSFER_MESSAGE: Localized = CLOUD_NUMBER_MESSAGES.transferToSelf;

/** Every id must be a visible number (else 40004, like unknown ids), none unsubscribed. */
export async function numbersOf(db: Db, user: SessionUser, ids: number[], unsubscribedMessage: Localized) {
  const rows = await findVisibleNumbers(db, user, ids);
  if (rows.length !== ids.length) throw new AppError(Code.NOT_FOUND, NOT_FOUND_MESSAGE);
  // spec §4: an unsubscribed number cannot be retrieved
  if (rows.some((n) => n.status === 'unsubscribed')) throw new AppError(Code.CONFLICT, unsubscribedMessage);
  return rows;
}

export async function setAutoRenew(db: Db, user: SessionUser, ids: number[], on: boolean, actor: LogActor) {
  const rows = await numbersOf(db, user, ids, {
    zh: '已退订的云号码不能设置自动续费',
    en: 'Auto-renew cannot be set for unsubscribed cloud numbers',
  });
  return db.transaction(async (tx) => {
    const done = await tx
      .update(cloudNumbers)
      .set({ autoRenew: on })
      .where(and(eq(cloudNumbers.enterpriseId, user.enterpriseId), inArray(cloudNumbers.id, ids)))
      .returning({ id: cloudNumbers.id });
    await logEvent(tx, actor, {
      area: 'devices',
      action: 'cloudNumber.autoRenew',
      target: targetOfMany(
        'cloud_number',
        rows.map((n) => ({ id: n.id, name: n.number })),
      ),
      detail: { after: { auto_renew: on } },
    });
    return done.length;
  });
}

/** Hands numbers to another active member of the enterprise and records each hand-over. */
export async function transferNumbers(
  db: Db,
  user: SessionUser,
  ids: number[],
  toUserId: number,
  now: Date,
  actor: LogActor,
) {
  const rows = await numbersOf(db, user, ids, {
    zh: '已退订的云号码不能转移',
    en: 'Unsubscribed cloud numbers cannot be transferred',
  });
  const [target] = await db
    .select({ id: users.id, name: users.name, username: users.username })
    .from(users)
    .where(and(eq(users.id, toUserId), eq(users.enterpriseId, user.enterpriseId), eq(users.status, 'active')));
  if (!target) throw new AppError(Code.NOT_FOUND, { zh: '成员不存在或已禁用', en: 'Member not found or disabled' });
  if (rows.some((n) => n.assignedUserId === toUserId)) throw new AppError(Code.CONFLICT, SELF_TRANSFER_MESSAGE);
  await db.transaction(async (tx) => {
    await tx
      .update(cloudNumbers)
      .set({ assignedUserId: toUserId })
      .where(and(eq(cloudNumbers.enterpriseId, user.enterpriseId), inArray(cloudNumbers.id, ids)));
    await tx.insert(cloudNumberTransfers).values(
      rows.map((n) => ({
        enterpriseId: user.enterpriseId,
        cloudNumberId: n.id,
        fromUserId: n.assignedUserId,
        toUserId,
        operatorUserId: user.id,
        createdAt: now,
      })),
    );
    await logEvent(tx, actor, {
      area: 'devices',
      action: 'cloudNumber.transfer',
      target: targetOfMany(
        'cloud_number',
        rows.map((n) => ({ id: n.id, name: n.number })),
      ),
      detail: { after: { member: target.name || target.username } },
    });
  });
  return rows.length;
}
