// Recharge orders and their (simulated) Alipay payment confirmation.
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { newOrderNo } from '../../lib/crypto';
import type { PaymentGateway } from '../../providers/payment';
import { changeBalance } from './wallet';

export const PAYMENT_WINDOW_MS = 10 * 60 * 1000;

export async function createRechargeOrder(
  db: Db, gateway: PaymentGateway,
  input: { enterpriseId: number; userId: number; amountFen: number; publicBase: string; now: Date },
) {
  const orderNo = newOrderNo('R', input.now);
  await db.transaction(async (tx) => {
    await tx.insert(orders).values({
      orderNo, enterpriseId: input.enterpriseId, userId: input.userId, type: 'recharge', goodsName: '账户余额充值',
      quantity: 1, totalFen: input.amountFen, payType: 'alipay', status: 'awaiting_payment',
      createdAt: input.now, expiresAt: new Date(input.now.getTime() + PAYMENT_WINDOW_MS),
    });
    await tx.insert(payments).values({ orderNo, gateway: gateway.name, amountFen: input.amountFen, createdAt: input.now });
  });
  const url = await gateway.createPayUrl({ orderNo, amountFen: input.amountFen, publicBase: input.publicBase });
  return { url, status: 0, order_no: orderNo };
}

export async function findOrder(db: Db, orderNo: string) {
  const [o] = await db.select().from(orders).where(eq(orders.orderNo, orderNo)).limit(1);
  return o;
}

export type ConfirmResult = 'credited' | 'already_paid' | 'expired' | 'not_payable' | 'not_found';

/**
 * Marks a recharge order paid and credits the wallet exactly once. The conditional UPDATE on
 * status takes the row lock, so a concurrent second confirm waits, re-reads 'paid' and does nothing.
 */
export async function confirmRecharge(db: Db, orderNo: string, now: Date): Promise<ConfirmResult> {
  return db.transaction(async (tx) => {
    const [order] = await tx.update(orders).set({ status: 'paid', paidAt: now })
      .where(and(eq(orders.orderNo, orderNo), eq(orders.type, 'recharge'), eq(orders.status, 'awaiting_payment'), gt(orders.expiresAt, now)))
      .returning();
    if (order) {
      await tx.update(orders).set({ paidFen: order.totalFen - order.discountFen - order.couponFen }).where(eq(orders.id, order.id));
      await tx.update(payments).set({ status: 'succeeded', confirmedAt: now })
        .where(and(eq(payments.orderNo, orderNo), eq(payments.status, 'pending')));
      await changeBalance(tx, {
        enterpriseId: order.enterpriseId, deltaFen: order.totalFen, kind: 'recharge', orderNo,
        remark: '支付宝充值（支付模拟器）', at: now,
      });
      return 'credited';
    }
    const existing = await findOrder(tx, orderNo);
    if (!existing || existing.type !== 'recharge') return 'not_found';
    if (existing.status === 'paid') return 'already_paid';
    if (existing.status === 'awaiting_payment' && existing.expiresAt <= now) {
      await expireOrder(tx, existing.id);
      return 'expired';
    }
    return existing.status === 'expired' ? 'expired' : 'not_payable';
  });
}

async function expireOrder(tx: Db, id: number) {
  await tx.update(orders).set({ status: 'expired' }).where(and(eq(orders.id, id), eq(orders.status, 'awaiting_payment')));
}

/**
 * Job: unpaid orders older than the payment window become 'expired'. Recharge orders never
 * debited anything and coupons are not yet linked to orders, so nothing is refunded yet.
 * Idempotent and safe on several instances (conditional UPDATE).
 */
export async function expireUnpaidOrders(db: Db, now: Date): Promise<number> {
  const done = await db.update(orders).set({ status: 'expired' })
    .where(and(eq(orders.status, 'awaiting_payment'), lte(orders.expiresAt, now)))
    .returning({ id: orders.id });
  return done.length;
}
