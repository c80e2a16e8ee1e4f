// Routes: GET /account/list, GET /account/list/export (CSV) — sub-accounts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AccountItem, AccountExportQuery, AccountListQuery } from '@console/contract';
import { sendCsv } from '../../lib/csv';
import { ok } from '../../lib/envelope';
import { listEnvelope } from '../../lib/paging';
import type { Deps } from '../deps';
import { caller, requireAuth } from '../auth/guard';
import { exportAccounts, listAccounts } from './queries';
import { ACCOUNT_CSV } from './export';

const tags = ['account'];
const security = [{ PToken: [] }];

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
        columns: ACCOUNT_CSV,
        batches: exportAccounts(db, caller(req).user, now, q),
      });
    },
  );
};
