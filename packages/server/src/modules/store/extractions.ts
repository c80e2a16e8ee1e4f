// Extraction records (spec §3 "Extraction record: extraction link, extraction code", §4
// "Extraction status: to be extracted, extracted, cancelled", §5 "Extraction link must start with
// http", "Extraction code cannot be empty"): per store, in the store area's /store/extraction
// screen. A record starts 'to be extracted' and may only become extracted or cancelled.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EXTRACTION_TRANSITIONS,
  type ExtractionStatus,
  StoreExtraction,
  StoreExtractionAddBody,
  StoreExtractionQuery,
  StoreExtractionStatusBody,
  STORE_MESSAGES as M,
} from '@console/contract';
import { isHttpUrl } from '@console/contract/url';
import { and, count, desc, eq } from 'drizzle-orm';
import { storeExtractions, stores } from '../../db/schema';
import { AppError, Code, envelope, ok } from '../../lib/envelope';
import { listEnvelope, pageOffset } from '../../lib/paging';
import type { Deps } from '../deps';
import { caller } from '../auth/guard';
import { actorOf, logEvent } from '../enterprise-log/write';
import { loadStores } from './queries';
import { visibleStores } from './views';

const tags = ['store'];
const security = [{ PToken: [] }];

const toItem = (e: typeof storeExtractions.$inferSelect, storeName: string) => ({
  id: e.id,
  store_id: e.storeId,
  store_name: storeName,
  link: e.link,
  code: e.code,
  status: e.status as ExtractionStatus,
  remark: e.remark,
  created_at: e.createdAt.toISOString(),
  updated_at: e.updatedAt.toISOString(),
});

export const extractionRoutes: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock } = deps;

  app.get(
    '/store/extraction/list',
    {
      schema: {
        tags,
        security,
        summary: 'Extraction records of the stores the caller sees, newest first',
        querystring: StoreExtractionQuery,
        response: listEnvelope(StoreExtraction),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const q = req.query;
      const where = and(
        eq(storeExtractions.enterpriseId, user.enterpriseId),
        visibleStores(user),
        q.store_id ? eq(storeExtractions.storeId, q.store_id) : undefined,
        q.status ? eq(storeExtractions.status, q.status) : undefined,
      );
      const [[c], rows] = await Promise.all([
        db
          .select({ n: count() })
          .from(storeExtractions)
          .innerJoin(stores, eq(stores.id, storeExtractions.storeId))
          .where(where),
        db
          .select({ e: storeExtractions, storeName: stores.name })
          .from(storeExtractions)
          .innerJoin(stores, eq(stores.id, storeExtractions.storeId))
          .where(where)
          .orderBy(desc(storeExtractions.id))
          .limit(q.limit)
          .offset(pageOffset(q)),
      ]);
      return ok({ total: Number(c?.n ?? 0), list: rows.map((r) => toItem(r.e, r.storeName)) });
    },
  );

  app.post(
    '/store/extraction/add',
    {
      schema: {
        tags,
        security,
        summary: "Add an extraction record to a store ('to be extracted')",
        body: StoreExtractionAddBody,
        response: envelope(StoreExtraction),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const b = req.body;
      const link = b.link.trim();
      if (!link) throw new AppError(Code.VALIDATION, M.linkRequired);
      if (!isHttpUrl(link)) throw new AppError(Code.VALIDATION, M.link); // spec §5: starts with http
      const code = b.code.trim();
      if (!code) throw new AppError(Code.VALIDATION, M.codeRequired);
      const [store] = await loadStores(db, user, [b.store_id]);
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const [e] = await tx
          .insert(storeExtractions)
          .values({
            enterpriseId: user.enterpriseId,
            storeId: store.id,
            link,
            code,
            remark: (b.remark ?? '').trim(),
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await logEvent(tx, actorOf(req), {
          area: 'stores',
          action: 'storeExtraction.add',
          target: { type: 'store', id: store.id, name: store.name },
        });
        return e;
      });
      return ok(toItem(row, store.name));
    },
  );

  app.post(
    '/store/extraction/status',
    {
      schema: {
        tags,
        security,
        summary: 'Mark a record extracted or cancelled (only from to be extracted)',
        body: StoreExtractionStatusBody,
        response: envelope(StoreExtraction),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const [found] = await db
        .select({ e: storeExtractions, storeName: stores.name })
        .from(storeExtractions)
        .innerJoin(stores, eq(stores.id, storeExtractions.storeId))
        .where(and(eq(storeExtractions.id, req.body.id), eq(storeExtractions.enterpriseId, user.enterpriseId)));
      if (!found) throw new AppError(Code.NOT_FOUND, M.extractionNotFound);
      const from = found.e.status as ExtractionStatus;
      const to = req.body.status;
      if (!EXTRACTION_TRANSITIONS[from].includes(to)) throw new AppError(Code.CONFLICT, M.extractionTransition);
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        // the status in the WHERE: two concurrent changes cannot both leave 'pending'
        const [e] = await tx
          .update(storeExtractions)
          .set({ status: to, updatedAt: now })
          .where(and(eq(storeExtractions.id, found.e.id), eq(storeExtractions.status, from)))
          .returning();
        if (!e) throw new AppError(Code.CONFLICT, M.extractionTransition);
        await logEvent(tx, actorOf(req), {
          area: 'stores',
          action: 'storeExtraction.status',
          target: { type: 'store', id: found.e.storeId, name: found.storeName },
          detail: { before: { status: from }, after: { status: to } },
        });
        return e;
      });
      return ok(toItem(row, found.storeName));
    },
  );
};
