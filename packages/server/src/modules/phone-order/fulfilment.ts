// What paid phone orders deliver (registered with billing on import):
// phone_buy → 'buying' until the allocation job has the provider's phones;
// phone_renew → each phone's expiry moves on by the duration, from max(now, current expiry).
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, phones } from '../../db/schema';
import { registerFulfilment, type Order } from '../billing/fulfilment';
import { addDuration, type Duration } from './catalogue';

/** The duration stored in an order's detail (defaults to 1 month for orders without one). */
export function durationOf(detail: Record<string, unknown>): Duration {
  const unit = detail.duration_unit === 'day' ? 'day' : 'month';
  const value = Number.isInteger(detail.duration) ? (detail.duration as number) : 1;
  return { unit, value };
}

export async function renewPhones(tx: Db, order: Order, now: Date): Promise<void> {
  const ids = Array.isArray(order.detail.phone_ids) ? (order.detail.phone_ids as number[]) : [];
  if (!ids.length) return;
  const d = durationOf(order.detail);
  const rows = await tx.select({ id: phones.id, exp: phones.expirationTime }).from(phones)
    .where(and(eq(phones.enterpriseId, order.enterpriseId), inArray(phones.id, ids), isNull(phones.purgedAt)))
    .for('update');
  for (const p of rows) {
    const from = p.exp > now ? p.exp : now;
    await tx.update(phones).set({ expirationTime: addDuration(from, d) }).where(eq(phones.id, p.id));
  }
}

registerFulfilment('phone_buy', async (tx, order) => {
  await tx.update(orders).set({ status: 'buying' }).where(and(eq(orders.id, order.id), eq(orders.status, 'paid')));
});
registerFulfilment('phone_renew', renewPhones);
