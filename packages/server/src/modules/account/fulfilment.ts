// What paid sub-account orders deliver (registered with billing on import), in the transaction
// that marks the order paid — by balance at once, or when the gateway confirms:
// account_buy    → each still-unpaid sub-account gets its first period from now (paid_at set);
// account_renew  → the expiry moves on by the duration from max(now, expiry);
// account_memory → the extra storage is added.
// A sub-account deleted or closed (or, for a buy, already paid) meanwhile is not delivered: its
// share is refunded to the balance (billing/fulfilment.ts).
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subAccounts } from '../../db/schema';
import { namesParams, text } from '../../lib/texts';
import { registerFulfilment, type Order, type Shortfall } from '../billing/fulfilment';
import { CANCEL_AFTER_MS } from '../phone/filters';
import { addDuration } from '../phone-order/catalogue';
import { durationOf } from '../phone-order/fulfilment';
import { storedState } from './state';

type Kind = 'account_buy' | 'account_renew' | 'account_memory';

async function deliver(kind: Kind, tx: Db, order: Order, now: Date): Promise<Shortfall | void> {
  const ids = Array.isArray(order.detail.account_ids) ? [...new Set(order.detail.account_ids as number[])] : [];
  if (!ids.length) return;
  const rows = await tx
    .select()
    .from(subAccounts)
    .where(and(eq(subAccounts.enterpriseId, order.enterpriseId), inArray(subAccounts.id, ids)))
    .orderBy(subAccounts.id)
    .for('update');
  const byId = new Map(rows.map((a) => [a.id, a]));
  const d = durationOf(order.detail);
  const gb = Number(order.detail.memory_gb ?? 0);
  const missed: string[] = [];
  for (const id of ids) {
    const a = byId.get(id);
    const gone =
      !a ||
      a.deletedAt !== null ||
      storedState(a) === 'closed' ||
      (kind === 'account_buy' && a.paidAt !== null) ||
      (kind !== 'account_buy' && a.paidAt === null) ||
      (kind === 'account_renew' && a.expirationTime.getTime() <= now.getTime() - CANCEL_AFTER_MS);
    if (gone) {
      missed.push(a?.name ?? `#${id}`);
      continue;
    }
    if (kind === 'account_buy')
      await tx
        .update(subAccounts)
        .set({ paidAt: now, expirationTime: addDuration(now, d) })
        .where(eq(subAccounts.id, a.id));
    else if (kind === 'account_renew')
      await tx
        .update(subAccounts)
        .set({ expirationTime: addDuration(a.expirationTime > now ? a.expirationTime : now, d) })
        .where(eq(subAccounts.id, a.id));
    else
      await tx
        .update(subAccounts)
        .set({ memoryGb: a.memoryGb + gb })
        .where(eq(subAccounts.id, a.id));
  }
  if (!missed.length) return;
  // every line of an account order has the same list price
  return {
    undeliveredFen: missed.length,
    totalFen: ids.length,
    reason: text('refund.accounts_gone', { missed: missed.length, total: ids.length, ...namesParams(missed) }),
  };
}

registerFulfilment('account_buy', (tx, order, now) => deliver('account_buy', tx, order, now));
registerFulfilment('account_renew', (tx, order, now) => deliver('account_renew', tx, order, now));
registerFulfilment('account_memory', (tx, order, now) => deliver('account_memory', tx, order, now));
