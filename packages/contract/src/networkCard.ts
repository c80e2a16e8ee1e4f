// Network cards: the list and its four views, purchase, renewal, auto-renewal and binding to
// cloud phones and sub-accounts (spec §2 /NetworkCard/*).
import { Type, type Static } from 'typebox';
import { messages } from './messages';
import { FilterStatus, Id, Literals, PageOf, PagingQuery } from './paging';
import { CheckoutFields, PriceCouponField } from './checkout';
import { MAX_CARD_QUANTITY, KEYWORD_MAX_LENGTH } from './limits';

export { MAX_CARD_QUANTITY };
import { PAY_TYPES } from './payment';
import { MAX_CARD_IDS, NETWORK_ORDER_MESSAGES } from './networkOrderMessages';

export const NetworkCardItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  ip: Type.String({ description: 'empty until an IP is assigned' }),
  region: Type.String({ description: '中国大陆 | 中国香港' }),
  phone_id: Type.Union([Type.Integer(), Type.Null()], { description: 'first bound cloud phone (lowest id)' }),
  phone_name: Type.String(),
  phone_count: Type.Integer(),
  status: Literals(['normal', 'will_expire', 'expired']),
  card_type: Literals(['dedicated', 'shared'], { description: 'dedicated 独享 | shared 共享' }),
  account_id: Type.Union([Type.Integer(), Type.Null()], { description: 'the sub-account the card is bound to' }),
  account_name: Type.String(),
  auto_renew: Type.Union([Type.Literal(0), Type.Literal(1)]),
  expiration_time: Type.String({ description: 'ISO 8601' }),
  remain_day: Type.Integer(),
  remain_hour: Type.Integer(),
  is_expired: Type.Integer(),
  created_at: Type.String(),
});
export type NetworkCardItem = Static<typeof NetworkCardItem>;
export const NetworkCardFilters = {
  filterStatus: FilterStatus(
    [0, 1, 2, 3],
    'route type values of spec §2: 0 all, 2 unexpired, 3 will expire (≤3 days), 1 expired',
  ),
  keyword: Type.Optional(Type.String({ maxLength: KEYWORD_MAX_LENGTH, description: 'name, IP or region contains' })),
};
export const NetworkCardListQuery = Type.Object({ ...PagingQuery, ...NetworkCardFilters });
export type NetworkCardListQuery = Static<typeof NetworkCardListQuery>;
export const NetworkCardExportQuery = Type.Object(NetworkCardFilters);
export const NetworkCardList = PageOf(NetworkCardItem);

// ── purchase, renewal, auto-renewal, binding (issue 14) ──

export const CARD_TYPES = ['dedicated', 'shared'] as const;
export type CardType = (typeof CARD_TYPES)[number];
export const NETWORK_REGIONS = ['cn', 'hk'] as const;
export { MAX_CARD_IDS, NETWORK_ORDER_MESSAGES } from './networkOrderMessages';
const M = NETWORK_ORDER_MESSAGES;

export const NetRegion = Literals(NETWORK_REGIONS, { ...messages({ required: M.regionRequired, invalid: M.region }) });
export const DurationUnitField = Literals(['day', 'month'], {
  description: "'day' (value 1) | 'month' (1..12)",
  ...messages({ required: M.durationRequired, invalid: M.duration }),
});
export const DurationValueField = Type.Integer({
  minimum: 1,
  maximum: 12,
  ...messages({ required: M.durationRequired, invalid: M.duration }),
});
export const OrderQuantity = Type.Integer({
  minimum: 1,
  maximum: MAX_CARD_QUANTITY,
  ...messages({ required: M.quantityRequired, invalid: M.quantity }),
});
export const AutoRenewChoice = Literals([0, 1], {
  ...messages({ required: M.autoRenewRequired, invalid: M.autoRenew }),
});
export const OrderIds = Type.Array(Id, {
  minItems: 1,
  maxItems: MAX_CARD_IDS,
  uniqueItems: true,
  ...messages({ invalid: M.idsRequired, maxItems: M.ids, uniqueItems: M.ids, items: M.ids }),
});
const CardTypeField = Literals(CARD_TYPES, { ...messages({ required: M.typeRequired, invalid: M.type }) });

/** One price line of the catalogue: a region × type, per month and per day, in fen. */
export const PriceLine = Type.Object({
  region: Literals(NETWORK_REGIONS),
  type: Type.String(),
  month_fen: Type.Integer(),
  day_fen: Type.Integer(),
});
export const Option = Type.Object({ value: Type.String(), label: Type.String() });
export const DurationOption = Type.Object({
  unit: Literals(['day', 'month']),
  value: Type.Integer(),
  label: Type.String(),
});

/** GET /networkCard/resource */
export const CardOptions = Type.Object({
  regions: Type.Array(Option),
  types: Type.Array(Option),
  prices: Type.Array(PriceLine),
  durations: Type.Array(DurationOption),
  pay_types: Type.Array(Literals(PAY_TYPES)),
  balance_fen: Type.Union([Type.Integer(), Type.Null()], { description: 'null for members who may not see it' }),
});
export type CardOptions = Static<typeof CardOptions>;

/** GET /networkCard/cnt: the four views' totals. */
export const CardCounters = Type.Object({
  all: Type.Integer(),
  unexpired: Type.Integer(),
  will_expire: Type.Integer(),
  expired: Type.Integer(),
});
export type CardCounters = Static<typeof CardCounters>;

/** POST /networkCard/totalPrice: a purchase (region, card_type, quantity) or, with ids, a renewal. */
export const CardPriceBody = Type.Object({
  region: Type.Optional(NetRegion),
  card_type: Type.Optional(CardTypeField),
  quantity: Type.Optional(OrderQuantity),
  duration_unit: DurationUnitField,
  duration: DurationValueField,
  ids: Type.Optional(OrderIds),
  ...PriceCouponField,
});
export type CardPriceBody = Static<typeof CardPriceBody>;
export const CardBuyBody = Type.Object({
  region: NetRegion,
  card_type: CardTypeField,
  quantity: OrderQuantity,
  duration_unit: DurationUnitField,
  duration: DurationValueField,
  auto_renew: AutoRenewChoice,
  ...CheckoutFields,
});
export type CardBuyBody = Static<typeof CardBuyBody>;
export const CardRenewBody = Type.Object({
  ids: OrderIds,
  duration_unit: DurationUnitField,
  duration: DurationValueField,
  ...CheckoutFields,
});
export type CardRenewBody = Static<typeof CardRenewBody>;
export const CardAutoRenewBody = Type.Object({ ids: OrderIds, auto_renew: AutoRenewChoice });
export type CardAutoRenewBody = Static<typeof CardAutoRenewBody>;
export const CardRenewListQuery = Type.Object({
  ids: Type.String({ minLength: 1, maxLength: 6000, description: 'comma-separated card ids' }),
});
export const CardRenewList = Type.Object({ list: Type.Array(NetworkCardItem) });
export type CardRenewList = Static<typeof CardRenewList>;

/** POST /networkCard/bindAccount: bind the card to a sub-account of the enterprise (null unbinds it from any). */
export const CardBindAccountBody = Type.Object({
  network_card_id: Id,
  account_id: Type.Union([Id, Type.Null()], { description: 'null = unbind the card from its sub-account' }),
});
export type CardBindAccountBody = Static<typeof CardBindAccountBody>;
