// The security screens' reads: staff members with their login control, terminal requests, the whitelist.
import { and, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type {
  SecurityMemberItem,
  SecurityMembersQuery,
  TerminalRequestItem,
  TerminalRequestsQuery,
  WhitelistItem,
  WhitelistQuery,
} from '@console/contract';
import type { Db } from '../../db/client';
import { departments, terminals, terminalWhitelist, users } from '../../db/schema';
import { likePattern, pageOffset } from '../../lib/paging';

/** Staff members (level 3) of the enterprise that still exist: the ones login control applies to. */
export const staffOf = (enterpriseId: number) =>
  and(eq(users.enterpriseId, enterpriseId), eq(users.level, 3), isNull(users.deletedAt));

export async function listSecurityMembers(db: Db, enterpriseId: number, q: SecurityMembersQuery) {
  const p = likePattern(q.keyword);
  const where = and(
    staffOf(enterpriseId),
    p ? or(ilike(users.username, p), ilike(users.name, p), ilike(users.phone, p)) : undefined,
  );
  const passed = db
    .select({ userId: terminals.userId, n: count().as('n') })
    .from(terminals)
    .where(and(eq(terminals.enterpriseId, enterpriseId), eq(terminals.status, 'passed')))
    .groupBy(terminals.userId)
    .as('passed');
  const [rows, [total]] = await Promise.all([
    db
      .select({ u: users, dept: departments.name, n: passed.n })
      .from(users)
      .leftJoin(departments, eq(departments.id, users.departmentId))
      .leftJoin(passed, eq(passed.userId, users.id))
      .where(where)
      .orderBy(users.id)
      .limit(q.limit)
      .offset(pageOffset(q)),
    db.select({ n: count() }).from(users).where(where),
  ]);
  const list: SecurityMemberItem[] = rows.map(({ u, dept, n }) => ({
    id: u.id,
    username: u.username,
    name: u.name,
    phone: u.phone,
    role: u.memberRole === 'manager' ? 'manager' : 'employee',
    department_name: dept ?? '',
    status: u.status,
    auth_method: ([1, 2, 3].includes(u.authMethod) ? u.authMethod : 1) as 1 | 2 | 3,
    login_time_start: u.loginTimeStart,
    login_time_end: u.loginTimeEnd,
    last_login_at: u.lastLoginAt?.toISOString() ?? null,
    terminal_count: Number(n ?? 0),
  }));
  return { total: Number(total?.n ?? 0), list };
}

export async function listTerminalRequests(db: Db, enterpriseId: number, q: TerminalRequestsQuery) {
  const p = likePattern(q.keyword);
  const where = and(
    eq(terminals.enterpriseId, enterpriseId),
    eq(terminals.status, q.status ?? 'waiting'),
    p ? or(ilike(users.username, p), ilike(users.name, p), ilike(terminals.terminalCode, p)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        t: terminals,
        username: users.username,
        name: users.name,
        role: users.memberRole,
        decider: sql<
          string | null
        >`(select coalesce(nullif(d.name, ''), d.username) from users d where d.id = ${terminals.decidedBy})`,
      })
      .from(terminals)
      .innerJoin(users, eq(users.id, terminals.userId))
      .where(where)
      .orderBy(desc(sql`coalesce(${terminals.decidedAt}, ${terminals.requestedAt})`), desc(terminals.id))
      .limit(q.limit)
      .offset(pageOffset(q)),
    db.select({ n: count() }).from(terminals).innerJoin(users, eq(users.id, terminals.userId)).where(where),
  ]);
  const list: TerminalRequestItem[] = rows.map(({ t, username, name, role, decider }) => ({
    id: t.id,
    user_id: t.userId,
    username,
    name,
    role,
    terminal_code: t.terminalCode,
    ip: t.ip,
    user_agent: t.userAgent,
    status: t.status as TerminalRequestItem['status'],
    requested_at: t.requestedAt.toISOString(),
    last_seen_at: t.lastSeenAt.toISOString(),
    decided_at: t.decidedAt?.toISOString() ?? null,
    decided_by: t.decidedBy,
    // null decider with a decision: passed automatically by the member's authorization method
    decided_by_name: decider ?? '',
  }));
  return { total: Number(total?.n ?? 0), list };
}

export async function listWhitelist(db: Db, enterpriseId: number, q: WhitelistQuery) {
  const p = likePattern(q.keyword);
  const where = and(
    eq(terminalWhitelist.enterpriseId, enterpriseId),
    p
      ? or(
          ilike(terminalWhitelist.terminalCode, p),
          ilike(terminalWhitelist.mac, p),
          ilike(terminalWhitelist.remark, p),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ w: terminalWhitelist, name: users.name, username: users.username })
      .from(terminalWhitelist)
      .innerJoin(users, eq(users.id, terminalWhitelist.createdBy))
      .where(where)
      .orderBy(desc(terminalWhitelist.createdAt), desc(terminalWhitelist.id))
      .limit(q.limit)
      .offset(pageOffset(q)),
    db.select({ n: count() }).from(terminalWhitelist).where(where),
  ]);
  const list: WhitelistItem[] = rows.map(({ w, name, username }) => ({
    id: w.id,
    terminal_code: w.terminalCode,
    mac: w.mac,
    remark: w.remark,
    created_at: w.createdAt.toISOString(),
    created_by: w.createdBy,
    created_by_name: name || username,
  }));
  return { total: Number(total?.n ?? 0), list };
}

/** The staff members among `ids` in the enterprise (others are not found). */
export async function staffByIds(db: Db, enterpriseId: number, ids: number[]) {
  return db
    .select()
    .from(users)
    .where(and(staffOf(enterpriseId), inArray(users.id, ids)));
}
