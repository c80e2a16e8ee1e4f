// Routes of stores (docs/api-stores.md): the list with its views and counters, the CSV, the
// platform catalogue, add / update / delete, cookie import, IP device binding, authorized
// employees, handover and its records, opening a store; tags (tags.ts) and extraction records
// (extractions.ts). Who may call what: the access table; which stores: views.ts (an ordinary
// employee only the stores authorized to them, spec §6).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  StoreAddBody,
  StoreCounters,
  StoreExportQuery,
  StoreIds,
  StoreItem,
  StoreListQuery,
  StorePlatforms,
  StoreUpdateBody,
} from '@console/contract';
import { eq, inArray } from 'drizzle-orm';
import { storeExtractions, storeMembers, stores } from '../../db/schema';
import { sendCsv } from '../../lib/csv';
import { envelope, ok } from '../../lib/envelope';
import { listEnvelope } from '../../lib/paging';
import type { Deps } from '../deps';
import { caller, requireAuth } from '../auth/guard';
import { actorOf, logEvent } from '../enterprise-log/write';
import { accessRoutes } from './access-routes';
import { STORE_PLATFORMS } from './catalogue';
import { cookieRoutes } from './cookie-routes';
import { STORE_CSV } from './export';
import { extractionRoutes } from './extractions';
import { rowFields } from './input';
import { countStores, exportStores, listStores, loadStores, storeItem } from './queries';
import { tagRoutes } from './tags';

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
        summary: 'Paged stores of a view (newest first; recently opened: last opened first)',
        querystring: StoreListQuery,
        response: listEnvelope(StoreItem),
      },
    },
    async (req) => ok(await listStores(db, caller(req).user, clock.now(), req.query)),
  );

  app.get(
    '/store/cnt',
    { schema: { tags, security, summary: 'Every store view’s total', response: envelope(StoreCounters) } },
    async (req) => ok(await countStores(db, caller(req).user, clock.now())),
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
        batches: exportStores(db, caller(req).user, clock.now(), req.query),
      }),
  );

  app.get(
    '/store/platforms',
    {
      schema: {
        tags,
        security,
        summary: 'The platforms a store can be on and their sites',
        response: envelope(StorePlatforms),
      },
    },
    async () => ok(STORE_PLATFORMS),
  );

  app.post(
    '/store/add',
    { schema: { tags, security, summary: 'Create a store', body: StoreAddBody, response: envelope(StoreItem) } },
    async (req) => {
      const { user } = caller(req);
      const fields = await rowFields(db, user.enterpriseId, req.body, 'add');
      const id = await db.transaction(async (tx) => {
        const [s] = await tx
          .insert(stores)
          .values({ enterpriseId: user.enterpriseId, createdAt: clock.now(), ...fields })
          .returning({ id: stores.id, name: stores.name });
        await logEvent(tx, actorOf(req), {
          area: 'stores',
          action: 'store.add',
          target: { type: 'store', id: s.id, name: s.name },
          detail: { after: { platform: fields.platform, site: fields.site, ua_type: fields.uaType } },
        });
        return s.id;
      });
      return ok(await storeItem(db, user, id));
    },
  );

  app.post(
    '/store/update',
    {
      schema: {
        tags,
        security,
        summary: 'Edit a store (an empty password keeps the stored one)',
        body: StoreUpdateBody,
        response: envelope(StoreItem),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const [before] = await loadStores(db, user, [req.body.id]);
      const fields = await rowFields(db, user.enterpriseId, req.body, 'update');
      await db.transaction(async (tx) => {
        await tx.update(stores).set(fields).where(eq(stores.id, before.id));
        await logEvent(tx, actorOf(req), {
          area: 'stores',
          action: 'store.update',
          target: { type: 'store', id: before.id, name: fields.name },
          detail: {
            before: { name: before.name, platform: before.platform, site: before.site },
            after: {
              name: fields.name,
              platform: fields.platform,
              site: fields.site,
              password_changed: 'passwordEnc' in fields,
            },
          },
        });
      });
      return ok(await storeItem(db, user, before.id));
    },
  );

  app.post(
    '/store/delete',
    {
      schema: {
        tags,
        security,
        summary: 'Delete stores with their authorizations and extraction records (handover records stay)',
        body: StoreIds,
        response: envelope(StoreIds),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const rows = await loadStores(db, user, req.body.ids);
      const ids = rows.map((r) => r.id);
      await db.transaction(async (tx) => {
        await tx.delete(storeMembers).where(inArray(storeMembers.storeId, ids));
        await tx.delete(storeExtractions).where(inArray(storeExtractions.storeId, ids));
        await tx.delete(stores).where(inArray(stores.id, ids));
        for (const r of rows) {
          await logEvent(tx, actorOf(req), {
            area: 'stores',
            action: 'store.delete',
            target: { type: 'store', id: r.id, name: r.name },
          });
        }
      });
      return ok({ ids });
    },
  );

  for (const routes of [cookieRoutes, accessRoutes, tagRoutes, extractionRoutes]) await app.register(routes, deps);
};
