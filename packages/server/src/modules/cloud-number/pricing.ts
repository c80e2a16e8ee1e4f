// What a cloud number costs: the server's price table (spec §9 regions) and the price of a
// purchase or a renewal. The browser only ever shows these numbers, it never computes them.

import { PAY_TYPES, type PayType } from '../billing/checkout';

export type Region = 'cn' | 'hk';
export { PAY_TYPES, type PayType };

/** Monthly rent of a new number, in fen. A bought number keeps its fee for every renewal. */
export const REGIONS: readonly { value: Region; label: string; month_fen: number }[] = [
  { value: 'cn', label: '中国大陆', month_fen: 1000 },
  { value: 'hk', label: '中国香港', month_fen: 2000 },
];
export const MONTHS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

export const regionOf = (value: unknown) => REGIONS.find((r) => r.value === value);

export interface Price {
  unit_fen: number;
  quantity: number;
  total_fen: number;
  discount_fen: number;
  coupon_fen: number;
  pay_fen: number;
  coupon_applicable: boolean;
}

/** No discounts or coupons apply to cloud numbers: pay = total. */
function price(unitFen: number, quantity: number, totalFen: number): Price {
  return {
    unit_fen: unitFen,
    quantity,
    total_fen: totalFen,
    discount_fen: 0,
    coupon_fen: 0,
    pay_fen: totalFen,
    coupon_applicable: false,
  };
}

/** `quantity` new numbers of `region` for `months`; unit = one number for the whole duration. */
export function buyPrice(monthFen: number, quantity: number, months: number): Price {
  return price(monthFen * months, quantity, monthFen * months * quantity);
}

/**
 * Renewing numbers at their own monthly fees. unit_fen is one number's price for the duration
 * when every selected number costs the same, else 0 (the renewal page lists each fee).
 */
export function renewPrice(monthlyFees: readonly number[], months: number): Price {
  const total = monthlyFees.reduce((sum, fee) => sum + fee * months, 0);
  const uniform = monthlyFees.length > 0 && monthlyFees.every((f) => f === monthlyFees[0]);
  return price(uniform ? monthlyFees[0] * months : 0, monthlyFees.length, total);
}

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
