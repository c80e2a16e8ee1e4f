// Department changes: create, rename and set the manager, delete (refused while it has members).
// Each in one transaction with its enterprise-log row.
import { ORG_MESSAGES as M, type DepartmentAddBody, type DepartmentUpdateBody } from '@console/contract';
import { and, count, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { departments, users } from '../../db/schema';
import { AppError, Code } from '../../lib/envelope';
import type { SessionUser } from '../auth/session';
import { logEvent, type LogActor, type Tx } from '../enterprise-log/write';
import { liveMemberOf } from '../member/queries';

type DepartmentRow = typeof departments.$inferSelect;

const snapshot = (d: Pick<DepartmentRow, 'name' | 'managerUserId'>) => ({
  name: d.name,
  manager_user_id: d.managerUserId,
});
const target = (d: DepartmentRow) => ({ type: 'department', id: d.id, name: d.name });

function nameOf(raw: string) {
  const name = raw.trim();
  if (!name) throw new AppError(Code.VALIDATION, M.departmentNameRequired);
  return name;
}

async function mustBeFreeName(tx: Tx, actor: SessionUser, name: string, exceptId?: number) {
  const [taken] = await tx
    .select({ id: departments.id })
    .from(departments)
    .where(
      and(
        eq(departments.enterpriseId, actor.enterpriseId),
        eq(departments.name, name),
        exceptId === undefined ? undefined : ne(departments.id, exceptId),
      ),
    );
  if (taken) throw new AppError(Code.CONFLICT, M.departmentNameTaken);
}

/** The manager: an active, live member of the caller's enterprise (or none). */
async function managerOf(tx: Tx, actor: SessionUser, id: number | null | undefined) {
  if (id === null || id === undefined) return null;
  const [u] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(liveMemberOf(actor.enterpriseId), eq(users.id, id), eq(users.status, 'active')));
  if (!u) throw new AppError(Code.NOT_FOUND, M.managerNotFound);
  return u.id;
}

async function lockDepartment(tx: Tx, actor: SessionUser, id: number) {
  const [d] = await tx
    .select()
    .from(departments)
    .where(and(eq(departments.id, id), eq(departments.enterpriseId, actor.enterpriseId)))
    .for('update');
  if (!d) throw new AppError(Code.NOT_FOUND, M.departmentNotFound);
  return d;
}

export async function addDepartment(db: Db, actor: SessionUser, log: LogActor, b: DepartmentAddBody) {
  const name = nameOf(b.name);
  return db.transaction(async (tx) => {
    await mustBeFreeName(tx, actor, name);
    const managerUserId = await managerOf(tx, actor, b.manager_user_id);
    const [d] = await tx
      .insert(departments)
      .values({ enterpriseId: actor.enterpriseId, name, managerUserId })
      .returning();
    await logEvent(tx, log, {
      area: 'org',
      action: 'department.add',
      target: target(d),
      detail: { after: snapshot(d) },
    });
    return { id: d.id };
  });
}

export async function updateDepartment(db: Db, actor: SessionUser, log: LogActor, b: DepartmentUpdateBody) {
  const name = nameOf(b.name);
  await db.transaction(async (tx) => {
    const d = await lockDepartment(tx, actor, b.id);
    await mustBeFreeName(tx, actor, name, d.id);
    const managerUserId =
      b.manager_user_id === undefined
        ? d.managerUserId
        : b.manager_user_id === d.managerUserId
          ? d.managerUserId
          : await managerOf(tx, actor, b.manager_user_id);
    const [after] = await tx
      .update(departments)
      .set({ name, managerUserId })
      .where(eq(departments.id, d.id))
      .returning();
    await logEvent(tx, log, {
      area: 'org',
      action: 'department.update',
      target: target(after),
      detail: { before: snapshot(d), after: snapshot(after) },
    });
  });
}

export async function deleteDepartment(db: Db, actor: SessionUser, log: LogActor, id: number) {
  await db.transaction(async (tx) => {
    const d = await lockDepartment(tx, actor, id);
    const [c] = await tx
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.departmentId, d.id), isNull(users.deletedAt)));
    if (Number(c?.n ?? 0) > 0) throw new AppError(Code.CONFLICT, M.departmentHasMembers);
    // deleted members keep naming the department they were in: their rows let it go
    await tx.update(users).set({ departmentId: null }).where(eq(users.departmentId, d.id));
    await tx.delete(departments).where(eq(departments.id, d.id));
    await logEvent(tx, log, {
      area: 'org',
      action: 'department.delete',
      target: target(d),
      detail: { before: snapshot(d) },
    });
  });
}
