// Member changes (spec §4, §5, §6): add, edit, disable, restore, delete permanently, clear the
// disabled, set role, move between departments, hand a member's resources to another member.
// Whose account the caller may change is the member rule, enforced by the guard before these run
// (@console/contract/access `memberRefusal`: the boss every staff member, a staff manager the
// employees, nobody the boss nor themselves). Every change runs in one transaction with its
// enterprise-log row; every other refusal is a sentence of ORG_MESSAGES (@console/contract).
import {
  ORG_MESSAGES as M,
  type MemberAddBody,
  type MemberSetRoleBody,
  type MemberUpdateBody,
} from '@console/contract';
import type { Localized } from '@console/contract/localized';
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { mayManageMember, PERMISSION_MESSAGE } from '../../access';
import type { Db } from '../../db/client';
import { departments, phones, sessions, storeMembers, subAccounts, users } from '../../db/schema';
import { hashPassword } from '../../lib/crypto';
import { AppError, Code } from '../../lib/envelope';
import type { SessionUser } from '../auth/session';
import { logEvent, type LogActor, type Tx } from '../enterprise-log/write';
import { liveMemberOf } from './queries';

type UserRow = typeof users.$inferSelect;

const isStaffRow = (u: Pick<UserRow, 'level'>) => u.level === 3;

/** What the log keeps of a member (never the password). */
export function memberSnapshot(u: UserRow) {
  return {
    username: u.username,
    name: u.name,
    phone: u.phone,
    member_role: u.memberRole,
    department_id: u.departmentId,
    auth_method: u.authMethod,
    login_time_start: u.loginTimeStart,
    login_time_end: u.loginTimeEnd,
    can_set_login_time: u.canSetLoginTime,
    can_renew_device: u.canRenewDevice,
    status: u.status,
  };
}

const target = (u: UserRow) => ({ type: 'member', id: u.id, name: u.name || u.username });

/** Live members of the caller's enterprise with these ids (locked); 40004 when one is missing. */
async function lockMembers(tx: Tx, actor: SessionUser, ids: number[]): Promise<UserRow[]> {
  const unique = [...new Set(ids)];
  const rows = await tx
    .select()
    .from(users)
    .where(and(liveMemberOf(actor.enterpriseId), inArray(users.id, unique)))
    .orderBy(users.id)
    .for('update');
  if (rows.length !== unique.length) throw new AppError(Code.NOT_FOUND, M.memberNotFound);
  return rows;
}

async function departmentOf(tx: Tx, actor: SessionUser, id: number) {
  const [d] = await tx
    .select()
    .from(departments)
    .where(and(eq(departments.id, id), eq(departments.enterpriseId, actor.enterpriseId)));
  if (!d) throw new AppError(Code.NOT_FOUND, M.departmentNotFound);
  return d;
}

/** Both ends of the login window or neither; HH:MM, different. */
function loginWindow(start: string | null, end: string | null) {
  if ((start === null) !== (end === null)) throw new AppError(Code.VALIDATION, M.loginTimeRequired);
  if (start !== null && start === end) throw new AppError(Code.VALIDATION, M.loginTimeSame);
  return { loginTimeStart: start, loginTimeEnd: end };
}

/** A staff manager sets login windows (and grants that right) only with can_set_login_time. */
function mayChangeLoginTime(actor: SessionUser, changed: boolean) {
  if (changed && isStaffRow(actor) && !actor.canSetLoginTime)
    throw new AppError(Code.FORBIDDEN, PERMISSION_MESSAGE.setLoginTime);
}

function checkPasswords(password: string | undefined, confirm: string | undefined) {
  if (!password) return;
  if (password.length < 6 || password.length > 30) throw new AppError(Code.VALIDATION, M.password);
  if (password !== confirm) throw new AppError(Code.VALIDATION, M.passwordMismatch);
}

/** Username and phone are unique among members not deleted (every enterprise). */
async function mustBeFree(tx: Tx, username: string, phone: string, exceptId?: number) {
  const rows = await tx
    .select({ username: users.username, phone: users.phone })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        or(eq(users.username, username), eq(users.phone, phone)),
        exceptId === undefined ? undefined : ne(users.id, exceptId),
      ),
    );
  if (rows.some((r) => r.username === username)) throw new AppError(Code.CONFLICT, M.usernameTaken);
  if (rows.length) throw new AppError(Code.CONFLICT, M.phoneTaken);
}

function required(v: string, message: Localized) {
  const t = v.trim();
  if (!t) throw new AppError(Code.VALIDATION, message);
  return t;
}

