// Durations as one select value each ('day:1', 'month:3'), the way every checkout offers them
// (spec §9: 1 day, and 1 to 12 months).
export type DurationUnit = 'day' | 'month';

export interface Duration {
  unit: DurationUnit;
  value: number;
}

export const durationKey = (d: Duration): string => `${d.unit}:${d.value}`;

/** 'month:3' → { duration_unit: 'month', duration: 3 }; anything else → null. */
export function parseDurationKey(key: unknown): { duration_unit: DurationUnit; duration: number } | null {
  if (typeof key !== 'string') return null;
  const m = /^(day|month):(\d{1,2})$/.exec(key);
  return m ? { duration_unit: m[1] as DurationUnit, duration: Number(m[2]) } : null;
}
