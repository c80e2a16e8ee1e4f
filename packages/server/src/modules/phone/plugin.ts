// Routes: GET /phone/cnt, GET /phone/list, GET /phone/list/export (CSV); the phone operations are
// sub-plugins (groups, detail, binding, sync, operations, recycle bin) behind the same auth guard.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PhoneCounters, PhoneExportQuery, PhoneList, PhoneListQuery } from '@console/contract';
import { csvFlag, csvLabel, csvTime, sendCsv, type CsvColumn } from '../../lib/csv';
import { type Localized, langOf } from '../../lib/lang';
import { envelope, ok } from '../../lib/envelope';
import type { Deps } from '../deps';
import { caller, requireAuth } from '../auth/guard';
import { phoneCountCache } from './count-cache';
import { countPhoneViews, exportPhones, listPhones, type PhoneItemRow } from './queries';
import { phoneBindingRoutes } from './binding';
import { phoneDetailRoutes } from './detail';
import { phoneGroupRoutes } from './groups';
import { phoneOperationRoutes } from './operations';
import { phoneRecycleRoutes } from './recycle';
import { phoneSyncRoutes } from './sync';

const tags = ['phone'];
const security = [{ PToken: [] }];
const STATUS_LABEL: Record<string, Localized> = {
  normal: { zh: '正常', en: 'Normal' },
  abnormal: { zh: '异常', en: 'Abnormal' },
};
const CSV_COLUMNS: CsvColumn<PhoneItemRow>[] = [
  { header: { zh: 'ID', en: 'ID' }, value: (p) => p.id },
  { header: { zh: '云手机名称', en: 'Cloud phone' }, value: (p) => p.phone_name },
  { header: { zh: '机型', en: 'Model' }, value: (p) => p.is_domestic_name },
  { header: { zh: '规格', en: 'Specification' }, value: (p) => p.spec_name },
  { header: { zh: '系统版本', en: 'System version' }, value: (p) => p.version },
  { header: { zh: '分组', en: 'Group' }, value: (p) => p.group_name },
  { header: { zh: '分身', en: 'Sub-account' }, value: (p) => p.account_name },
  { header: { zh: '网卡', en: 'Network card' }, value: (p) => p.network_card_name },
  { header: { zh: '状态', en: 'Status' }, value: (p) => csvLabel(STATUS_LABEL, p.status) },
  { header: { zh: '到期时间', en: 'Expires at' }, value: (p) => csvTime(p.expiration_time) },
  { header: { zh: '剩余天数', en: 'Days left' }, value: (p) => p.remain_day },
  { header: { zh: '已过期', en: 'Expired' }, value: (p) => csvFlag(p.is_expired) },
  { header: { zh: '自动续费', en: 'Auto-renew' }, value: (p) => csvFlag(p.auto_renew) },
  { header: { zh: '备注', en: 'Remark' }, value: (p) => p.remark },
  { header: { zh: '创建时间', en: 'Created at' }, value: (p) => csvTime(p.created_at) },
];

export const phonePlugin: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock } = deps;
  const counts = phoneCountCache(db);
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
      return ok(await countPhoneViews(db, caller(req).user, clock.now(), counts));
    },
  );

  app.get(
    '/phone/list',
    {
      schema: {
        tags,
        security,
        summary:
          'Paged phone list. filterStatus: 0 all, 1 will expire, 2 expired, 4 no sub-account, 6 no network card; sort: <field>:asc|desc',
        querystring: PhoneListQuery,
        response: envelope(PhoneList),
      },
    },
    async (req) => {
      const q = req.query;
      return ok(
        await listPhones(
          db,
          caller(req).user,
          clock.now(),
          {
            page: q.page,
            limit: q.limit,
            filterStatus: q.filterStatus,
            keyword: q.keyword,
            sort: q.sort,
          },
          langOf(req),
          counts,
        ),
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
      const q = { filterStatus: req.query.filterStatus, keyword: req.query.keyword, sort: req.query.sort };
      return sendCsv(reply, {
        name: 'phones',
        now,
        columns: CSV_COLUMNS,
        batches: exportPhones(db, caller(req).user, now, q, langOf(req)),
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
