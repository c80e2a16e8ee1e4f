// Cloud numbers in the renewal-management registry: numbers not unsubscribed, their monthly fee,
// and the auto-renewal charge at 20:00 (China time) on the 23rd of the expiry month (spec §4, §9).
import { and, eq, inArray, ne } from 'drizzle-orm';
import { cloudNumbers } from '../../db/schema';
import { registerRenewable } from '../billing/renewables';
import { rentCalendar } from './rent';

/** 20:00 China time on the 23rd of the month the number expires in: the rent job's own calendar. */
export const monthlyChargeAt = (expiration: Date): Date => rentCalendar(expiration).charge;

registerRenewable({
  kind: 'cloud_number',
  label: { zh: '云号码', en: 'Cloud number' },
  list: async (db, enterpriseId, now) => {
    const rows = await db
      .select()
      .from(cloudNumbers)
      .where(and(eq(cloudNumbers.enterpriseId, enterpriseId), ne(cloudNumbers.status, 'unsubscribed')))
      .orderBy(cloudNumbers.expirationTime, cloudNumbers.id);
    return rows.map((n) => {
      const at = monthlyChargeAt(n.expirationTime);
      return {
        kind: 'cloud_number',
        id: n.id,
        name: n.number,
        expires_at: n.expirationTime.toISOString(),
        auto_renew: n.autoRenew,
        renewal_fen: n.monthlyFeeFen,
        period_months: 1,
        next_charge_at:
          n.autoRenew && n.expirationTime > now ? new Date(Math.max(at.getTime(), now.getTime())).toISOString() : null,
        renew_path: `/cloud/cloudRenew?ids=${n.id}`,
      };
    });
  },
  setAutoRenew: async (tx, enterpriseId, ids, on) => {
    const where = and(
      eq(cloudNumbers.enterpriseId, enterpriseId),
      inArray(cloudNumbers.id, ids),
      ne(cloudNumbers.status, 'unsubscribed'),
    );
    const found = await tx.update(cloudNumbers).set({ autoRenew: on }).where(where).returning({ id: cloudNumbers.id });
    return found.map((r) => r.id);
  },
});
