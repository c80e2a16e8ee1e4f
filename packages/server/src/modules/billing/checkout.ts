// Placing a priced order of any sold type: the balance pays at once (ledger row, order paid and
// fulfilled, all in the caller's transaction); Alipay/WeChat leave it awaiting payment with a
// gateway payment row and the checkout URL. A coupon is locked to the order here and released
// again if the order expires (expiry.ts).
import { CHECKOUT_MESSAGES, type PayType } from '@console/contract';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupons, orders, payments } from '../../db/schema';
import { AppError, Code } from '../../lib/envelope';
import { newOrderNo } from '../../lib/crypto';
import { moneyMayMove } from '../../lib/money-scope';
import { zh, type Text } from '../../lib/texts';
import type { PayChannel, PaymentGateway } from '../../providers/payment';
import { fulfil, type Order } from './fulfilment';
import { changeBalance, type FlowKind } from './wallet';

export const PAYMENT_WINDOW_MS = 10 * 60 * 1000;

export interface PayResult {
  order_no: string;
  status: 'paid' | 'buying' | 'awaiting_payment';
  pay_fen: number;
  url: string;
}

export interface NewOrder {
  enterpriseId: number;
  userId: number | null;
  type: string;
  /** What is bought, as a text code (lib/texts.ts): written in each reader's language. */
  goods: Text;
  quantity: number;
  totalFen: number;
  discountFen: number;
  couponFen: number;
  couponId: number | null;
  payType: PayType;
  detail: Record<string, unknown>;
  /** Ledger kind and remark for a balance payment. */
  flowKind: FlowKind;
  remark?: Text;
  /** Order number prefix (P for purchases). */
  prefix?: string;
  now: Date;
  publicBase: string;
}

export const payFenOf = (o: { totalFen: number; discountFen: number; couponFen: number }) =>
  Math.max(0, o.totalFen - o.discountFen - o.couponFen);

/**
 * Run inside the caller's transaction (which should hold the locks its own checks need). The
 * gateway may be null for balance payments (background jobs).
 */
export async function placeOrder(tx: Db, gateway: PaymentGateway | null, o: NewOrder): Promise<PayResult> {
  moneyMayMove();
  const orderNo = newOrderNo(o.prefix ?? 'P', o.now);
  const payFen = payFenOf(o);
  const byBalance = o.payType === 'balance';
  if (!byBalance && !gateway?.channels.includes(o.payType as PayChannel)) {
    throw new AppError(Code.VALIDATION, { zh: '暂不支持该支付方式', en: 'This payment method is not supported' });
  }
  const [order] = await tx
    .insert(orders)
    .values({
      orderNo,
      enterpriseId: o.enterpriseId,
      userId: o.userId,
      type: o.type,
      goodsName: zh(o.goods).slice(0, 100),
      goodsText: o.goods,
      quantity: o.quantity,
      totalFen: o.totalFen,
      discountFen: o.discountFen,
      couponFen: o.couponFen,
      payType: o.payType,
      status: byBalance ? 'paid' : 'awaiting_payment',
      paidAt: byBalance ? o.now : null,
      paidFen: byBalance ? payFen : 0,
      createdAt: o.now,
      expiresAt: new Date(o.now.getTime() + PAYMENT_WINDOW_MS),
      detail: o.detail,
      couponId: o.couponId,
    })
    .returning();
  if (o.couponId !== null) await lockCoupon(tx, o.couponId, o.enterpriseId, orderNo, o.type, o.now);
  if (byBalance) {
    if (payFen > 0) {
      await changeBalance(tx, {
        enterpriseId: o.enterpriseId,
        deltaFen: -payFen,
        kind: o.flowKind,
        orderNo,
        remark: o.remark,
        at: o.now,
      });
    }
    await fulfil(tx, order, o.now);
    const [after] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    return { order_no: orderNo, status: after.status === 'buying' ? 'buying' : 'paid', pay_fen: payFen, url: '' };
  }
  const pay = await gateway!.createPayUrl({
    orderNo,
    amountFen: payFen,
    publicBase: o.publicBase,
    channel: o.payType as PayChannel,
  });
  await tx.insert(payments).values({
    orderNo,
    gateway: `${gateway!.name}/${o.payType}`,
    amountFen: payFen,
    createdAt: o.now,
    checkoutTokenHash: pay.checkoutTokenHash,
  });
  return { order_no: orderNo, status: 'awaiting_payment', pay_fen: payFen, url: pay.url };
}

/**
 * Marks the coupon used by the order; refuses when it is gone, used, held or expired meanwhile, or
 * does not cover the order's type (its scope): the server applies coupons, whatever a form sent.
 */
async function lockCoupon(
  tx: Db,
  couponId: number,
  enterpriseId: number,
  orderNo: string,
  orderType: string,
  now: Date,
) {
  const done = await tx
    .update(coupons)
    .set({ usedAt: now, usedOrderNo: orderNo })
    .where(
      and(
        eq(coupons.id, couponId),
        eq(coupons.enterpriseId, enterpriseId),
        isNull(coupons.usedAt),
        isNull(coupons.usedOrderNo),
        gt(coupons.expiresAt, now),
        or(eq(coupons.scope, 'all'), eq(coupons.scope, orderType)),
      ),
    )
    .returning({ id: coupons.id });
  if (done.length === 0) throw new AppError(Code.CONFLICT, CHECKOUT_MESSAGES.couponUnusable);
}

/** Gives an order's coupon back (the order expired or was cancelled before it was paid). */
export async function releaseCoupon(tx: Db, order: Pick<Order, 'orderNo'>): Promise<void> {
  await tx.update(coupons).set({ usedAt: null, usedOrderNo: null }).where(eq(coupons.usedOrderNo, order.orderNo));
}
