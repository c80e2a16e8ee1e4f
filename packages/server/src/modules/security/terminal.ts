// Where a staff login meets login control (spec §6): the terminal gate at login, the waiting
// login's ticket poll, and the log rows of logins (refused and failed ones too).
//
//   terminalGate(db, user, ctx, now)   → { kind: 'passed' } | { kind: 'waiting', ticket }
//                                         (throws 40003 for a rejected or unidentified terminal)
//   redeemTicket(db, ticket, ctx, now) → { kind: 'passed', user, terminalCode } | waiting (same ticket)
//   logLogin(db, user, ctx, action, result, detail?)
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { terminals, terminalWhitelist, users } from '../../db/schema';
import { newToken, sha256 } from '../../lib/crypto';
import type { Localized } from '@console/contract/localized';
import { AppError, Code } from '../../lib/envelope';
import { logEvent } from '../enterprise-log/write';
import {
  ACCOUNT_DISABLED_MESSAGE,
  AUTH_METHOD_ALL,
  newTerminalStatus,
  REJECTED_MESSAGE,
  TERMINAL_REQUIRED_MESSAGE,
  TICKET_INVALID_MESSAGE,
  TICKET_TTL_SECONDS,
} from './rules';

export type LoginUser = typeof users.$inferSelect;

/** Who is logging in from where (the browser's terminal id, IP and user agent). */
export interface LoginContext {
  ip: string;
  userAgent: string;
  terminalCode: string;
}

export type Gate = { kind: 'passed' } | { kind: 'waiting'; ticket: string };

export async function logLogin(
  db: Db,
  user: LoginUser,
  ctx: LoginContext,
  action: string,
  result: 'ok' | 'failed' | 'refused',
  detail: Record<string, unknown> = {},
) {
  await logEvent(
    db,
    {
      enterpriseId: user.enterpriseId,
      userId: user.id,
      name: user.name || user.username,
      ip: ctx.ip,
      terminalCode: ctx.terminalCode,
    },
    { area: 'security', action, target: { type: 'member', id: user.id, name: user.username }, detail, result },
  );
}

async function refuse(db: Db, user: LoginUser, ctx: LoginContext, reason: Localized): Promise<never> {
  await logLogin(db, user, ctx, 'login.refused', 'refused', { reason });
  throw new AppError(Code.FORBIDDEN, reason);
}

const ticketFields = (now: Date) => {
  const ticket = newToken();
  return {
    ticket,
    set: { ticketHash: sha256(ticket), ticketExpiresAt: new Date(now.getTime() + TICKET_TTL_SECONDS * 1000) },
  };
};

/** The staff member's terminal at login: passed, waiting for approval (with a fresh ticket), or refused. */
export async function terminalGate(db: Db, user: LoginUser, ctx: LoginContext, now: Date): Promise<Gate> {
  const code = ctx.terminalCode;
  if (!code) {
    if (user.authMethod === AUTH_METHOD_ALL) return { kind: 'passed' };
    return refuse(db, user, ctx, TERMINAL_REQUIRED_MESSAGE);
  }
  const seen = { lastSeenAt: now, ip: ctx.ip.slice(0, 64), userAgent: ctx.userAgent.slice(0, 300) };
  const [row] = await db
    .select()
    .from(terminals)
    .where(and(eq(terminals.userId, user.id), eq(terminals.terminalCode, code)))
    .limit(1);

  // a whitelisted terminal of the enterprise skips approval (never the time window)
  const [listed] = await db
    .select({ id: terminalWhitelist.id })
    .from(terminalWhitelist)
    .where(and(eq(terminalWhitelist.enterpriseId, user.enterpriseId), eq(terminalWhitelist.terminalCode, code)))
    .limit(1);
  if (listed) {
    if (row) await db.update(terminals).set(seen).where(eq(terminals.id, row.id));
    return { kind: 'passed' };
  }

  if (row) {
    if (row.status === 'passed') {
      await db.update(terminals).set(seen).where(eq(terminals.id, row.id));
      return { kind: 'passed' };
    }
    if (row.status === 'rejected') return refuse(db, user, ctx, REJECTED_MESSAGE);
    const { ticket, set } = ticketFields(now);
    await db
      .update(terminals)
      .set({ ...seen, ...set })
      .where(eq(terminals.id, row.id));
    return { kind: 'waiting', ticket };
  }

  const [passedOne] = await db
    .select({ id: terminals.id })
    .from(terminals)
    .where(and(eq(terminals.userId, user.id), eq(terminals.status, 'passed')))
    .limit(1);
  const status = newTerminalStatus(user.authMethod, !!passedOne);
  const { ticket, set } = ticketFields(now);
  const values = {
    enterpriseId: user.enterpriseId,
    userId: user.id,
    terminalCode: code,
    status,
    requestedAt: now,
    ...seen,
    ...(status === 'passed' ? { decidedAt: now } : set),
  };
  // a concurrent first login from the same terminal: the first row stands, this one re-reads it
  const inserted = await db.insert(terminals).values(values).onConflictDoNothing().returning({ id: terminals.id });
  if (!inserted.length) return terminalGate(db, user, ctx, now);
  if (status === 'passed') return { kind: 'passed' };
  await logLogin(db, user, ctx, 'terminal.request', 'ok', { terminal_code: code });
  return { kind: 'waiting', ticket };
}

export type Redeemed =
  { kind: 'passed'; user: LoginUser; terminalCode: string } | { kind: 'waiting'; ticket: string; expiresIn: number };

/** A waiting login asks again with its ticket: still waiting, approved (ticket used up) or refused. */
export async function redeemTicket(db: Db, ticket: string, ctx: LoginContext, now: Date): Promise<Redeemed> {
  const hash = sha256(ticket.trim());
  const [found] = await db
    .select({ terminal: terminals, user: users })
    .from(terminals)
    .innerJoin(users, eq(users.id, terminals.userId))
    .where(and(eq(terminals.ticketHash, hash), gt(terminals.ticketExpiresAt, now)))
    .limit(1);
  if (!found) throw new AppError(Code.CONFLICT, TICKET_INVALID_MESSAGE);
  const { terminal, user } = found;
  const here = { ...ctx, terminalCode: terminal.terminalCode };
  const clear = { ticketHash: null, ticketExpiresAt: null };
  if (user.status !== 'active' || user.deletedAt) {
    await db.update(terminals).set(clear).where(eq(terminals.id, terminal.id));
    throw new AppError(Code.FORBIDDEN, ACCOUNT_DISABLED_MESSAGE);
  }
  if (terminal.status === 'waiting') {
    const expiresIn = Math.max(0, Math.floor(((terminal.ticketExpiresAt?.getTime() ?? 0) - now.getTime()) / 1000));
    return { kind: 'waiting', ticket: ticket.trim(), expiresIn };
  }
  if (terminal.status === 'rejected') {
    await db.update(terminals).set(clear).where(eq(terminals.id, terminal.id));
    return refuse(db, user, here, REJECTED_MESSAGE);
  }
  // passed: the ticket is spent by exactly one poll, even when two arrive together
  const spent = await db
    .update(terminals)
    .set({ ...clear, lastSeenAt: now })
    .where(and(eq(terminals.id, terminal.id), eq(terminals.ticketHash, hash)))
    .returning({ id: terminals.id });
  if (!spent.length) throw new AppError(Code.CONFLICT, TICKET_INVALID_MESSAGE);
  return { kind: 'passed', user, terminalCode: terminal.terminalCode };
}
