// Sub-accounts (分身): the list, the operations of spec §7's account calls, their payment.
import { Type, type Static } from 'typebox';
import { KEYWORD_MAX_LENGTH } from './limits';
import { messages } from './messages';
import { FilterStatus, Id, Literals, NullableInt, PageOf, PagingQuery } from './paging';
import { CheckoutFields, PriceCouponField } from './checkout';
import { PAY_TYPES } from './payment';
import { RESOLUTION_IDS } from './resolutions';
import { ACCOUNT_ACTIONS, ACCOUNT_STATES } from './accountStates';
import { ACCOUNT_MESSAGES, MAX_ACCOUNT_IDS, MEMORY_TIERS_GB } from './accountMessages';

export const AccountItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  phone_id: Type.Union([Type.Integer(), Type.Null()], {
    description: 'first bound cloud phone (lowest id), null when unbound',
  }),
  phone_name: Type.String(),
  phone_count: Type.Integer({ description: 'cloud phones bound to this sub-account' }),
  network_card_id: NullableInt,
  network_card: Type.String({ description: 'bound network card name, empty when none' }),
  status: Type.String({ description: 'the state (ACCOUNT_STATES): creating … closed' }),
  paid: Type.Boolean({ description: 'false = awaiting its first payment' }),
  group_id: NullableInt,
  group_name: Type.String(),
  network_card_ip: Type.String(),
  site: Type.String(),
  brand: Type.String(),
  country: Type.String(),
  resolution: Type.String(),
  expiration_time: Type.String({ description: 'ISO 8601' }),
  remain_day: Type.Integer(),
  remain_hour: Type.Integer(),
  is_expired: Type.Integer(),
  remark: Type.String(),
  created_at: Type.String(),
});
export type AccountItem = Static<typeof AccountItem>;
export const AccountFilters = {
  filterStatus: FilterStatus([0, 1, 2], '0 all, 1 will expire (≤3 days), 2 expired'),
  keyword: Type.Optional(Type.String({ maxLength: KEYWORD_MAX_LENGTH, description: 'name or remark contains' })),
};
export const AccountListQuery = Type.Object({ ...PagingQuery, ...AccountFilters });
export type AccountListQuery = Static<typeof AccountListQuery>;
export const AccountExportQuery = Type.Object(AccountFilters);
export const AccountList = PageOf(AccountItem);

// ---- sub-account operations (spec §7 account calls) ----

export { ACCOUNT_ACTIONS, ACCOUNT_STATES, type AccountAction, type AccountState } from './accountStates';
export { ACCOUNT_MESSAGES, MAX_ACCOUNT_IDS, MEMORY_TIERS_GB } from './accountMessages';
const AM = ACCOUNT_MESSAGES;

const AccountId = Type.Integer({ minimum: 1, ...messages({ required: AM.idsRequired, invalid: AM.id }) });
export const AccountIds = Type.Array(Type.Integer({ minimum: 1 }), {
  minItems: 1,
  maxItems: MAX_ACCOUNT_IDS,
  uniqueItems: true,
  ...messages({ invalid: AM.idsRequired, items: AM.id, maxItems: AM.idsTooMany, uniqueItems: AM.idsRepeated }),
});
const AccountName = Type.String({
  maxLength: 50,
  description: '1..50 characters (trimmed)',
  ...messages({ required: AM.nameRequired, invalid: AM.name }),
});
const Remark = Type.String({ maxLength: 200, ...messages(AM.remark) });
const NullableId = Type.Union([Id, Type.Null()]);

/** Environment of a sub-account; '' = not configured yet. */
export const AccountEnv = Type.Object({
  brand: Type.String({ description: 'phone brand value (GET /account/getPhoneBrands)' }),
  model: Type.String(),
  country: Type.String({ description: 'country code (GET /account/getCountryDatas)' }),
  resolution: Type.String({ description: "§9 id 'width,height'; '0,0' = follow the current computer" }),
});
export type AccountEnv = Static<typeof AccountEnv>;

