// What buying and renewing IP devices sells (billing/sell.ts): platform devices at region × type,
// own and local ones at their service fee, with the multi-month discount. A purchase paid at a
// gateway shows its devices as 'awaiting payment' until it is paid or expires; a renewal is for
// the enterprise's devices in use, outside the bin.
import { isNull } from 'drizzle-orm';
import { IP_DEVICE_MESSAGES as M, NETWORK_ORDER_MESSAGES as NM, type DevicePriceBody } from '@console/contract';
import type { Localized } from '@console/contract/localized';
import { ipDevices } from '../../db/schema';
import { AppError, Code } from '../../lib/envelope';
import { text } from '../../lib/texts';
import type { Sellable } from '../billing/sell';
import { targetOfMany } from '../enterprise-log/write';
import { DEVICE_PRICES, isPlatform, linePrice, offeredDuration } from '../network-card/catalogue';
import { DEVICE_BUY, DEVICE_RENEW, deviceLine, newDeviceRows } from './orders';
import { loadDevices } from './queries';

type Body = DevicePriceBody & { auto_renew?: 0 | 1 };

const bad = (m: Localized): never => {
  throw new AppError(Code.VALIDATION, m);
};

export function platformOf(p: string | undefined): string {
  const v = (p ?? '').trim();
  if (!v) bad(M.platformRequired);
  if (!isPlatform(v)) bad(M.platform);
  return v;
}

export const deviceName = (d: { id: number; address: string; port: number | null }) => ({
  id: d.id,
  name: d.address ? `${d.address}:${d.port}` : `#${d.id}`,
});

export const DEVICE_BUY_SALE: Sellable<Body> = {
  type: DEVICE_BUY,
  prefix: 'I',
  flowKind: 'purchase',
  log: { area: 'network', action: 'ipDevice.buy' },
  items(_ctx, b) {
    const platform = platformOf(b.platform);
    const d = offeredDuration(b.duration_unit, b.duration);
    const region = b.region ?? bad(NM.regionRequired);
    const ipType = b.ip_type ?? bad(M.typeRequired);
    const quantity = b.quantity ?? bad(NM.quantityRequired);
    const unit = linePrice(DEVICE_PRICES, region, ipType, d) ?? bad(M.type);
    return {
      lines: Array<number>(quantity).fill(unit),
      discountBy: d,
      goods: text('goods.ip_device_buy', { region, unit: d.unit, value: d.value }),
      remark: text('flow.ip_device_buy', { quantity }),
      detail: {
        platform,
        region,
        ip_type: ipType,
        quantity,
        duration_unit: d.unit,
        duration: d.value,
        auto_renew: b.auto_renew === 1,
      },
      logName: `${platform} ${region} ×${quantity}`,
      logAfter: { quantity },
    };
  },
  // a gateway order's devices show as 'awaiting payment' until it is paid (or expires)
  async afterPlace({ db, user, now }, items, placed) {
    if (placed.status !== 'awaiting_payment') return;
    await db
      .insert(ipDevices)
      .values(newDeviceRows(user.enterpriseId, placed.order_no, items.detail, 'awaiting_payment', null, now));
  },
};

export const DEVICE_RENEW_SALE: Sellable<Body> = {
  type: DEVICE_RENEW,
  prefix: 'I',
  flowKind: 'renewal',
  log: { area: 'network', action: 'ipDevice.renew' },
  async items({ db, user, now }, b) {
    const d = offeredDuration(b.duration_unit, b.duration);
    const ids = b.ids ?? bad(NM.idsRequired);
    const rows = await loadDevices(db, user, now, ids, isNull(ipDevices.deletedAt));
    if (rows.some((r) => r.d.stage !== 'active')) throw new AppError(Code.CONFLICT, M.renewKind);
    return {
      lines: rows.map((r) => deviceLine(r.d, d)),
      discountBy: d,
      goods: text('goods.ip_device_renew', { unit: d.unit, value: d.value }),
      remark: text('flow.ip_device_renew', { count: ids.length }),
      detail: { ids, duration_unit: d.unit, duration: d.value },
      logTarget: targetOfMany(
        'ip_device',
        rows.map((r) => deviceName(r.d)),
      ),
    };
  },
};

/** A price request names devices for a renewal, else a purchase. */
export const deviceSale = (b: Body) => (b.ids ? DEVICE_RENEW_SALE : DEVICE_BUY_SALE);
