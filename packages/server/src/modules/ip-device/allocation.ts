// Job: bought IP devices waiting for allocation get their connection from the IP provider
// (spec §9: within 2 hours of purchase). Idempotent and safe with several instances: rows are
// claimed with FOR UPDATE SKIP LOCKED and only updated while still 'allocating'.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ipDevices, orders } from '../../db/schema';
import { seal } from '../../lib/secret-box';
import type { IpDeviceProvider } from '../../providers/ip-device';

export async function allocateBoughtDevices(db: Db, provider: IpDeviceProvider, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const waiting = await tx
      .select({ d: ipDevices, paidAt: orders.paidAt })
      .from(ipDevices)
      .innerJoin(orders, eq(orders.orderNo, ipDevices.orderNo))
      .where(and(eq(ipDevices.stage, 'allocating'), eq(ipDevices.kind, 'platform')))
      .orderBy(asc(ipDevices.id))
      .limit(200)
      .for('update', { of: ipDevices, skipLocked: true });
    let done = 0;
    for (const { d, paidAt } of waiting) {
      // the device's place in its order gives the provider a stable request per device
      const [pos] = await tx
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(ipDevices)
        .where(and(eq(ipDevices.orderNo, d.orderNo!), sql`${ipDevices.id} < ${d.id}`));
      const got = await provider.allocate(
        {
          orderNo: d.orderNo!,
          index: pos?.n ?? 0,
          region: d.region === '中国香港' ? 'hk' : 'cn',
          platform: d.platform,
          ipType: d.ipType,
          paidAt: paidAt ?? now,
        },
        now,
      );
      if (!got) continue;
      await tx
        .update(ipDevices)
        .set({
          stage: 'active',
          protocol: got.protocol,
          address: got.address,
          port: got.port,
          username: got.username,
          passwordEnc: seal(got.password),
          mappedIp: got.mappedIp,
        })
        .where(and(eq(ipDevices.id, d.id), eq(ipDevices.stage, 'allocating')));
      done++;
    }
    return done;
  });
}
