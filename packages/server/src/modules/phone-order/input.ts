// The purchase / renewal forms after schema validation: the shapes and the per-field
// sentences of spec §5 are the request schemas of @console/contract (phoneOrder.ts); here is
// only what a schema cannot say — the catalogue (platform, spec, the spec's regions, offered
// durations), the fields a price request needs for its mode, and the comma-separated id list of
// /phone/renewList. Anything wrong → 40001 before any change.
import {
  MAX_RENEW_PHONES,
  PHONE_ORDER_MESSAGES as M,
  type PhonePriceBody,
  type PhoneRenewPriceQuery,
} from '@console/contract';
import type { Localized } from '@console/contract/localized';
import { AppError, Code } from '../../lib/envelope';
import { INT4_MAX } from '../../lib/input-guard';
import { isOffered, platformLabel, specByValue, type Duration, type Region, type Spec } from './catalogue';

export interface BuyQuery {
  platform: string;
  region: Region;
  spec: Spec;
  duration: Duration;
  quantity: number;
  couponId: number | null;
}
export interface RenewQuery {
  phoneIds: number[];
  duration: Duration;
  couponId: number | null;
}
/** The fields of a purchase or renewal body, as the schemas let them through. */
type FormFields = Omit<PhonePriceBody, 'phone_ids'> & { phone_ids?: PhoneRenewPriceQuery['phone_ids'] };

const bad = (message: Localized): never => {
  throw new AppError(Code.VALIDATION, message);
};

function duration(b: FormFields): Duration {
  const { duration_unit: unit, duration: value } = b;
  if (unit === undefined || value === undefined || !isOffered({ unit, value })) bad(M.duration);
  return { unit: unit!, value: value! };
}

/** 0, '' and null mean no coupon. */
const couponId = (v: FormFields['coupon_id']): number | null => (typeof v === 'number' && v > 0 ? v : null);

export function buyQuery(b: FormFields): BuyQuery {
  const platform = b.platform?.trim() ?? '';
  if (!platform) bad(M.platformRequired);
  if (!platformLabel(platform)) bad(M.platform);
  const specValue = b.spec?.trim() ?? '';
  if (!specValue) bad(M.specRequired);
  const spec = specByValue(specValue) ?? bad(M.spec);
  const region = b.region ?? bad(M.regionRequired);
  if (!spec.regions.includes(region)) bad(M.specNotInRegion);
  const d = duration(b);
  const quantity = b.quantity ?? bad(M.quantity);
  return { platform, region, spec, duration: d, quantity, couponId: couponId(b.coupon_id) };
}

export function renewQuery(b: FormFields): RenewQuery {
  return { phoneIds: b.phone_ids ?? bad(M.phonesRequired), duration: duration(b), couponId: couponId(b.coupon_id) };
}

/** /phone/renewList's `selectPhoneIds` ('1,2,3'): the rules of a phone_ids array. */
export function commaPhoneIds(text: string): number[] {
  const parts = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!parts.length) bad(M.phonesRequired);
  const ids = parts.map((p) => (/^\d{1,10}$/.test(p) ? Number(p) : 0));
  if (ids.some((id) => id < 1 || id > INT4_MAX)) bad(M.phoneId);
  if (ids.length > MAX_RENEW_PHONES) bad(M.phonesTooMany);
  if (new Set(ids).size !== ids.length) bad(M.phonesRepeated);
  return ids;
}
