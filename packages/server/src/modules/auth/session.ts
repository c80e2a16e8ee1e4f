// Sessions: the client holds an opaque token, we keep only its SHA-256 (7-day lifetime).
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { authCodes, sessions, users } from '../../db/schema';
import { newToken, sha256 } from '../../lib/crypto';

export const SESSION_TTL_MS = 7 * 24 * 3600 * 1000;

export type SessionUser = typeof users.$inferSelect;

export async function createSession(db: Db, userId: number, now: Date, terminalCode = ''): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    userId,
    terminalCode,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return token;
}

/** The active user behind a token, or null when unknown, expired, revoked or disabled. */
export async function resolveSession(db: Db, token: string, now: Date) {
  // every signed-in request runs this: prepared once (db/prepared.ts)
  const query = prepared(db, 'session_of_token', (name) =>
    db
      .select({ sessionId: sessions.id, terminalCode: sessions.terminalCode, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql.placeholder('now')),
        ),
      )
      .limit(1)
      .prepare(name),
  );
  const [row] = await query.execute({ tokenHash: sha256(token), now });
  if (!row || row.user.status !== 'active') return null;
  return row;
}

export async function revokeSession(db: Db, sessionId: number, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Ends every live session of a member, except `keep` (the caller's own, on an own password change),
 * and spends every one-time login code they hold: a code must not outlive the credential change.
 */
export async function revokeUserSessions(db: Db, userId: number, now: Date, keep?: number) {
  await db
    .update(authCodes)
    .set({ usedAt: now })
    .where(and(eq(authCodes.userId, userId), isNull(authCodes.usedAt)));
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keep === undefined ? undefined : ne(sessions.id, keep),
      ),
    );
}

/**
 * Does the session that issued a one-time code or ticket still live (not logged out, not expired,
 * still that member's)? A logout or a password change ends what it issued.
 */
export async function issuerLives(db: Db, issued: { sessionId: number; userId: number }, now: Date): Promise<boolean> {
  const [live] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, issued.sessionId),
        eq(sessions.userId, issued.userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return !!live;
}
