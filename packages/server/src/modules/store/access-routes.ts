// Who may open a store: the authorized employees (spec §3), set by a manager; handing stores over
// from one member to another (spec §6), each handover a transfer record (who, from, to, when).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  StoreAuthorizeBody,
  StoreHandoverBody,
  StoreIds,
  StoreMemberRef,
  STORE_MESSAGES as M,
  StoreTransfer,
  StoreTransferQuery,
} from '@console/contract';
import { Type } from 'typebox';
import { aliasedTable, and, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeMembers, storeTransfers, users } from '../../db/schema';
import { AppError, Code, envelope, ok } from '../../lib/envelope';
import { likePattern, listEnvelope, pageOffset } from '../../lib/paging';
import type { Deps } from '../deps';
import { caller } from '../auth/guard';
import { actorOf, logEvent } from '../enterprise-log/write';
import { liveMemberOf } from '../member/queries';
import { loadStores } from './queries';
import { visibleTransfers } from './views';

const tags = ['store'];
const security = [{ PToken: [] }];
const nameOf = (u: { name: string; username: string }) => u.name || u.username;

/** Active staff members of the enterprise (the boss sees every store anyway), by id. */
async function staffMembers(db: Db, enterpriseId: number, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: users.id, name: users.name, username: users.username })
    .from(users)
    .where(and(liveMemberOf(enterpriseId), inArray(users.id, ids), eq(users.status, 'active'), eq(users.level, 3)));
  if (rows.length !== new Set(ids).size) throw new AppError(Code.NOT_FOUND, M.memberNotFound);
  return rows;
}

export const accessRoutes: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock } = deps;

  app.get(
    '/store/members',
    {
      schema: {
        tags,
        security,
        summary: 'Members a store can be authorized to or handed over to (active staff)',
        response: envelope(Type.Array(StoreMemberRef)),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const rows = await db
        .select({ id: users.id, name: users.name, username: users.username })
        .from(users)
        .where(and(liveMemberOf(user.enterpriseId), eq(users.status, 'active'), eq(users.level, 3)))
        .orderBy(users.id);
      return ok(rows.map((r) => ({ id: r.id, name: nameOf(r) })));
    },
  );

  app.post(
    '/store/authorize',
    {
      schema: {
        tags,
        security,
        summary: 'Set the authorized employees of stores (the full set; empty removes everyone)',
        body: StoreAuthorizeBody,
        response: envelope(StoreIds),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const rows = await loadStores(db, user, req.body.ids);
      const members = await staffMembers(db, user.enterpriseId, req.body.user_ids);
      const ids = rows.map((r) => r.id);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await tx.delete(storeMembers).where(inArray(storeMembers.storeId, ids));
        if (members.length) {
          await tx
            .insert(storeMembers)
            .values(ids.flatMap((storeId) => members.map((m) => ({ storeId, userId: m.id, createdAt: now }))));
        }
        for (const r of rows) {
          await logEvent(tx, actorOf(req), {
            area: 'stores',
            action: 'store.authorize',
            target: { type: 'store', id: r.id, name: r.name },
            detail: { after: { members: members.map(nameOf) } },
          });
        }
      });
      return ok({ ids });
    },
  );

  app.post(
    '/store/handover',
    {
      schema: {
        tags,
        security,
        summary: 'Hand stores over from one member to another: the first loses, the second gains the authorization',
        body: StoreHandoverBody,
        response: envelope(Type.Object({ transferred: Type.Integer() })),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const b = req.body;
      if (b.from_user_id === b.to_user_id) throw new AppError(Code.VALIDATION, M.handoverSelf);
      const rows = await loadStores(db, user, b.ids);
      await staffMembers(db, user.enterpriseId, [b.from_user_id, b.to_user_id]);
      const ids = rows.map((r) => r.id);
      const now = clock.now();
      const done = await db.transaction(async (tx) => {
        const held = await tx
          .select({ storeId: storeMembers.storeId })
          .from(storeMembers)
          .where(and(inArray(storeMembers.storeId, ids), eq(storeMembers.userId, b.from_user_id)));
        if (held.length !== ids.length) throw new AppError(Code.CONFLICT, M.handoverFailed);
        await tx
          .delete(storeMembers)
          .where(and(inArray(storeMembers.storeId, ids), eq(storeMembers.userId, b.from_user_id)));
        await tx
          .insert(storeMembers)
          .values(ids.map((storeId) => ({ storeId, userId: b.to_user_id, createdAt: now })))
          .onConflictDoNothing();
        await tx.insert(storeTransfers).values(
          rows.map((r) => ({
            enterpriseId: user.enterpriseId,
            storeId: r.id,
            storeName: r.name,
            fromUserId: b.from_user_id,
            toUserId: b.to_user_id,
            operatorUserId: user.id,
            createdAt: now,
          })),
        );
        for (const r of rows) {
          await logEvent(tx, actorOf(req), {
            area: 'stores',
            action: 'store.handover',
            target: { type: 'store', id: r.id, name: r.name },
            detail: { before: { user_id: b.from_user_id }, after: { user_id: b.to_user_id } },
          });
        }
        return rows.length;
      });
      return ok({ transferred: done });
    },
  );

  app.get(
    '/store/transfers',
    {
      schema: {
        tags,
        security,
        summary: 'Handover records, newest first (an employee: those naming them)',
        querystring: StoreTransferQuery,
        response: listEnvelope(StoreTransfer),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const from = aliasedTable(users, 'from_user');
      const to = aliasedTable(users, 'to_user');
      const op = aliasedTable(users, 'op_user');
      const p = likePattern(req.query.keyword);
      const where = and(
        visibleTransfers(user),
        p
          ? or(ilike(storeTransfers.storeName, p), ilike(from.name, p), ilike(to.name, p), ilike(op.name, p))
          : undefined,
      );
      const base = () =>
        db
          .select({
            t: storeTransfers,
            from: { name: from.name, username: from.username },
            to: { name: to.name, username: to.username },
            op: { name: op.name, username: op.username },
          })
          .from(storeTransfers)
          .innerJoin(from, eq(from.id, storeTransfers.fromUserId))
          .innerJoin(to, eq(to.id, storeTransfers.toUserId))
          .innerJoin(op, eq(op.id, storeTransfers.operatorUserId));
      const [[c], rows] = await Promise.all([
        db
          .select({ n: count() })
          .from(storeTransfers)
          .innerJoin(from, eq(from.id, storeTransfers.fromUserId))
          .innerJoin(to, eq(to.id, storeTransfers.toUserId))
          .innerJoin(op, eq(op.id, storeTransfers.operatorUserId))
          .where(where),
        base()
          .where(where)
          .orderBy(desc(storeTransfers.createdAt), desc(storeTransfers.id))
          .limit(req.query.limit)
          .offset(pageOffset(req.query)),
      ]);
      return ok({
        total: Number(c?.n ?? 0),
        list: rows.map((r) => ({
          id: r.t.id,
          store_id: r.t.storeId,
          store_name: r.t.storeName,
          from_user: nameOf(r.from),
          to_user: nameOf(r.to),
          operator: nameOf(r.op),
          created_at: r.t.createdAt.toISOString(),
        })),
      });
    },
  );
};