export const AccountDetail = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  state: Literals(ACCOUNT_STATES),
  paid: Type.Boolean({ description: 'false = created, awaiting its first payment (/account/buy)' }),
  phone_id: NullableInt,
  phone_name: Type.String(),
  group_id: NullableInt,
  group_name: Type.String(),
  network_card_id: NullableInt,
  network_card: Type.String(),
  network_card_ip: Type.String(),
  site: Type.String(),
  env: AccountEnv,
  memory_gb: Type.Integer({ description: 'extra storage bought (/memory/batchPayment)' }),
  remark: Type.String(),
  expiration_time: Type.String(),
  remain_day: Type.Integer(),
  remain_hour: Type.Integer(),
  is_expired: Type.Integer(),
  created_at: Type.String(),
  actions: Type.Array(Literals(ACCOUNT_ACTIONS), { description: 'what the state allows now' }),
});
export type AccountDetail = Static<typeof AccountDetail>;
export const AccountIdQuery = Type.Object({ id: AccountId });

export const PodDetail = Type.Object({
  instance_id: Type.String(),
  online: Type.Boolean(),
  cpu_cores: Type.Integer(),
  memory_mb: Type.Integer(),
  storage_gb: Type.Integer(),
  android_version: Type.String(),
  brand: Type.String(),
  model: Type.String(),
  resolution: Type.String(),
  ip: Type.String(),
  uptime_seconds: Type.Integer(),
});
export type PodDetail = Static<typeof PodDetail>;

export const AccountAddBody = Type.Object({
  name: AccountName,
  remark: Type.Optional(Remark),
  site: Type.Optional(Type.String({ maxLength: 30, ...messages(AM.site) })),
  group_id: Type.Optional(NullableId),
  network_card_id: Type.Optional(NullableId),
});
export type AccountAddBody = Static<typeof AccountAddBody>;
export const AccountUpdateBody = Type.Object({
  id: AccountId,
  name: AccountName,
  remark: Type.Optional(Remark),
  site: Type.Optional(Type.String({ maxLength: 30, ...messages(AM.site) })),
  group_id: Type.Optional(NullableId),
  network_card_id: Type.Optional(NullableId),
});
export type AccountUpdateBody = Static<typeof AccountUpdateBody>;
export const AccountCreated = Type.Object({ id: Type.Integer(), name: Type.String() });
export const AccountRemarkBody = Type.Object({ id: AccountId, remark: Remark });
export const AccountGroupBody = Type.Object({ account_ids: AccountIds, group_id: NullableId });
export const AccountOneBody = Type.Object({ id: AccountId });
export const AccountIdsBody = Type.Object({ account_ids: AccountIds });
export const AccountEnvBody = Type.Object({
  account_ids: AccountIds,
  brand: Type.String({ maxLength: 30, ...messages({ required: AM.brandRequired, invalid: AM.brand }) }),
  model: Type.Optional(Type.String({ maxLength: 50, ...messages(AM.brand) })),
  country: Type.String({ maxLength: 8, ...messages({ required: AM.countryRequired, invalid: AM.country }) }),
  resolution: Type.String({
    maxLength: 12,
    description: RESOLUTION_IDS.join(' | '),
    ...messages({ required: AM.resolutionRequired, invalid: AM.resolution }),
  }),
});
export type AccountEnvBody = Static<typeof AccountEnvBody>;
export const ACCOUNT_POWER_ACTIONS = ['powerOn', 'powerOff', 'restart'] as const;
export type AccountPowerAction = (typeof ACCOUNT_POWER_ACTIONS)[number];
export const AccountActionBody = Type.Object({
  account_ids: AccountIds,
  action: Literals(ACCOUNT_POWER_ACTIONS, messages(AM.action)),
});
export const AccountBatchStatusBody = Type.Object({
  account_ids: AccountIds,
  status: Literals(['running', 'powered_off'] as const, messages(AM.status)),
});
export const AccountInstallQuery = Type.Object({ id: AccountId });

/** One row of a batch operation's answer. */
export const AccountOutcome = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  ok: Type.Boolean(),
  message: Type.String(),
  state: Literals(ACCOUNT_STATES),
});
export type AccountOutcome = Static<typeof AccountOutcome>;
export const AccountOutcomes = Type.Object({ list: Type.Array(AccountOutcome) });
export type AccountOutcomes = Static<typeof AccountOutcomes>;

export const InitializeCheck = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  ready: Type.Boolean(),
  reasons: Type.Array(Type.String(), { description: 'why it cannot be initialized now' }),
});
export const InitializeChecks = Type.Object({ list: Type.Array(InitializeCheck) });
export type InitializeCheck = Static<typeof InitializeCheck>;

