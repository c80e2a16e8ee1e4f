// Pure helpers of the phone purchase and renewal forms: form values → the price request the
// server prices (the checkout kit adds the coupon), the specs a region offers, the quantity cap.
import { MAX_BUY_QUANTITY } from '@console/contract/limits';
import { type CheckoutValues, parseDurationKey } from '@console/ui';
import type { BuyOptions, BuyPriceQuery, RegionValue, RenewPriceQuery } from '../api/phoneOrders';

export interface BuyFormValues extends CheckoutValues {
  platform?: string;
  region?: RegionValue;
  spec?: string;
  duration?: string;
  quantity?: number | null;
  auto_renew?: 0 | 1;
}

export interface RenewFormValues extends CheckoutValues {
  duration?: string;
}

const isQuantity = (q: unknown): q is number =>
  Number.isInteger(q) && (q as number) >= 1 && (q as number) <= MAX_BUY_QUANTITY;

/** Specs the server offers in the region (a spec lists its regions). */
export function specsFor(options: BuyOptions, region: RegionValue | undefined): BuyOptions['specs'] {
  return region ? options.specs.filter((s) => s.regions.includes(region)) : [];
}

/** The buy form's price request, or null while something it needs is missing or invalid. */
export function buildBuyPriceQuery(v: BuyFormValues): BuyPriceQuery | null {
  const duration = parseDurationKey(v.duration);
  if (!v.platform || !v.region || !v.spec || !duration || !isQuantity(v.quantity)) return null;
  return { platform: v.platform, region: v.region, spec: v.spec, ...duration, quantity: v.quantity };
}

/** The renewal form's price request, or null without phones or a duration. */
export function buildRenewPriceQuery(phoneIds: readonly number[], v: RenewFormValues): RenewPriceQuery | null {
  const duration = parseDurationKey(v.duration);
  if (phoneIds.length === 0 || !duration) return null;
  return { phone_ids: [...phoneIds], ...duration };
}
