// Demo IP devices of every kind and state (network area, issue 14): platform devices (normal,
// expiring soon, expired, abnormal, auto-renewal on and off), own proxies (one bound to the demo
// store, one abnormal), a local virtual device, and one own device in the recycle bin; and two
// purchases in flight, as real orders: one placed with Alipay a minute ago and not yet paid (its
// two devices await payment until the 10-minute window closes, then the order-expiry job lapses
// it and they leave every view), one paid two minutes ago whose device awaits the IP provider's
// allocation (the simulator allocates 10 minutes after payment, then it is an active device).
// Both are states of the first minutes after a purchase: each start of the demo places them anew
// when they have moved on (device-purchases.ts).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ipDevices, stores } from '../db/schema';
import { seal } from '../lib/secret-box';
import { placeDemoDevicePurchases } from './device-purchases';

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
  await placeDemoDevicePurchases(db, { enterpriseId, userId }, now, { waiting: 'IDEMO0001', paid: 'IDEMO0002' });
}
