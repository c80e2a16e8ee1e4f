// What a paid order delivers, by order type. The balance payment (at once) and the gateway's
// confirm (later) both call fulfil() inside the transaction that marks the order paid, so an
// order is delivered exactly once or not at all. Each selling module registers its types when
// its plugin loads (e.g. phone_buy, phone_renew, cloud_number_buy).
//
// Paid for nothing (issue 9, item 7): goods can vanish between placing a gateway order and its
// payment (a phone purged, a cloud number unsubscribed). A fulfilment then reports what it could
// not deliver, and the same transaction refunds that share of the paid amount to the balance
// (ledger row 'refund') and records on the order how much went back and why.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { text, zh, type Text } from '../../lib/texts';
import { changeBalance } from './wallet';

export type Order = typeof orders.$inferSelect;

/**
 * What a fulfilment could not deliver, in list-price terms: `undeliveredFen` of the order's
 * `totalFen` worth of goods (e.g. the renewal price of the purged phones out of all phones).
 */
export interface Shortfall {
  undeliveredFen: number;
  totalFen: number;
  /** A refund.* text (lib/texts.ts); the refunded amount is added to its params here. */
  reason: Text;
}
export type Fulfil = (tx: Db, order: Order, now: Date) => Promise<void | Shortfall>;

const byType = new Map<string, Fulfil>();

export function registerFulfilment(type: string, fulfil: Fulfil): void {
  byType.set(type, fulfil);
}

/** Whether an order of this type can be paid at all (recharge, or a registered fulfilment). */
export function canFulfil(type: string): boolean {
  return type === 'recharge' || byType.has(type);
}

/** The share of what was paid that goes back: all of it when nothing was delivered, else pro rata (rounded down). */
export function refundOf(paidFen: number, s: Pick<Shortfall, 'undeliveredFen' | 'totalFen'>): number {
  if (s.undeliveredFen <= 0 || paidFen <= 0) return 0;
  if (s.totalFen <= 0 || s.undeliveredFen >= s.totalFen) return paidFen;
  return Math.floor((paidFen * s.undeliveredFen) / s.totalFen);
}

/**
 * Runs the type's fulfilment (recharge orders have none: the wallet credit is the delivery) and
 * refunds what could not be delivered, in the caller's transaction. `order.paidFen` must be set.
 */
export async function fulfil(tx: Db, order: Order, now: Date): Promise<void> {
  const run = byType.get(order.type);
  if (!run && order.type !== 'recharge') throw new Error(`no fulfilment registered for order type ${order.type}`);
  if (!run) return;
  const shortfall = await run(tx, order, now);
  if (shortfall && shortfall.undeliveredFen > 0) await refundUndelivered(tx, order, shortfall, now);
}

async function refundUndelivered(tx: Db, order: Order, s: Shortfall, now: Date): Promise<void> {
  const refundFen = refundOf(order.paidFen, s);
  const reason: Text = { code: s.reason.code, params: { ...s.reason.params, refunded_fen: refundFen } };
  if (refundFen > 0) {
    await changeBalance(tx, {
      enterpriseId: order.enterpriseId,
      deltaFen: refundFen,
      kind: 'refund',
      orderNo: order.orderNo,
      remark: text('flow.refund_undelivered', { order_no: order.orderNo }),
      at: now,
    });
  }
  await tx
    .update(orders)
    .set({ refundedFen: refundFen, refundReason: zh(reason), refundText: reason })
    .where(eq(orders.id, order.id));
}
