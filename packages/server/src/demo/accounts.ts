// Demo sub-account life cycle (accounts area): the demo enterprise's sub-accounts get an
// environment (brand, country, resolution) and a simulator instance, like ones initialized
// through the console; 分身-A04 is powered off and 分身-A08 (long expired) closed; 分身-A01 and
// 分身-A02 renew themselves (renewal management lists them, the forecast counts A02's charge).
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { subAccounts } from '../db/schema';

const ENV = [
  { brand: 'xiaomi', model: 'Xiaomi 12', country: 'CN', resolution: '1280,720' },
  { brand: 'huawei', model: 'HUAWEI P40', country: 'CN', resolution: '1920,1080' },
  { brand: 'samsung', model: 'Galaxy S22', country: 'US', resolution: '0,0' },
];
const SITES = ['douyin', 'kuaishou', 'tiktok'];

export async function seedDemoAccounts(db: Db, enterpriseId: number) {
  const rows = await db
    .select({ id: subAccounts.id, name: subAccounts.name })
    .from(subAccounts)
    .where(and(eq(subAccounts.enterpriseId, enterpriseId), isNull(subAccounts.deletedAt)))
    .orderBy(subAccounts.id);
  for (const [i, a] of rows.entries()) {
    const status = a.name === '分身-A04' ? 'powered_off' : a.name === '分身-A08' ? 'closed' : 'running';
    await db
      .update(subAccounts)
      .set({
        ...ENV[i % ENV.length],
        site: SITES[i % SITES.length],
        status,
        providerInstanceId: `sim-acc-demo-${a.id}`,
        autoRenew: a.name === '分身-A01' || a.name === '分身-A02',
      })
      .where(eq(subAccounts.id, a.id));
  }
}
