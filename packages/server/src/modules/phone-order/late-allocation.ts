// Job (spec §9: "device allocation within 2 hours of purchase"): a paid phone order the provider
// has not finished allocating
//   2 hours after payment   is flagged on the order and the enterprise is told (a notice);
//   24 hours after payment  is closed: what was not delivered is refunded to the balance (ledger
//                           row 'refund' in the same transaction) and those phones never appear.
// Phones already allocated stay; the order keeps its refund and its reason. Each order is handled
// under its row lock and re-checked, so two instances never refund twice.
import { and, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, phones } from '../../db/schema';
import { recordRun } from '../../lib/job-runs';
import { text, zh, type Text } from '../../lib/texts';
import type { Clock } from '../../providers/clock';
import { refundOf } from '../billing/fulfilment';
import { changeBalance } from '../billing/wallet';
import { notify } from '../notice/write';

export const ALLOCATION_LATE_MS = 2 * 3600_000;
export const ALLOCATION_REFUND_MS = 24 * 3600_000;

const buying = and(eq(orders.type, 'phone_buy'), eq(orders.status, 'buying'), isNotNull(orders.paidAt));

export async function watchLateAllocations({ db, clock }: { db: Db; clock: Clock }) {
  return recordRun(
    db,
    'allocation_bound',
    () => clock.now(),
    async (run) => {
      const now = clock.now();
      const late = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            buying,
            isNull(orders.allocationLateAt),
            lte(orders.paidAt, new Date(now.getTime() - ALLOCATION_LATE_MS)),
          ),
        );
      for (const { id } of late)
        await run.item(`order ${id} late`, () => db.transaction((tx) => flagLate(tx, id, now)));
      const overdue = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(buying, lte(orders.paidAt, new Date(now.getTime() - ALLOCATION_REFUND_MS))));
      for (const { id } of overdue)
        await run.item(`order ${id} refund`, () => db.transaction((tx) => refundOverdue(tx, id, now)));
    },
  );
}

async function flagLate(tx: Db, id: number, now: Date): Promise<boolean> {
  const [o] = await tx
    .update(orders)
    .set({ allocationLateAt: now })
    .where(and(eq(orders.id, id), buying, isNull(orders.allocationLateAt)))
    .returning();
  if (!o) return false;
  await notify(tx, {
    enterpriseId: o.enterpriseId,
    kind: 'allocation_late',
    text: text('notice.allocation_late', { order_no: o.orderNo }),
    resourceType: 'order',
    resourceId: o.id,
    at: now,
  });
  return true;
}

async function refundOverdue(tx: Db, id: number, now: Date): Promise<boolean> {
  const [o] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), buying))
    .for('update');
  if (!o) return false; // allocated or closed meanwhile
  const [{ delivered }] = await tx
    .select({ delivered: sql<number>`count(*)::int` })
    .from(phones)
    .where(eq(phones.orderNo, o.orderNo));
  const missed = Math.max(0, o.quantity - delivered);
  const refundFen = refundOf(o.paidFen, { undeliveredFen: missed, totalFen: o.quantity });
  const reason: Text = text('refund.allocation_timeout', {
    hours: ALLOCATION_REFUND_MS / 3600_000,
    missed,
    total: o.quantity,
    refunded_fen: refundFen,
  });
  if (refundFen > 0) {
    await changeBalance(tx, {
      enterpriseId: o.enterpriseId,
      deltaFen: refundFen,
      kind: 'refund',
      orderNo: o.orderNo,
      remark: text('flow.refund_undelivered', { order_no: o.orderNo }),
      at: now,
    });
  }
  await tx
    .update(orders)
    // nothing delivered: the purchase is cancelled; part delivered: paid, with the rest refunded
    .set({
      status: delivered > 0 ? 'paid' : 'cancelled',
      allocatedAt: delivered > 0 ? now : null,
      refundedFen: refundFen,
      refundReason: zh(reason),
      refundText: reason,
    })
    .where(eq(orders.id, o.id));
  await notify(tx, {
    enterpriseId: o.enterpriseId,
    kind: 'allocation_refunded',
    text: text('notice.allocation_refunded', { order_no: o.orderNo, fen: refundFen }),
    resourceType: 'order',
    resourceId: o.id,
    at: now,
  });
  return true;
}
