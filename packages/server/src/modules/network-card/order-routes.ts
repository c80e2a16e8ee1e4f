// Routes: GET /networkCard/cnt, GET /networkCard/resource, POST /networkCard/totalPrice,
// POST /networkCard/buy, GET /networkCard/renewList, POST /networkCard/renew,
// POST /networkCard/autoRenew. Paid like phones: placeOrder (billing) charges the balance with
// its ledger row in the same transaction, or hands back the gateway's checkout URL.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, inArray } from 'drizzle-orm';
import {
  CardAutoRenewBody,
  CardBuyBody,
  CardCounters,
  CardOptions,
  CardPriceBody,
  CardRenewBody,
  CardRenewList,
  CardRenewListQuery,
  NETWORK_ORDER_MESSAGES as M,
  PayResult,
  Price,
  Updated,
} from '@console/contract';
import { enterprises, networkCards } from '../../db/schema';
import { AppError, Code, envelope, ok } from '../../lib/envelope';
import { publicBase } from '../../lib/public-url';
import { text } from '../../lib/texts';
import type { Deps } from '../deps';
import { caller } from '../auth/guard';
import { PAY_TYPES, placeOrder } from '../billing/checkout';
import { actorOf, logEvent, targetOfMany } from '../enterprise-log/write';
import { CARD_NOT_FOUND_MESSAGE } from '../phone/binding';
import { seesWalletBalance } from '../user/member-info';
import { CARD_PRICES, CARD_TYPES, checkExpected, DURATIONS, NET_REGIONS, offeredDuration } from './catalogue';
import { CARD_BUY, CARD_RENEW, quoteCardBuy, quoteCardRenew } from './orders';
import { cardsByIds, countCards, visibleCards } from './queries';

const tags = ['networkCard'];
const security = [{ PToken: [] }];

const bad = (m: string): never => {
  throw new AppError(Code.VALIDATION, m);
};

/** '1,2,3' → ids (each a positive integer, no repeats, at most 500). */
export function commaIds(s: string): number[] {
  const parts = s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  const ids = parts.map((p) => (/^\d{1,9}$/.test(p) ? Number(p) : 0));
  if (!ids.length) bad(M.idsRequired);
  if (ids.some((i) => i < 1) || ids.length > 500 || new Set(ids).size !== ids.length) bad(M.ids);
  return ids;
}

