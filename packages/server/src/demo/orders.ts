// Demo orders in every status (purchase and recharge), with the wallet moved only through the
// ledger: +¥1,500 recharge, −¥300 purchase, −¥200 renewal, −¥80 purchase refunded +¥80 when the
// order was cancelled → balance ¥1,000.00.
import type { Db } from '../db/client';
import { orders, payments } from '../db/schema';
import { changeBalance } from '../modules/billing/wallet';

const M = 60 * 1000;
const D = 24 * 60 * M;

export async function seedDemoOrders(db: Db, enterpriseId: number, adminId: number, now: Date) {
  const at = (ms: number) => new Date(now.getTime() + ms);
  const order = (no: string, o: Partial<typeof orders.$inferInsert> & { created: Date }) => ({
    orderNo: no,
    enterpriseId,
    userId: adminId,
    type: 'phone_buy',
    goodsName: '云手机 4核8G 1个月',
    quantity: 1,
    totalFen: 10000,
    payType: 'balance',
    status: 'paid',
    createdAt: o.created,
    expiresAt: new Date(o.created.getTime() + 10 * M),
    ...o,
  });

  await db.transaction(async (tx) => {
    await tx.insert(orders).values([
      order('RDEMO0001', {
        type: 'recharge',
        goodsName: '账户余额充值',
        totalFen: 150000,
        paidFen: 150000,
        payType: 'alipay',
        created: at(-30 * D),
        paidAt: at(-30 * D + M),
      }),
      order('PDEMO0002', { quantity: 3, totalFen: 30000, paidFen: 30000, created: at(-20 * D), paidAt: at(-20 * D) }),
      order('PDEMO0003', {
        type: 'phone_renew',
        goodsName: '云手机续费 1个月',
        quantity: 2,
        totalFen: 21000,
        discountFen: 0,
        couponFen: 1000,
        paidFen: 20000,
        created: at(-10 * D),
        paidAt: at(-10 * D),
      }),
      order('PDEMO0004', {
        goodsName: '云手机 8核16G 1个月',
        totalFen: 20000,
        paidFen: 20000,
        status: 'buying',
        created: at(-1 * 60 * M),
        paidAt: at(-1 * 60 * M),
        payType: 'alipay',
      }),
      order('PDEMO0005', {
        type: 'account_buy',
        goodsName: '分身 1个月',
        quantity: 2,
        totalFen: 6000,
        status: 'awaiting_payment',
        payType: 'alipay',
        created: at(-2 * M),
      }),
      order('PDEMO0006', {
        type: 'network_card_buy',
        goodsName: '网卡 中国香港 1个月',
        totalFen: 8000,
        status: 'cancelled',
        created: at(-5 * D),
      }),
      order('PDEMO0007', {
        goodsName: '云手机 4核8G 1天',
        totalFen: 500,
        status: 'expired',
        payType: 'alipay',
        created: at(-3 * D),
      }),
      order('PDEMO0008', {
        type: 'phone_renew',
        goodsName: '云手机续费 3个月',
        totalFen: 27000,
        status: 'payment_failed',
        payType: 'wechat',
        created: at(-2 * D),
      }),
      order('RDEMO0009', {
        type: 'recharge',
        goodsName: '账户余额充值',
        totalFen: 50000,
        status: 'expired',
        payType: 'alipay',
        created: at(-7 * D),
      }),
      // left unpaid past its 10-minute window: listed as expired
      order('PDEMO0010', {
        type: 'account_buy',
        goodsName: '分身 3个月',
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
      remark: '支付宝充值（演示）',
      at: at(-30 * D + M),
    });
    await changeBalance(tx, {
      enterpriseId,
      deltaFen: -30000,
      kind: 'purchase',
      orderNo: 'PDEMO0002',
      remark: '购买云手机 ×3',
      at: at(-20 * D),
    });
    await changeBalance(tx, {
      enterpriseId,
      deltaFen: -20000,
      kind: 'renewal',
      orderNo: 'PDEMO0003',
      remark: '续费云手机 ×2',
      at: at(-10 * D),
    });
    await changeBalance(tx, {
      enterpriseId,
      deltaFen: -8000,
      kind: 'purchase',
      orderNo: 'PDEMO0006',
      remark: '购买网卡（余额冻结）',
      at: at(-5 * D),
    });
    await changeBalance(tx, {
      enterpriseId,
      deltaFen: 8000,
      kind: 'refund',
      orderNo: 'PDEMO0006',
      remark: '订单超时取消，余额退回',
      at: at(-5 * D + 10 * M),
    });
  });
}
