// Network cards in the renewal-management registry: cards not deleted and not yet cancelled
// (7 days after expiry), with their auto-renewal — one month at the card's region × type price,
// charged by the network auto-renewal job one day before expiry (auto-renew.ts), never for an
// expired card (spec §4).
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { networkCards } from '../../db/schema';
import { chargedBeforeWhere, registerRenewable } from '../billing/renewables';
import { CANCEL_AFTER_MS } from '../phone/filters';
import { CARD_PRICES, linePrice, priceOf, regionCodeOf } from './catalogue';
import { monthlyRenewal } from './renewal-charge';

registerRenewable({
  kind: 'network_card',
  label: { zh: '网卡', en: 'Network card' },
  list: async (db, enterpriseId, now, scope) => {
    const rows = await db
      .select()
      .from(networkCards)
      .where(
        and(
          eq(networkCards.enterpriseId, enterpriseId),
          isNull(networkCards.deletedAt),
          gt(networkCards.expirationTime, new Date(now.getTime() - CANCEL_AFTER_MS)),
          chargedBeforeWhere(networkCards.autoRenew, networkCards.expirationTime, now, scope),
        ),
      )
      .orderBy(networkCards.expirationTime, networkCards.id);
    return rows.map((c) => ({
      kind: 'network_card',
      id: c.id,
      // an address reads the same in both languages: Latin brackets
      name: c.ip ? `${c.name} (${c.ip})` : c.name,
      ...monthlyRenewal(
        (m) => {
          const line = linePrice(CARD_PRICES, regionCodeOf(c.region), c.cardType, m);
          return line === null ? null : priceOf([line], m, now).pay_fen;
        },
        c.expirationTime,
        c.autoRenew,
        now,
      ),
      renew_path: `/NetworkCard/renew?ids=${c.id}`,
    }));
  },
  setAutoRenew: async (tx, enterpriseId, ids, on) => {
    const where = and(
      eq(networkCards.enterpriseId, enterpriseId),
      inArray(networkCards.id, ids),
      isNull(networkCards.deletedAt),
    );
    const found = await tx.update(networkCards).set({ autoRenew: on }).where(where).returning({ id: networkCards.id });
    return found.map((r) => r.id);
  },
});
