// Routes: GET /phone/cnt, GET /phone/list, GET /phone/list/export (CSV); the phone operations are
// sub-plugins (groups, detail, binding, sync, operations, recycle bin) behind the same auth guard.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PhoneCounters, PhoneExportQuery, PhoneList, PhoneListQuery } from '@console/contract';
import { sendCsv, type CsvColumn } from '../../lib/csv';
import { envelope, ok } from '../../lib/envelope';
import type { Deps } from '../deps';
import { caller, requireAuth } from '../auth/guard';
import { countPhoneViews, exportPhones, listPhones, type PhoneItemRow } from './queries';
import { phoneBindingRoutes } from './binding';
import { phoneDetailRoutes } from './detail';
import { phoneGroupRoutes } from './groups';
import { phoneOperationRoutes } from './operations';
import { phoneRecycleRoutes } from './recycle';
import { phoneSyncRoutes } from './sync';

const tags = ['phone'];
const security = [{ PToken: [] }];
const CSV_COLUMNS: CsvColumn<PhoneItemRow>[] = [
  { header: 'ID', value: (p) => p.id },
  { header: '云手机名称', value: (p) => p.phone_name },
  { header: '机型', value: (p) => p.is_domestic_name },
  { header: '规格', value: (p) => p.spec_name },
  { header: '系统版本', value: (p) => p.version },
  { header: '分组', value: (p) => p.group_name },
  { header: '分身', value: (p) => p.account_name },
  { header: '网卡', value: (p) => p.network_card_name },
  { header: '状态', value: (p) => p.status },
  { header: '到期时间', value: (p) => p.expiration_time },
  { header: '剩余天数', value: (p) => p.remain_day },
  { header: '已过期', value: (p) => p.is_expired },
  { header: '自动续费', value: (p) => p.auto_renew },
  { header: '备注', value: (p) => p.remark },
  { header: '创建时间', value: (p) => p.created_at },
];

export const phonePlugin: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock } = deps;
  requireAuth(app, deps);

  app.get(
    '/phone/cnt',
    {
      schema: {
        tags,
        security,
        summary: 'Phone counters: all, will expire (≤3 days), expired (≤7 days ago)',
        response: envelope(PhoneCounters),
      },
    },
    async (req) => {
      return ok(await countPhoneViews(db, caller(req).user, clock.now()));
    },
  );

  app.get(
    '/phone/list',
    {
      schema: {
        tags,
        security,
        summary: 'Paged phone list. filterStatus: 0 all, 1 will expire, 2 expired, 4 no sub-account, 6 no network card',
        querystring: PhoneListQuery,
        response: envelope(PhoneList),
      },
    },
    async (req) => {
      const q = req.query;
      return ok(
        await listPhones(db, caller(req).user, clock.now(), {
          page: q.page,
          limit: q.limit,
          filterStatus: q.filterStatus,
          keyword: q.keyword,
        }),
      );
    },
  );

  app.get(
    '/phone/list/export',
    {
      schema: {
        tags,
        security,
        summary: 'CSV of the filtered phone list (same filters, no paging); text/csv with BOM',
        querystring: PhoneExportQuery,
      },
    },
    async (req, reply) => {
      const now = clock.now();
      const q = { filterStatus: req.query.filterStatus, keyword: req.query.keyword };
      return sendCsv(reply, {
        name: 'phones',
        now,
        columns: CSV_COLUMNS,
        batches: exportPhones(db, caller(req).user, now, q),
      });
    },
  );

  for (const routes of [
    phoneGroupRoutes,
    phoneDetailRoutes,
    phoneBindingRoutes,
    phoneSyncRoutes,
    phoneOperationRoutes,
    phoneRecycleRoutes,
  ]) {
    await app.register(routes, deps);
  }
};
