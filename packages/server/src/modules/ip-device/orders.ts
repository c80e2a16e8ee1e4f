// IP device purchase and renewal (sold through sales.ts): what a paid order delivers
// (registered with billing): a purchase's devices wait for the IP provider's allocation
// (allocation.ts, spec §9 within 2 hours); a renewal extends each device from the later of now and
// its expiry (an own or local device without a term: from now), refunding devices purged or
// cancelled meanwhile. Platform devices renew at their region × type price, own and local ones at
// their kind's service fee (spec §2 'Platform, own and local device renewal').
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ipDevices } from '../../db/schema';
import { namesParams, text } from '../../lib/texts';
import { registerFulfilment, type Order, type Shortfall } from '../billing/fulfilment';
import { addDuration } from '../phone-order/catalogue';
import { durationOf } from '../phone-order/fulfilment';
import { CANCEL_AFTER_MS } from '../phone/filters';
import { DEVICE_PRICES, linePrice, regionCodeOf, serviceFee, type Duration } from '../network-card/catalogue';

export const DEVICE_BUY = 'ip_device_buy';
export const DEVICE_RENEW = 'ip_device_renew';

/** One device's renewal price: platform at region × type (stored as 中国香港 / 中国大陆), else its service fee. */
export const deviceLine = (d: { kind: string; region: string; ipType: string }, dur: Duration) =>
  (d.kind === 'platform' ? linePrice(DEVICE_PRICES, regionCodeOf(d.region), d.ipType, dur) : serviceFee(d.kind, dur)) ??
  0;

/** The new devices of a paid purchase: rows placed while awaiting payment move on, else they are made now. */
async function deliverDevices(tx: Db, order: Order, now: Date) {
  const d = order.detail;
  const exp = addDuration(now, durationOf(d));
  const moved = await tx
    .update(ipDevices)
    .set({ stage: 'allocating', expirationTime: exp })
    .where(and(eq(ipDevices.orderNo, order.orderNo), eq(ipDevices.stage, 'awaiting_payment')))
    .returning({ id: ipDevices.id });
  if (moved.length) return;
  await tx.insert(ipDevices).values(newDeviceRows(order.enterpriseId, order.orderNo, d, 'allocating', exp, now));
}

/** Rows of a purchase before allocation: no address yet. */
export function newDeviceRows(
  enterpriseId: number,
  orderNo: string,
  d: Record<string, unknown>,
  stage: 'awaiting_payment' | 'allocating',
  exp: Date | null,
  now: Date,
) {
  const quantity = Number(d.quantity) || 1;
  return Array.from({ length: quantity }, () => ({
    enterpriseId,
    kind: 'platform',
    region: d.region === 'hk' ? '中国香港' : '中国大陆',
    platform: typeof d.platform === 'string' ? d.platform : '',
    ipType: typeof d.ip_type === 'string' ? d.ip_type : 'static',
    stage,
    autoRenew: d.auto_renew === true,
    expirationTime: exp,
    orderNo,
    createdAt: now,
  }));
}

async function extendDevices(tx: Db, order: Order, now: Date): Promise<Shortfall | void> {
  const ids = Array.isArray(order.detail.ids) ? [...new Set(order.detail.ids as number[])] : [];
  if (!ids.length) return;
  const dur = durationOf(order.detail);
  const rows = await tx
    .select()
    .from(ipDevices)
    .where(and(eq(ipDevices.enterpriseId, order.enterpriseId), inArray(ipDevices.id, ids)))
    .orderBy(ipDevices.id)
    .for('update');
  const byId = new Map(rows.map((r) => [r.id, r]));
  const fallback = Math.max(1, Math.round(order.totalFen / ids.length));
  const missed: string[] = [];
  let undeliveredFen = 0;
  let totalFen = 0;
  for (const id of ids) {
    const r = byId.get(id);
    const line = (r && deviceLine(r, dur)) || fallback;
    totalFen += line;
    const exp = r?.expirationTime ?? null;
    if (r && r.purgedAt === null && (!exp || exp.getTime() > now.getTime() - CANCEL_AFTER_MS)) {
      const from = exp && exp > now ? exp : now;
      await tx
        .update(ipDevices)
        .set({ expirationTime: addDuration(from, dur) })
        .where(eq(ipDevices.id, r.id));
    } else {
      undeliveredFen += line;
      missed.push(r?.address || `#${id}`);
    }
  }
  if (!missed.length) return;
  return {
    undeliveredFen,
    totalFen,
    reason: text('refund.devices_gone', { missed: missed.length, total: ids.length, ...namesParams(missed) }),
  };
}

registerFulfilment(DEVICE_BUY, deliverDevices);
registerFulfilment(DEVICE_RENEW, extendDevices);
