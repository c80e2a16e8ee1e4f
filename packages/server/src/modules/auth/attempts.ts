// Failed logins (issue 32 item 6): brute force stays expensive without handing anyone a way to
// lock a member out. Failures count per account and client IP (default 5 in 15 min pause that pair
// for 15 min: the guesser's address, not the member) and per account over all addresses (a higher
// bar, 20: a spread-out attack pauses new terminals only — the right password from a terminal the
// member already uses still signs in). The boss gets a notice when either pause starts.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, terminals, terminalWhitelist, users } from '../../db/schema';
import { AppError, Code } from '../../lib/envelope';
import { clearFailures, LOCKED_MESSAGE, lockedFor, recordFailure, type RateLimitConfig } from '../../lib/rate-limit';
import { text } from '../../lib/texts';
import { notify } from '../notice/write';
import type { LoginContext } from '../security/terminal';

type Member = typeof users.$inferSelect;

/** A login name as one account, however it is spelled, and the address it is tried from. */
export interface Attempt {
  by: 'username' | 'phone';
  name: string;
  ctx: LoginContext;
}

const accountKey = (a: Attempt) => `login-fail:${a.by}:${a.name.toLowerCase()}`;
const pairKey = (a: Attempt) => `${accountKey(a)}@${a.ctx.ip}`;

/**
 * Is this terminal one the member already uses? Whitelisted for the enterprise, approved for a
 * staff member, or (the boss, who has no approval) one a session was started from before.
 */
async function knownTerminal(db: Db, member: Member, code: string): Promise<boolean> {
  if (!code) return false;
  const [listed] = await db
    .select({ id: terminalWhitelist.id })
    .from(terminalWhitelist)
    .where(and(eq(terminalWhitelist.enterpriseId, member.enterpriseId), eq(terminalWhitelist.terminalCode, code)))
    .limit(1);
  if (listed) return true;
  if (member.level === 3) {
    const [passed] = await db
      .select({ id: terminals.id })
      .from(terminals)
      .where(and(eq(terminals.userId, member.id), eq(terminals.terminalCode, code), eq(terminals.status, 'passed')))
      .limit(1);
    return !!passed;
  }
  const [before] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, member.id), eq(sessions.terminalCode, code)))
    .limit(1);
  return !!before;
}

/** Refuses (42901) while this address is paused for the account, or the account for new terminals. */
export async function assertMayTry(db: Db, a: Attempt, member: Member | undefined, now: Date): Promise<void> {
  const pair = await lockedFor(db, pairKey(a), now);
  if (pair) throw new AppError(Code.TOO_FREQUENT, LOCKED_MESSAGE(pair));
  const account = await lockedFor(db, accountKey(a), now);
  if (account && !(member && (await knownTerminal(db, member, a.ctx.terminalCode))))
    throw new AppError(Code.TOO_FREQUENT, LOCKED_MESSAGE(account));
}

/** Counts a failed login; a pause that starts now is told to the boss. */
export async function recordFailedLogin(
  db: Db,
  a: Attempt,
  member: Member | undefined,
  limits: RateLimitConfig,
  now: Date,
): Promise<void> {
  const pairLimit = limits.loginFailuresPerAccountIp;
  const accountLimit = limits.loginFailuresPerAccount;
  const pairPaused = await recordFailure(db, pairKey(a), pairLimit, now);
  const accountPaused = await recordFailure(db, accountKey(a), accountLimit, now);
  if (!member || (!pairPaused && !accountPaused)) return;
  const limit = accountPaused ? accountLimit : pairLimit;
  await notify(db, {
    enterpriseId: member.enterpriseId,
    kind: 'login_attempts',
    text: text('notice.login_attempts', {
      scope: accountPaused ? 'account' : 'ip',
      username: member.username,
      ip: a.ctx.ip,
      failures: limit.max,
      minutes: Math.round(limit.lockMs / 60_000),
    }),
    resourceType: 'member',
    resourceId: member.id,
    at: now,
  });
}

/** A successful login forgets its address's failures (the account's run out with their window). */
export const clearFailedLogins = (db: Db, a: Attempt) => clearFailures(db, pairKey(a));
