// One-time tickets into the cloud-phone provider's management site (POST /auth/zhanfu). Stored
// hashed, good for PROVIDER_TICKET_TTL_SECONDS, used once, and only while the session that asked
// for it lives and its member is still the enterprise's active boss. A real provider verifies the
// ticket with us; the built-in simulator of its site verifies it in-process (consumeProviderTicket).
import { and, eq, gt, isNull } from 'drizzle-orm';
import { PROVIDER_TICKET_TTL_SECONDS } from '@console/contract';
import type { Db } from '../../db/client';
import { enterprises, providerTickets, users } from '../../db/schema';
import { newToken, sha256 } from '../../lib/crypto';
import { issuerLives, type SessionUser } from '../auth/session';

export async function issueProviderTicket(
  db: Db,
  who: { userId: number; enterpriseId: number; sessionId: number },
  redirect: string,
  now: Date,
): Promise<string> {
  const ticket = newToken();
  await db.insert(providerTickets).values({
    ticketHash: sha256(ticket),
    ...who,
    redirect,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PROVIDER_TICKET_TTL_SECONDS * 1000),
  });
  return ticket;
}

/** Why a ticket does not open the site. */
export type TicketRefusal = 'unknown' | 'used' | 'expired' | 'ended';

export type TicketOutcome =
  { ok: true; user: SessionUser; enterpriseName: string; redirect: string } | { ok: false; reason: TicketRefusal };

/** Takes the ticket (once: a conditional update, safe under concurrent calls) and says whose it was. */
export async function consumeProviderTicket(db: Db, ticket: string | undefined, now: Date): Promise<TicketOutcome> {
  if (!ticket) return { ok: false, reason: 'unknown' };
  const hash = sha256(ticket);
  const [taken] = await db
    .update(providerTickets)
    .set({ usedAt: now })
    .where(
      and(eq(providerTickets.ticketHash, hash), isNull(providerTickets.usedAt), gt(providerTickets.expiresAt, now)),
    )
    .returning();
  if (!taken) {
    const [row] = await db
      .select({ usedAt: providerTickets.usedAt })
      .from(providerTickets)
      .where(eq(providerTickets.ticketHash, hash))
      .limit(1);
    return { ok: false, reason: !row ? 'unknown' : row.usedAt ? 'used' : 'expired' };
  }
  // the session that asked must still live (a logout or password change ends its tickets), and
  // its member still be the enterprise's active boss
  if (!(await issuerLives(db, taken, now))) return { ok: false, reason: 'ended' };
  const [issuer] = await db
    .select({ user: users, enterpriseName: enterprises.name })
    .from(users)
    .innerJoin(enterprises, eq(enterprises.id, users.enterpriseId))
    .where(eq(users.id, taken.userId))
    .limit(1);
  const u = issuer?.user;
  if (!u || u.status !== 'active' || u.level === 3 || u.enterpriseId !== taken.enterpriseId)
    return { ok: false, reason: 'ended' };
  return { ok: true, user: u, enterpriseName: issuer.enterpriseName, redirect: taken.redirect };
}
