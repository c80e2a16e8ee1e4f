// Unpaid orders lapse after the 10-minute payment window (spec §4: cancelled automatically,
// coupons and balance refunded). Gateway orders never debited the wallet, so only the coupon
// goes back; a balance-paid order is never left awaiting payment.
import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { releaseCoupon } from './checkout';
import type { Order } from './fulfilment';

/** One order → 'expired' (if still unpaid) and its coupon released, in the caller's transaction. */
export async function expireOrder(tx: Db, order: Pick<Order, 'id' | 'orderNo'>): Promise<boolean> {
  const done = await tx
    .update(orders)
    .set({ status: 'expired' })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'awaiting_payment')))
    .returning({ id: orders.id });
  if (done.length) await releaseCoupon(tx, order);
  return done.length > 0;
}

/**
 * Job: every unpaid order past its window becomes 'expired' and releases its coupon. One
 * transaction; the conditional UPDATE makes it idempotent and safe on several instances.
 */
export async function expireUnpaidOrders(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const lapsed = await tx
      .update(orders)
      .set({ status: 'expired' })
      .where(and(eq(orders.status, 'awaiting_payment'), lte(orders.expiresAt, now)))
      .returning({ id: orders.id, orderNo: orders.orderNo });
    for (const o of lapsed) await releaseCoupon(tx, o);
    return lapsed.length;
  });
}
