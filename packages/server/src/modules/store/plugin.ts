// Routes: GET /store/list, GET /store/list/export (CSV). Store passwords are never listed.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StoreItem, StoreExportQuery, StoreListQuery } from '@console/contract';
import { sendCsv } from '../../lib/csv';
import { ok } from '../../lib/envelope';
import { listEnvelope } from '../../lib/paging';
import type { Deps } from '../deps';
import { caller, requireAuth } from '../auth/guard';
import { exportStores, listStores } from './queries';
import { STORE_CSV } from './export';

const tags = ['store'];
const security = [{ PToken: [] }];

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
        columns: STORE_CSV,
        batches: exportStores(db, caller(req).user, req.query),
      }),
  );
};
