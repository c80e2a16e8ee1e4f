// What paid phone orders deliver (registered with billing on import):
// phone_buy → 'buying' until the allocation job has the provider's phones;
// phone_renew → each phone's expiry moves on by the duration, from max(now, current expiry).
// A phone purged from the recycle bin, or cancelled (expired more than 7 days, spec §9) while a
// gateway payment was pending, cannot be renewed: its share is refunded (billing/fulfilment.ts).
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, phones } from '../../db/schema';
import { registerFulfilment, type Order, type Shortfall } from '../billing/fulfilment';
import { CANCEL_AFTER_MS } from '../phone/filters';
import { addDuration, specOfPhone, unitPrice, type Duration } from './catalogue';
import { namesParams, text } from '../../lib/texts';

/** The duration stored in an order's detail (defaults to 1 month for orders without one). */
export function durationOf(detail: Record<string, unknown>): Duration {
  const unit = detail.duration_unit === 'day' ? 'day' : 'month';
  const value = Number.isInteger(detail.duration) ? (detail.duration as number) : 1;
  return { unit, value };
}

/** Whether a phone can still be renewed: not purged and not cancelled. */
export const renewable = (p: { purgedAt: Date | null; expirationTime: Date }, now: Date) =>
  p.purgedAt === null && p.expirationTime.getTime() > now.getTime() - CANCEL_AFTER_MS;

export async function renewPhones(tx: Db, order: Order, now: Date): Promise<Shortfall | void> {
  const ids = Array.isArray(order.detail.phone_ids) ? [...new Set(order.detail.phone_ids as number[])] : [];
  if (!ids.length) return;
  const d = durationOf(order.detail);
  const rows = await tx
    .select({
      id: phones.id,
      name: phones.phoneName,
      specName: phones.specName,
      exp: phones.expirationTime,
      purgedAt: phones.purgedAt,
    })
    .from(phones)
    .where(and(eq(phones.enterpriseId, order.enterpriseId), inArray(phones.id, ids)))
    .orderBy(phones.id)
    .for('update');
  const byId = new Map(rows.map((p) => [p.id, p]));
  // each phone's list price for the duration: the refund is the undelivered phones' share of what was paid
  const fallback = Math.max(1, Math.round(order.totalFen / ids.length));
  const line = (id: number) => {
    const spec = byId.get(id) && specOfPhone(byId.get(id)!.specName);
    return spec ? unitPrice(spec, d) : fallback;
  };
  const missed: string[] = [];
  let undeliveredFen = 0;
  let totalFen = 0;
  for (const id of ids) {
    const p = byId.get(id);
    totalFen += line(id);
    if (p && renewable({ purgedAt: p.purgedAt, expirationTime: p.exp }, now)) {
      const from = p.exp > now ? p.exp : now;
      await tx
        .update(phones)
        .set({ expirationTime: addDuration(from, d) })
        .where(eq(phones.id, p.id));
    } else {
      undeliveredFen += line(id);
      missed.push(p?.name ?? `#${id}`);
    }
  }
  if (!missed.length) return;
  return {
    undeliveredFen,
    totalFen,
    reason: text('refund.phones_gone', { missed: missed.length, total: ids.length, ...namesParams(missed) }),
  };
}

registerFulfilment('phone_buy', async (tx, order) => {
  await tx
    .update(orders)
    .set({ status: 'buying' })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'paid')));
});
registerFulfilment('phone_renew', renewPhones);
