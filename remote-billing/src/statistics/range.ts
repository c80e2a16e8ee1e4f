// The statistics screen's date range: the last 30 China-time days by default. Pure module.
const CST_MS = 8 * 3600_000;
const DAY_MS = 24 * 3600_000;

export const cstDay = (ms: number) => new Date(ms + CST_MS).toISOString().slice(0, 10);

/** [today − (days − 1), today] in China time, as YYYY-MM-DD. */
export function lastDays(now: number, days: number): { date_from: string; date_to: string } {
  return { date_from: cstDay(now - (days - 1) * DAY_MS), date_to: cstDay(now) };
}
