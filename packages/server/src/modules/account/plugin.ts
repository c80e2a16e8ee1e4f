// Routes: GET /account/list, GET /account/list/export (CSV) — sub-accounts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sendCsv, type CsvColumn } from '../../lib/csv';
import { ok } from '../../lib/envelope';
import { FilterStatus, listEnvelope, PagingQuery } from '../../lib/paging';
import type { Deps } from '../deps';
import { caller, requireAuth } from '../auth/guard';
import { exportAccounts, listAccounts, type AccountFilter, type AccountItemRow } from './queries';

const tags = ['account'];
const security = [{ PToken: [] }];
const NullableInt = Type.Union([Type.Integer(), Type.Null()]);

export const AccountItem = Type.Object({
  id: Type.Integer(), name: Type.String(),
  phone_id: Type.Union([Type.Integer(), Type.Null()], { description: 'first bound cloud phone (lowest id), null when unbound' }),
  phone_name: Type.String(), phone_count: Type.Integer({ description: 'cloud phones bound to this sub-account' }),
  network_card_id: NullableInt, network_card: Type.String({ description: 'bound network card name, empty when none' }),
  status: Type.String(), expiration_time: Type.String({ description: 'ISO 8601' }),
  remain_day: Type.Integer(), remain_hour: Type.Integer(), is_expired: Type.Integer(),
  remark: Type.String(), created_at: Type.String(),
});

const Filters = {
  filterStatus: FilterStatus([0, 1, 2], '0 all, 1 will expire (≤3 days), 2 expired'),
  keyword: Type.Optional(Type.String({ maxLength: 50, description: 'name or remark contains' })),
};

const CSV_COLUMNS: CsvColumn<AccountItemRow>[] = [
  { header: 'ID', value: (a) => a.id },
  { header: '分身名称', value: (a) => a.name },
  { header: '绑定云手机', value: (a) => a.phone_name },
  { header: '绑定云手机数', value: (a) => a.phone_count },
  { header: '网卡', value: (a) => a.network_card },
  { header: '状态', value: (a) => a.status },
  { header: '到期时间', value: (a) => a.expiration_time },
  { header: '剩余天数', value: (a) => a.remain_day },
  { header: '备注', value: (a) => a.remark },
  { header: '创建时间', value: (a) => a.created_at },
];

export const accountPlugin: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock } = deps;
  requireAuth(app, deps);

  app.get('/account/list', {
    schema: {
      tags, security, summary: 'Paged sub-account list. filterStatus: 0 all, 1 will expire, 2 expired',
      querystring: Type.Object({ ...PagingQuery, ...Filters }),
      response: listEnvelope(AccountItem),
    },
  }, async (req) => {
    const q = req.query;
    return ok(await listAccounts(db, caller(req).user, clock.now(), {
      page: q.page, limit: q.limit, filterStatus: q.filterStatus as AccountFilter, keyword: q.keyword,
    }));
  });

  app.get('/account/list/export', {
    schema: { tags, security, summary: 'CSV of the filtered sub-account list (no paging)', querystring: Type.Object(Filters) },
  }, async (req, reply) => {
    const now = clock.now();
    const q = { filterStatus: req.query.filterStatus as AccountFilter, keyword: req.query.keyword };
    return sendCsv(reply, { name: 'accounts', now, columns: CSV_COLUMNS, batches: exportAccounts(db, caller(req).user, now, q) });
  });
};
