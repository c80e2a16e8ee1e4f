// Recharge orders: always paid through the gateway (Alipay); the confirm credits the wallet.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import type { PaymentGateway } from '../../providers/payment';
import { text } from '../../lib/texts';
import { placeOrder } from './checkout';
import { logEvent, type LogActor } from '../enterprise-log/write';
import { fenToYuan } from '../../lib/money';

export { PAYMENT_WINDOW_MS } from './checkout';

/**
 * A recharge order and its checkout URL, in the caller's (idempotent) transaction. A 0 recharge
 * (spec §5 allows "0 with up to 2 decimals") moves no money: nothing to pay, so no order, no
 * gateway and no wallet-flow row; status 1 with no URL sends the console to /pay/success (§4).
 */
export async function createRechargeOrder(
  tx: Db,
  gateway: PaymentGateway,
  input: { enterpriseId: number; userId: number; amountFen: number; publicBase: string; now: Date; actor: LogActor },
) {
  if (input.amountFen === 0) return { url: '', status: 1, order_no: '' };
  const order = await placeOrder(tx, gateway, {
    enterpriseId: input.enterpriseId,
    userId: input.userId,
    type: 'recharge',
    goods: text('goods.recharge'),
    quantity: 1,
    totalFen: input.amountFen,
    discountFen: 0,
    couponFen: 0,
    couponId: null,
    payType: 'alipay',
    detail: {},
    flowKind: 'recharge',
    prefix: 'R',
    now: input.now,
    publicBase: input.publicBase,
  });
  await logEvent(tx, input.actor, {
    area: 'billing',
    action: 'wallet.recharge',
    target: { type: 'order', id: order.order_no, name: order.order_no },
    detail: { after: { amount: fenToYuan(input.amountFen), status: order.status } },
  });
  return { url: order.url, status: 0, order_no: order.order_no };
}

export async function findOrder(db: Db, orderNo: string) {
  const [o] = await db.select().from(orders).where(eq(orders.orderNo, orderNo)).limit(1);
  return o;
}
