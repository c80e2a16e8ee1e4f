// Sub-accounts in the renewal-management registry: paid sub-accounts not closed, deleted or
// cancelled (7 days after expiry), with their auto-renewal — one month at the sub-account price,
// charged one day before expiry by the account auto-renewal job (auto-renew.ts), never for an
// expired sub-account. Unpaid ones (created, awaiting their first payment) have nothing to renew.
import { and, eq, gt, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import { subAccounts } from '../../db/schema';
import { chargedBeforeWhere, registerRenewable } from '../billing/renewables';
import { CANCEL_AFTER_MS } from '../phone/filters';
import { price } from '../billing/price';
import { accountUnitFen } from './pricing';

const DAY_MS = 24 * 3600_000;
const ONE_MONTH = { unit: 'month' as const, value: 1 };

const renewable = (enterpriseId: number) =>
  and(
    eq(subAccounts.enterpriseId, enterpriseId),
    isNull(subAccounts.deletedAt),
    isNotNull(subAccounts.paidAt),
    ne(subAccounts.status, 'closed'),
  );

registerRenewable({
  kind: 'sub_account',
  label: { zh: '分身', en: 'Sub-account' },
  list: async (db, enterpriseId, now, scope) => {
    const rows = await db
      .select()
      .from(subAccounts)
      .where(
        and(
          renewable(enterpriseId),
          gt(subAccounts.expirationTime, new Date(now.getTime() - CANCEL_AFTER_MS)),
          chargedBeforeWhere(subAccounts.autoRenew, subAccounts.expirationTime, now, scope),
        ),
      )
      .orderBy(subAccounts.expirationTime, subAccounts.id);
    const monthFen = price([accountUnitFen(ONE_MONTH)], ONE_MONTH, null, now).pay_fen;
    return rows.map((a) => {
      const due = new Date(Math.max(now.getTime(), a.expirationTime.getTime() - DAY_MS));
      return {
        kind: 'sub_account',
        id: a.id,
        name: a.name,
        expires_at: a.expirationTime.toISOString(),
        auto_renew: a.autoRenew,
        renewal_fen: monthFen,
        period_months: 1,
        next_charge_at: a.autoRenew && a.expirationTime > now ? due.toISOString() : null,
        renew_path: `/account/renew?selectAccountIds=${a.id}`,
      };
    });
  },
  setAutoRenew: async (tx, enterpriseId, ids, on) => {
    const where = and(renewable(enterpriseId), inArray(subAccounts.id, ids));
    const found = await tx.update(subAccounts).set({ autoRenew: on }).where(where).returning({ id: subAccounts.id });
    return found.map((r) => r.id);
  },
});
