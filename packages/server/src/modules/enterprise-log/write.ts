// The enterprise log's writer. Every handler that changes something calls logEvent with the
// transaction of that change, so the log row exists exactly when the change does; refused and
// failed logins are logged on their own (there is no change to share a transaction with).
//
//   logEvent(db | tx, actorOf(req), { area, action, target?, detail?, result? })
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { enterpriseLogs } from '../../db/schema';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The console area a change belongs to (the log's area filter). */
export type LogArea = 'devices' | 'accounts' | 'network' | 'stores' | 'org' | 'security' | 'billing' | 'company';

export interface LogActor {
  enterpriseId: number;
  /** null for a login attempt by an unknown name. */
  userId: number | null;
  name: string;
  ip: string;
  terminalCode: string;
}

export interface LogEntry {
  area: LogArea;
  /** A stable action key, e.g. 'member.add', 'phone.renew', 'login.refused' (the console translates it). */
  action: string;
  target?: { type: string; id: string | number; name?: string };
  /** { before, after } where it matters, a reason for refusals; never a password or a secret. */
  detail?: Record<string, unknown>;
  result?: 'ok' | 'failed' | 'refused';
}

export async function logEvent(db: Db | Tx, actor: LogActor, entry: LogEntry): Promise<void> {
  await db.insert(enterpriseLogs).values({
    enterpriseId: actor.enterpriseId,
    userId: actor.userId,
    actorName: actor.name.slice(0, 50),
    area: entry.area,
    action: entry.action.slice(0, 40),
    targetType: entry.target?.type.slice(0, 20) ?? '',
    targetId: entry.target ? String(entry.target.id).slice(0, 40) : '',
    targetName: entry.target?.name?.slice(0, 100) ?? '',
    detail: entry.detail ?? {},
    result: entry.result ?? 'ok',
    ip: actor.ip.slice(0, 64),
    terminalCode: actor.terminalCode.slice(0, 64),
  });
}

/** The logged-in caller as the log names them (behind requireAuth / the access table only). */
export function actorOf(req: FastifyRequest): LogActor {
  const auth = req.auth;
  if (!auth) throw new Error('actorOf outside an authenticated route');
  const { user } = auth;
  return {
    enterpriseId: user.enterpriseId,
    userId: user.id,
    name: user.name || user.username,
    ip: req.ip,
    terminalCode: auth.terminalCode,
  };
}

/**
 * The target of a change to several rows at once: the row itself when there is one, otherwise
 * the names joined (the keyword filter still finds each) and the count as the id.
 */
export function targetOfMany(type: string, rows: readonly { id: number; name: string }[]): LogEntry['target'] {
  if (rows.length === 1) return { type, id: rows[0].id, name: rows[0].name };
  return { type, id: `${rows.length}`, name: rows.map((r) => r.name).join('、') };
}
