// Routes: GET /order/list, GET /order/list/export (CSV).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OrderItem, OrderExportQuery, OrderListQuery } from '@console/contract';
import { sendCsv } from '../../lib/csv';
import { ok } from '../../lib/envelope';
import { langOf } from '../../lib/lang';
import { listEnvelope } from '../../lib/paging';
import type { Deps } from '../deps';
import { caller, requireAuth } from '../auth/guard';
import { ORDER_CSV } from './export';
import { exportOrders, listOrders } from './queries';

const tags = ['order'];
const security = [{ PToken: [] }];

export const orderPlugin: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock } = deps;
  requireAuth(app, deps);

  app.get(
    '/order/list',
    {
      schema: {
        tags,
        security,
        summary: 'Paged order list, newest first. filterStatus: 0 all, 1 paid, 2 buying, 3 expired, 4 awaiting payment',
        querystring: OrderListQuery,
        response: listEnvelope(OrderItem),
      },
    },
    async (req) => {
      const q = req.query;
      return ok(
        await listOrders(
          db,
          caller(req).user,
          clock.now(),
          { page: q.page, limit: q.limit, filterStatus: q.filterStatus, type: q.type, keyword: q.keyword },
          langOf(req),
        ),
      );
    },
  );

  app.get(
    '/order/list/export',
    {
      schema: { tags, security, summary: 'CSV of the filtered order list (no paging)', querystring: OrderExportQuery },
    },
    async (req, reply) => {
      const now = clock.now();
      const q = { filterStatus: req.query.filterStatus, type: req.query.type, keyword: req.query.keyword };
      return sendCsv(reply, {
        name: 'orders',
        now,
        columns: ORDER_CSV,
        batches: exportOrders(db, caller(req).user, now, q, langOf(req)),
      });
    },
  );
};
