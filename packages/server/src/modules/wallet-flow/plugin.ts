// Routes: GET /walletFlow/list, GET /walletFlow/list/export (CSV). Admins only (staff: 40003).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { WalletFlowItem, WalletFlowExportQuery, WalletFlowListQuery } from '@console/contract';
import { sendCsv } from '../../lib/csv';
import { AppError, Code, ok } from '../../lib/envelope';
import { langOf } from '../../lib/lang';
import { listEnvelope } from '../../lib/paging';
import type { Deps } from '../deps';
import { caller, isStaff, requireAuth } from '../auth/guard';
import { FLOW_CSV } from './export';
import { exportFlows, listFlows } from './queries';

const tags = ['walletFlow'];
const security = [{ PToken: [] }];

function adminEnterprise(req: FastifyRequest): number {
  const { user } = caller(req);
  if (isStaff(user))
    throw new AppError(Code.FORBIDDEN, {
      zh: '仅老板账号可以查看钱包流水',
      en: 'Only the boss account can view the wallet flow',
    });
  return user.enterpriseId;
}

export const walletFlowPlugin: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock } = deps;
  requireAuth(app, deps);

  app.get(
    '/walletFlow/list',
    {
      schema: {
        tags,
        security,
        summary: 'Paged wallet ledger, newest first (admins only)',
        querystring: WalletFlowListQuery,
        response: listEnvelope(WalletFlowItem),
      },
    },
    async (req) => ok(await listFlows(db, adminEnterprise(req), req.query, langOf(req))),
  );

  app.get(
    '/walletFlow/list/export',
    {
      schema: {
        tags,
        security,
        summary: 'CSV of the filtered wallet ledger (admins only)',
        querystring: WalletFlowExportQuery,
      },
    },
    async (req, reply) =>
      sendCsv(reply, {
        name: 'wallet-flows',
        now: clock.now(),
        columns: FLOW_CSV,
        batches: exportFlows(db, adminEnterprise(req), req.query, langOf(req)),
      }),
  );
};
