// Cloud numbers (docs/api-devices.md "Cloud numbers"): counters per view, lists, transfers,
// purchase, renewal, auto-renewal.
import { Type, type Static } from 'typebox';
import { messages } from './messages';
import { Literals, NullableInt, PageOf, PagingQuery } from './paging';
import { CheckoutFields, PriceCouponField } from './checkout';
import { CLOUD_NUMBER_MESSAGES, MAX_NUMBER_IDS } from './cloudNumberMessages';
import { MAX_NUMBER_QUANTITY, KEYWORD_MAX_LENGTH } from './limits';
import { PAY_TYPES } from './payment';

export { CLOUD_NUMBER_MESSAGES, MAX_NUMBER_IDS, MAX_NUMBER_QUANTITY };

export const CLOUD_NUMBER_VIEWS = ['willExpire', 'inUse', 'unsubscribing', 'noPhysical', 'unsubscribed'] as const;
export type CloudNumberView = (typeof CLOUD_NUMBER_VIEWS)[number];

const M = CLOUD_NUMBER_MESSAGES;

const Region = Type.Union([Type.Literal('cn'), Type.Literal('hk')], {
  description: "'cn' | 'hk'",
  ...messages(M.region),
});
const Quantity = Type.Integer({ minimum: 1, maximum: MAX_NUMBER_QUANTITY, ...messages(M.quantity) });
const Months = Type.Integer({ minimum: 1, maximum: 12, ...messages(M.months) });
/** Cloud number ids; repeats are counted once. */
const Ids = Type.Array(Type.Integer({ minimum: 1 }), {
  minItems: 1,
  maxItems: MAX_NUMBER_IDS,
  description: `cloud number ids, 1..${MAX_NUMBER_IDS}`,
  ...messages({ invalid: M.idsEmpty, items: M.idsBad, maxItems: M.idsTooMany }),
});

/** { region, quantity, months } prices a purchase, { ids, months } a renewal. */
export const NumberPriceBody = Type.Object({
  region: Type.Optional(Region),
  quantity: Type.Optional(Quantity),
  months: Months,
  ids: Type.Optional(Ids),
  ...PriceCouponField,
});
export type NumberPriceBody = Static<typeof NumberPriceBody>;
export const NumberBuyBody = Type.Object({
  region: Region,
  quantity: Quantity,
  months: Months,
  ...CheckoutFields,
});
export type NumberBuyBody = Static<typeof NumberBuyBody>;
export const NumberRenewBody = Type.Object({
  ids: Ids,
  months: Months,
  ...CheckoutFields,
});
export type NumberRenewBody = Static<typeof NumberRenewBody>;
export const NumberAutoRenewBody = Type.Object({
  ids: Ids,
  auto_renew: Type.Union([Type.Literal(0), Type.Literal(1)], { description: '0 | 1', ...messages(M.autoRenew) }),
});
export type NumberAutoRenewBody = Static<typeof NumberAutoRenewBody>;
export const NumberTransferBody = Type.Object({
  ids: Ids,
  to_user_id: Type.Integer({ minimum: 1, description: 'an active member of the enterprise', ...messages(M.toUser) }),
});
export type NumberTransferBody = Static<typeof NumberTransferBody>;

export const CloudNumber = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  region: Type.String({ description: "'cn' | 'hk'" }),
  physical_number: Type.Union([Type.String(), Type.Null()], { description: 'null = no physical number bound' }),
  phone_id: NullableInt,
  phone_name: Type.String(),
  assigned_user_id: NullableInt,
  assigned_user_name: Type.String(),
  monthly_fee_fen: Type.Integer(),
  auto_renew: Type.Integer(),
  status: Type.String({ description: "'in_use' | 'unsubscribing' | 'unsubscribed'" }),
  expiration_time: Type.String(),
  remain_day: Type.Integer(),
  created_at: Type.String(),
});
export type CloudNumber = Static<typeof CloudNumber>;
export const NumberListQuery = Type.Object({
  ...PagingQuery,
  view: Literals(CLOUD_NUMBER_VIEWS, { default: 'inUse' }),
  keyword: Type.Optional(
    Type.String({ maxLength: KEYWORD_MAX_LENGTH, description: 'number or physical number contains' }),
  ),
});
export type NumberListQuery = Static<typeof NumberListQuery>;
export const NumberList = PageOf(CloudNumber);

export const NumberTransfer = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  from_user_name: Type.String(),
  to_user_name: Type.String(),
  operator_name: Type.String(),
  created_at: Type.String(),
});
export type NumberTransfer = Static<typeof NumberTransfer>;
export const NumberTransfersQuery = Type.Object(PagingQuery);

export const NumberCounters = Type.Object(
  Object.fromEntries(CLOUD_NUMBER_VIEWS.map((v) => [v, Type.Integer()])) as Record<
    CloudNumberView,
    ReturnType<typeof Type.Integer>
  >,
);
export type NumberCounters = Static<typeof NumberCounters>;

export const NumberOptions = Type.Object({
  regions: Type.Array(Type.Object({ value: Type.String(), label: Type.String(), month_fen: Type.Integer() })),
  months: Type.Array(Type.Integer()),
  pay_types: Type.Array(Literals(PAY_TYPES)),
  balance_fen: Type.Union([Type.Integer(), Type.Null()], { description: 'null for members who may not see it' }),
});
export type NumberOptions = Static<typeof NumberOptions>;
export const Transferred = Type.Object({ transferred: Type.Integer() });
