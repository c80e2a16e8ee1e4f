// Invite codes: an enterprise's own code (its invite link) or one of its channel links' codes
// (channel management). Registration reads who invited and through which channel from here.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enterprises, inviteChannels } from '../../db/schema';
import { newInviteCode } from '../../lib/crypto';
import { AppError, Code } from '../../lib/envelope';
import type { Localized } from '../../lib/lang';
import { INVITE_REWARD_LEVEL_TYPE } from './rewards';

export interface Inviter {
  enterpriseId: number;
  channelId: number | null;
  /** In the invite-reward program: its invitees get the welcome gift and earn it rewards. */
  inProgram: boolean;
}

export const UNKNOWN_CODE: Localized = { zh: '邀请码不存在', en: 'Invitation code not found' };
export const DISABLED_CODE: Localized = { zh: '该邀请链接已停用', en: 'This invitation link has been disabled' };

/** Who a code (already trimmed and upper-cased) invites for; 40004 when unknown, 40003 when its channel is disabled. */
export async function inviterOf(db: Db, code: string): Promise<Inviter> {
  const [own] = await db
    .select({ id: enterprises.id, levelType: enterprises.levelType })
    .from(enterprises)
    .where(eq(enterprises.inviteCode, code))
    .limit(1);
  if (own) return { enterpriseId: own.id, channelId: null, inProgram: own.levelType === INVITE_REWARD_LEVEL_TYPE };
  const [channel] = await db
    .select({
      id: inviteChannels.id,
      disabledAt: inviteChannels.disabledAt,
      levelType: enterprises.levelType,
      eid: enterprises.id,
    })
    .from(inviteChannels)
    .innerJoin(enterprises, eq(enterprises.id, inviteChannels.enterpriseId))
    .where(eq(inviteChannels.code, code))
    .limit(1);
  if (!channel) throw new AppError(Code.NOT_FOUND, UNKNOWN_CODE);
  if (channel.disabledAt) throw new AppError(Code.FORBIDDEN, DISABLED_CODE);
  return {
    enterpriseId: channel.eid,
    channelId: channel.id,
    inProgram: channel.levelType === INVITE_REWARD_LEVEL_TYPE,
  };
}

/** A code no enterprise and no channel uses yet. */
export async function freeInviteCode(db: Db): Promise<string> {
  for (;;) {
    const code = newInviteCode();
    const [a] = await db.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.inviteCode, code));
    const [b] = await db.select({ id: inviteChannels.id }).from(inviteChannels).where(eq(inviteChannels.code, code));
    if (!a && !b) return code;
  }
}
