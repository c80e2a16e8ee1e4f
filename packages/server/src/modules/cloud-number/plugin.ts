// Routes: GET /cloudNumber/cnt, /list, /transfers, /resource; POST /totalPrice, /buy, /renew,
// /autoRenew, /transfer (docs/api-devices.md "Cloud numbers").
import { labelledIn, langOf } from '../../lib/lang';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CloudNumber,
  NumberAutoRenewBody,
  NumberBuyBody,
  NumberCounters,
  NumberListQuery,
  NumberOptions,
  NumberPriceBody,
  NumberRenewBody,
  NumberTransfer,
  NumberTransferBody,
  NumberTransfersQuery,
  Transferred,
  Updated,
} from '@console/contract';
import { envelope, ok } from '../../lib/envelope';
import { listEnvelope } from '../../lib/paging';
import type { Deps } from '../deps';
import { caller, requireAuth } from '../auth/guard';
import { actorOf } from '../enterprise-log/write';
import { payOptions, payRoute, priceRoute } from '../billing/sell';
import { setAutoRenew, transferNumbers } from './actions';
import { registerCloudNumberFulfilment } from './fulfilment';
import './order-types'; // labels and resources of cloud number orders (billing registry)
import './renewable'; // cloud numbers in renewal management (billing registry)
import { MONTHS, REGIONS } from './pricing';
import { countNumbers, listNumbers, listTransfers } from './queries';
import { uniqueIds } from './requests';
import { NUMBER_BUY, NUMBER_RENEW, numberSale } from './sales';
import { CLOUD_NUMBER_VIEWS } from './views';

const tags = ['cloud number'];
const security = [{ PToken: [] }];

export const cloudNumberPlugin: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock } = deps;
  registerCloudNumberFulfilment();
  requireAuth(app, deps);

  app.get(
    '/cloudNumber/cnt',
    {
      schema: {
        tags,
        security,
        summary: "Cloud number counters per view (each equals that view's list total)",
        response: envelope(NumberCounters),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const now = clock.now();
      const counts = await Promise.all(CLOUD_NUMBER_VIEWS.map((v) => countNumbers(db, user, now, v)));
      return ok(Object.fromEntries(CLOUD_NUMBER_VIEWS.map((v, i) => [v, counts[i]])));
    },
  );

  app.get(
    '/cloudNumber/list',
    {
      schema: {
        tags,
        security,
        summary: 'Paged cloud numbers of a view; employees see only the numbers they hold',
        querystring: NumberListQuery,
        response: listEnvelope(CloudNumber),
      },
    },
    async (req) => {
      const q = req.query;
      return ok(
        await listNumbers(db, caller(req).user, clock.now(), {
          view: q.view,
          page: q.page,
          limit: q.limit,
          keyword: q.keyword,
        }),
      );
    },
  );

  app.get(
    '/cloudNumber/transfers',
    {
      schema: {
        tags,
        security,
        summary: 'Transfer records, newest first',
        querystring: NumberTransfersQuery,
        response: listEnvelope(NumberTransfer),
      },
    },
    async (req) => ok(await listTransfers(db, caller(req).user, req.query)),
  );

  app.get(
    '/cloudNumber/resource',
    {
      schema: {
        tags,
        security,
        summary: 'What can be bought: regions with their monthly rent, durations, payment methods, balance',
        response: envelope(NumberOptions),
      },
    },
    async (req) => {
      const { user } = caller(req);
      return ok({
        regions: labelledIn(REGIONS, langOf(req)),
        months: [...MONTHS],
        ...(await payOptions(deps, user)),
      });
    },
  );

  priceRoute(app, deps, tags, {
    path: '/cloudNumber/totalPrice',
    summary: 'Price of { region, quantity, months } (purchase) or { ids, months } (renewal)',
    body: NumberPriceBody,
    sale: numberSale,
  });
  payRoute(app, deps, tags, {
    path: '/cloudNumber/buy',
    summary: 'Buy new cloud numbers (admin). Balance pays at once; alipay/wechat return the pay URL',
    body: NumberBuyBody,
    sale: NUMBER_BUY,
  });
  payRoute(app, deps, tags, {
    path: '/cloudNumber/renew',
    summary: 'Renew cloud numbers (admin): expiry += months from the later of now and expiry',
    body: NumberRenewBody,
    sale: NUMBER_RENEW,
  });

  app.post(
    '/cloudNumber/autoRenew',
    {
      schema: {
        tags,
        security,
        summary: 'Turn auto-renewal on or off (admin)',
        body: NumberAutoRenewBody,
        response: envelope(Updated),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const [ids, on] = [uniqueIds(req.body.ids), req.body.auto_renew === 1];
      return ok({ updated: await setAutoRenew(db, user, ids, on, actorOf(req)) });
    },
  );

  app.post(
    '/cloudNumber/transfer',
    {
      schema: {
        tags,
        security,
        summary: 'Hand cloud numbers to another active member (admin or manager); recorded per number',
        body: NumberTransferBody,
        response: envelope(Transferred),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const [ids, toUserId] = [uniqueIds(req.body.ids), req.body.to_user_id];
      return ok({ transferred: await transferNumbers(db, user, ids, toUserId, clock.now(), actorOf(req)) });
    },
  );
};
