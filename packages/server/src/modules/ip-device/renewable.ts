// Platform IP devices in the renewal-management registry: bought devices that are allocated, not
// in the recycle bin and not yet cancelled (7 days after expiry). Their auto-renewal is one month
// at the region × type price, charged by the network auto-renewal job one day before expiry
// (network-card/auto-renew.ts). Own and local devices are renewed by hand (a service fee) and have
// no auto-renewal, so they are not listed here.
import { and, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import { ipDevices } from '../../db/schema';
import { chargedBeforeWhere, registerRenewable } from '../billing/renewables';
import { CANCEL_AFTER_MS } from '../phone/filters';
import { DEVICE_PRICES, linePrice, priceOf, regionCodeOf } from '../network-card/catalogue';
import { monthlyRenewal } from '../network-card/renewal-charge';

const renewablePlatform = (enterpriseId: number) =>
  and(
    eq(ipDevices.enterpriseId, enterpriseId),
    eq(ipDevices.kind, 'platform'),
    eq(ipDevices.stage, 'active'),
    isNull(ipDevices.deletedAt),
    isNull(ipDevices.purgedAt),
    isNotNull(ipDevices.expirationTime),
  );

registerRenewable({
  kind: 'ip_device',
  label: { zh: 'IP设备', en: 'IP device' },
  list: async (db, enterpriseId, now, scope) => {
    const rows = await db
      .select()
      .from(ipDevices)
      .where(
        and(
          renewablePlatform(enterpriseId),
          gt(ipDevices.expirationTime, new Date(now.getTime() - CANCEL_AFTER_MS)),
          chargedBeforeWhere(ipDevices.autoRenew, ipDevices.expirationTime, now, scope),
        ),
      )
      .orderBy(ipDevices.expirationTime, ipDevices.id);
    return rows.map((d) => ({
      kind: 'ip_device',
      id: d.id,
      name: d.address ? `${d.address}${d.port ? `:${d.port}` : ''}` : `#${d.id}`,
      ...monthlyRenewal(
        (m) => {
          const line = linePrice(DEVICE_PRICES, regionCodeOf(d.region), d.ipType, m);
          return line === null ? null : priceOf([line], m, now).pay_fen;
        },
        d.expirationTime!,
        d.autoRenew,
        now,
      ),
      renew_path: `/device/renew?ids=${d.id}`,
    }));
  },
  setAutoRenew: async (tx, enterpriseId, ids, on) => {
    const where = and(renewablePlatform(enterpriseId), inArray(ipDevices.id, ids));
    const found = await tx.update(ipDevices).set({ autoRenew: on }).where(where).returning({ id: ipDevices.id });
    return found.map((r) => r.id);
  },
});
