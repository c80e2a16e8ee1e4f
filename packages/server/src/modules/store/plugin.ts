// Routes: GET /store/list, GET /store/list/export (CSV). Store passwords are never listed.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StoreItem, StoreExportQuery, StoreListQuery } from '@console/contract';
import { sendCsv, type CsvColumn } from '../../lib/csv';
import { ok } from '../../lib/envelope';
import { listEnvelope } from '../../lib/paging';
import type { Deps } from '../deps';
import { caller, requireAuth } from '../auth/guard';
import { exportStores, listStores, type StoreItemRow } from './queries';

const tags = ['store'];
const security = [{ PToken: [] }];

const CSV_COLUMNS: CsvColumn<StoreItemRow>[] = [
  { header: 'ID', value: (s) => s.id },
  { header: '店铺名称', value: (s) => s.name },
  { header: '平台', value: (s) => s.platform },
  { header: '站点', value: (s) => s.site },
  { header: '账号', value: (s) => s.account },
  { header: '地址', value: (s) => s.address },
  { header: '负责人', value: (s) => s.principal_name },
  { header: '备注', value: (s) => s.remark },
  { header: '最后登录人', value: (s) => s.last_login_user },
  { header: '最后登录时间', value: (s) => s.last_login_at },
  { header: '创建时间', value: (s) => s.created_at },
];

export const storePlugin: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock } = deps;
  requireAuth(app, deps);

  app.get(
    '/store/list',
    {
      schema: {
        tags,
        security,
        summary: 'Paged store list (newest first)',
        querystring: StoreListQuery,
        response: listEnvelope(StoreItem),
      },
    },
    async (req) => ok(await listStores(db, caller(req).user, req.query)),
  );

  app.get(
    '/store/list/export',
    {
      schema: { tags, security, summary: 'CSV of the filtered store list (no paging)', querystring: StoreExportQuery },
    },
    async (req, reply) =>
      sendCsv(reply, {
        name: 'stores',
        now: clock.now(),
        columns: CSV_COLUMNS,
        batches: exportStores(db, caller(req).user, req.query),
      }),
  );
};
