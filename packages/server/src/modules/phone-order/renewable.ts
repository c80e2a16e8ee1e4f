// Phones in the renewal-management registry: live phones of the enterprise with their expiry and
// auto-renewal; an auto-renewal charges one month one day before expiry (auto-renew.ts), never for
// an expired phone (spec §4).
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { phones } from '../../db/schema';
import { chargedBeforeWhere, registerRenewable } from '../billing/renewables';
import { specOfPhone, unitPrice } from './catalogue';

const DAY_MS = 24 * 3600_000;

registerRenewable({
  kind: 'phone',
  label: { zh: '云手机', en: 'Cloud phone' },
  list: async (db, enterpriseId, now, scope) => {
    const rows = await db
      .select()
      .from(phones)
      .where(
        and(
          eq(phones.enterpriseId, enterpriseId),
          isNull(phones.deletedAt),
          isNull(phones.purgedAt),
          chargedBeforeWhere(phones.autoRenew, phones.expirationTime, now, scope),
        ),
      )
      .orderBy(phones.expirationTime, phones.id);
    return rows.map((p) => {
      const spec = specOfPhone(p.specName);
      const due = new Date(Math.max(now.getTime(), p.expirationTime.getTime() - DAY_MS));
      return {
        kind: 'phone',
        id: p.id,
        name: p.phoneName,
        expires_at: p.expirationTime.toISOString(),
        auto_renew: p.autoRenew,
        renewal_fen: spec ? unitPrice(spec, { unit: 'month', value: 1 }) : null,
        period_months: 1,
        next_charge_at: p.autoRenew && p.expirationTime > now ? due.toISOString() : null,
        renew_path: `/phone/renew?selectPhoneIds=${p.id}`,
      };
    });
  },
  setAutoRenew: async (tx, enterpriseId, ids, on) => {
    const where = and(eq(phones.enterpriseId, enterpriseId), inArray(phones.id, ids), isNull(phones.purgedAt));
    const found = await tx.update(phones).set({ autoRenew: on }).where(where).returning({ id: phones.id });
    return found.map((r) => r.id);
  },
});
