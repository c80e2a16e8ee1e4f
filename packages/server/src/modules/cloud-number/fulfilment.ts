// What a paid cloud number order delivers. Registered with the billing fulfilment registry, so the
// balance payment (at once) and a gateway confirm (later) deliver through the same code, inside
// the transaction that marks the order paid.
import { randomInt } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cloudNumbers } from '../../db/schema';
import { namesParams, text } from '../../lib/texts';
import { registerFulfilment, type Order, type Shortfall } from '../billing/fulfilment';
import { addMonths, renewedExpiry, type Region } from './pricing';

export const BUY_ORDER = 'cloud_number_buy';
export const RENEW_ORDER = 'cloud_number_renew';

export interface BuyDetail {
  region: Region;
  quantity: number;
  months: number;
  month_fen: number;
}
export interface RenewDetail {
  ids: number[];
  months: number;
}

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

/**
 * [Simulator] A carrier would hand out real numbers; we draw random ones from the virtual
 * operator range (170…, mainland) or a Hong Kong mobile range (852 5/6/9…). The simulator binds a
 * physical SIM to the 1st, 3rd, 5th… number of an order and none to the others.
 */
export const simulatedNumber = (region: Region) =>
  region === 'hk' ? `852${'569'[randomInt(3)]}${digits(7)}` : `170${digits(8)}`;
const simulatedPhysical = (region: Region) =>
  region === 'hk' ? `852${'569'[randomInt(3)]}${digits(7)}` : `13${digits(9)}`;
export const hasSimulatedPhysical = (indexInOrder: number) => indexInOrder % 2 === 0;

async function deliverNumbers(tx: Db, order: Order, now: Date) {
  const d = order.detail as unknown as BuyDetail;
  const expirationTime = addMonths(now, d.months);
  let made = 0;
  // unique numbers: a clash with an existing number is skipped by the unique index and redrawn
  for (let attempt = 0; made < d.quantity; attempt++) {
    if (attempt >= 20) throw new Error(`could not draw ${d.quantity} unique cloud numbers`);
    const rows = Array.from({ length: d.quantity - made }, (_, i) => ({
      enterpriseId: order.enterpriseId,
      number: simulatedNumber(d.region),
      region: d.region,
      physicalNumber: hasSimulatedPhysical(made + i) ? simulatedPhysical(d.region) : null,
      // the buyer holds the new numbers until a manager transfers them
      assignedUserId: order.userId,
      monthlyFeeFen: d.month_fen,
      autoRenew: true,
      status: 'in_use',
      expirationTime,
      orderNo: order.orderNo,
      createdAt: now,
    }));
    const inserted = await tx
      .insert(cloudNumbers)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: cloudNumbers.id });
    made += inserted.length;
  }
}

/**
 * Extends each number by the months paid, from the later of now and its expiry. A number
 * unsubscribed (or gone) while a gateway payment was pending cannot be retrieved (spec §4): it is
 * skipped and its share refunded to the balance (billing/fulfilment.ts).
 */
async function extendNumbers(tx: Db, order: Order, now: Date): Promise<Shortfall | void> {
  const d = order.detail as unknown as RenewDetail;
  const ids = [...new Set(Array.isArray(d.ids) ? d.ids : [])];
  if (!ids.length) return;
  const rows = await tx
    .select()
    .from(cloudNumbers)
    .where(and(eq(cloudNumbers.enterpriseId, order.enterpriseId), inArray(cloudNumbers.id, ids)))
    .orderBy(cloudNumbers.id)
    .for('update');
  const byId = new Map(rows.map((n) => [n.id, n]));
  const fallback = Math.max(1, Math.round(order.totalFen / ids.length));
  const missed: string[] = [];
  let undeliveredFen = 0;
  let totalFen = 0;
  for (const id of ids) {
    const n = byId.get(id);
    const line = n ? n.monthlyFeeFen * d.months : fallback;
    totalFen += line;
    if (n && n.status !== 'unsubscribed') {
      await tx
        .update(cloudNumbers)
        .set({ expirationTime: renewedExpiry(n.expirationTime, now, d.months), status: 'in_use' })
        .where(eq(cloudNumbers.id, n.id));
    } else {
      undeliveredFen += line;
      missed.push(n?.number ?? `#${id}`);
    }
  }
  if (!missed.length) return;
  return {
    undeliveredFen,
    totalFen,
    reason: text('refund.numbers_gone', { missed: missed.length, total: ids.length, ...namesParams(missed) }),
  };
}

export function registerCloudNumberFulfilment(): void {
  registerFulfilment(BUY_ORDER, deliverNumbers);
  registerFulfilment(RENEW_ORDER, extendNumbers);
}
