// What buying and renewing network cards sells (billing/sell.ts): the region × type list price per
// card and the multi-month discount; a renewal is for cards the caller sees, each at its own
// region × type.
import { and, inArray } from 'drizzle-orm';
import { NETWORK_ORDER_MESSAGES as M, type CardPriceBody } from '@console/contract';
import type { Localized } from '@console/contract/localized';
import { networkCards } from '../../db/schema';
import { AppError, Code } from '../../lib/envelope';
import { text } from '../../lib/texts';
import type { Sellable } from '../billing/sell';
import { targetOfMany } from '../enterprise-log/write';
import { CARD_NOT_FOUND_MESSAGE } from '../phone/binding';
import { CARD_PRICES, linePrice, offeredDuration, regionCodeOf } from './catalogue';
import { CARD_BUY, CARD_RENEW } from './orders';
import { visibleCards } from './queries';

type Body = CardPriceBody & { auto_renew?: 0 | 1 };

const bad = (m: Localized): never => {
  throw new AppError(Code.VALIDATION, m);
};

export const CARD_BUY_SALE: Sellable<Body> = {
  type: CARD_BUY,
  prefix: 'N',
  flowKind: 'purchase',
  log: { area: 'network', action: 'networkCard.buy' },
  items(_ctx, b) {
    const d = offeredDuration(b.duration_unit, b.duration);
    const region = b.region ?? bad(M.regionRequired);
    const cardType = b.card_type ?? bad(M.typeRequired);
    const quantity = b.quantity ?? bad(M.quantityRequired);
    const unit =
      linePrice(CARD_PRICES, region, cardType, d) ??
      bad({ zh: '该地区暂不提供此类型网卡', en: 'This network card type is not offered in this region' });
    return {
      lines: Array<number>(quantity).fill(unit),
      discountBy: d,
      goods: text('goods.network_card_buy', { region, unit: d.unit, value: d.value }),
      remark: text('flow.network_card_buy', { quantity }),
      detail: {
        region,
        card_type: cardType,
        quantity,
        duration_unit: d.unit,
        duration: d.value,
        auto_renew: b.auto_renew === 1,
      },
      logName: `${region} ${cardType} ×${quantity}`,
      logAfter: { quantity },
    };
  },
};

export const CARD_RENEW_SALE: Sellable<Body> = {
  type: CARD_RENEW,
  prefix: 'N',
  flowKind: 'renewal',
  log: { area: 'network', action: 'networkCard.renew' },
  async items({ db, user, now }, b) {
    const d = offeredDuration(b.duration_unit, b.duration);
    const ids = b.ids ?? bad(M.idsRequired);
    const cards = await db
      .select()
      .from(networkCards)
      .where(and(visibleCards(user, now), inArray(networkCards.id, ids)));
    if (cards.length !== ids.length) throw new AppError(Code.NOT_FOUND, CARD_NOT_FOUND_MESSAGE);
    return {
      lines: cards.map((c) => linePrice(CARD_PRICES, regionCodeOf(c.region), c.cardType, d) ?? 0),
      discountBy: d,
      goods: text('goods.network_card_renew', { unit: d.unit, value: d.value }),
      remark: text('flow.network_card_renew', { count: ids.length }),
      detail: { ids, duration_unit: d.unit, duration: d.value },
      logTarget: targetOfMany(
        'network_card',
        cards.map((c) => ({ id: c.id, name: c.name })),
      ),
    };
  },
};

/** A price request names cards for a renewal, else a purchase. */
export const cardSale = (b: Body) => (b.ids ? CARD_RENEW_SALE : CARD_BUY_SALE);
