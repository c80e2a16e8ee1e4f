// Who may use the invite-reward screens: the admins of an enterprise in the program (level_type 4);
// the admin role is the access table's, the program is checked here (40003 otherwise).
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enterprises } from '../../db/schema';
import { AppError, Code } from '../../lib/envelope';
import type { Localized } from '../../lib/lang';
import { caller } from '../auth/guard';
import { INVITE_REWARD_LEVEL_TYPE } from './rewards';

export const NOT_IN_PROGRAM: Localized = {
  zh: '当前企业未开通邀请返利',
  en: 'Invitation rewards are not enabled for this enterprise',
};

export async function programEnterprise(db: Db, req: FastifyRequest) {
  const { user } = caller(req);
  const [ent] = await db.select().from(enterprises).where(eq(enterprises.id, user.enterpriseId));
  if (ent?.levelType !== INVITE_REWARD_LEVEL_TYPE) throw new AppError(Code.FORBIDDEN, NOT_IN_PROGRAM);
  return ent;
}
