// The auto-renewal terms the network area's renewable kinds share (spec §4 'Device
// auto-renewal', §9): one month at a time, charged one day before expiry, only while the item is
// unexpired — the network auto-renewal job's own rule (auto-renew.ts).
import type { Duration } from './catalogue';

const DAY_MS = 24 * 3600_000;
export const ONE_MONTH: Duration = { unit: 'month', value: 1 };

/** The item's expiry, auto-renewal, price of one renewal and when it is charged next. */
export function monthlyRenewal(
  monthFen: (d: Duration) => number | null,
  expiresAt: Date,
  autoRenew: boolean,
  now: Date,
) {
  const due = new Date(Math.max(now.getTime(), expiresAt.getTime() - DAY_MS));
  return {
    expires_at: expiresAt.toISOString(),
    auto_renew: autoRenew,
    renewal_fen: monthFen(ONE_MONTH),
    period_months: 1,
    next_charge_at: autoRenew && expiresAt > now ? due.toISOString() : null,
  };
}
