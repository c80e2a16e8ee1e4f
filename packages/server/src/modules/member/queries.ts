// Member and department lists (enterprise organisation), scoped to the caller's enterprise.
import type { DepartmentItem, MemberItem } from '@console/contract';
import { and, count, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { departments, users } from '../../db/schema';
import { keysetBatches, likePattern, orderByKey, pageOffset, sortText, type SortKey } from '../../lib/paging';
import type { SessionUser } from '../auth/session';

export interface MemberFilters {
  keyword?: string;
  department_id?: number;
  status?: 'active' | 'disabled';
  role?: 'manager' | 'employee';
}

/** Members of the enterprise that still exist (permanently deleted ones are kept only for the records). */
export const liveMemberOf = (enterpriseId: number) =>
  and(eq(users.enterpriseId, enterpriseId), isNull(users.deletedAt));

function memberWhere(user: SessionUser, q: MemberFilters): SQL | undefined {
  const p = likePattern(q.keyword);
  return and(
    liveMemberOf(user.enterpriseId),
    q.role ? and(eq(users.level, 3), eq(users.memberRole, q.role)) : undefined,
    q.department_id === undefined
      ? undefined
      : q.department_id === 0
        ? isNull(users.departmentId)
        : eq(users.departmentId, q.department_id),
    q.status ? eq(users.status, q.status) : undefined,
    p ? or(ilike(users.username, p), ilike(users.name, p), ilike(users.phone, p)) : undefined,
  );
}

const MEMBER_SORT: SortKey = { id: users.id, dir: 'asc' };

function selectMembers(db: Db, where: SQL | undefined) {
  return db
    .select({ u: users, departmentName: departments.name, _sort: sortText(MEMBER_SORT), _id: users.id })
    .from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .where(where)
    .orderBy(...orderByKey(MEMBER_SORT));
}

const authMethodOf = (n: number): 1 | 2 | 3 => (n === 2 || n === 3 ? n : 1);

function toMember(r: Awaited<ReturnType<typeof selectMembers>>[number]): MemberItem {
  const u = r.u;
  return {
    id: u.id,
    username: u.username,
    name: u.name,
    phone: u.phone,
    role: u.memberRole === 'manager' ? 'manager' : 'employee',
    is_admin: u.level === 3 ? 0 : 1,
    department_id: u.departmentId,
    department_name: r.departmentName ?? '',
    status: u.status === 'disabled' ? 'disabled' : 'active',
    can_set_login_time: u.canSetLoginTime ? 1 : 0,
    can_renew_device: u.canRenewDevice ? 1 : 0,
    auth_method: authMethodOf(u.authMethod),
    login_time_start: u.loginTimeStart,
    login_time_end: u.loginTimeEnd,
    last_login_at: u.lastLoginAt?.toISOString() ?? null,
    created_at: u.createdAt.toISOString(),
  };
}
export type MemberItemRow = ReturnType<typeof toMember>;

export async function listMembers(db: Db, user: SessionUser, q: MemberFilters & { page: number; limit: number }) {
  const where = memberWhere(user, q);
  const [[c], rows] = await Promise.all([
    db.select({ n: count() }).from(users).where(where),
    selectMembers(db, where).limit(q.limit).offset(pageOffset(q)),
  ]);
  return { total: Number(c?.n ?? 0), list: rows.map(toMember) };
}

export async function* exportMembers(db: Db, user: SessionUser, q: MemberFilters) {
  const where = memberWhere(user, q);
  for await (const rows of keysetBatches(MEMBER_SORT, (after, limit) =>
    selectMembers(db, and(where, after)).limit(limit),
  )) {
    yield rows.map(toMember);
  }
}

export interface DepartmentFilters {
  keyword?: string;
}

function departmentWhere(user: SessionUser, q: DepartmentFilters): SQL | undefined {
  const p = likePattern(q.keyword);
  return and(eq(departments.enterpriseId, user.enterpriseId), p ? ilike(departments.name, p) : undefined);
}

const DEPT_SORT: SortKey = { id: departments.id, dir: 'asc' };
const manager = alias(users, 'manager');

function selectDepartments(db: Db, where: SQL | undefined) {
  return (
    db
      .select({
        d: departments,
        managerName: manager.name,
        memberCount:
          sql<number>`(select count(*) from ${users} where ${users.departmentId} = ${departments.id} and ${users.deletedAt} is null)`.mapWith(
            Number,
          ),
        _sort: sortText(DEPT_SORT),
        _id: departments.id,
      })
      .from(departments)
      // the manager must belong to the same enterprise, whatever the column holds
      .leftJoin(
        manager,
        and(
          eq(manager.id, departments.managerUserId),
          eq(manager.enterpriseId, departments.enterpriseId),
          isNull(manager.deletedAt),
        ),
      )
      .where(where)
      .orderBy(...orderByKey(DEPT_SORT))
  );
}

function toDepartment(r: Awaited<ReturnType<typeof selectDepartments>>[number]): DepartmentItem {
  return {
    id: r.d.id,
    name: r.d.name,
    member_count: r.memberCount,
    manager_user_id: r.managerName === null ? null : r.d.managerUserId,
    manager_name: r.managerName ?? '',
    created_at: r.d.createdAt.toISOString(),
  };
}
export type DepartmentItemRow = ReturnType<typeof toDepartment>;

export async function listDepartments(
  db: Db,
  user: SessionUser,
  q: DepartmentFilters & { page: number; limit: number },
) {
  const where = departmentWhere(user, q);
  const [[c], rows] = await Promise.all([
    db.select({ n: count() }).from(departments).where(where),
    selectDepartments(db, where).limit(q.limit).offset(pageOffset(q)),
  ]);
  return { total: Number(c?.n ?? 0), list: rows.map(toDepartment) };
}

export async function* exportDepartments(db: Db, user: SessionUser, q: DepartmentFilters) {
  const where = departmentWhere(user, q);
  for await (const rows of keysetBatches(DEPT_SORT, (after, limit) =>
    selectDepartments(db, and(where, after)).limit(limit),
  )) {
    yield rows.map(toDepartment);
  }
}
