// Routes: GET /order/list, GET /order/list/export (CSV).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OrderItem, OrderExportQuery, OrderListQuery } from '@console/contract';
import { sendCsv, type CsvColumn } from '../../lib/csv';
import { ok } from '../../lib/envelope';
import { listEnvelope } from '../../lib/paging';
import type { Deps } from '../deps';
import { caller, requireAuth } from '../auth/guard';
import { exportOrders, listOrders, type OrderItemRow } from './queries';

const tags = ['order'];
const security = [{ PToken: [] }];

const TYPE_LABEL: Record<string, string> = {
  recharge: '充值',
  phone_buy: '购买云手机',
  phone_renew: '续费云手机',
  account_buy: '购买分身',
  network_card_buy: '购买网卡',
  cloud_number_buy: '购买云号码',
  cloud_number_renew: '续费云号码',
};
const STATUS_LABEL: Record<string, string> = {
  awaiting_payment: '待支付',
  paid: '已支付',
  buying: '购买中',
  cancelled: '已取消',
  expired: '已过期',
  payment_failed: '支付失败',
};
const PAY_LABEL: Record<string, string> = { balance: '余额', alipay: '支付宝', wechat: '微信' };

const CSV_COLUMNS: CsvColumn<OrderItemRow>[] = [
  { header: '订单号', value: (o) => o.order_no },
  { header: '类型', value: (o) => TYPE_LABEL[o.type] ?? o.type },
  { header: '商品名称', value: (o) => o.goods_name },
  { header: '数量', value: (o) => o.quantity },
  { header: '订单金额', value: (o) => o.total },
  { header: '优惠金额', value: (o) => o.discount },
  { header: '优惠券金额', value: (o) => o.coupon },
  { header: '实付金额', value: (o) => o.paid },
  { header: '状态', value: (o) => STATUS_LABEL[o.status] ?? o.status },
  { header: '支付方式', value: (o) => PAY_LABEL[o.pay_type] ?? o.pay_type },
  { header: '下单时间', value: (o) => o.created_at },
  { header: '支付时间', value: (o) => o.paid_at },
];

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
        await listOrders(db, caller(req).user, clock.now(), {
          page: q.page,
          limit: q.limit,
          filterStatus: q.filterStatus,
          type: q.type,
          keyword: q.keyword,
        }),
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
        columns: CSV_COLUMNS,
        batches: exportOrders(db, caller(req).user, now, q),
      });
    },
  );
};
