// Enterprise-log rows of the sub-account changes (area 'accounts').
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { actorOf, logEvent, targetOfMany } from '../enterprise-log/write';

export async function logAccounts(
  tx: Db,
  req: FastifyRequest,
  action: string,
  rows: readonly { id: number; name: string }[],
  detail?: Record<string, unknown>,
  result?: 'ok' | 'failed',
) {
  await logEvent(tx, actorOf(req), {
    area: 'accounts',
    action: `account.${action}`,
    target: targetOfMany('account', rows),
    detail,
    result,
  });
}
