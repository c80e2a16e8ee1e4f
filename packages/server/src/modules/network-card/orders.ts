// Network card purchase and renewal (sold through sales.ts): what a paid order delivers
// (registered with billing, so the balance payment and a gateway confirm deliver through the
// same code inside the transaction that marks the order paid).
import { randomInt } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { networkCards } from '../../db/schema';
import { namesParams, text } from '../../lib/texts';
import { registerFulfilment, type Order, type Shortfall } from '../billing/fulfilment';
import { addDuration } from '../phone-order/catalogue';
import { durationOf } from '../phone-order/fulfilment';
import { CANCEL_AFTER_MS } from '../phone/filters';
import { CARD_PRICES, linePrice, regionCodeOf, regionLabel, type NetRegion } from './catalogue';

export const CARD_BUY = 'network_card_buy';
export const CARD_RENEW = 'network_card_renew';

/** [Simulator] a carrier would assign the IP; we draw one from the documentation ranges. */
const simulatedIp = (region: NetRegion) => `${region === 'hk' ? '198.51.100' : '203.0.113'}.${randomInt(1, 255)}`;

async function deliverCards(tx: Db, order: Order, now: Date) {
  const d = order.detail;
  const region: NetRegion = d.region === 'hk' ? 'hk' : 'cn';
  const quantity = Number(d.quantity) || order.quantity;
  const exp = addDuration(now, durationOf(d));
  const label = regionLabel(region);
  await tx.insert(networkCards).values(
    Array.from({ length: quantity }, (_, i) => ({
      enterpriseId: order.enterpriseId,
      name: `网卡-${label.slice(-2)}-${order.orderNo.slice(-6)}-${String(i + 1).padStart(2, '0')}`,
      ip: simulatedIp(region),
      region: label,
      cardType: d.card_type === 'shared' ? 'shared' : 'dedicated',
      autoRenew: d.auto_renew === true,
      orderNo: order.orderNo,
      expirationTime: exp,
      createdAt: now,
    })),
  );
}

/** Extends each card from the later of now and its expiry; deleted or cancelled cards are refunded. */
async function extendCards(tx: Db, order: Order, now: Date): Promise<Shortfall | void> {
  const ids = Array.isArray(order.detail.ids) ? [...new Set(order.detail.ids as number[])] : [];
  if (!ids.length) return;
  const d = durationOf(order.detail);
  const rows = await tx
    .select()
    .from(networkCards)
    .where(and(eq(networkCards.enterpriseId, order.enterpriseId), inArray(networkCards.id, ids)))
    .orderBy(networkCards.id)
    .for('update');
  const byId = new Map(rows.map((c) => [c.id, c]));
  const fallback = Math.max(1, Math.round(order.totalFen / ids.length));
  const missed: string[] = [];
  let undeliveredFen = 0;
  let totalFen = 0;
  for (const id of ids) {
    const c = byId.get(id);
    const line = (c && linePrice(CARD_PRICES, regionCodeOf(c.region), c.cardType, d)) || fallback;
    totalFen += line;
    if (c && c.deletedAt === null && c.expirationTime.getTime() > now.getTime() - CANCEL_AFTER_MS) {
      const from = c.expirationTime > now ? c.expirationTime : now;
      await tx
        .update(networkCards)
        .set({ expirationTime: addDuration(from, d) })
        .where(and(eq(networkCards.id, c.id), isNull(networkCards.deletedAt)));
    } else {
      undeliveredFen += line;
      missed.push(c?.name ?? `#${id}`);
    }
  }
  if (!missed.length) return;
  return {
    undeliveredFen,
    totalFen,
    reason: text('refund.cards_gone', { missed: missed.length, total: ids.length, ...namesParams(missed) }),
  };
}

registerFulfilment(CARD_BUY, deliverCards);
registerFulfilment(CARD_RENEW, extendCards);
