// Job (spec §4, §9): an IP device with a term whose service expired 7 days ago is cancelled — a
// platform device given back to the IP provider, its stores unbound (they show as awaiting device
// binding again), the enterprise told. Own and local devices have nothing to release. The device
// left every view at that moment (views.ts).
import { and, eq, isNull, lte } from 'drizzle-orm';
import { ipDevices, stores } from '../../db/schema';
import { cancelCutoff, runCancellation, type CancellationRule } from '../../lib/cancellation';
import type { Db } from '../../db/client';
import { text } from '../../lib/texts';
import type { Clock } from '../../providers/clock';
import type { IpDeviceProvider } from '../../providers/ip-device';
import { notify } from '../notice/write';

const due = (now: Date) => and(isNull(ipDevices.cancelledAt), lte(ipDevices.expirationTime, cancelCutoff(now)));

interface Candidate {
  id: number;
  kind: string;
  orderNo: string | null;
  address: string;
}

const rule = (provider: IpDeviceProvider): CancellationRule<Candidate> => ({
  job: 'ip_device_cancellation',
  what: 'IP device',
  due: (db, now) =>
    db
      .select({ id: ipDevices.id, kind: ipDevices.kind, orderNo: ipDevices.orderNo, address: ipDevices.address })
      .from(ipDevices)
      .where(due(now)),
  async release(c) {
    // a platform device still allocating has no address yet: nothing was handed out to give back
    if (c.kind === 'platform' && c.orderNo && c.address)
      await provider.release({ orderNo: c.orderNo, address: c.address });
  },
  async cancel(tx, c, now) {
    const [device] = await tx
      .update(ipDevices)
      .set({ cancelledAt: now, autoRenew: false })
      .where(and(eq(ipDevices.id, c.id), due(now)))
      .returning();
    if (!device) return false;
    await tx.update(stores).set({ ipDeviceId: null }).where(eq(stores.ipDeviceId, device.id));
    await notify(tx, {
      enterpriseId: device.enterpriseId,
      kind: 'ip_device_cancelled',
      text: text('notice.resource_cancelled', {
        what: 'device',
        label: device.mappedIp || device.address || `#${device.id}`,
      }),
      resourceType: 'ip_device',
      resourceId: device.id,
      at: now,
    });
    return true;
  },
});

export const cancelExpiredIpDevices = ({
  db,
  clock,
  ipDevices: provider,
}: {
  db: Db;
  clock: Clock;
  ipDevices: IpDeviceProvider;
}) => runCancellation(db, clock, rule(provider));
