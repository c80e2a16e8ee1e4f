// Routes: GET /walletFlow/list, GET /walletFlow/list/export (CSV). Admins only (staff: 40003).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { WalletFlowItem, WalletFlowExportQuery, WalletFlowListQuery } from '@console/contract';
import { sendCsv, type CsvColumn } from '../../lib/csv';
import { AppError, Code, ok } from '../../lib/envelope';
import { listEnvelope } from '../../lib/paging';
import type { Deps } from '../deps';
import { caller, isStaff, requireAuth } from '../auth/guard';
import { exportFlows, listFlows, type FlowItemRow } from './queries';

const tags = ['walletFlow'];
const security = [{ PToken: [] }];

const KIND_LABEL: Record<string, string> = { recharge: '充值', purchase: '购买', renewal: '续费', refund: '退款' };
const CSV_COLUMNS: CsvColumn<FlowItemRow>[] = [
  { header: 'ID', value: (f) => f.id },
  { header: '时间', value: (f) => f.created_at },
  { header: '类型', value: (f) => KIND_LABEL[f.kind] ?? f.kind },
  { header: '变动金额', value: (f) => f.change },
  { header: '变动后余额', value: (f) => f.balance_after },
  { header: '订单号', value: (f) => f.order_no },
  { header: '备注', value: (f) => f.remark },
];

function adminEnterprise(req: FastifyRequest): number {
  const { user } = caller(req);
  if (isStaff(user)) throw new AppError(Code.FORBIDDEN, '仅老板账号可以查看钱包流水');
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
    async (req) => ok(await listFlows(db, adminEnterprise(req), req.query)),
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
        columns: CSV_COLUMNS,
        batches: exportFlows(db, adminEnterprise(req), req.query),
      }),
  );
};
