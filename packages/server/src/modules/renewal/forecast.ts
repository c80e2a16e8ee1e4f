// The forecast of auto-renewal charges (renewal management): every charge the registered kinds
// will make in the next 7 and 30 days, against today's balance, and the balance day by day
// (China time) as the charges fall — the screen warns when it will not cover them. Pure.
import { CST_OFFSET_MS } from '../../lib/business-time';
import type { RenewableItem, RenewableScope } from '../billing/renewables';
import { chargesWithin } from '../billing/renewables';

const DAY_MS = 24 * 3600_000;
/** The forecast's longest window: nothing charged later changes it. */
export const FORECAST_HORIZON_DAYS = 30;
/** The items a forecast from `now` reads: those charged within the window it is read for (its longest by default). */
export const forecastScope = (now: Date, days = FORECAST_HORIZON_DAYS): RenewableScope => ({
  chargedBefore: new Date(now.getTime() + days * DAY_MS),
});
const cstDay = (d: Date) => new Date(d.getTime() + CST_OFFSET_MS).toISOString().slice(0, 10);

export function forecast(items: RenewableItem[], balanceFen: number, now: Date) {
  const until30 = new Date(now.getTime() + FORECAST_HORIZON_DAYS * DAY_MS);
  const charges = items.flatMap((i) => chargesWithin(i, now, until30).map((at) => ({ at, fen: i.renewal_fen! })));
  const unpricedItems = items.filter((i) => i.auto_renew && i.next_charge_at !== null && i.renewal_fen === null);
  const windows = [7, FORECAST_HORIZON_DAYS].map((days) => {
    const until = now.getTime() + days * DAY_MS;
    const inWindow = charges.filter((c) => c.at.getTime() < until);
    const total = inWindow.reduce((s, c) => s + c.fen, 0);
    return {
      days,
      charges: inWindow.length,
      total_fen: total,
      short_fen: Math.max(0, total - balanceFen),
      unpriced: unpricedItems.filter((i) => Date.parse(i.next_charge_at!) < until).length,
    };
  });
  const byDay = new Map<string, number>();
  for (const c of charges) byDay.set(cstDay(c.at), (byDay.get(cstDay(c.at)) ?? 0) + c.fen);
  let balance = balanceFen;
  const days = [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, total]) => {
      balance -= total;
      return { day, total_fen: total, balance_after_fen: balance };
    });
  return { balance_fen: balanceFen, windows, days };
}
