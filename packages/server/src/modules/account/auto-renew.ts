// Job (spec §4 'Device auto-renewal', like network cards in network-card/auto-renew.ts): a paid
// sub-account with auto-renewal on, not closed or deleted, not expired and expiring within a day
// is renewed for 1 month from the wallet (a balance-paid account_renew order + its ledger row,
// delivered by fulfilment.ts). A short balance is recorded once per expiry as a 'payment_failed'
// order with a notice; expired sub-accounts are not auto-renewed.
import { and, eq, gt, isNotNull, isNull, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subAccounts } from '../../db/schema';
import { text } from '../../lib/texts';
import { chargeAutoRenewal } from '../billing/auto-renewal';
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
  const outcome = await chargeAutoRenewal(
    tx,
    {
      enterpriseId: a.enterpriseId,
      type: 'account_renew',
      goods: q.goods,
      price: q.price,
      priced: true,
      itemKey: 'auto_renew_id',
      itemId: a.id,
      expiry: a.expirationTime,
      detail: q.detail,
      remark: text('flow.account_renew', { count: 1 }),
      prefix: 'P',
      reason: '余额不足',
    },
    now,
  );
  if (outcome === 'failed')
    await notify(tx, {
      enterpriseId: a.enterpriseId,
      kind: 'account_renew_failed',
      text: text('notice.account_renew_failed', { name: a.name }),
      resourceType: 'sub_account',
      resourceId: a.id,
      at: now,
    });
  return outcome;
}
