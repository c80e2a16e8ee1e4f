// Billing-area demo data (issue 16): a coupon scoped to phone renewals, two channel links of the
// demo enterprise (level_type 4; one disabled), and an enterprise it invited through the first,
// which received the welcome gift, recharged ¥500 and bought phones twice from its balance; each
// purchase earned the demo enterprise its 5 % reward (¥5.00 and ¥10.00, as the reward job credits
// them: a reward row and a ledger credit), so the demo wallet ends at ¥1,015.00. Money moves only
// through the ledger (changeBalance), as everywhere.
import type { Db } from '../db/client';
import { coupons, enterprises, inviteChannels, inviteRewards, orders, payments, users } from '../db/schema';
import { text, zh } from '../lib/texts';
import { changeBalance } from '../modules/billing/wallet';
import { grantWelcomeGift, rewardOf } from '../modules/invite-reward/rewards';

const M = 60_000;
const D = 24 * 60 * M;

export async function seedDemoBilling(db: Db, enterpriseId: number, now: Date): Promise<void> {
  const at = (ms: number) => new Date(now.getTime() + ms);
  await db.transaction(async (tx) => {
    await tx.insert(coupons).values({
      enterpriseId,
      name: '续费专享满200减20',
      nameEn: 'Renewals only: ¥20 off ¥200 or more',
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
    // two purchases from its balance, and the reward each earned the demo enterprise; after the demo
    // enterprise's own ledger rows (demo/orders.ts), so its balances chain in time order
    for (const [orderNo, quantity, day] of [
      ['PDEMOINV01', 1, -4],
      ['PDEMOINV02', 2, -2],
    ] as const) {
      const spentFen = 10000 * quantity;
      const paidAt = at(day * D);
      const goods = text('goods.phone_buy', { spec: '4核8G', unit: 'month', value: 1 });
      await tx.insert(orders).values({
        orderNo,
        enterpriseId: invited.id,
        userId: boss.id,
        type: 'phone_buy',
        goodsName: zh(goods),
        goodsText: goods,
        quantity,
        totalFen: spentFen,
        paidFen: spentFen,
        payType: 'balance',
        status: 'paid',
        createdAt: paidAt,
        paidAt,
        expiresAt: new Date(paidAt.getTime() + 10 * M),
      });
      await changeBalance(tx, {
        enterpriseId: invited.id,
        deltaFen: -spentFen,
        kind: 'purchase',
        orderNo,
        remark: text('flow.phone_buy', { spec: '4核8G', unit: 'month', value: 1, quantity }),
        at: paidAt,
      });
      const credited = new Date(paidAt.getTime() + 5 * M);
      const rewardFen = rewardOf(spentFen);
      await tx.insert(inviteRewards).values({
        enterpriseId,
        invitedEnterpriseId: invited.id,
        orderNo,
        spentFen,
        rewardFen,
        createdAt: credited,
      });
      await changeBalance(tx, {
        enterpriseId,
        deltaFen: rewardFen,
        kind: 'reward',
        orderNo: null,
        remark: text('flow.invite_reward', { company: invited.name, spent_fen: spentFen }),
        at: credited,
      });
    }
  });
}
