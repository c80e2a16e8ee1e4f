// Paying an order again and cancelling it (spec §4 order/pay status, unpaid orders). Both run in
// one transaction under the order's row lock, so a gateway notification, the expiry job or a
// second click on another tab waits and then sees the new status.
// - pay, balance: the ledger debit, the order paid and delivered (the registered fulfilment), the
//   pending gateway payment superseded (its checkout token spent, a late notification refused);
// - pay, gateway: a new checkout URL on the same payment row; the 10-minute window is not extended;
// - cancel an awaiting order: 'cancelled', its coupon released, anything taken from the balance
//   for it returned (ledger 'refund' rows);
// - cancel a paid order nothing of which was delivered yet ('buying', and the type can withdraw):
//   'cancelled', all that was paid returned to the balance, its coupon released.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, payments, walletFlows } from '../../db/schema';
import { mayPlaceOrder, ORDER_RIGHT_MESSAGE } from '../../access';
import { AppError, Code } from '../../lib/envelope';
import type { Localized } from '../../lib/lang';
import { text } from '../../lib/texts';
import type { PayChannel, PaymentGateway } from '../../providers/payment';
import type { SessionUser } from '../auth/session';
import { PAYMENT_WINDOW_MS, payFenOf, releaseCoupon } from '../billing/checkout';
import { expireOrder } from '../billing/expiry';
import { canFulfil, fulfil, type Order } from '../billing/fulfilment';
import { flowKindOf, orderType } from '../billing/order-types';
import { changeBalance } from '../billing/wallet';
import { logEvent, type LogActor } from '../enterprise-log/write';
import { visibleOrders } from './queries';

export const ORDER_NOT_FOUND: Localized = { zh: '订单不存在', en: 'Order not found' };
export const ORDER_LAPSED: Localized = {
  zh: '订单已超过10分钟支付时限，已过期，请重新下单',
  en: 'The order was not paid within 10 minutes and has expired; place a new order',
};
export const ORDER_NOT_PAYABLE: Localized = {
  zh: '该订单当前状态不可支付',
  en: 'This order cannot be paid in its current status',
};
export const ORDER_NOT_CANCELLABLE: Localized = {
  zh: '该订单当前状态不可取消',
  en: 'This order cannot be cancelled in its current status',
};
export const RECHARGE_BY_GATEWAY: Localized = {
  zh: '充值订单只能通过支付宝支付',
  en: 'Top-up orders can only be paid with Alipay',
};
export const ALREADY_DELIVERED: Localized = {
  zh: '订单已开始交付，无法取消',
  en: 'Delivery of the order has started; it cannot be cancelled',
};
export const PAY_TYPE_UNSUPPORTED: Localized = { zh: '暂不支持该支付方式', en: 'This payment method is not supported' };

/**
 * The caller's order, row-locked for the rest of the transaction, to pay or cancel: 40004 when not
 * theirs to see, 40003 when they may not place an order of its type (@console/contract/access).
 */
export async function lockOrder(tx: Db, user: SessionUser, orderNo: string): Promise<Order> {
  const [o] = await tx
    .select()
    .from(orders)
    .where(and(visibleOrders(user), eq(orders.orderNo, orderNo)))
    .for('update');
  if (!o) throw new AppError(Code.NOT_FOUND, ORDER_NOT_FOUND);
  if (!mayPlaceOrder(o.type, user)) throw new AppError(Code.FORBIDDEN, ORDER_RIGHT_MESSAGE);
  return o;
}

const lapsed = (o: Order, now: Date) => o.status === 'awaiting_payment' && o.expiresAt <= now;

/** What a pay / cancel may do with the order now (the detail offers only these). */
export const payable = (o: Order, now: Date) => o.status === 'awaiting_payment' && !lapsed(o, now) && canFulfil(o.type);
export const cancellable = (o: Order, now: Date) =>
  (o.status === 'awaiting_payment' && !lapsed(o, now)) || (o.status === 'buying' && !!orderType(o.type)?.withdraw);

export interface PayAgain {
  order_no: string;
  status: 'paid' | 'buying' | 'awaiting_payment';
  pay_fen: number;
  url: string;
}

/** The order's payment window closed before the pay or cancel: refused (40009), and the order expires. */
export class OrderLapsed extends AppError {
  constructor(readonly order: Order) {
    super(Code.CONFLICT, ORDER_LAPSED);
  }
}

/**
 * Runs a pay or cancel (in the caller's idempotent transaction); when the order turns out lapsed,
 * it is expired in a transaction of its own once the refusal has rolled the other back.
 */
export async function unlessLapsed<T>(db: Db, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof OrderLapsed) await db.transaction((tx) => expireOrder(tx, e.order));
    throw e;
  }
}

