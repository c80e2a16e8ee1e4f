// Pure helpers of the purchase and renewal forms: form values → the PriceQuery the server prices,
// the duration select's keys, the specs a region offers, the quantity cap. No React, no prices.
import type { BuyOptions, BuyPriceQuery, DurationUnit, RegionValue, RenewPriceQuery } from '../api/phoneOrders';

/** Most phones one order may buy (docs/api-devices.md PriceQuery). */
export const MAX_QUANTITY = 100;

/** The duration select holds one string per option: 'day:1', 'month:3'. */
export const durationKey = (d: { unit: DurationUnit; value: number }): string => `${d.unit}:${d.value}`;

export function parseDurationKey(key: unknown): { duration_unit: DurationUnit; duration: number } | null {
  if (typeof key !== 'string') return null;
  const m = /^(day|month):(\d{1,2})$/.exec(key);
  return m ? { duration_unit: m[1] as DurationUnit, duration: Number(m[2]) } : null;
}

export interface BuyFormValues {
  platform?: string;
  region?: RegionValue;
  spec?: string;
  duration?: string;
  quantity?: number | null;
  auto_renew?: 0 | 1;
  coupon_id?: number | null;
  pay_type?: string;
}

export interface RenewFormValues {
  duration?: string;
  coupon_id?: number | null;
  pay_type?: string;
}

const isQuantity = (q: unknown): q is number =>
  Number.isInteger(q) && (q as number) >= 1 && (q as number) <= MAX_QUANTITY;

/** Specs the server offers in the region (a spec lists its regions). */
export function specsFor(options: BuyOptions, region: RegionValue | undefined): BuyOptions['specs'] {
  return region ? options.specs.filter((s) => s.regions.includes(region)) : [];
}

/** Highest quantity the form accepts: 100, or what an uncertified enterprise may still buy. */
export function quantityMax(cap: BuyOptions['cap']): number {
  return cap.remaining === null ? MAX_QUANTITY : Math.min(MAX_QUANTITY, cap.remaining);
}

/** The buy form's price question, or null while something it needs is missing or invalid. */
export function buildBuyPriceQuery(v: BuyFormValues, withCoupon = true): BuyPriceQuery | null {
  const duration = parseDurationKey(v.duration);
  if (!v.platform || !v.region || !v.spec || !duration || !isQuantity(v.quantity)) return null;
  const q: BuyPriceQuery = { platform: v.platform, region: v.region, spec: v.spec, ...duration, quantity: v.quantity };
  if (withCoupon && v.coupon_id) q.coupon_id = v.coupon_id;
  return q;
}

/** The renewal form's price question, or null without phones or a duration. */
export function buildRenewPriceQuery(
  phoneIds: readonly number[],
  v: RenewFormValues,
  withCoupon = true,
): RenewPriceQuery | null {
  const duration = parseDurationKey(v.duration);
  if (phoneIds.length === 0 || !duration) return null;
  const q: RenewPriceQuery = { phone_ids: [...phoneIds], ...duration };
  if (withCoupon && v.coupon_id) q.coupon_id = v.coupon_id;
  return q;
}
