// The demo's platform-device purchases in flight (My devices: purchasing, awaiting payment,
// awaiting allocation). By the real rules they last minutes: the order's payment window closes
// after 10 minutes and the IP provider allocates a paid device 10 minutes after payment. So each
// start of the demo places them again, as the demo boss would, when the earlier ones have moved on
// (lapsed, paid or allocated); a database without the demo enterprise is never touched.
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { enterprises, ipDevices, orders, payments, users } from '../db/schema';
import { newOrderNo } from '../lib/crypto';
import { text, zh } from '../lib/texts';
import { PAYMENT_WINDOW_MS } from '../modules/billing/checkout';
import { DEVICE_BUY, newDeviceRows } from '../modules/ip-device/orders';
import { addDuration } from '../modules/phone-order/catalogue';
import { DEMO_INVITE_CODE } from './enterprise';

const M = 60_000;
const WAITING = { platform: 'tiktok', region: 'hk', ip_type: 'datacenter', quantity: 2, auto_renew: false };
const PAID = { platform: 'amazon', region: 'cn', ip_type: 'static', quantity: 1, auto_renew: true };

/** Order numbers of the purchases to place: one placed a minute ago and unpaid, one paid two minutes ago. */
export interface DemoPurchaseNos {
  waiting?: string;
  paid?: string;
}

export async function placeDemoDevicePurchases(
  db: Db,
  who: { enterpriseId: number; userId: number },
  now: Date,
  nos: DemoPurchaseNos,
) {
  const at = (ms: number) => new Date(now.getTime() + ms);
  const purchase = (orderNo: string, d: Record<string, unknown>, lineFen: number, created: Date) => {
    const goods = text('goods.ip_device_buy', { region: String(d.region), unit: 'month', value: 1 });
    const quantity = Number(d.quantity);
    return {
      orderNo,
      ...who,
      type: DEVICE_BUY,
      goodsName: zh(goods),
      goodsText: goods,
      quantity,
      totalFen: lineFen * quantity,
      payType: 'alipay',
      createdAt: created,
      expiresAt: new Date(created.getTime() + PAYMENT_WINDOW_MS),
      detail: { ...d, duration_unit: 'month', duration: 1 },
    };
  };
  const paidAt = at(-2 * M);
  await db.transaction(async (tx) => {
    // the rows the purchase routes and the payment's fulfilment make (ip-device/order-routes.ts, orders.ts)
    if (nos.waiting) {
      await tx
        .insert(orders)
        .values({ ...purchase(nos.waiting, WAITING, 3000, at(-1 * M)), status: 'awaiting_payment' });
      await tx
        .insert(ipDevices)
        .values(newDeviceRows(who.enterpriseId, nos.waiting, WAITING, 'awaiting_payment', null, at(-1 * M)));
    }
    if (nos.paid) {
      await tx
        .insert(orders)
        .values({ ...purchase(nos.paid, PAID, 4000, at(-3 * M)), status: 'paid', paidAt, paidFen: 4000 });
      // paid through the gateway: the wallet is not involved, so no ledger row
      await tx.insert(payments).values({
        orderNo: nos.paid,
        gateway: 'alipay-simulator',
        amountFen: 4000,
        status: 'succeeded',
        createdAt: at(-3 * M),
        confirmedAt: paidAt,
      });
      const exp = addDuration(paidAt, { unit: 'month', value: 1 });
      await tx.insert(ipDevices).values(newDeviceRows(who.enterpriseId, nos.paid, PAID, 'allocating', exp, paidAt));
    }
  });
}

/** On start: places again whichever demo purchase in flight has moved on. Returns what it placed. */
export async function renewDemoDevicePurchases(db: Db, now: Date): Promise<DemoPurchaseNos> {
  const [boss] = await db
    .select({ enterpriseId: enterprises.id, userId: users.id })
    .from(enterprises)
    .innerJoin(users, and(eq(users.enterpriseId, enterprises.id), eq(users.username, 'demoadmin')))
    .where(eq(enterprises.inviteCode, DEMO_INVITE_CODE));
  if (!boss) return {};
  const mine = eq(ipDevices.enterpriseId, boss.enterpriseId);
  const [payable] = await db
    .select({ id: ipDevices.id })
    .from(ipDevices)
    .innerJoin(orders, eq(orders.orderNo, ipDevices.orderNo))
    .where(
      and(
        mine,
        eq(ipDevices.stage, 'awaiting_payment'),
        eq(orders.status, 'awaiting_payment'),
        gt(orders.expiresAt, now),
      ),
    )
    .limit(1);
  const [allocating] = await db
    .select({ id: ipDevices.id })
    .from(ipDevices)
    .where(and(mine, eq(ipDevices.stage, 'allocating')))
    .limit(1);
  const nos: DemoPurchaseNos = {
    waiting: payable ? undefined : newOrderNo('I', now),
    paid: allocating ? undefined : newOrderNo('I', new Date(now.getTime() - 3 * M)),
  };
  if (nos.waiting || nos.paid) await placeDemoDevicePurchases(db, boss, now, nos);
  return nos;
}
