// Demo data: seeded on first start when no enterprise exists, or by `pnpm --filter @console/server seed`.
import { count } from 'drizzle-orm';
import type { Db } from './db/client';
import { enterprises } from './db/schema';
import { seedDemoAccounts } from './demo/accounts';
import { seedPlatformApps } from './demo/apps';
import { seedDemoCloudNumbers } from './demo/cloud-numbers';
import { seedWebsiteConfig } from './demo/config';
import { seedDemoEnterprise } from './demo/enterprise';
import { seedDemoOrders } from './demo/orders';
import { seedDemoDevicePurchases, seedDemoNetwork } from './demo/network';
import { seedDemoStores } from './demo/stores';
import { seedDemoBilling } from './demo/billing';
import { renewDemoDevicePurchases, type DemoPurchaseNos } from './demo/device-purchases';
import { systemClock, type Clock } from './providers/clock';

/** Website config and the app-market catalogue always; the demo enterprise only into an empty database. Returns true if seeded. */
export async function seedDemoIfEmpty(db: Db, clock: Clock = systemClock): Promise<boolean> {
  await seedWebsiteConfig(db);
  await seedPlatformApps(db, clock.now());
  const [row] = await db.select({ n: count() }).from(enterprises);
  if (Number(row?.n ?? 0) > 0) return false;
  const now = clock.now();
  const { enterpriseId, adminId } = await seedDemoEnterprise(db, now);
  await seedDemoOrders(db, enterpriseId, adminId, now);
  await seedDemoCloudNumbers(db, enterpriseId, now);
  await seedDemoNetwork(db, enterpriseId, now);
  await seedDemoDevicePurchases(db, enterpriseId, adminId, now);
  await seedDemoStores(db, enterpriseId, now); // after the network: stores are bound to its devices
  await seedDemoAccounts(db, enterpriseId);
  await seedDemoBilling(db, enterpriseId, now);
  return true;
}

/**
 * What a start of the server does for the demo: seed an empty database; otherwise place again the
 * demo's purchases in flight that have moved on since (demo/device-purchases.ts).
 */
export async function startDemo(db: Db, clock: Clock): Promise<{ seeded: boolean; placed: DemoPurchaseNos }> {
  if (await seedDemoIfEmpty(db, clock)) return { seeded: true, placed: {} };
  return { seeded: false, placed: await renewDemoDevicePurchases(db, clock.now()) };
}
