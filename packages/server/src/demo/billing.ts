// Billing-area demo data (issue 16): a coupon scoped to phone renewals, two channel links of the
// demo enterprise (level_type 4; one disabled), and an enterprise it invited through the first,
// which received the welcome gift and has recharged but bought nothing yet: /inviteReward/all
// lists it as registered. (A purchase of it would earn the demo wallet a reward through the job,
// moving the demo balance every test and screenshot rely on, so none is seeded.) Money moves only
// through the ledger (changeBalance), as everywhere.
import type { Db } from '../db/client';
import { coupons, enterprises, inviteChannels, orders, payments, users } from '../db/schema';
import { text, zh } from '../lib/texts';
import { changeBalance } from '../modules/billing/wallet';
import { grantWelcomeGift } from '../modules/invite-reward/rewards';

const D = 24 * 3600_000;

export async function seedDemoBilling(db: Db, enterpriseId: number, now: Date): Promise<void> {
  const at = (ms: number) => new Date(now.getTime() + ms);
  await db.transaction(async (tx) => {
    await tx.insert(coupons).values({
      enterpriseId,
      name: '续费专享满200减20',
      amountFen: 2000,
      minSpendFen: 20000,
      expiresAt: at(60 * D),
      scope: 'phone_renew',
    });
    const [douyin] = await tx
      .insert(inviteChannels)
      .values([
        { enterpriseId, name: '抖音推广', code: 'DEMOCH01', createdAt: at(-30 * D) },
        { enterpriseId, name: '线下展会', code: 'DEMOCH02', createdAt: at(-45 * D), disabledAt: at(-5 * D) },
      ])
      .returning();
    const [invited] = await tx
      .insert(enterprises)
      .values({
        name: '星辰电商（演示被邀请企业）',
        companyAttestation: 1,
        inviteCode: 'DEMOINV01',
        invitedByEnterpriseId: enterpriseId,
        invitedViaChannelId: douyin.id,
        createdAt: at(-12 * D),
      })
      .returning();
    // what registration grants an enterprise invited by a program member (auth/login.ts)
    await grantWelcomeGift(tx, invited.id, at(-12 * D));
    const [boss] = await tx
      .insert(users)
      .values({ enterpriseId: invited.id, username: 'demoinvited', phone: '13800000099', name: '星辰老板', level: 1 })
      .returning();
    const recharge = text('goods.recharge');
    await tx.insert(orders).values([
      {
        orderNo: 'RDEMOINV01',
        enterpriseId: invited.id,
        userId: boss.id,
        type: 'recharge',
        goodsName: zh(recharge),
        goodsText: recharge,
        totalFen: 50000,
        paidFen: 50000,
        payType: 'alipay',
        status: 'paid',
        createdAt: at(-11 * D),
        paidAt: at(-11 * D),
        expiresAt: at(-11 * D + 10 * 60_000),
      },
    ]);
    await tx.insert(payments).values({
      orderNo: 'RDEMOINV01',
      gateway: 'payment-simulator/alipay',
      amountFen: 50000,
      status: 'succeeded',
      createdAt: at(-11 * D),
      confirmedAt: at(-11 * D),
    });
    await changeBalance(tx, {
      enterpriseId: invited.id,
      deltaFen: 50000,
      kind: 'recharge',
      orderNo: 'RDEMOINV01',
      remark: text('flow.recharge_demo'),
      at: at(-11 * D),
    });
  });
}