export async function addMember(db: Db, actor: SessionUser, log: LogActor, b: MemberAddBody) {
  const username = b.username.trim();
  const name = required(b.name, M.nameRequired);
  checkPasswords(b.password, b.password_confirm);
  const window = loginWindow(b.login_time_start, b.login_time_end);
  mayChangeLoginTime(actor, window.loginTimeStart !== null || b.can_set_login_time === 1);
  const passwordHash = await hashPassword(b.password);
  return db.transaction(async (tx) => {
    await departmentOf(tx, actor, b.department_id);
    await mustBeFree(tx, username, b.phone);
    const [u] = await tx
      .insert(users)
      .values({
        enterpriseId: actor.enterpriseId,
        username,
        phone: b.phone,
        name,
        passwordHash,
        level: 3,
        memberRole: b.member_role,
        departmentId: b.department_id,
        authMethod: b.auth_method,
        ...window,
        canSetLoginTime: b.can_set_login_time === 1,
        canRenewDevice: b.can_renew_device === 1,
      })
      .returning();
    await logEvent(tx, log, {
      area: 'org',
      action: 'member.add',
      target: target(u),
      detail: { after: memberSnapshot(u) },
    });
    return { id: u.id };
  });
}

export async function updateMember(db: Db, actor: SessionUser, log: LogActor, b: MemberUpdateBody) {
  const username = b.username.trim();
  const name = required(b.name, M.nameRequired);
  checkPasswords(b.password, b.password_confirm);
  const window = loginWindow(b.login_time_start, b.login_time_end);
  const passwordHash = b.password ? await hashPassword(b.password) : undefined;
  await db.transaction(async (tx) => {
    const [u] = await lockMembers(tx, actor, [b.id]);
    const canSetLoginTime = b.can_set_login_time === undefined ? u.canSetLoginTime : b.can_set_login_time === 1;
    const canRenewDevice = b.can_renew_device === undefined ? u.canRenewDevice : b.can_renew_device === 1;
    mayChangeLoginTime(
      actor,
      window.loginTimeStart !== u.loginTimeStart ||
        window.loginTimeEnd !== u.loginTimeEnd ||
        canSetLoginTime !== u.canSetLoginTime,
    );
    if (b.department_id !== u.departmentId) await departmentOf(tx, actor, b.department_id);
    await mustBeFree(tx, username, b.phone, u.id);
    const [after] = await tx
      .update(users)
      .set({
        username,
        name,
        phone: b.phone,
        memberRole: b.member_role,
        departmentId: b.department_id,
        authMethod: b.auth_method,
        ...window,
        canSetLoginTime,
        canRenewDevice,
        // member info's is_modify: the username is no longer the one the member was created with
        ...(username !== u.username ? { usernameModified: true } : {}),
        ...(passwordHash ? { passwordHash } : {}),
      })
      .where(eq(users.id, u.id))
      .returning();
    // a new password ends the member's sessions (as /user/savePwd does for another member)
    if (passwordHash) await endSessions(tx, [u.id]);
    await logEvent(tx, log, {
      area: 'org',
      action: 'member.update',
      target: target(after),
      detail: { before: memberSnapshot(u), after: memberSnapshot(after), password_changed: !!passwordHash },
    });
  });
}

async function endSessions(tx: Tx, userIds: number[]) {
  if (!userIds.length) return;
  await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(inArray(sessions.userId, userIds), isNull(sessions.revokedAt)));
}

/**
 * Sets `patch` on the members it changes, in the caller's transaction, with one log row each
 * (before → after of the changed field); returns how many changed.
 */
async function changeMembers<K extends keyof UserRow>(
  tx: Tx,
  log: LogActor,
  changing: UserRow[],
  field: K,
  value: UserRow[K],
  action: string,
  snake: string,
  after: Record<string, unknown> = {},
): Promise<number> {
  if (!changing.length) return 0;
  await tx
    .update(users)
    .set({ [field]: value })
    .where(
      inArray(
        users.id,
        changing.map((u) => u.id),
      ),
    );
  for (const u of changing)
    await logEvent(tx, log, {
      area: 'org',
      action,
      target: target(u),
      detail: { before: { [snake]: u[field] }, after: { [snake]: value, ...after } },
    });
  return changing.length;
}

export async function disableMembers(db: Db, actor: SessionUser, log: LogActor, ids: number[]) {
  return db.transaction(async (tx) => {
    const rows = await lockMembers(tx, actor, ids);
    const changing = rows.filter((u) => u.status !== 'disabled');
    await endSessions(
      tx,
      changing.map((u) => u.id),
    );
    return changeMembers(tx, log, changing, 'status', 'disabled', 'member.disable', 'status');
  });
}

export async function restoreMembers(db: Db, actor: SessionUser, log: LogActor, ids: number[]) {
  return db.transaction(async (tx) => {
    const rows = await lockMembers(tx, actor, ids);
    const changing = rows.filter((u) => u.status === 'disabled');
    return changeMembers(tx, log, changing, 'status', 'active', 'member.restore', 'status');
  });
}

/**
 * Permanently deleted: kept for the records that name them, never logs in again (status
 * 'deleted', sessions ended); what they held goes back to the managers, and a department they
 * managed has none.
 */
