// Recharge orders: always paid through the gateway (Alipay); the confirm credits the wallet.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import type { PaymentGateway } from '../../providers/payment';
import { placeOrder } from './checkout';

export { PAYMENT_WINDOW_MS } from './checkout';

export async function createRechargeOrder(
  db: Db,
  gateway: PaymentGateway,
  input: { enterpriseId: number; userId: number; amountFen: number; publicBase: string; now: Date },
) {
  const placed = await db.transaction((tx) =>
    placeOrder(tx, gateway, {
      enterpriseId: input.enterpriseId,
      userId: input.userId,
      type: 'recharge',
      goodsName: '账户余额充值',
      quantity: 1,
      totalFen: input.amountFen,
      discountFen: 0,
      couponFen: 0,
      couponId: null,
      payType: 'alipay',
      detail: {},
      flowKind: 'recharge',
      remark: '',
      prefix: 'R',
      now: input.now,
      publicBase: input.publicBase,
    }),
  );
  return { url: placed.url, status: 0, order_no: placed.order_no };
}

export async function findOrder(db: Db, orderNo: string) {
  const [o] = await db.select().from(orders).where(eq(orders.orderNo, orderNo)).limit(1);
  return o;
}