/** Pays an order again, in the caller's transaction. */
export async function payOrder(
  tx: Db,
  gateway: PaymentGateway,
  user: SessionUser,
  input: { orderNo: string; payType: 'balance' | PayChannel; now: Date; publicBase: string; actor: LogActor },
): Promise<PayAgain> {
  const { now } = input;
  const o = await lockOrder(tx, user, input.orderNo);
  if (lapsed(o, now)) throw new OrderLapsed(o);
  if (!payable(o, now)) throw new AppError(Code.CONFLICT, ORDER_NOT_PAYABLE);
  const payFen = payFenOf(o);
  if (input.payType === 'balance') {
    if (o.type === 'recharge') throw new AppError(Code.CONFLICT, RECHARGE_BY_GATEWAY);
    if (payFen > 0) {
      await changeBalance(tx, {
        enterpriseId: o.enterpriseId,
        deltaFen: -payFen,
        kind: flowKindOf(o.type),
        orderNo: o.orderNo,
        remark: text('flow.order_paid', { order_no: o.orderNo }),
        at: now,
      });
    }
    const [paid] = await tx
      .update(orders)
      .set({ status: 'paid', paidAt: now, paidFen: payFen, payType: 'balance' })
      .where(eq(orders.id, o.id))
      .returning();
    // the pending gateway payment can no longer be used: its token is spent, a late notify is refused (pay type)
    await tx
      .update(payments)
      .set({ status: 'superseded', checkoutTokenUsedAt: now })
      .where(and(eq(payments.orderNo, o.orderNo), eq(payments.status, 'pending')));
    await fulfil(tx, paid, now);
    const [after] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, o.id));
    const status = after.status === 'buying' ? ('buying' as const) : ('paid' as const);
    await logPay(tx, input.actor, o.orderNo, 'balance', payFen, status);
    return { order_no: o.orderNo, status, pay_fen: payFen, url: '' };
  }
  if (!gateway.channels.includes(input.payType)) throw new AppError(Code.VALIDATION, PAY_TYPE_UNSUPPORTED);
  const pay = await gateway.createPayUrl({
    orderNo: o.orderNo,
    amountFen: payFen,
    publicBase: input.publicBase,
    channel: input.payType,
  });
  const row = {
    gateway: `${gateway.name}/${input.payType}`,
    amountFen: payFen,
    status: 'pending',
    checkoutTokenHash: pay.checkoutTokenHash,
    checkoutTokenUsedAt: null,
  };
  await tx
    .insert(payments)
    .values({ orderNo: o.orderNo, createdAt: now, ...row })
    .onConflictDoUpdate({ target: payments.orderNo, set: row });
  await tx.update(orders).set({ payType: input.payType }).where(eq(orders.id, o.id));
  await logPay(tx, input.actor, o.orderNo, input.payType, payFen, 'awaiting_payment');
  return { order_no: o.orderNo, status: 'awaiting_payment' as const, pay_fen: payFen, url: pay.url };
}

const logPay = (tx: Db, actor: LogActor, orderNo: string, payType: string, payFen: number, status: string) =>
  logEvent(tx, actor, {
    area: 'billing',
    action: 'order.pay',
    target: { type: 'order', id: orderNo, name: orderNo },
    detail: { after: { pay_type: payType, pay_fen: payFen, status } },
  });

export interface Cancelled {
  order_no: string;
  status: 'cancelled';
  refunded_fen: number;
  coupon_released: boolean;
}

/** Cancels an order, in the caller's transaction. */
export async function cancelOrder(
  tx: Db,
  user: SessionUser,
  orderNo: string,
  now: Date,
  actor: LogActor,
): Promise<Cancelled> {
  const o = await lockOrder(tx, user, orderNo);
  if (lapsed(o, now)) throw new OrderLapsed(o);
  if (!cancellable(o, now)) throw new AppError(Code.CONFLICT, ORDER_NOT_CANCELLABLE);
  let refundFen: number;
  if (o.status === 'buying') {
    if (!(await orderType(o.type)!.withdraw!(tx, o, now))) throw new AppError(Code.CONFLICT, ALREADY_DELIVERED);
    refundFen = o.paidFen;
  } else {
    // an unpaid order owes nothing back unless something was taken from the balance for it
    const [taken] = await tx
      .select({ net: sql<number>`coalesce(sum(${walletFlows.changeFen}), 0)::bigint` })
      .from(walletFlows)
      .where(and(eq(walletFlows.enterpriseId, o.enterpriseId), eq(walletFlows.orderNo, o.orderNo)));
    refundFen = Math.max(0, -Number(taken?.net ?? 0));
  }
  if (refundFen > 0) {
    await changeBalance(tx, {
      enterpriseId: o.enterpriseId,
      deltaFen: refundFen,
      kind: 'refund',
      orderNo: o.orderNo,
      remark: text('flow.refund_order_cancelled_by_member', { order_no: o.orderNo }),
      at: now,
    });
  }
  const reason = text('refund.order_cancelled', { refunded_fen: refundFen });
  await tx
    .update(orders)
    .set({
      status: 'cancelled',
      ...(o.status === 'buying' ? { refundedFen: refundFen, refundReason: '订单已取消', refundText: reason } : {}),
    })
    .where(eq(orders.id, o.id));
  await tx
    .update(payments)
    .set({ checkoutTokenUsedAt: now })
    .where(and(eq(payments.orderNo, o.orderNo), eq(payments.status, 'pending')));
  const couponReleased = o.couponId !== null;
  await releaseCoupon(tx, o);
  await logEvent(tx, actor, {
    area: 'billing',
    action: 'order.cancel',
    target: { type: 'order', id: o.orderNo, name: o.orderNo },
    detail: { before: { status: o.status }, after: { status: 'cancelled', refunded_fen: refundFen } },
  });
  return {
    order_no: o.orderNo,
    status: 'cancelled' as const,
    refunded_fen: refundFen,
    coupon_released: couponReleased,
  };
}

/** Seconds left of the payment window (0 when not awaiting payment or past it). */
export function remainingSeconds(o: Order, now: Date): number {
  if (o.status !== 'awaiting_payment') return 0;
  return Math.max(0, Math.ceil((o.expiresAt.getTime() - now.getTime()) / 1000));
}
export { PAYMENT_WINDOW_MS };
