// Changing and first-time setting of login passwords.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword, verifyPassword } from '../../lib/crypto';
import { AppError, Code } from '../../lib/envelope';
import { revokeUserSessions, type SessionUser } from '../auth/session';
import { logEvent, type LogActor } from '../enterprise-log/write';

/**
 * Own password (old one required when set), or a member's: who may reset whose is the member rule
 * (the guard, @console/contract/access). A new password ends every other session of that member
 * (own change: all but the caller's).
 */
export async function savePassword(
  db: Db,
  me: SessionUser,
  sessionId: number,
  input: { oldPassword?: string; newPassword: string; uid?: number },
  now: Date,
  actor: LogActor,
) {
  if (input.uid !== undefined && input.uid !== me.id) {
    const [target] = await db
      .select({ id: users.id, name: users.name, username: users.username })
      .from(users)
      .where(and(eq(users.id, input.uid), eq(users.enterpriseId, me.enterpriseId)))
      .limit(1);
    if (!target) throw new AppError(Code.NOT_FOUND, { zh: '成员不存在', en: 'Member not found' });
    const hash = await hashPassword(input.newPassword);
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash: hash }).where(eq(users.id, target.id));
      await revokeUserSessions(tx, target.id, now);
      await logEvent(tx, actor, {
        area: 'security',
        action: 'user.password',
        target: { type: 'user', id: target.id, name: target.name || target.username },
      });
    });
    return;
  }
  if (me.passwordHash) {
    if (!input.oldPassword) throw new AppError(Code.VALIDATION, { zh: '请输入旧密码', en: 'Enter the old password' });
    if (!(await verifyPassword(input.oldPassword, me.passwordHash)))
      throw new AppError(Code.CONFLICT, { zh: '旧密码错误', en: 'Wrong old password' });
  }
  const hash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash: hash }).where(eq(users.id, me.id));
    await revokeUserSessions(tx, me.id, now, sessionId);
    await logEvent(tx, actor, {
      area: 'security',
      action: 'user.password',
      target: { type: 'user', id: me.id, name: me.name || me.username },
    });
  });
}

export async function setFirstPassword(db: Db, me: SessionUser, password: string, actor: LogActor) {
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    // conditional on "no password yet" so a race cannot overwrite one set meanwhile
    const done = await tx
      .update(users)
      .set({ passwordHash: hash })
      .where(and(eq(users.id, me.id), isNull(users.passwordHash)))
      .returning({ id: users.id });
    if (done.length === 0)
      throw new AppError(Code.CONFLICT, {
        zh: '已设置过登录密码，请使用修改密码',
        en: 'A login password is already set, use Change password instead',
      });
    await logEvent(tx, actor, {
      area: 'security',
      action: 'user.setPassword',
      target: { type: 'user', id: me.id, name: me.name || me.username },
    });
  });
}
