// Routes: GET /networkCard/list, GET /networkCard/list/export (CSV).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sendCsv, type CsvColumn } from '../../lib/csv';
import { ok } from '../../lib/envelope';
import { FilterStatus, listEnvelope, PagingQuery } from '../../lib/paging';
import type { Deps } from '../deps';
import { caller, requireAuth } from '../auth/guard';
import { exportCards, listCards, type CardFilter, type CardItemRow } from './queries';

const tags = ['networkCard'];
const security = [{ PToken: [] }];

export const NetworkCardItem = Type.Object({
  id: Type.Integer(), name: Type.String(), ip: Type.String({ description: 'empty until an IP is assigned' }),
  region: Type.String({ description: '中国大陆 | 中国香港' }),
  phone_id: Type.Union([Type.Integer(), Type.Null()], { description: 'first bound cloud phone (lowest id)' }),
  phone_name: Type.String(), phone_count: Type.Integer(),
  status: Type.String({ description: "'normal' | 'will_expire' | 'expired'" }),
  expiration_time: Type.String({ description: 'ISO 8601' }),
  remain_day: Type.Integer(), remain_hour: Type.Integer(), is_expired: Type.Integer(), created_at: Type.String(),
});

const Filters = {
  filterStatus: FilterStatus([0, 1, 2, 3], 'route type values of spec §2: 0 all, 2 unexpired, 3 will expire (≤3 days), 1 expired'),
  keyword: Type.Optional(Type.String({ maxLength: 50, description: 'name, IP or region contains' })),
};

const CSV_COLUMNS: CsvColumn<CardItemRow>[] = [
  { header: 'ID', value: (c) => c.id },
  { header: '网卡名称', value: (c) => c.name },
  { header: 'IP', value: (c) => c.ip },
  { header: '地区', value: (c) => c.region },
  { header: '绑定云手机', value: (c) => c.phone_name },
  { header: '绑定云手机数', value: (c) => c.phone_count },
  { header: '状态', value: (c) => c.status },
  { header: '到期时间', value: (c) => c.expiration_time },
  { header: '剩余天数', value: (c) => c.remain_day },
  { header: '创建时间', value: (c) => c.created_at },
];

export const networkCardPlugin: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock } = deps;
  requireAuth(app, deps);

  app.get('/networkCard/list', {
    schema: {
      tags, security, summary: 'Paged network card list. filterStatus: 0 all, 2 unexpired, 3 will expire, 1 expired',
      querystring: Type.Object({ ...PagingQuery, ...Filters }),
      response: listEnvelope(NetworkCardItem),
    },
  }, async (req) => {
    const q = req.query;
    return ok(await listCards(db, caller(req).user, clock.now(), {
      page: q.page, limit: q.limit, filterStatus: q.filterStatus as CardFilter, keyword: q.keyword,
    }));
  });

  app.get('/networkCard/list/export', {
    schema: { tags, security, summary: 'CSV of the filtered network card list (no paging)', querystring: Type.Object(Filters) },
  }, async (req, reply) => {
    const now = clock.now();
    const q = { filterStatus: req.query.filterStatus as CardFilter, keyword: req.query.keyword };
    return sendCsv(reply, { name: 'network-cards', now, columns: CSV_COLUMNS, batches: exportCards(db, caller(req).user, now, q) });
  });
};
