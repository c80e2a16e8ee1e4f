// Invite rewards (spec §1 "invite rewards", §6 level_type 4): an enterprise with the invite-reward
// program (level_type 4) earns REWARD_PERCENT of what the enterprises it invited pay for their
// purchases. Job: each paid (delivered) purchase order of an invited enterprise gets one reward
// row and one ledger credit (kind 'reward') on the inviter's wallet, in one transaction; the unique
// order_no makes it idempotent and safe on several instances. What was refunded of the order
// does not earn (paid − refunded). Orders still 'buying' wait until delivered (they may be withdrawn).
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { coupons, enterprises, inviteRewards, orders } from '../../db/schema';
import { text } from '../../lib/texts';
import { changeBalance } from '../billing/wallet';

export const REWARD_PERCENT = 5;
export const INVITE_REWARD_LEVEL_TYPE = 4;

/** Invitation gift: an enterprise registering with a program enterprise's code gets this coupon. */
export const WELCOME_GIFT = {
  name: { zh: '邀请新人礼 满100减20', en: 'Welcome gift: ¥20 off orders of ¥100 or more' },
  amountFen: 2000,
  minSpendFen: 10000,
  validDays: 30,
};

/** The welcome coupon of a newly registered invited enterprise (in the registration's transaction). */
export async function grantWelcomeGift(tx: Db, enterpriseId: number, now: Date) {
  await tx.insert(coupons).values({
    enterpriseId,
    name: WELCOME_GIFT.name.zh,
    nameEn: WELCOME_GIFT.name.en,
    amountFen: WELCOME_GIFT.amountFen,
    minSpendFen: WELCOME_GIFT.minSpendFen,
    expiresAt: new Date(now.getTime() + WELCOME_GIFT.validDays * 24 * 3600_000),
    source: 'invite_gift',
    createdAt: now,
  });
}

/** floor(5% of what stayed paid). */
export const rewardOf = (spentFen: number) => Math.floor((Math.max(0, spentFen) * REWARD_PERCENT) / 100);

const invited = alias(enterprises, 'invited');
const inviter = alias(enterprises, 'inviter');

/** One pass: credits every reward not credited yet; returns how many. */
export async function creditInviteRewards(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({
      orderNo: orders.orderNo,
      paidFen: orders.paidFen,
      refundedFen: orders.refundedFen,
      invitedId: invited.id,
      invitedName: invited.name,
      inviterId: inviter.id,
    })
    .from(orders)
    .innerJoin(invited, eq(invited.id, orders.enterpriseId))
    .innerJoin(inviter, eq(inviter.id, invited.invitedByEnterpriseId))
    .leftJoin(inviteRewards, eq(inviteRewards.orderNo, orders.orderNo))
    .where(
      and(
        eq(orders.status, 'paid'),
        ne(orders.type, 'recharge'),
        eq(inviter.levelType, INVITE_REWARD_LEVEL_TYPE),
        isNull(inviteRewards.id),
        sql`${orders.paidFen} - ${orders.refundedFen} > 0`,
      ),
    );
  let credited = 0;
  for (const o of due) {
    const spentFen = o.paidFen - o.refundedFen;
    const rewardFen = rewardOf(spentFen);
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(inviteRewards)
        .values({
          enterpriseId: o.inviterId,
          invitedEnterpriseId: o.invitedId,
          orderNo: o.orderNo,
          spentFen,
          rewardFen,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: inviteRewards.id });
      if (!row) return false; // another instance credited it
      if (rewardFen > 0) {
        await changeBalance(tx, {
          enterpriseId: o.inviterId,
          deltaFen: rewardFen,
          kind: 'reward',
          orderNo: null,
          remark: text('flow.invite_reward', { company: o.invitedName, spent_fen: spentFen }),
          at: now,
        });
      }
      return true;
    });
    if (done) credited++;
  }
  return credited;
}
