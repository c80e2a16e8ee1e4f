// IP devices (spec §3 Device/IP, §4 device states and recycle bin, §5 messages): platform-bought,
// own and local virtual devices, the "My devices" views, own-device entry and bulk import, IP
// check, platform device purchase and renewal.
import { Type, type Static } from 'typebox';
import { KEYWORD_MAX_LENGTH } from './limits';
import { messages } from './messages';
import {
  AutoRenewChoice,
  DurationOption,
  DurationUnitField,
  DurationValueField,
  NetRegion,
  Option,
  OrderIds,
  OrderQuantity,
  PriceLine,
} from './networkCard';
import { Id, Literals, PageOf, PagingQuery } from './paging';
import { CheckoutFields, PriceCouponField } from './checkout';
import { PAY_TYPES } from './payment';
import { DEVICE_PROTOCOLS, IP_DEVICE_MESSAGES, MAX_DEVICE_TAGS } from './ipDeviceMessages';

export const DEVICE_KINDS = ['platform', 'own', 'local'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];
export type DeviceProtocol = (typeof DEVICE_PROTOCOLS)[number];
export const IP_TYPES = ['static', 'datacenter', 'dynamic'] as const;
export const DEVICE_STAGES = ['awaiting_payment', 'allocating', 'active'] as const;
/** The "My devices" views (spec §2), in screen order; each is a server-side filter with its count. */
export const DEVICE_VIEWS = [
  'all',
  'unexpired',
  'purchasing',
  'paid',
  'will_expire',
  'awaiting_payment',
  'awaiting_allocation',
  'normal',
  'abnormal',
  'expired',
  'unbound',
  'auto_renew_off',
  'recycle',
] as const;
export type DeviceView = (typeof DEVICE_VIEWS)[number];

export { DEVICE_PROTOCOLS, IP_DEVICE_MESSAGES, MAX_DEVICE_TAGS, MAX_IMPORT_LINES } from './ipDeviceMessages';
const M = IP_DEVICE_MESSAGES;

const Protocol = Literals(DEVICE_PROTOCOLS, { ...messages({ required: M.protocolRequired, invalid: M.protocol }) });
const Address = Type.String({
  minLength: 1,
  maxLength: 253,
  ...messages({ required: M.addressRequired, invalid: M.address }),
});
const Port = Type.Integer({ minimum: 1, maximum: 65535, ...messages({ required: M.portRequired, invalid: M.port }) });
const Region = Type.String({
  minLength: 1,
  maxLength: 30,
  ...messages({ required: M.regionRequired, invalid: M.regionRequired }),
});
const Short = (max: number) => Type.String({ maxLength: max, ...messages(M.field) });
const Tags = Type.Array(Type.String({ minLength: 1, maxLength: 20 }), {
  maxItems: MAX_DEVICE_TAGS,
  ...messages(M.tags),
});

/** What a person types for an own or local device (password '' on update keeps the stored one). */
const DeviceFields = {
  protocol: Protocol,
  address: Address,
  port: Port,
  username: Type.Optional(Type.String({ maxLength: 100, ...messages(M.username) })),
  password: Type.Optional(Type.String({ maxLength: 100, ...messages(M.password) })),
  mapped_ip: Type.Optional(Short(45)),
  encryption: Type.Optional(Short(40)),
  obfuscation: Type.Optional(Short(40)),
  obfuscation_param: Type.Optional(Short(200)),
  protocol_param: Type.Optional(Short(200)),
  region: Region,
  platform: Type.Optional(Short(30)),
  ip_type: Type.Optional(Literals(IP_TYPES)),
  is_remote: Type.Optional(Literals([0, 1])),
  tags: Type.Optional(Tags),
  remark: Type.Optional(Short(200)),
};
export const DeviceAddBody = Type.Object({
  kind: Literals(['own', 'local'], { ...messages(M.kind) }),
  ...DeviceFields,
});
export type DeviceAddBody = Static<typeof DeviceAddBody>;
export const DeviceUpdateBody = Type.Object({ id: Id, ...DeviceFields });
export type DeviceUpdateBody = Static<typeof DeviceUpdateBody>;

/** One line per device: `protocol://user:pass@host:port`, `host:port[:user:pass]` or `protocol,host,port[,user,pass]`. */
export const DeviceImportBody = Type.Object({
  kind: Literals(['own', 'local'], { ...messages(M.kind) }),
  region: Region,
  /** For lines that do not name their protocol. */
  protocol: Type.Optional(Protocol),
  text: Type.String({ maxLength: 200_000, ...messages({ required: M.importEmpty, invalid: M.importEmpty }) }),
});
export type DeviceImportBody = Static<typeof DeviceImportBody>;
export const ImportLineError = Type.Object({ line: Type.Integer(), text: Type.String(), message: Type.String() });
export type ImportLineError = Static<typeof ImportLineError>;
export const DeviceImportResult = Type.Object({ imported: Type.Integer(), errors: Type.Array(ImportLineError) });
export type DeviceImportResult = Static<typeof DeviceImportResult>;

export const DeviceIdsBody = Type.Object({ ids: OrderIds });
export type DeviceIdsBody = Static<typeof DeviceIdsBody>;
export const DeviceIdBody = Type.Object({ id: Id });