/** POST /account/getStatus: the live state, asked of the provider; a failing provider call is one row's `error`. */
export const AccountLiveStatus = Type.Object({
  id: Type.Integer(),
  state: Literals(ACCOUNT_STATES),
  online: Type.Union([Type.Boolean(), Type.Null()], { description: 'null when the provider did not answer' }),
  error: Type.String({ description: "'' when the provider answered" }),
});
export type AccountLiveStatus = Static<typeof AccountLiveStatus>;
export const AccountStatusList = Type.Object({ list: Type.Array(AccountLiveStatus) });

export const PhoneBrand = Type.Object({
  value: Type.String(),
  label: Type.String(),
  models: Type.Array(Type.String()),
});
export type PhoneBrand = Static<typeof PhoneBrand>;
export const PhoneBrands = Type.Object({ list: Type.Array(PhoneBrand) });
export const CountryData = Type.Object({
  code: Type.String(),
  name: Type.String(),
  name_en: Type.String(),
  timezone: Type.String(),
  language: Type.String(),
});
export type CountryData = Static<typeof CountryData>;
export const CountryDatas = Type.Object({ list: Type.Array(CountryData) });
export const Site = Type.Object({ value: Type.String(), label: Type.String(), label_en: Type.String() });
export type Site = Static<typeof Site>;
export const SiteList = Type.Object({ list: Type.Array(Site) });

// payment: buy (first period of a created sub-account), renew, extra storage
export const ACCOUNT_PAY_KINDS = ['buy', 'renew'] as const;
export type AccountPayKind = (typeof ACCOUNT_PAY_KINDS)[number];
const Unit = Type.Union([Type.Literal('day'), Type.Literal('month')], messages(AM.duration));
const DurationValue = Type.Integer({ minimum: 1, maximum: 12, ...messages(AM.duration) });
const PayKind = Literals(ACCOUNT_PAY_KINDS, messages(AM.payKind));
const MemoryGb = Literals(MEMORY_TIERS_GB, messages(AM.memory));
export const AccountPriceBody = Type.Object({
  kind: Literals(['buy', 'renew', 'memory'] as const, messages(AM.payKind)),
  account_ids: AccountIds,
  duration_unit: Type.Optional(Unit),
  duration: Type.Optional(DurationValue),
  memory_gb: Type.Optional(MemoryGb),
  ...PriceCouponField,
});
export type AccountPriceBody = Static<typeof AccountPriceBody>;
export const AccountPayBody = Type.Object({
  kind: PayKind,
  account_ids: AccountIds,
  duration_unit: Unit,
  duration: DurationValue,
  ...CheckoutFields,
});
export type AccountPayBody = Static<typeof AccountPayBody>;
export const MemoryPayBody = Type.Object({
  account_ids: AccountIds,
  memory_gb: MemoryGb,
  ...CheckoutFields,
});
export type MemoryPayBody = Static<typeof MemoryPayBody>;
export const BatchPaymentListBody = Type.Object({
  kind: Literals(['buy', 'renew', 'memory'] as const, messages(AM.payKind)),
  account_ids: Type.Optional(AccountIds),
});
export const BatchPaymentItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  state: Literals(ACCOUNT_STATES),
  paid: Type.Boolean(),
  memory_gb: Type.Integer(),
  expiration_time: Type.String(),
  remain_day: Type.Integer(),
  is_expired: Type.Integer(),
});
export type BatchPaymentItem = Static<typeof BatchPaymentItem>;
export const BatchPaymentList = Type.Object({
  list: Type.Array(BatchPaymentItem),
  month_fen: Type.Integer(),
  day_fen: Type.Integer(),
  memory: Type.Array(Type.Object({ gb: Type.Integer(), fen: Type.Integer() })),
  durations: Type.Array(
    Type.Object({ unit: Type.Union([Type.Literal('day'), Type.Literal('month')]), value: Type.Integer() }),
  ),
  pay_types: Type.Array(Literals(PAY_TYPES)),
  balance_fen: Type.Union([Type.Integer(), Type.Null()]),
});
export type BatchPaymentList = Static<typeof BatchPaymentList>;

// GET /networkCard/ipGeolocation (the list's network card column)
export const IpGeolocationQuery = Type.Object({
  ip: Type.String({ maxLength: 45, ...messages({ required: AM.ip, invalid: AM.ip }) }),
});
export const IpGeolocation = Type.Object({
  ip: Type.String(),
  country: Type.String(),
  region: Type.String(),
  city: Type.String(),
  isp: Type.String(),
});
export type IpGeolocation = Static<typeof IpGeolocation>;
