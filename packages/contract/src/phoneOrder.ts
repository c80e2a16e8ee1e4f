// Cloud-phone purchase and renewal (docs/api-devices.md "Purchase and renewal"): what can be
// bought, prices, orders, coupons, allocation progress, auto-renewal.
import { Type, type Static } from 'typebox';
import { messages } from './messages';
import { Literals, NullableInt, PageOf, PagingQuery } from './paging';
import { CheckoutFields, CouponIdField } from './checkout';
import { PAY_TYPES } from './payment';
import { MAX_BUY_QUANTITY } from './limits';
import {
  FREE_TRIAL_MESSAGES,
  MAX_RENEW_PHONES,
  PHONE_ORDER_MESSAGES,
  type FreeTrialRefusal,
} from './phoneOrderMessages';

export { MAX_BUY_QUANTITY };

const ZeroOne = Type.Union([Type.Literal(0), Type.Literal(1)]);

export const REGION_VALUES = ['cn', 'hk'] as const;
export type RegionValue = (typeof REGION_VALUES)[number];
export const DURATION_UNITS = ['day', 'month'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

export { FREE_TRIAL_MESSAGES, MAX_RENEW_PHONES, PHONE_ORDER_MESSAGES, type FreeTrialRefusal };
const M = PHONE_ORDER_MESSAGES;

const Platform = Type.String({
  maxLength: 50,
  description: "e.g. 'android10' (see /phone/resource)",
  ...messages({ required: M.platformRequired, invalid: M.platform }),
});
const Region = Type.Union([Type.Literal('cn'), Type.Literal('hk')], {
  description: 'offered for the spec',
  ...messages({ required: M.regionRequired, invalid: M.region }),
});
const SpecValue = Type.String({
  maxLength: 50,
  description: "spec value, e.g. '4c8g'",
  ...messages({ required: M.specRequired, invalid: M.spec }),
});
const Quantity = Type.Integer({ minimum: 1, maximum: MAX_BUY_QUANTITY, ...messages(M.quantity) });
const Unit = Type.Union([Type.Literal('day'), Type.Literal('month')], {
  description: "'day' (value 1) | 'month' (1..12)",
  ...messages(M.duration),
});
const DurationValue = Type.Integer({ minimum: 1, maximum: 12, ...messages(M.duration) });
const CouponId = CouponIdField;
/** Renewal targets: visible phones, no repeats. */
export const RenewPhoneIds = Type.Array(Type.Integer({ minimum: 1 }), {
  minItems: 1,
  maxItems: MAX_RENEW_PHONES,
  uniqueItems: true,
  description: `visible phone ids (1..${MAX_RENEW_PHONES})`,
  ...messages({
    invalid: M.phonesRequired,
    items: M.phoneId,
    maxItems: M.phonesTooMany,
    uniqueItems: M.phonesRepeated,
  }),
});
const AutoRenew = Type.Union([Type.Literal(0), Type.Literal(1)], {
  description: '0 | 1',
  ...messages({ required: M.autoRenewRequired, invalid: M.autoRenew }),
});

const BuyFields = { platform: Platform, region: Region, spec: SpecValue, quantity: Quantity };
const DurationFields = { duration_unit: Unit, duration: DurationValue };

/** POST /phone/totalPrice: a purchase (platform, region, spec, quantity) or, with phone_ids, a renewal. */
export const PhonePriceBody = Type.Object({
  platform: Type.Optional(Platform),
  region: Type.Optional(Region),
  spec: Type.Optional(SpecValue),
  quantity: Type.Optional(Quantity),
  duration_unit: Type.Optional(Unit),
  duration: Type.Optional(DurationValue),
  coupon_id: Type.Optional(CouponId),
  phone_ids: Type.Optional(RenewPhoneIds),
});
export type PhonePriceBody = Static<typeof PhonePriceBody>;
export const PhoneBuyPriceQuery = Type.Object({
  ...BuyFields,
  ...DurationFields,
  coupon_id: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type PhoneBuyPriceQuery = Static<typeof PhoneBuyPriceQuery>;
export const PhoneRenewPriceQuery = Type.Object({
  phone_ids: RenewPhoneIds,
  ...DurationFields,
  coupon_id: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type PhoneRenewPriceQuery = Static<typeof PhoneRenewPriceQuery>;

export const PhoneBuyBody = Type.Object({
  ...BuyFields,
  ...DurationFields,
  auto_renew: AutoRenew,
  ...CheckoutFields,
});
export type PhoneBuyBody = Static<typeof PhoneBuyBody>;
export const PhoneRenewBody = Type.Object({
  phone_ids: RenewPhoneIds,
  ...DurationFields,
  ...CheckoutFields,
});
export type PhoneRenewBody = Static<typeof PhoneRenewBody>;
/** The free trial's checkout: nothing to choose, and the price it shows is 0. */
export const FreeTrialBody = Type.Object({
  pay_type: Type.Literal('balance', { description: 'a 0 fen order: nothing is charged' }),
  expected_pay_fen: CheckoutFields.expected_pay_fen,
});
export type FreeTrialBody = Static<typeof FreeTrialBody>;
export const FreeTrialState = Type.Object({
  available: Type.Union([Type.Literal(0), Type.Literal(1)]),
  /** Why not (FREE_TRIAL_MESSAGES), in the request's language; '' when available. */
  reason: Type.String(),
  /** The trial's order, once taken. */
  order_no: Type.Union([Type.String(), Type.Null()]),
  spec_name: Type.String(),
  duration_name: Type.String(),
});
export type FreeTrialState = Static<typeof FreeTrialState>;

export const PhoneAutoRenewBody = Type.Object({ phone_ids: RenewPhoneIds, auto_renew: AutoRenew });
export type PhoneAutoRenewBody = Static<typeof PhoneAutoRenewBody>;

export const BuyOptions = Type.Object({
  platforms: Type.Array(Type.Object({ value: Type.String(), label: Type.String() })),
  regions: Type.Array(
    Type.Object({ value: Type.Union([Type.Literal('cn'), Type.Literal('hk')]), label: Type.String() }),
  ),
  specs: Type.Array(
    Type.Object({
      value: Type.String(),
      label: Type.String(),
      month_fen: Type.Integer(),
      day_fen: Type.Integer(),
      regions: Type.Array(Type.Union([Type.Literal('cn'), Type.Literal('hk')])),
    }),
  ),
  durations: Type.Array(
    Type.Object({
      unit: Type.Union([Type.Literal('day'), Type.Literal('month')]),
      value: Type.Integer(),
      label: Type.String(),
    }),
  ),
  pay_types: Type.Array(Literals(PAY_TYPES)),
  balance_fen: Type.Union([Type.Integer(), Type.Null()], {
    description: 'null for members who may not see the wallet',
  }),
  cap: Type.Object({ certified: Type.Boolean(), limit: NullableInt, held: Type.Integer(), remaining: NullableInt }),
});
export type BuyOptions = Static<typeof BuyOptions>;

export const RenewListQuery = Type.Object({
  selectPhoneIds: Type.String({ maxLength: 6000, description: 'comma-separated phone ids' }),
});
export const RenewPhone = Type.Object({
  id: Type.Integer(),
  phone_name: Type.String(),
  is_domestic_name: Type.String(),
  spec_name: Type.String(),
  version: Type.String(),
  expiration_time: Type.String(),
  remain_day: Type.Integer(),
  remain_hour: Type.Integer(),
  is_expired: ZeroOne,
  auto_renew: ZeroOne,
});
export type RenewPhone = Static<typeof RenewPhone>;
export const RenewList = Type.Object({ list: Type.Array(RenewPhone) });

export const CouponListQuery = Type.Object({
  ...PagingQuery,
  status: Type.Optional(Type.Union([Type.Literal('usable'), Type.Literal('used'), Type.Literal('expired')])),
});
export const Coupon = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  amount_fen: Type.Integer(),
  min_spend_fen: Type.Integer(),
  expires_at: Type.String(),
  status: Type.Union([Type.Literal('usable'), Type.Literal('used'), Type.Literal('expired')]),
  used_order_no: Type.Union([Type.String(), Type.Null()]),
  scope: Type.String({ description: "'all' or the one order type it applies to (GET /order/types)" }),
  scope_label: Type.String({ description: "in the request's language" }),
});
export type Coupon = Static<typeof Coupon>;
export const CouponList = PageOf(Coupon);

export const Allocating = Type.Object({
  count: Type.Integer(),
  orders: Type.Array(Type.Object({ order_no: Type.String(), quantity: Type.Integer(), paid_at: Type.String() })),
});
export type Allocating = Static<typeof Allocating>;

export const OrderProgressQuery = Type.Object({ order_no: Type.String({ minLength: 1, maxLength: 32 }) });
export const OrderProgress = Type.Object({
  order_no: Type.String(),
  type: Type.String(),
  status: Type.String(),
  quantity: Type.Integer(),
  pay_fen: Type.Integer(),
  allocated: Type.Integer(),
});
export type OrderProgress = Static<typeof OrderProgress>;
