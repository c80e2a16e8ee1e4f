// Tag management (spec §2 "Tag management", §5 "Tag name cannot be empty"): an enterprise's store
// tags with a colour and how many stores carry each. Stores keep tag ids, so a rename shows
// everywhere; deleting a tag takes it off every store in the same transaction.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  StoreIdBody,
  STORE_MESSAGES as M,
  StoreTag,
  StoreTagAddBody,
  StoreTagUpdateBody,
  TAG_COLORS,
} from '@console/contract';
import { Type } from 'typebox';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeMembers, storeTags, stores } from '../../db/schema';
import { AppError, Code, envelope, ok } from '../../lib/envelope';
import type { Deps } from '../deps';
import { caller } from '../auth/guard';
import type { SessionUser } from '../auth/session';
import { actorOf, logEvent } from '../enterprise-log/write';
import { isManager } from '../phone/visible';

const tags = ['store'];
const security = [{ PToken: [] }];

function checked(name: string, color: string | undefined) {
  const n = name.trim();
  if (!n) throw new AppError(Code.VALIDATION, M.tagNameRequired);
  const c = color ?? 'blue';
  if (!TAG_COLORS.includes(c)) throw new AppError(Code.VALIDATION, M.tagColor);
  return { name: n, color: c };
}

async function nameFree(db: Db, enterpriseId: number, name: string, except?: number) {
  const [taken] = await db
    .select({ id: storeTags.id })
    .from(storeTags)
    .where(
      and(
        eq(storeTags.enterpriseId, enterpriseId),
        eq(storeTags.name, name),
        except ? ne(storeTags.id, except) : undefined,
      ),
    );
  if (taken) throw new AppError(Code.CONFLICT, M.tagNameTaken);
}

async function loadTag(db: Db, user: SessionUser, id: number) {
  const [t] = await db
    .select()
    .from(storeTags)
    .where(and(eq(storeTags.id, id), eq(storeTags.enterpriseId, user.enterpriseId)));
  if (!t) throw new AppError(Code.NOT_FOUND, M.tagNotFound);
  return t;
}

export const tagRoutes: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock } = deps;

  app.get(
    '/store/tag/list',
    {
      schema: {
        tags,
        security,
        summary: "The enterprise's store tags with their usage (stores the caller sees)",
        response: envelope(Type.Array(StoreTag)),
      },
    },
    async (req) => {
      const { user } = caller(req);
      // written out: inside a subquery drizzle leaves columns unqualified
      const mine = isManager(user)
        ? sql``
        : sql` and exists (select 1 from ${storeMembers} sm where sm.store_id = s.id and sm.user_id = ${user.id})`;
      const used = sql<number>`(select count(*) from ${stores} s where s.enterprise_id = ${user.enterpriseId}
        and s.tag_ids @> jsonb_build_array("store_tags"."id")${mine})`.mapWith(Number);
      const rows = await db
        .select({ t: storeTags, used })
        .from(storeTags)
        .where(eq(storeTags.enterpriseId, user.enterpriseId))
        .orderBy(storeTags.id);
      return ok(
        rows.map((r) => ({
          id: r.t.id,
          name: r.t.name,
          color: r.t.color,
          store_count: r.used,
          created_at: r.t.createdAt.toISOString(),
        })),
      );
    },
  );

  app.post(
    '/store/tag/add',
    { schema: { tags, security, summary: 'Create a tag', body: StoreTagAddBody, response: envelope(StoreIdBody) } },
    async (req) => {
      const { user } = caller(req);
      const v = checked(req.body.name, req.body.color);
      await nameFree(db, user.enterpriseId, v.name);
      const id = await db.transaction(async (tx) => {
        const [t] = await tx
          .insert(storeTags)
          .values({ enterpriseId: user.enterpriseId, ...v, createdAt: clock.now() })
          .returning({ id: storeTags.id });
        await logEvent(tx, actorOf(req), {
          area: 'stores',
          action: 'storeTag.add',
          target: { type: 'store_tag', id: t.id, name: v.name },
        });
        return t.id;
      });
      return ok({ id });
    },
  );

  app.post(
    '/store/tag/update',
    {
      schema: {
        tags,
        security,
        summary: 'Rename or recolour a tag',
        body: StoreTagUpdateBody,
        response: envelope(StoreIdBody),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const v = checked(req.body.name, req.body.color);
      const before = await loadTag(db, user, req.body.id);
      await nameFree(db, user.enterpriseId, v.name, before.id);
      await db.transaction(async (tx) => {
        await tx.update(storeTags).set(v).where(eq(storeTags.id, before.id));
        await logEvent(tx, actorOf(req), {
          area: 'stores',
          action: 'storeTag.update',
          target: { type: 'store_tag', id: before.id, name: v.name },
          detail: { before: { name: before.name, color: before.color }, after: v },
        });
      });
      return ok({ id: before.id });
    },
  );

  app.post(
    '/store/tag/delete',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a tag and take it off every store',
        body: StoreIdBody,
        response: envelope(StoreIdBody),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const t = await loadTag(db, user, req.body.id);
      await db.transaction(async (tx) => {
        await tx
          .update(stores)
          .set({
            tagIds: sql`coalesce((select jsonb_agg(e) from jsonb_array_elements(${stores.tagIds}) e
              where e <> to_jsonb(${t.id}::int)), '[]'::jsonb)`,
          })
          .where(
            and(eq(stores.enterpriseId, user.enterpriseId), sql`${stores.tagIds} @> ${JSON.stringify([t.id])}::jsonb`),
          );
        await tx.delete(storeTags).where(eq(storeTags.id, t.id));
        await logEvent(tx, actorOf(req), {
          area: 'stores',
          action: 'storeTag.delete',
          target: { type: 'store_tag', id: t.id, name: t.name },
        });
      });
      return ok({ id: t.id });
    },
  );
};