export const IpDevice = Type.Object({
  id: Type.Integer(),
  kind: Literals(DEVICE_KINDS),
  protocol: Type.String(),
  address: Type.String(),
  port: Type.Union([Type.Integer(), Type.Null()]),
  username: Type.String(),
  has_password: Type.Boolean({ description: 'the password itself is never returned' }),
  mapped_ip: Type.String(),
  encryption: Type.String(),
  obfuscation: Type.String(),
  obfuscation_param: Type.String(),
  protocol_param: Type.String(),
  region: Type.String(),
  platform: Type.String(),
  ip_type: Type.String(),
  status: Literals(['normal', 'abnormal']),
  stage: Literals(DEVICE_STAGES),
  /** normal | will_expire | expired | no_term */
  expiry_state: Literals(['normal', 'will_expire', 'expired', 'no_term']),
  is_remote: Literals([0, 1]),
  tags: Type.Array(Type.String()),
  auto_renew: Literals([0, 1]),
  purchase_time: Type.String({ description: 'ISO 8601 (when bought or added)' }),
  expiration_time: Type.Union([Type.String(), Type.Null()]),
  remain_day: Type.Union([Type.Integer(), Type.Null()]),
  store_count: Type.Integer(),
  store_names: Type.Array(Type.String()),
  order_no: Type.String(),
  remark: Type.String(),
  in_recycle_bin: Literals([0, 1]),
  last_check_at: Type.Union([Type.String(), Type.Null()]),
});
export type IpDevice = Static<typeof IpDevice>;

export const DeviceListQuery = Type.Object({
  ...PagingQuery,
  view: Literals(DEVICE_VIEWS, { default: 'all' }),
  kind: Type.Optional(Literals(DEVICE_KINDS)),
  keyword: Type.Optional(
    Type.String({
      maxLength: KEYWORD_MAX_LENGTH,
      description: 'address, mapped IP, region, platform, tag or remark contains',
    }),
  ),
});
export type DeviceListQuery = Static<typeof DeviceListQuery>;
export const DeviceList = PageOf(IpDevice);
export const DeviceCounters = Type.Record(Type.String(), Type.Integer(), { description: 'one total per view' });
export type DeviceCounters = Record<DeviceView, number>;

export const DeviceCheckResult = Type.Object({
  reachable: Type.Boolean(),
  latency_ms: Type.Union([Type.Integer(), Type.Null()]),
  exit_ip: Type.String(),
  region: Type.String(),
  checked_at: Type.String(),
  simulated: Type.Boolean({ description: 'true when the built-in IP check simulator answered' }),
});
export type DeviceCheckResult = Static<typeof DeviceCheckResult>;

// ── platform device purchase and renewal ──
export const DEVICE_PAY_TYPES = PAY_TYPES;
const DevicePlatform = Type.String({
  minLength: 1,
  maxLength: 30,
  ...messages({ required: M.platformRequired, invalid: M.platform }),
});
const DeviceType = Literals(IP_TYPES, { ...messages({ required: M.typeRequired, invalid: M.type }) });

/** The monthly (and daily) service fee of renewing an own or local device (spec §2 'Platform, own
 *  and local device renewal'): the platform's keeping of the device — its IP checks, store
 *  binding and place in the lists — for the term; the connection itself is the customer's. */
export const ServiceFee = Type.Object({
  kind: Literals(['own', 'local']),
  month_fen: Type.Integer(),
  day_fen: Type.Integer(),
});
export type ServiceFee = Static<typeof ServiceFee>;

export const DeviceOptions = Type.Object({
  platforms: Type.Array(Option),
  regions: Type.Array(Option),
  types: Type.Array(Option),
  prices: Type.Array(PriceLine),
  service_fees: Type.Array(ServiceFee),
  durations: Type.Array(DurationOption),
  pay_types: Type.Array(Literals(PAY_TYPES)),
  balance_fen: Type.Union([Type.Integer(), Type.Null()]),
});
export type DeviceOptions = Static<typeof DeviceOptions>;
export const DevicePriceBody = Type.Object({
  platform: Type.Optional(DevicePlatform),
  region: Type.Optional(NetRegion),
  ip_type: Type.Optional(DeviceType),
  quantity: Type.Optional(OrderQuantity),
  duration_unit: DurationUnitField,
  duration: DurationValueField,
  ids: Type.Optional(OrderIds),
  ...PriceCouponField,
});
export type DevicePriceBody = Static<typeof DevicePriceBody>;
/** spec §5 Purchase: platform, region, duration, quantity, auto-renew choice, payment method and amount are required. */
export const DeviceBuyBody = Type.Object({
  platform: DevicePlatform,
  region: NetRegion,
  ip_type: DeviceType,
  quantity: OrderQuantity,
  duration_unit: DurationUnitField,
  duration: DurationValueField,
  auto_renew: AutoRenewChoice,
  ...CheckoutFields,
});
export type DeviceBuyBody = Static<typeof DeviceBuyBody>;
export const DeviceRenewBody = Type.Object({
  ids: OrderIds,
  duration_unit: DurationUnitField,
  duration: DurationValueField,
  ...CheckoutFields,
});
export type DeviceRenewBody = Static<typeof DeviceRenewBody>;
export const DeviceAutoRenewBody = Type.Object({ ids: OrderIds, auto_renew: AutoRenewChoice });
export type DeviceAutoRenewBody = Static<typeof DeviceAutoRenewBody>;