export const cardOrderRoutes: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock, payment } = deps;

  app.get(
    '/networkCard/cnt',
    { schema: { tags, security, summary: 'Totals of the four network card views', response: envelope(CardCounters) } },
    async (req) => ok(await countCards(db, caller(req).user, clock.now())),
  );

  app.get(
    '/networkCard/resource',
    {
      schema: {
        tags,
        security,
        summary: 'What can be bought: regions, types, prices, durations, pay types, balance',
        response: envelope(CardOptions),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const [ent] = await db
        .select({ b: enterprises.walletBalanceFen })
        .from(enterprises)
        .where(eq(enterprises.id, user.enterpriseId));
      return ok({
        regions: NET_REGIONS,
        types: CARD_TYPES,
        prices: CARD_PRICES,
        durations: DURATIONS,
        pay_types: PAY_TYPES.filter((t) => t === 'balance' || payment.channels.includes(t)),
        balance_fen: seesWalletBalance(user) ? ent.b : null,
      });
    },
  );

  app.post(
    '/networkCard/totalPrice',
    {
      schema: {
        tags,
        security,
        summary: 'Price of a purchase (region, card_type, quantity) or, with ids, a renewal',
        body: CardPriceBody,
        response: envelope(Price),
      },
    },
    async (req) => {
      const b = req.body;
      const now = clock.now();
      const d = offeredDuration(b.duration_unit, b.duration);
      if (b.ids) return ok((await quoteCardRenew(db, caller(req).user, b.ids, d, now)).price);
      const region = b.region ?? bad(M.regionRequired);
      const cardType = b.card_type ?? bad(M.typeRequired);
      const quantity = b.quantity ?? bad(M.quantityRequired);
      return ok(quoteCardBuy({ region, cardType, quantity, duration: d }, now));
    },
  );

  app.post(
    '/networkCard/buy',
    {
      schema: {
        tags,
        security,
        summary: 'Buy network cards (admin). Balance pays at once; alipay/wechat return the checkout url',
        body: CardBuyBody,
        response: envelope(PayResult),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const b = req.body;
      const now = clock.now();
      const d = offeredDuration(b.duration_unit, b.duration);
      const price = quoteCardBuy({ region: b.region, cardType: b.card_type, quantity: b.quantity, duration: d }, now);
      checkExpected(b.expected_pay_fen, price);
      return ok(
        await db.transaction(async (tx) => {
          const placed = await placeOrder(tx, payment, {
            enterpriseId: user.enterpriseId,
            userId: user.id,
            type: CARD_BUY,
            goods: text('goods.network_card_buy', { region: b.region, unit: d.unit, value: d.value }),
            quantity: b.quantity,
            totalFen: price.total_fen,
            discountFen: price.discount_fen,
            couponFen: 0,
            couponId: null,
            payType: b.pay_type,
            flowKind: 'purchase',
            remark: text('flow.network_card_buy', { quantity: b.quantity }),
            prefix: 'N',
            now,
            publicBase: publicBase(req),
            detail: {
              region: b.region,
              card_type: b.card_type,
              quantity: b.quantity,
              duration_unit: d.unit,
              duration: d.value,
              auto_renew: b.auto_renew === 1,
            },
          });
          await logEvent(tx, actorOf(req), {
            area: 'network',
            action: 'networkCard.buy',
            target: { type: 'order', id: placed.order_no, name: `${b.region} ${b.card_type} ×${b.quantity}` },
            detail: {
              after: { quantity: b.quantity, pay_type: b.pay_type, pay_fen: placed.pay_fen, status: placed.status },
            },
          });
          return placed;
        }),
      );
    },
  );

  app.get(
    '/networkCard/renewList',
    {
      schema: {
        tags,
        security,
        summary: 'The chosen cards as the renewal page shows them (all must be visible)',
        querystring: CardRenewListQuery,
        response: envelope(CardRenewList),
      },
    },
    async (req) => {
      const ids = commaIds(req.query.ids);
      const list = await cardsByIds(db, caller(req).user, clock.now(), ids);
      if (list.length !== ids.length) throw new AppError(Code.NOT_FOUND, CARD_NOT_FOUND_MESSAGE);
      return ok({ list });
    },
  );

  app.post(
    '/networkCard/renew',
    {
      schema: {
        tags,
        security,
        summary: 'Renew network cards (admin, or staff with the device-renewal permission; visible cards only)',
        body: CardRenewBody,
        response: envelope(PayResult),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const b = req.body;
      const now = clock.now();
      const d = offeredDuration(b.duration_unit, b.duration);
      return ok(
        await db.transaction(async (tx) => {
          const { price, cards } = await quoteCardRenew(tx, user, b.ids, d, now);
          checkExpected(b.expected_pay_fen, price);
          const placed = await placeOrder(tx, payment, {
            enterpriseId: user.enterpriseId,
            userId: user.id,
            type: CARD_RENEW,
            goods: text('goods.network_card_renew', { unit: d.unit, value: d.value }),
            quantity: b.ids.length,
            totalFen: price.total_fen,
            discountFen: price.discount_fen,
            couponFen: 0,
            couponId: null,
            payType: b.pay_type,
            flowKind: 'renewal',
            remark: text('flow.network_card_renew', { count: b.ids.length }),
            prefix: 'N',
            now,
            publicBase: publicBase(req),
            detail: { ids: b.ids, duration_unit: d.unit, duration: d.value },
          });
          await logEvent(tx, actorOf(req), {
            area: 'network',
            action: 'networkCard.renew',
            target: targetOfMany(
              'network_card',
              cards.map((c) => ({ id: c.id, name: c.name })),
            ),
            detail: { after: { order_no: placed.order_no, pay_type: b.pay_type, pay_fen: placed.pay_fen } },
          });
          return placed;
        }),
      );
    },
  );

  app.post(
    '/networkCard/autoRenew',
    {
      schema: {
        tags,
        security,
        summary: 'Turn auto-renewal on or off for network cards (admin)',
        body: CardAutoRenewBody,
        response: envelope(Updated),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const on = req.body.auto_renew === 1;
      const now = clock.now();
      return ok(
        await db.transaction(async (tx) => {
          const where = and(visibleCards(user, now), inArray(networkCards.id, req.body.ids));
          const found = await tx
            .select({ id: networkCards.id, name: networkCards.name })
            .from(networkCards)
            .where(where)
            .for('update');
          if (found.length !== req.body.ids.length) throw new AppError(Code.NOT_FOUND, CARD_NOT_FOUND_MESSAGE);
          const done = await tx
            .update(networkCards)
            .set({ autoRenew: on })
            .where(where)
            .returning({ id: networkCards.id });
          await logEvent(tx, actorOf(req), {
            area: 'network',
            action: 'networkCard.autoRenew',
            target: targetOfMany('network_card', found),
            detail: { after: { auto_renew: on } },
          });
          return { updated: done.length };
        }),
      );
    },
  );
};
