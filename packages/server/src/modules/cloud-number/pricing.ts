// What a cloud number costs (spec §9 regions): each region's monthly rent, priced into orders by
// sales.ts; and the calendar arithmetic of its months. The browser only shows these numbers.

import type { Localized } from '../../lib/lang';
import { REGION_NAMES } from '../../lib/texts';

export type Region = 'cn' | 'hk';

/** Monthly rent of a new number, in fen. A bought number keeps its fee for every renewal. */
export const REGIONS: readonly { value: Region; label: Localized; month_fen: number }[] = [
  { value: 'cn', label: REGION_NAMES.cn, month_fen: 1000 },
  { value: 'hk', label: REGION_NAMES.hk, month_fen: 2000 },
];
export const MONTHS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

export const regionOf = (value: unknown) => REGIONS.find((r) => r.value === value);

/** `months` calendar months after `from` (UTC calendar; the 31st becomes the month's last day). */
export function addMonths(from: Date, months: number): Date {
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** A renewal extends from the later of now and the current expiry. */
export const renewedExpiry = (expiration: Date, now: Date, months: number) =>
  addMonths(expiration > now ? expiration : now, months);
