// Member info and member counters, every number counted from real rows.
import { and, count, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupons, enterprises, inviteChannels, networkCards, subAccounts, users } from '../../db/schema';
import { fenToYuan } from '../../lib/money';
import { mayPlaceOrder } from '../../access';
import type { SessionUser } from '../auth/session';
import { countValidPhones } from '../phone/queries';

const n = (rows: { n: number }[]) => Number(rows[0]?.n ?? 0);

/**
 * Who is shown the enterprise's wallet balance: whoever may pay a renewal from it — the boss
 * (recharges, buys, sees the wallet flow) and a manager holding the device renewal permission (the
 * access table's rule, docs/roles.md). Ordinary employees only log in to stores (spec §6) and get
 * null, whatever flags they hold.
 */
export const seesWalletBalance = (u: SessionUser) => mayPlaceOrder('phone_renew', u);

export async function memberInfo(db: Db, user: SessionUser, now: Date) {
  const eid = user.enterpriseId;
  const [ent] = await db.select().from(enterprises).where(eq(enterprises.id, eid)).limit(1);
  const validCard = and(
    eq(networkCards.enterpriseId, eid),
    isNull(networkCards.deletedAt),
    gt(networkCards.expirationTime, now),
  );
  const [members, accounts, cards, ips, couponRows, phoneNum, channels] = await Promise.all([
    db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.enterpriseId, eid), eq(users.status, 'active'))),
    db
      .select({ n: count() })
      .from(subAccounts)
      .where(
        and(eq(subAccounts.enterpriseId, eid), isNull(subAccounts.deletedAt), gt(subAccounts.expirationTime, now)),
      ),
    db.select({ n: count() }).from(networkCards).where(validCard),
    db
      .select({ n: count() })
      .from(networkCards)
      .where(and(validCard, isNotNull(networkCards.ip))),
    db
      .select({ n: count() })
      .from(coupons)
      .where(and(eq(coupons.enterpriseId, eid), isNull(coupons.usedAt), gt(coupons.expiresAt, now))),
    countValidPhones(db, user, now),
    db
      .select({ n: count() })
      .from(inviteChannels)
      .where(and(eq(inviteChannels.enterpriseId, eid), isNull(inviteChannels.disabledAt))),
  ]);
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    phone: user.phone,
    amount: seesWalletBalance(user) ? fenToYuan(ent.walletBalanceFen) : null,
    amount_fen: seesWalletBalance(user) ? ent.walletBalanceFen : null,
    company_attestation: ent.companyAttestation,
    company_name: ent.name,
    coupons_number: n(couponRows),
    ip_number: n(ips),
    is_bind_wc: user.wechatOpenId ? 1 : 0,
    // a channel partner: the enterprise runs at least one live invite channel link of its own
    is_channel: n(channels) > 0 ? 1 : 0,
    // the member's username was changed after it was created (POST /member/update)
    is_modify: user.usernameModified ? 1 : 0,
    is_set_password: user.passwordHash ? 1 : 0,
    level: user.level,
    level_type: ent.levelType,
    member_number: n(members),
    invite_code: ent.inviteCode,
    account_num: n(accounts),
    phone_num: phoneNum,
    network_cart_num: n(cards),
  };
}

/** allCnt: every member; waitAllocateCnt: members not yet placed in a department. */
export async function memberCounts(db: Db, enterpriseId: number) {
  const [all, waiting] = await Promise.all([
    db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.enterpriseId, enterpriseId), isNull(users.deletedAt))),
    db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.enterpriseId, enterpriseId), isNull(users.deletedAt), isNull(users.departmentId))),
  ]);
  return { allCnt: n(all), waitAllocateCnt: n(waiting) };
}
