// Demo IP devices of every kind and state (network area, issue 14): platform devices (normal,
// expiring soon, expired, abnormal, auto-renewal on and off), own proxies (one bound to the demo
// store, one abnormal), a local virtual device, and one own device in the recycle bin; and two
// purchases in flight, as real orders: one placed with Alipay a minute ago and not yet paid (its
// two devices await payment until the 10-minute window closes, then the order-expiry job lapses
// it and they leave every view), one paid two minutes ago whose device awaits the IP provider's
// allocation (the simulator allocates 10 minutes after payment, then it is an active device).
// Both are states of the first minutes after seeding, as they are after a real purchase.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ipDevices, orders, payments, stores } from '../db/schema';
import { text, zh } from '../lib/texts';
import { PAYMENT_WINDOW_MS } from '../modules/billing/checkout';
import { addDuration } from '../modules/phone-order/catalogue';
import { DEVICE_BUY, newDeviceRows } from '../modules/ip-device/orders';
import { seal } from '../lib/secret-box';

const M = 60 * 1000;
const H = 60 * M;
const D = 24 * H;

export async function seedDemoNetwork(db: Db, enterpriseId: number, now: Date) {
  const at = (ms: number) => new Date(now.getTime() + ms);
  const platform = (o: Partial<typeof ipDevices.$inferInsert>) => ({
    enterpriseId,
    kind: 'platform',
    protocol: 'socks5',
    port: 1080,
    username: 'demo',
    passwordEnc: seal('demo-pass'),
    region: '中国大陆',
    platform: 'amazon',
    ipType: 'static',
    createdAt: at(-20 * D),
    address: '',
    ...o,
  });
  const rows = await db
    .insert(ipDevices)
    .values([
      platform({
        address: '203.0.113.10',
        mappedIp: '203.0.113.10',
        expirationTime: at(40 * D),
        autoRenew: true,
        tags: ['主力'],
      }),
      platform({ address: '203.0.113.11', mappedIp: '203.0.113.11', expirationTime: at(2 * D) }),
      platform({ address: '198.51.100.12', region: '中国香港', platform: 'tiktok', expirationTime: at(-2 * D) }),
      platform({
        address: '203.0.113.13',
        platform: 'shopee',
        status: 'abnormal',
        expirationTime: at(15 * D),
        ipType: 'datacenter',
      }),
      {
        enterpriseId,
        kind: 'own',
        protocol: 'http',
        address: 'proxy.demo.example',
        port: 8080,
        username: 'shop01',
        passwordEnc: seal('own-secret'),
        region: '中国大陆',
        platform: 'general',
        tags: ['自有', '抖音'],
        createdAt: at(-10 * D),
      },
      {
        enterpriseId,
        kind: 'own',
        protocol: 'ss',
        address: '192.0.2.20',
        port: 8388,
        encryption: 'aes-256-gcm',
        obfuscation: 'http',
        obfuscationParam: 'cdn.example.com',
        passwordEnc: seal('ss-secret'),
        region: '中国香港',
        status: 'abnormal',
        createdAt: at(-5 * D),
      },
      {
        enterpriseId,
        kind: 'local',
        protocol: 'socks5',
        address: '127.0.0.1',
        port: 7890,
        region: '中国大陆',
        isRemote: false,
        remark: '本机代理',
        createdAt: at(-3 * D),
      },
      {
        enterpriseId,
        kind: 'own',
        protocol: 'socks5',
        address: '192.0.2.30',
        port: 1080,
        region: '中国大陆',
        deletedAt: at(-1 * D),
        createdAt: at(-8 * D),
      },
    ])
    .returning({ id: ipDevices.id, address: ipDevices.address });
  // the demo flagship store goes out through the own HTTP proxy
  const own = rows.find((r) => r.address === 'proxy.demo.example')!;
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.enterpriseId, enterpriseId)).limit(1);
  if (store) await db.update(stores).set({ ipDeviceId: own.id }).where(eq(stores.id, store.id));
}

/** Two platform-device purchases in flight: awaiting payment and awaiting allocation. */
export async function seedDemoDevicePurchases(db: Db, enterpriseId: number, userId: number, now: Date) {
  const at = (ms: number) => new Date(now.getTime() + ms);
  const purchase = (orderNo: string, d: Record<string, unknown>, lineFen: number, created: Date) => {
    const goods = text('goods.ip_device_buy', { region: String(d.region), unit: 'month', value: 1 });
    const quantity = Number(d.quantity);
    return {
      orderNo,
      enterpriseId,
      userId,
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
  const waiting = { platform: 'tiktok', region: 'hk', ip_type: 'datacenter', quantity: 2, auto_renew: false };
  const paid = { platform: 'amazon', region: 'cn', ip_type: 'static', quantity: 1, auto_renew: true };
  const paidAt = at(-2 * M);
  await db.transaction(async (tx) => {
    await tx.insert(orders).values([
      { ...purchase('IDEMO0001', waiting, 3000, at(-1 * M)), status: 'awaiting_payment' },
      { ...purchase('IDEMO0002', paid, 4000, at(-3 * M)), status: 'paid', paidAt, paidFen: 4000 },
    ]);
    // paid through the gateway: the wallet is not involved, so no ledger row
    await tx.insert(payments).values({
      orderNo: 'IDEMO0002',
      gateway: 'alipay-simulator',
      amountFen: 4000,
      status: 'succeeded',
      createdAt: at(-3 * M),
      confirmedAt: paidAt,
    });
    // the rows the purchase routes and the payment's fulfilment make (ip-device/order-routes.ts, orders.ts)
    await tx
      .insert(ipDevices)
      .values([
        ...newDeviceRows(enterpriseId, 'IDEMO0001', waiting, 'awaiting_payment', null, at(-1 * M)),
        ...newDeviceRows(
          enterpriseId,
          'IDEMO0002',
          paid,
          'allocating',
          addDuration(paidAt, { unit: 'month', value: 1 }),
          paidAt,
        ),
      ]);
  });
}
