// Demo orders in every status (purchase and recharge), with the wallet moved only through the
// ledger: +¥1,500 recharge, −¥300 purchase, −¥200 renewal, −¥80 purchase refunded +¥80 when the
// order was cancelled → balance ¥1,000.00.
import type { Db } from '../db/client';
import { orders, payments } from '../db/schema';
import { text, zh, type Text } from '../lib/texts';
import { changeBalance } from '../modules/billing/wallet';

const M = 60 * 1000;
const D = 24 * 60 * M;

export async function seedDemoOrders(db: Db, enterpriseId: number, adminId: number, now: Date) {
  const at = (ms: number) => new Date(now.getTime() + ms);
  const phone4c8g = text('goods.phone_buy', { spec: '4核8G', unit: 'month', value: 1 });
  const order = (no: string, o: Partial<typeof orders.$inferInsert> & { created: Date; goods?: Text }) => ({
    orderNo: no,
    enterpriseId,
    userId: adminId,
    type: 'phone_buy',
    quantity: 1,
    totalFen: 10000,
    payType: 'balance',
    status: 'paid',
    createdAt: o.created,
    expiresAt: new Date(o.created.getTime() + 10 * M),
    ...o,
    goodsName: zh(o.goods ?? phone4c8g),
    goodsText: o.goods ?? phone4c8g,
  });

  await db.transaction(async (tx) => {
    await tx.insert(orders).values([
      order('RDEMO0001', {
        type: 'recharge',
        goods: text('goods.recharge'),
        totalFen: 150000,
        paidFen: 150000,
        payType: 'alipay',
        created: at(-30 * D),
        paidAt: at(-30 * D + M),
      }),
      order('PDEMO0002', { quantity: 3, totalFen: 30000, paidFen: 30000, created: at(-20 * D), paidAt: at(-20 * D) }),
      order('PDEMO0003', {
        type: 'phone_renew',
        goods: text('goods.phone_renew', { unit: 'month', value: 1 }),
        quantity: 2,
        totalFen: 21000,
        discountFen: 0,
        couponFen: 1000,
        paidFen: 20000,
        created: at(-10 * D),
        paidAt: at(-10 * D),
      }),
      order('PDEMO0004', {
        goods: text('goods.phone_buy', { spec: '8核16G', unit: 'month', value: 1 }),
        totalFen: 20000,
        paidFen: 20000,
        status: 'buying',
        created: at(-1 * 60 * M),
        paidAt: at(-1 * 60 * M),
        payType: 'alipay',
      }),
      order('PDEMO0005', {
        type: 'account_buy',
        goods: text('goods.account_buy', { unit: 'month', value: 1 }),
        quantity: 2,
        totalFen: 6000,
        status: 'awaiting_payment',
        payType: 'alipay',
        created: at(-2 * M),
      }),
      order('PDEMO0006', {
        type: 'network_card_buy',
        goods: text('goods.network_card_buy', { region: 'hk', unit: 'month', value: 1 }),
        totalFen: 8000,
        status: 'cancelled',
        created: at(-5 * D),
      }),
      order('PDEMO0007', {
        goods: text('goods.phone_buy', { spec: '4核8G', unit: 'day', value: 1 }),
        totalFen: 500,
        status: 'expired',
        payType: 'alipay',
        created: at(-3 * D),
      }),
      order('PDEMO0008', {
        type: 'phone_renew',
        goods: text('goods.phone_renew', { unit: 'month', value: 3 }),
        totalFen: 27000,
        status: 'payment_failed',
        payType: 'wechat',
        created: at(-2 * D),
      }),
      order('RDEMO0009', {
        type: 'recharge',
        goods: text('goods.recharge'),
        totalFen: 50000,
        status: 'expired',
        payType: 'alipay',
        created: at(-7 * D),
      }),
      // left unpaid past its 10-minute window: listed as expired
      order('PDEMO0010', {
        type: 'account_buy',
        goods: text('goods.account_buy', { unit: 'month', value: 3 }),
        quantity: 1,
        totalFen: 9000,
        discountFen: 900,
        status: 'awaiting_payment',
        payType: 'alipay',
        created: at(-30 * M),
      }),
    ]);
    await tx.insert(payments).values([
      {
        orderNo: 'RDEMO0001',
        gateway: 'alipay-simulator',
        amountFen: 150000,
        status: 'succeeded',
        createdAt: at(-30 * D),
        confirmedAt: at(-30 * D + M),
      },
      {
        orderNo: 'PDEMO0004',
        gateway: 'alipay-simulator',
        amountFen: 20000,
        status: 'succeeded',
        createdAt: at(-60 * M),
        confirmedAt: at(-60 * M),
      },
    ]);
    await changeBalance(tx, {
      enterpriseId,
      deltaFen: 150000,
      kind: 'recharge',
      orderNo: 'RDEMO0001',
      remark: text('flow.recharge_demo'),
      at: at(-30 * D + M),
    });
    await changeBalance(tx, {
      enterpriseId,
      deltaFen: -30000,
      kind: 'purchase',
      orderNo: 'PDEMO0002',
      remark: text('flow.phone_buy', { ...phone4c8g.params, quantity: 3 }),
      at: at(-20 * D),
    });
    await changeBalance(tx, {
      enterpriseId,
      deltaFen: -20000,
      kind: 'renewal',
      orderNo: 'PDEMO0003',
      remark: text('flow.phone_renew', { count: 2 }),
      at: at(-10 * D),
    });
    await changeBalance(tx, {
      enterpriseId,
      deltaFen: -8000,
      kind: 'purchase',
      orderNo: 'PDEMO0006',
      remark: text('flow.network_card_buy', { quantity: 1 }),
      at: at(-5 * D),
    });
    await changeBalance(tx, {
      enterpriseId,
      deltaFen: 8000,
      kind: 'refund',
      orderNo: 'PDEMO0006',
      remark: text('flow.refund_order_cancelled'),
      at: at(-5 * D + 10 * M),
    });
  });
}
