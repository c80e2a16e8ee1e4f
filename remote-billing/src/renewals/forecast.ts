// What the renewal forecast tells the screen (GET /renewal/forecast). Pure module.
import type { RenewalForecast } from '../api/renewals';

export type ForecastLevel = 'ok' | 'short7' | 'short30';

/** The warning to show: short within 7 days is the urgent one. */
export function forecastLevel(f: Pick<RenewalForecast, 'windows'>): ForecastLevel {
  const w7 = f.windows.find((w) => w.days === 7);
  const w30 = f.windows.find((w) => w.days === 30);
  if (w7 && w7.short_fen > 0) return 'short7';
  if (w30 && w30.short_fen > 0) return 'short30';
  return 'ok';
}

/** The day (China time) the balance first falls below zero, if it does within the window. */
export function firstShortDay(f: Pick<RenewalForecast, 'days'>): string | undefined {
  return f.days.find((d) => d.balance_after_fen < 0)?.day;
}
