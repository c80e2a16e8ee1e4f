// Routes: GET /order/list, GET /order/list/export (CSV), GET /order/counts, GET /order/types,
// GET /order/detail, POST /order/pay, POST /order/cancel.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  OrderCancelBody,
  OrderCancelResult,
  OrderCounts,
  OrderDetail,
  OrderExportQuery,
  OrderItem,
  OrderListQuery,
  OrderNoQuery,
  OrderPayBody,
  OrderTypeList,
  PayResult,
} from '@console/contract';
import { sendCsv } from '../../lib/csv';
import { envelope, ok } from '../../lib/envelope';
import { langOf } from '../../lib/lang';
import { listEnvelope } from '../../lib/paging';
import { publicBase } from '../../lib/public-url';
import type { Deps } from '../deps';
import { caller, requireAuth } from '../auth/guard';
import { actorOf } from '../enterprise-log/write';
import { orderTypes } from '../billing/order-types';
import { idempotent } from '../../lib/idempotency';
import { cancelOrder, payOrder, unlessLapsed } from './actions';
import { orderDetail } from './detail';
import { ORDER_CSV } from './export';
import { countOrders, exportOrders, listOrders } from './queries';

const tags = ['order'];
const security = [{ PToken: [] }];

export const orderPlugin: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock, payment } = deps;
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
    async (req) => ok(await listOrders(db, caller(req).user, clock.now(), req.query, langOf(req))),
  );

  app.get(
    '/order/list/export',
    {
      schema: { tags, security, summary: 'CSV of the filtered order list (no paging)', querystring: OrderExportQuery },
    },
    async (req, reply) => {
      const now = clock.now();
      return sendCsv(reply, {
        name: 'orders',
        now,
        columns: ORDER_CSV,
        batches: exportOrders(db, caller(req).user, now, req.query, langOf(req)),
      });
    },
  );

  app.get(
    '/order/counts',
    {
      schema: {
        tags,
        security,
        summary: 'How many orders each status view holds under the other filters (filterStatus is ignored)',
        querystring: OrderExportQuery,
        response: envelope(OrderCounts),
      },
    },
    async (req) => ok(await countOrders(db, caller(req).user, clock.now(), req.query)),
  );

  app.get(
    '/order/types',
    {
      schema: {
        tags,
        security,
        summary: 'Every registered order type with its label (the type filter)',
        response: envelope(OrderTypeList),
      },
    },
    async (req) => {
      const lang = langOf(req);
      return ok({ list: orderTypes().map((t) => ({ type: t.type, group: t.group, label: t.label[lang] })) });
    },
  );

  app.get(
    '/order/detail',
    {
      schema: {
        tags,
        security,
        summary: 'One order: its lines, the resources it created or renewed, its ledger rows, what may be done',
        querystring: OrderNoQuery,
        response: envelope(OrderDetail),
      },
    },
    async (req) => ok(await orderDetail(db, caller(req).user, req.query.order_no, clock.now(), langOf(req))),
  );

  app.post(
    '/order/pay',
    {
      schema: {
        tags,
        security,
        summary:
          'Pay an order awaiting payment within its 10-minute window: balance at once, or a new gateway checkout url',
        body: OrderPayBody,
        response: envelope(PayResult),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const now = clock.now();
      const input = {
        orderNo: req.body.order_no,
        payType: req.body.pay_type,
        now,
        publicBase: publicBase(req),
        actor: actorOf(req),
      };
      return unlessLapsed(db, () =>
        idempotent(db, req, { userId: user.id, enterpriseId: user.enterpriseId, now }, (tx) =>
          payOrder(tx, payment, user, input),
        ),
      );
    },
  );

  app.post(
    '/order/cancel',
    {
      schema: {
        tags,
        security,
        summary:
          'Cancel an order awaiting payment (coupon released) or a paid one nothing of which was delivered yet (refunded to the balance)',
        body: OrderCancelBody,
        response: envelope(OrderCancelResult),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const now = clock.now();
      return unlessLapsed(db, () =>
        idempotent(db, req, { userId: user.id, enterpriseId: user.enterpriseId, now }, (tx) =>
          cancelOrder(tx, user, req.body.order_no, now, actorOf(req)),
        ),
      );
    },
  );
};
