// Sub-users (staff members with what they were handed) and authorization management: which
// phones, sub-accounts and stores a member holds. A phone or sub-account has one holder, so
// handing it to a member takes it from whoever held it; a store may be opened by many members.
import {
  ORG_MESSAGES as M,
  type AuthorizationSetBody,
  type ChildUserItem,
  type ChildUserQuery,
  type ResourceItem,
  type ResourceKind,
  type ResourceQuery,
} from '@console/contract';
import { and, count, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { departments, phones, storeMembers, stores, subAccounts, users } from '../../db/schema';
import { AppError, Code } from '../../lib/envelope';
import { likePattern, pageOffset } from '../../lib/paging';
import type { SessionUser } from '../auth/session';
import { logEvent, type LogActor, type Tx } from '../enterprise-log/write';
import { liveMemberOf } from './queries';

// ---- sub-users ------------------------------------------------------------------------------

function childWhere(user: SessionUser, q: Pick<ChildUserQuery, 'keyword' | 'department_id'>): SQL | undefined {
  const p = likePattern(q.keyword);
  return and(
    liveMemberOf(user.enterpriseId),
    eq(users.level, 3),
    q.department_id === undefined
      ? undefined
      : q.department_id === 0
        ? isNull(users.departmentId)
        : eq(users.departmentId, q.department_id),
    p ? or(ilike(users.username, p), ilike(users.name, p), ilike(users.phone, p)) : undefined,
  );
}

const phoneCount = sql<number>`(select count(*) from ${phones} where ${phones.assignedUserId} = ${users.id} and ${phones.deletedAt} is null)`;
const accountCount = sql<number>`(select count(*) from ${subAccounts} where ${subAccounts.assignedUserId} = ${users.id} and ${subAccounts.deletedAt} is null)`;
const storeCount = sql<number>`(select count(*) from ${storeMembers} where ${storeMembers.userId} = ${users.id})`;

export async function listChildUsers(db: Db, user: SessionUser, q: ChildUserQuery) {
  const where = childWhere(user, q);
  const [[c], rows] = await Promise.all([
    db.select({ n: count() }).from(users).where(where),
    db
      .select({
        u: users,
        departmentName: departments.name,
        phones: phoneCount.mapWith(Number),
        accounts: accountCount.mapWith(Number),
        stores: storeCount.mapWith(Number),
      })
      .from(users)
      .leftJoin(departments, eq(departments.id, users.departmentId))
      .where(where)
      .orderBy(users.id)
      .limit(q.limit)
      .offset(pageOffset(q)),
  ]);
  const list: ChildUserItem[] = rows.map((r) => ({
    id: r.u.id,
    username: r.u.username,
    name: r.u.name,
    phone: r.u.phone,
    role: r.u.memberRole === 'manager' ? 'manager' : 'employee',
    department_id: r.u.departmentId,
    department_name: r.departmentName ?? '',
    status: r.u.status === 'disabled' ? 'disabled' : 'active',
    phone_count: r.phones,
    account_count: r.accounts,
    store_count: r.stores,
    last_login_at: r.u.lastLoginAt?.toISOString() ?? null,
    created_at: r.u.createdAt.toISOString(),
  }));
  return { total: Number(c?.n ?? 0), list };
}

/** The member count summary of the sub-user screen: staff members, and those without a department. */
export async function countChildUsers(db: Db, user: SessionUser) {
  const [[all], [waiting]] = await Promise.all([
    db.select({ n: count() }).from(users).where(childWhere(user, {})),
    db
      .select({ n: count() })
      .from(users)
      .where(childWhere(user, { department_id: 0 })),
  ]);
  return { allCnt: Number(all?.n ?? 0), waitAllocateCnt: Number(waiting?.n ?? 0) };
}

// ---- authorization management ----------------------------------------------------------------

/** A live staff member of the caller's enterprise (the boss holds everything already). */
async function staffMember(db: Db | Tx, actor: SessionUser, id: number) {
  const [u] = await db
    .select()
    .from(users)
    .where(and(liveMemberOf(actor.enterpriseId), eq(users.id, id)));
  if (!u) throw new AppError(Code.NOT_FOUND, M.memberNotFound);
  if (u.level !== 3) throw new AppError(Code.CONFLICT, M.notOwner);
  return u;
}

const holder = alias(users, 'holder');

/** The resources of one kind with whether the member holds them, in id order. */
export async function listResources(db: Db, actor: SessionUser, q: ResourceQuery) {
  const member = await staffMember(db, actor, q.user_id);
  const p = likePattern(q.keyword);
  const eid = actor.enterpriseId;
  const page = { limit: q.limit, offset: pageOffset(q) };
  let total: number;
  let list: ResourceItem[];
  if (q.kind === 'phone' || q.kind === 'account') {
    const t = q.kind === 'phone' ? phones : subAccounts;
    const name = q.kind === 'phone' ? phones.phoneName : subAccounts.name;
    const where = and(
      eq(t.enterpriseId, eid),
      isNull(t.deletedAt),
      p ? ilike(name, p) : undefined,
      q.assigned === undefined
        ? undefined
        : q.assigned === 1
          ? eq(t.assignedUserId, member.id)
          : or(isNull(t.assignedUserId), ne(t.assignedUserId, member.id)),
    );
    const [[c], rows] = await Promise.all([
      db.select({ n: count() }).from(t).where(where),
      db
        .select({
          id: t.id,
          name,
          assigned: t.assignedUserId,
          holderName: holder.name,
          holderUsername: holder.username,
        })
        .from(t)
        .leftJoin(holder, eq(holder.id, t.assignedUserId))
        .where(where)
        .orderBy(t.id)
        .limit(page.limit)
        .offset(page.offset),
    ]);
    total = Number(c?.n ?? 0);
    list = rows.map((r) => ({
      id: r.id,
      name: r.name,
      assigned: r.assigned === member.id,
      holder_name: r.holderName || r.holderUsername || '',
    }));
  } else {
    const mine = sql`exists (select 1 from ${storeMembers} where ${storeMembers.storeId} = "stores"."id" and ${storeMembers.userId} = ${member.id})`;
    const where = and(
      eq(stores.enterpriseId, eid),
      p ? ilike(stores.name, p) : undefined,
      q.assigned === undefined ? undefined : q.assigned === 1 ? mine : sql`not ${mine}`,
    );
    const [[c], rows] = await Promise.all([
      db.select({ n: count() }).from(stores).where(where),
      db
        .select({
          id: stores.id,
          name: stores.name,
          assigned: sql<boolean>`${mine}`,
          holders: sql<string>`coalesce((select string_agg(coalesce(nullif(u.name, ''), u.username), '、' order by u.id) from ${storeMembers} sm join ${users} u on u.id = sm.user_id where sm.store_id = "stores"."id" and u.deleted_at is null), '')`,
        })
        .from(stores)
        .where(where)
        .orderBy(stores.id)
        .limit(page.limit)
        .offset(page.offset),
    ]);
    total = Number(c?.n ?? 0);
    list = rows.map((r) => ({ id: r.id, name: r.name, assigned: !!r.assigned, holder_name: r.holders ?? '' }));
  }
  return { total, list };
}

const KIND_ACTION: Record<ResourceKind, string> = {
  phone: 'authorization.phone',
  account: 'authorization.account',
  store: 'authorization.store',
};

/** The member's set of this kind becomes exactly `ids`, in one transaction with its log row. */
export async function setAuthorization(db: Db, actor: SessionUser, log: LogActor, b: AuthorizationSetBody) {
  const ids = [...new Set(b.ids)];
  const eid = actor.enterpriseId;
  return db.transaction(async (tx) => {
    const member = await staffMember(tx, actor, b.user_id);
    let current: number[];
    let movedFrom: { id: number; from: number | null }[] = [];
    if (b.kind === 'phone' || b.kind === 'account') {
      const t = b.kind === 'phone' ? phones : subAccounts;
      const found = ids.length
        ? await tx
            .select({ id: t.id, holder: t.assignedUserId })
            .from(t)
            .where(and(eq(t.enterpriseId, eid), isNull(t.deletedAt), inArray(t.id, ids)))
            .for('update')
        : [];
      if (found.length !== ids.length) throw new AppError(Code.NOT_FOUND, M.resourceNotFound);
      current = (
        await tx
          .select({ id: t.id })
          .from(t)
          .where(and(eq(t.enterpriseId, eid), isNull(t.deletedAt), eq(t.assignedUserId, member.id)))
          .for('update')
      ).map((r) => r.id);
      const added = ids.filter((id) => !current.includes(id));
      const removed = current.filter((id) => !ids.includes(id));
      movedFrom = found
        .filter((r) => added.includes(r.id) && r.holder !== null)
        .map((r) => ({ id: r.id, from: r.holder }));
      if (added.length)
        await tx
          .update(t)
          .set({ assignedUserId: member.id })
          .where(and(eq(t.enterpriseId, eid), inArray(t.id, added)));
      if (removed.length)
        await tx
          .update(t)
          .set({ assignedUserId: null })
          .where(and(eq(t.enterpriseId, eid), inArray(t.id, removed)));
      return finish(added, removed);
    }
    const found = ids.length
      ? await tx
          .select({ id: stores.id })
          .from(stores)
          .where(and(eq(stores.enterpriseId, eid), inArray(stores.id, ids)))
      : [];
    if (found.length !== ids.length) throw new AppError(Code.NOT_FOUND, M.resourceNotFound);
    current = (
      await tx.select({ id: storeMembers.storeId }).from(storeMembers).where(eq(storeMembers.userId, member.id))
    ).map((r) => r.id);
    const added = ids.filter((id) => !current.includes(id));
    const removed = current.filter((id) => !ids.includes(id));
    if (added.length)
      await tx
        .insert(storeMembers)
        .values(added.map((storeId) => ({ storeId, userId: member.id })))
        .onConflictDoNothing();
    if (removed.length)
      await tx
        .delete(storeMembers)
        .where(and(eq(storeMembers.userId, member.id), inArray(storeMembers.storeId, removed)));
    return finish(added, removed);

    async function finish(added: number[], removed: number[]) {
      if (added.length || removed.length)
        await logEvent(tx, log, {
          area: 'org',
          action: KIND_ACTION[b.kind],
          target: { type: 'member', id: member.id, name: member.name || member.username },
          detail: { kind: b.kind, before: current, after: ids, added, removed, moved_from: movedFrom },
        });
      return { added: added.length, removed: removed.length, total: ids.length };
    }
  });
}