async function deleteRows(tx: Tx, log: LogActor, rows: UserRow[], now: Date, action: string) {
  if (!rows.length) return;
  const ids = rows.map((u) => u.id);
  await tx.update(users).set({ status: 'deleted', deletedAt: now }).where(inArray(users.id, ids));
  await endSessions(tx, ids);
  const freedPhones = await tx
    .update(phones)
    .set({ assignedUserId: null })
    .where(inArray(phones.assignedUserId, ids))
    .returning({ id: phones.id });
  const freedAccounts = await tx
    .update(subAccounts)
    .set({ assignedUserId: null })
    .where(inArray(subAccounts.assignedUserId, ids))
    .returning({ id: subAccounts.id });
  const freedStores = await tx
    .delete(storeMembers)
    .where(inArray(storeMembers.userId, ids))
    .returning({ id: storeMembers.storeId });
  await tx.update(departments).set({ managerUserId: null }).where(inArray(departments.managerUserId, ids));
  for (const u of rows)
    await logEvent(tx, log, {
      area: 'org',
      action,
      target: target(u),
      detail: {
        before: memberSnapshot(u),
        after: { status: 'deleted' },
        released:
          rows.length === 1
            ? { phones: freedPhones.length, accounts: freedAccounts.length, stores: freedStores.length }
            : undefined,
      },
    });
}

export async function deleteMembers(db: Db, actor: SessionUser, log: LogActor, ids: number[], now: Date) {
  return db.transaction(async (tx) => {
    const rows = await lockMembers(tx, actor, ids);
    await deleteRows(tx, log, rows, now, 'member.delete');
    return rows.length;
  });
}

/** Every disabled member of the enterprise the caller may manage (the member rule), permanently deleted. */
export async function clearDisabled(db: Db, actor: SessionUser, log: LogActor, now: Date) {
  return db.transaction(async (tx) => {
    const disabled = await tx
      .select()
      .from(users)
      .where(and(liveMemberOf(actor.enterpriseId), eq(users.status, 'disabled')))
      .orderBy(users.id)
      .for('update');
    const rows = disabled.filter((u) => mayManageMember(actor, u));
    if (!rows.length) throw new AppError(Code.NOT_FOUND, M.noDisabled);
    await deleteRows(tx, log, rows, now, 'member.clearDisabled');
    return rows.length;
  });
}

export async function setRole(db: Db, actor: SessionUser, log: LogActor, b: MemberSetRoleBody) {
  return db.transaction(async (tx) => {
    const rows = await lockMembers(tx, actor, b.ids);
    const changing = rows.filter((u) => u.memberRole !== b.member_role);
    return changeMembers(tx, log, changing, 'memberRole', b.member_role, 'member.setRole', 'member_role');
  });
}

export async function moveMembers(db: Db, actor: SessionUser, log: LogActor, ids: number[], departmentId: number) {
  return db.transaction(async (tx) => {
    const dept = await departmentOf(tx, actor, departmentId);
    const rows = await lockMembers(tx, actor, ids);
    const changing = rows.filter((u) => u.departmentId !== dept.id);
    return changeMembers(tx, log, changing, 'departmentId', dept.id, 'member.move', 'department_id', {
      department: dept.name,
    });
  });
}

export async function transferResources(db: Db, actor: SessionUser, log: LogActor, fromId: number, toId: number) {
  if (fromId === toId) throw new AppError(Code.CONFLICT, M.transferToSelf);
  return db.transaction(async (tx) => {
    const [from] = await lockMembers(tx, actor, [fromId]);
    const [to] = await tx
      .select()
      .from(users)
      .where(and(liveMemberOf(actor.enterpriseId), eq(users.id, toId), eq(users.status, 'active')));
    if (!to) throw new AppError(Code.NOT_FOUND, M.targetInactive);
    const movedPhones = await tx
      .update(phones)
      .set({ assignedUserId: to.id })
      .where(and(eq(phones.enterpriseId, actor.enterpriseId), eq(phones.assignedUserId, from.id)))
      .returning({ id: phones.id });
    const movedAccounts = await tx
      .update(subAccounts)
      .set({ assignedUserId: to.id })
      .where(and(eq(subAccounts.enterpriseId, actor.enterpriseId), eq(subAccounts.assignedUserId, from.id)))
      .returning({ id: subAccounts.id });
    const stores = await tx
      .delete(storeMembers)
      .where(eq(storeMembers.userId, from.id))
      .returning({ id: storeMembers.storeId });
    if (stores.length)
      await tx
        .insert(storeMembers)
        .values(stores.map((s) => ({ storeId: s.id, userId: to.id })))
        .onConflictDoNothing();
    const result = { phones: movedPhones.length, accounts: movedAccounts.length, stores: stores.length };
    await logEvent(tx, log, {
      area: 'org',
      action: 'member.transfer',
      target: target(from),
      detail: {
        to: { id: to.id, name: to.name || to.username },
        phone_ids: movedPhones.map((p) => p.id),
        account_ids: movedAccounts.map((a) => a.id),
        store_ids: stores.map((s) => s.id),
        ...result,
      },
    });
    return result;
  });
}
