// Routes: GET /account/list, GET /account/list/export (CSV) — sub-accounts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AccountItem, AccountExportQuery, AccountListQuery } from '@console/contract';
import { sendCsv, type CsvColumn } from '../../lib/csv';
import { ok } from '../../lib/envelope';
import { listEnvelope } from '../../lib/paging';
import type { Deps } from '../deps';
import { caller, requireAuth } from '../auth/guard';
import { exportAccounts, listAccounts, type AccountItemRow } from './queries';

const tags = ['account'];
const security = [{ PToken: [] }];

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

  app.get(
    '/account/list',
    {
      schema: {
        tags,
        security,
        summary: 'Paged sub-account list. filterStatus: 0 all, 1 will expire, 2 expired',
        querystring: AccountListQuery,
        response: listEnvelope(AccountItem),
      },
    },
    async (req) => {
      const q = req.query;
      return ok(
        await listAccounts(db, caller(req).user, clock.now(), {
          page: q.page,
          limit: q.limit,
          filterStatus: q.filterStatus,
          keyword: q.keyword,
        }),
      );
    },
  );

  app.get(
    '/account/list/export',
    {
      schema: {
        tags,
        security,
        summary: 'CSV of the filtered sub-account list (no paging)',
        querystring: AccountExportQuery,
      },
    },
    async (req, reply) => {
      const now = clock.now();
      const q = { filterStatus: req.query.filterStatus, keyword: req.query.keyword };
      return sendCsv(reply, {
        name: 'accounts',
        now,
        columns: CSV_COLUMNS,
        batches: exportAccounts(db, caller(req).user, now, q),
      });
    },
  );
};
