// Routes: GET /networkCard/list, GET /networkCard/list/export (CSV); purchase, renewal and
// auto-renewal (order-routes.ts); binding to a sub-account (account-binding.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NetworkCardItem, NetworkCardExportQuery, NetworkCardListQuery } from '@console/contract';
import { sendCsv } from '../../lib/csv';
import { ok } from '../../lib/envelope';
import { listEnvelope } from '../../lib/paging';
import type { Deps } from '../deps';
import { caller, requireAuth } from '../auth/guard';
import { exportCards, listCards } from './queries';
import { langOf } from '../../lib/lang';
import { CARD_CSV } from './export';
import { cardAccountBindingRoutes } from './account-binding';
import { cardOrderRoutes } from './order-routes';
import './orders'; // registers network_card_buy / network_card_renew with billing
import './order-types'; // labels and ledger kinds of network card and IP device orders (billing registry)
import './renewable'; // network cards in renewal management (billing registry)

const tags = ['networkCard'];
const security = [{ PToken: [] }];

export const networkCardPlugin: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock } = deps;
  requireAuth(app, deps);
  await app.register(cardOrderRoutes, deps);
  await app.register(cardAccountBindingRoutes, deps);

  app.get(
    '/networkCard/list',
    {
      schema: {
        tags,
        security,
        summary: 'Paged network card list. filterStatus: 0 all, 2 unexpired, 3 will expire, 1 expired',
        querystring: NetworkCardListQuery,
        response: listEnvelope(NetworkCardItem),
      },
    },
    async (req) => {
      const q = req.query;
      return ok(
        await listCards(
          db,
          caller(req).user,
          clock.now(),
          {
            page: q.page,
            limit: q.limit,
            filterStatus: q.filterStatus,
            keyword: q.keyword,
          },
          langOf(req),
        ),
      );
    },
  );

  app.get(
    '/networkCard/list/export',
    {
      schema: {
        tags,
        security,
        summary: 'CSV of the filtered network card list (no paging)',
        querystring: NetworkCardExportQuery,
      },
    },
    async (req, reply) => {
      const now = clock.now();
      const q = { filterStatus: req.query.filterStatus, keyword: req.query.keyword };
      return sendCsv(reply, {
        name: 'network-cards',
        now,
        columns: CARD_CSV,
        batches: exportCards(db, caller(req).user, now, q, langOf(req)),
      });
    },
  );
};
