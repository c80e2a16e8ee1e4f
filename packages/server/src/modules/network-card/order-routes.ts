// Routes: GET /networkCard/cnt, GET /networkCard/resource, POST /networkCard/totalPrice,
// POST /networkCard/buy, GET /networkCard/renewList, POST /networkCard/renew,
// POST /networkCard/autoRenew. Sold through billing's sell routes (sales.ts): the balance with its
// ledger row in the same transaction, or the gateway's checkout URL.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, inArray } from 'drizzle-orm';
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
  Updated,
} from '@console/contract';
import type { Localized } from '@console/contract/localized';
import { networkCards } from '../../db/schema';
import { AppError, Code, envelope, ok } from '../../lib/envelope';
import type { Deps } from '../deps';
import { caller } from '../auth/guard';
import { payOptions, payRoute, priceRoute } from '../billing/sell';
import { actorOf, logEvent, targetOfMany } from '../enterprise-log/write';
import { CARD_NOT_FOUND_MESSAGE } from '../phone/binding';
import { CARD_PRICES, CARD_TYPES, DURATIONS, NET_REGIONS } from './catalogue';
import { labelledIn, langOf } from '../../lib/lang';
import { cardsByIds, countCards, visibleCards } from './queries';
import { CARD_BUY_SALE, CARD_RENEW_SALE, cardSale } from './sales';

const tags = ['networkCard'];
const security = [{ PToken: [] }];

const bad = (m: Localized): never => {
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
  const { db, clock } = deps;

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
      const lang = langOf(req);
      return ok({
        regions: labelledIn(NET_REGIONS, lang),
        types: labelledIn(CARD_TYPES, lang),
        prices: CARD_PRICES,
        durations: labelledIn(DURATIONS, lang),
        ...(await payOptions(deps, user)),
      });
    },
  );

  priceRoute(app, deps, tags, {
    path: '/networkCard/totalPrice',
    summary: 'Price of a purchase (region, card_type, quantity) or, with ids, a renewal',
    body: CardPriceBody,
    sale: cardSale,
  });
  payRoute(app, deps, tags, {
    path: '/networkCard/buy',
    summary: 'Buy network cards (admin). Balance pays at once; alipay/wechat return the checkout url',
    body: CardBuyBody,
    sale: CARD_BUY_SALE,
  });

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
      const list = await cardsByIds(db, caller(req).user, clock.now(), ids, langOf(req));
      if (list.length !== ids.length) throw new AppError(Code.NOT_FOUND, CARD_NOT_FOUND_MESSAGE);
      return ok({ list });
    },
  );

  payRoute(app, deps, tags, {
    path: '/networkCard/renew',
    summary: 'Renew network cards (admin, or staff with the device-renewal permission; visible cards only)',
    body: CardRenewBody,
    sale: CARD_RENEW_SALE,
  });

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
