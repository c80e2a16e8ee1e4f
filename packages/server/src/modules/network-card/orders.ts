// Network card purchase and renewal: pricing from the catalogue, and what a paid order delivers
// (registered with billing, so the balance payment and a gateway confirm deliver through the
// same code inside the transaction that marks the order paid).
import { randomInt } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { networkCards } from '../../db/schema';
import { AppError, Code } from '../../lib/envelope';
import { namesParams, text } from '../../lib/texts';
import type { SessionUser } from '../auth/session';
import { registerFulfilment, type Order, type Shortfall } from '../billing/fulfilment';
import { addDuration } from '../phone-order/catalogue';
import { durationOf } from '../phone-order/fulfilment';
import { CANCEL_AFTER_MS } from '../phone/filters';
import { CARD_NOT_FOUND_MESSAGE } from '../phone/binding';
import { CARD_PRICES, linePrice, priceOf, regionCodeOf, regionLabel, type Duration, type NetRegion } from './catalogue';
import { visibleCards } from './queries';

export const CARD_BUY = 'network_card_buy';
export const CARD_RENEW = 'network_card_renew';

export interface CardBuy {
  region: NetRegion;
  cardType: string;
  quantity: number;
  duration: Duration;
}

export function quoteCardBuy(q: CardBuy, now: Date) {
  const unit = linePrice(CARD_PRICES, q.region, q.cardType, q.duration);
  if (unit === null) throw new AppError(Code.VALIDATION, '该地区暂不提供此类型网卡');
  return priceOf(Array<number>(q.quantity).fill(unit), q.duration, now);
}

/** Renewal of visible cards (else 40004): each at its region × type list price. */
export async function quoteCardRenew(db: Db, user: SessionUser, ids: number[], d: Duration, now: Date) {
  const rows = await db
    .select()
    .from(networkCards)
    .where(and(visibleCards(user, now), inArray(networkCards.id, ids)));
  if (rows.length !== ids.length) throw new AppError(Code.NOT_FOUND, CARD_NOT_FOUND_MESSAGE);
  const lines = rows.map((c) => linePrice(CARD_PRICES, regionCodeOf(c.region), c.cardType, d) ?? 0);
  return { price: priceOf(lines, d, now), cards: rows };
}

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
