// The business calendar is China Standard Time (Asia/Shanghai, UTC+8 all year, no daylight saving):
// "20:00 on the 23rd" means 20:00 in Beijing whatever the server's own time zone is.
export const CST_OFFSET_MS = 8 * 3600_000;

export interface CstDay {
  year: number;
  /** 0–11 */
  month: number;
  day: number;
}

/** The calendar day a moment falls on in Beijing. */
export function cstDay(at: Date): CstDay {
  const shifted = new Date(at.getTime() + CST_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth(), day: shifted.getUTCDate() };
}

/** The moment of `hour:minute` Beijing time on a calendar day (months past 11 roll over). */
export function cstMoment(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  return new Date(Date.UTC(year, month, day, hour, minute) - CST_OFFSET_MS);
}
