// What a paid order delivers, by order type. The balance payment (at once) and the gateway's
// confirm (later) both call fulfil() inside the transaction that marks the order paid, so an
// order is delivered exactly once or not at all. Each selling module registers its types when
// its plugin loads (e.g. phone_buy, phone_renew, cloud_number_buy).
import type { Db } from '../../db/client';
import type { orders } from '../../db/schema';

export type Order = typeof orders.$inferSelect;
export type Fulfil = (tx: Db, order: Order, now: Date) => Promise<void>;

const byType = new Map<string, Fulfil>();

export function registerFulfilment(type: string, fulfil: Fulfil): void {
  byType.set(type, fulfil);
}

/** Whether an order of this type can be paid at all (recharge, or a registered fulfilment). */
export function canFulfil(type: string): boolean {
  return type === 'recharge' || byType.has(type);
}

/** Runs the type's fulfilment; recharge orders have none (the wallet credit is the delivery). */
export async function fulfil(tx: Db, order: Order, now: Date): Promise<void> {
  const run = byType.get(order.type);
  if (!run && order.type !== 'recharge') throw new Error(`no fulfilment registered for order type ${order.type}`);
  if (run) await run(tx, order, now);
}
