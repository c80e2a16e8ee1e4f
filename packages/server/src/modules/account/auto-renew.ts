// Job (spec §4 'Device auto-renewal', like network cards in network-card/auto-renew.ts): a paid
// sub-account with auto-renewal on, not closed or deleted, not expired and expiring within a day
// is renewed for 1 month from the wallet (a balance-paid account_renew order + its ledger row,
// delivered by fulfilment.ts). A short balance is recorded once per expiry as a 'payment_failed'
// order with a notice; expired sub-accounts are not auto-renewed.
import { and, eq, gt, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enterprises, orders, subAccounts } from '../../db/schema';
import { newOrderNo } from '../../lib/crypto';
import { text, zh } from '../../lib/texts';
import { PAYMENT_WINDOW_MS, placeOrder } from '../billing/checkout';
import { notify } from '../notice/write';
import { quote } from './pricing';

const DAY_MS = 24 * 3600 * 1000;
const ONE_MONTH = { duration_unit: 'month' as const, duration: 1 };

/** The sub-accounts whose auto-renewal is due at `now` (one day before expiry, not after). */
export const dueAccounts = (now: Date) =>
  and(
    eq(subAccounts.autoRenew, true),
    isNull(subAccounts.deletedAt),
    isNotNull(subAccounts.paidAt),
    ne(subAccounts.status, 'closed'),
    gt(subAccounts.expirationTime, now),
    lte(subAccounts.expirationTime, new Date(now.getTime() + DAY_MS)),
  );

export async function autoRenewAccounts(db: Db, now: Date) {
  let renewed = 0;
  let failed = 0;
  for (const { id } of await db.select({ id: subAccounts.id }).from(subAccounts).where(dueAccounts(now))) {
    const outcome = await db.transaction(async (tx) => {
      const [a] = await tx
        .select()
        .from(subAccounts)
        .where(and(eq(subAccounts.id, id), dueAccounts(now)))
        .for('update');
      return a ? renewOne(tx, a, now) : 'skipped';
    });
    if (outcome === 'renewed') renewed++;
    if (outcome === 'failed') failed++;
  }
  return { renewed, failed };
}

async function renewOne(tx: Db, a: typeof subAccounts.$inferSelect, now: Date) {
  const q = quote('renew', [a], ONE_MONTH, now);
  const detail = {
    ...q.detail,
    auto_renew: true,
    auto_renew_id: a.id,
    auto_renew_expiry: a.expirationTime.toISOString(),
  };
  const [ent] = await tx
    .select({ balance: enterprises.walletBalanceFen })
    .from(enterprises)
    .where(eq(enterprises.id, a.enterpriseId))
    .for('update');
  if (ent.balance >= q.price.pay_fen) {
    await placeOrder(tx, null, {
      enterpriseId: a.enterpriseId,
      userId: null,
      type: 'account_renew',
      goods: q.goods,
      quantity: 1,
      totalFen: q.price.total_fen,
      discountFen: q.price.discount_fen,
      couponFen: 0,
      couponId: null,
      payType: 'balance',
      detail,
      flowKind: 'renewal',
      remark: text('flow.account_renew', { count: 1 }),
      now,
      publicBase: '',
    });
    return 'renewed';
  }
  // told once per expiry: a later run with the same short balance records nothing new
  const [recorded] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.enterpriseId, a.enterpriseId),
        eq(orders.type, 'account_renew'),
        eq(orders.status, 'payment_failed'),
        sql`${orders.detail}->>'auto_renew_id' = ${String(a.id)}`,
        sql`${orders.detail}->>'auto_renew_expiry' = ${detail.auto_renew_expiry}`,
      ),
    )
    .limit(1);
  if (recorded) return 'skipped';
  await tx.insert(orders).values({
    orderNo: newOrderNo('P', now),
    enterpriseId: a.enterpriseId,
    userId: null,
    type: 'account_renew',
    goodsName: zh(q.goods).slice(0, 100),
    goodsText: q.goods,
    quantity: 1,
    totalFen: q.price.total_fen,
    discountFen: q.price.discount_fen,
    payType: 'balance',
    status: 'payment_failed',
    createdAt: now,
    expiresAt: new Date(now.getTime() + PAYMENT_WINDOW_MS),
    detail: { ...detail, reason: '余额不足' },
  });
  await notify(tx, {
    enterpriseId: a.enterpriseId,
    kind: 'account_renew_failed',
    text: text('notice.account_renew_failed', { name: a.name }),
    resourceType: 'sub_account',
    resourceId: a.id,
    at: now,
  });
  return 'failed';
}
