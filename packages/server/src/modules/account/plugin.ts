// Sub-accounts (spec §7 account calls): the list and its CSV here; the operations in one file
// per job (edit, reference, detail, lifecycle, removal, payment). /account/bindYunPhone lives
// with the phone bindings (phone/binding.ts) because it changes the phone row.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AccountItem, AccountExportQuery, AccountListQuery } from '@console/contract';
import { sendCsv } from '../../lib/csv';
import { ok } from '../../lib/envelope';
import { listEnvelope } from '../../lib/paging';
import type { Deps } from '../deps';
import { caller, requireAuth } from '../auth/guard';
import { exportAccounts, listAccounts } from './queries';
import { ACCOUNT_CSV } from './export';
import { accountDetailRoutes } from './detail';
import { accountEditRoutes } from './edit';
import { accountLifecycleRoutes } from './lifecycle';
import { accountPaymentRoutes } from './payment';
import { accountReferenceRoutes } from './reference';
import { accountRemovalRoutes } from './removal';
import './order-types'; // labels and ledger kinds of sub-account orders (billing registry)
import './renewable'; // sub-accounts in renewal management (billing registry)

const tags = ['account'];
const security = [{ PToken: [] }];

export const accountPlugin: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock } = deps;
  requireAuth(app, deps);
  for (const routes of [
    accountEditRoutes,
    accountReferenceRoutes,
    accountDetailRoutes,
    accountLifecycleRoutes,
    accountRemovalRoutes,
    accountPaymentRoutes,
  ]) {
    await app.register(routes, deps);
  }

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
