// The gateway's payment confirmation. Reached only through a verified gateway notification
// (notify.ts: the simulator's confirm button signs one, a real gateway's notify_url call is
// checked the same way). Works for every payable order type: recharge credits the wallet, the
// others run their registered fulfilment (which refunds what can no longer be delivered).
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { payFenOf } from './checkout';
import { expireOrder } from './expiry';
import { canFulfil, fulfil } from './fulfilment';
import { findOrder } from './recharge';
import { text } from '../../lib/texts';
import { changeBalance } from './wallet';

export type ConfirmResult = 'credited' | 'already_paid' | 'expired' | 'not_payable' | 'not_found';

/**
 * Marks the order paid and delivers it exactly once, in the caller's transaction. The
 * conditional UPDATE on status takes the row lock, so a concurrent second confirm waits,
 * re-reads the new status and does nothing.
 */
export async function confirmPaymentTx(tx: Db, orderNo: string, now: Date): Promise<ConfirmResult> {
  const existing = await findOrder(tx, orderNo);
  if (!existing) return 'not_found';
  if (!canFulfil(existing.type)) return 'not_payable';
  const [order] = await tx
    .update(orders)
    .set({ status: 'paid', paidAt: now, paidFen: payFenOf(existing) })
    .where(and(eq(orders.id, existing.id), eq(orders.status, 'awaiting_payment'), gt(orders.expiresAt, now)))
    .returning();
  if (order) {
    await tx
      .update(payments)
      .set({ status: 'succeeded', confirmedAt: now })
      .where(and(eq(payments.orderNo, orderNo), eq(payments.status, 'pending')));
    if (order.type === 'recharge') {
      await changeBalance(tx, {
        enterpriseId: order.enterpriseId,
        deltaFen: order.totalFen,
        kind: 'recharge',
        orderNo,
        remark: text('flow.recharge_simulator'),
        at: now,
      });
    } else {
      await fulfil(tx, order, now);
    }
    return 'credited';
  }
  const current = await findOrder(tx, orderNo);
  if (current.status === 'paid' || current.status === 'buying') return 'already_paid';
  if (current.status === 'awaiting_payment' && current.expiresAt <= now) {
    await expireOrder(tx, current);
    return 'expired';
  }
  return current.status === 'expired' ? 'expired' : 'not_payable';
}

/** confirmPaymentTx in its own transaction. */
export async function confirmPayment(db: Db, orderNo: string, now: Date): Promise<ConfirmResult> {
  return db.transaction((tx) => confirmPaymentTx(tx, orderNo, now));
}
