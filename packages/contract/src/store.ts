// Stores (spec §2 "Store management" views and "Tag management", §3 Store and Extraction record,
// §4 extraction status, §5 store / tag / extraction / cookie messages, §6 managers hand over
// stores, ordinary employees only log in to them). docs/api-stores.md describes every call.
import { Type, type Static } from 'typebox';
import { KEYWORD_MAX_LENGTH } from './limits';
import { messages } from './messages';
import { Id, Literals, PageOf, PagingQuery } from './paging';
import { MAX_STORE_TAGS, STORE_MESSAGES } from './storeMessages';

/** The store-management views (spec §2), in screen order; each a server-side filter with its count. */
export const STORE_VIEWS = [
  'all',
  'recent',
  'urgent_renewal',
  'awaiting_credentials',
  'awaiting_authorization',
  'awaiting_device',
  'transfers',
] as const;
export type StoreView = (typeof STORE_VIEWS)[number];
/** 'recently opened' and 'urgent renewal' look this far (7 days) back or ahead. */
export const STORE_RECENT_DAYS = 7;

export const COOKIE_MODES = ['account', 'cookie'] as const;
export type CookieMode = (typeof COOKIE_MODES)[number];
export const UA_TYPES = ['system', 'custom'] as const;
export type UaType = (typeof UA_TYPES)[number];
export const UA_OSES = ['windows', 'macos'] as const;
export type UaOs = (typeof UA_OSES)[number];
export const EXTRACTION_STATUSES = ['pending', 'extracted', 'cancelled'] as const;
export type ExtractionStatus = (typeof EXTRACTION_STATUSES)[number];
/** spec §4: to be extracted → extracted | cancelled; the other two are final. */
export const EXTRACTION_TRANSITIONS: Record<ExtractionStatus, readonly ExtractionStatus[]> = {
  pending: ['extracted', 'cancelled'],
  extracted: [],
  cancelled: [],
};
export const TAG_COLORS = ['blue', 'green', 'orange', 'red', 'purple', 'cyan', 'magenta', 'gold', 'geekblue', 'lime'];
export { MAX_STORE_TAGS, STORE_MESSAGES } from './storeMessages';
const M = STORE_MESSAGES;

// ── catalogue: platforms and their sites ──

export const SiteOption = Type.Object({ code: Type.String(), zh: Type.String(), en: Type.String() });
export type SiteOption = Static<typeof SiteOption>;
export const PlatformOption = Type.Object({
  name: Type.String({ description: "what a store stores and the API accepts (the platform's Chinese name)" }),
  name_en: Type.String({ description: 'the name an English screen shows (the same for Latin names, e.g. Amazon)' }),
  sites: Type.Array(SiteOption),
});
export type PlatformOption = Static<typeof PlatformOption>;
export const StorePlatforms = Type.Array(PlatformOption);

// ── stores ──

export const StoreMemberRef = Type.Object({ id: Type.Integer(), name: Type.String() });
export type StoreMemberRef = Static<typeof StoreMemberRef>;
export const StoreTagRef = Type.Object({ id: Type.Integer(), name: Type.String(), color: Type.String() });
export type StoreTagRef = Static<typeof StoreTagRef>;

export const StoreItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  platform: Type.String(),
  site: Type.String(),
  account: Type.String(),
  address: Type.String({ description: 'store back-office address' }),
  principal_name: Type.String(),
  remark: Type.String(),
  has_password: Type.Boolean({ description: 'the password itself never leaves the server' }),
  cookie_count: Type.Integer({ description: 'cookies imported (they never leave the server in a list)' }),
  cookie_mode: Type.String(),
  sync_cookie: Literals([0, 1]),
  webgl: Literals([0, 1]),
  ua_type: Type.String(),
  ua_os: Type.String(),
  user_agent: Type.String(),
  tags: Type.Array(StoreTagRef),
  ip_device: Type.Union([
    Type.Object({
      id: Type.Integer(),
      address: Type.String(),
      port: Type.Union([Type.Integer(), Type.Null()]),
      protocol: Type.String(),
      expiration_time: Type.Union([Type.String(), Type.Null()]),
    }),
    Type.Null(),
  ]),
  members: Type.Array(StoreMemberRef, { description: 'authorized employees' }),
  last_login_user: Type.String({ description: 'name of the member who last logged in, empty when never' }),
  last_login_at: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
});
export type StoreItem = Static<typeof StoreItem>;
export const StoreFilters = {
  keyword: Type.Optional(
    Type.String({ maxLength: KEYWORD_MAX_LENGTH, description: 'name, account, principal or remark contains' }),
  ),
  platform: Type.Optional(Type.String({ maxLength: 50, description: 'exact platform, e.g. Amazon' })),
  site: Type.Optional(Type.String({ maxLength: 20, description: 'exact site code, e.g. US' })),
  tag_id: Type.Optional(Type.Integer({ minimum: 1, description: 'stores carrying this tag' })),
  member_id: Type.Optional(Type.Integer({ minimum: 1, description: 'stores this employee is authorized for' })),
};
export const StoreListQuery = Type.Object({
  ...PagingQuery,
  view: Type.Optional(
    Literals(
      STORE_VIEWS.filter((v) => v !== 'transfers'),
      { default: 'all' },
    ),
  ),
  ...StoreFilters,
});
export type StoreListQuery = Static<typeof StoreListQuery>;
export const StoreExportQuery = Type.Object(StoreFilters);
export const StoreList = PageOf(StoreItem);
export const StoreCounters = Type.Record(Type.String(), Type.Integer(), { description: 'one total per view' });
export type StoreCounters = Record<StoreView, number>;

const Short = (max: number) => Type.String({ maxLength: max, ...messages(M.field) });

/** What a manager types for a store (password '' on edit keeps the stored one). */
const StoreFields = {
  name: Type.String({ minLength: 1, maxLength: 100, ...messages({ required: M.nameRequired, invalid: M.field }) }),
  address: Type.Optional(Short(300)),
  account: Type.String({
    minLength: 1,
    maxLength: 100,
    ...messages({ required: M.accountRequired, invalid: M.field }),
  }),
  password: Type.Optional(Short(100)),
  principal_name: Type.Optional(Short(50)),
  platform: Type.String({
    minLength: 1,
    maxLength: 50,
    ...messages({ required: M.platformRequired, invalid: M.platform }),
  }),
  site: Type.Optional(Short(20)),
  tag_ids: Type.Optional(Type.Array(Id, { maxItems: MAX_STORE_TAGS, ...messages(M.tags) })),
  remark: Type.Optional(Short(200)),
  cookie_mode: Type.Optional(Literals(COOKIE_MODES)),
  sync_cookie: Type.Optional(Literals([0, 1])),
  webgl: Type.Optional(Literals([0, 1])),
  ua_type: Literals(UA_TYPES, { ...messages({ required: M.uaTypeRequired, invalid: M.uaTypeRequired }) }),
  ua_os: Type.Optional(Literals(['', ...UA_OSES], { ...messages(M.uaOs) })),
  user_agent: Type.Optional(Type.String({ maxLength: 500, ...messages({ required: M.uaRequired, invalid: M.field }) })),
};
export const StoreAddBody = Type.Object(StoreFields);
export type StoreAddBody = Static<typeof StoreAddBody>;
export const StoreUpdateBody = Type.Object({ id: Id, ...StoreFields });
export type StoreUpdateBody = Static<typeof StoreUpdateBody>;
export const StoreIds = Type.Object({ ids: Type.Array(Id, { minItems: 1, maxItems: 500, uniqueItems: true }) });
export const StoreIdBody = Type.Object({ id: Id });

/** A JSON cookie array (browser-extension export) or a Netscape cookies.txt. */
export const StoreCookieBody = Type.Object({
  id: Id,
  cookie: Type.String({ maxLength: 500_000, ...messages({ required: M.cookieRequired, invalid: M.cookieFormat }) }),
});
export const StoreCookieResult = Type.Object({ cookie_count: Type.Integer(), cache_cleared: Type.Boolean() });

export const StoreBindDeviceBody = Type.Object({
  id: Id,
  ip_device_id: Type.Union([Id, Type.Null()], { description: 'null unbinds' }),
});
export const StoreAuthorizeBody = Type.Object({
  ids: Type.Array(Id, { minItems: 1, maxItems: 500, uniqueItems: true }),
  user_ids: Type.Array(Id, { maxItems: 500, uniqueItems: true, description: 'the full set of authorized employees' }),
});
export const StoreHandoverBody = Type.Object({
  ids: Type.Array(Id, { minItems: 1, maxItems: 500, uniqueItems: true }),
  from_user_id: Id,
  to_user_id: Id,
});
export type StoreHandoverBody = Static<typeof StoreHandoverBody>;

export const StoreTransfer = Type.Object({
  id: Type.Integer(),
  store_id: Type.Integer(),
  store_name: Type.String(),
  from_user: Type.String(),
  to_user: Type.String(),
  operator: Type.String(),
  created_at: Type.String(),
});
export type StoreTransfer = Static<typeof StoreTransfer>;
export const StoreTransferQuery = Type.Object({
  ...PagingQuery,
  keyword: Type.Optional(Type.String({ maxLength: KEYWORD_MAX_LENGTH, description: 'store or member name contains' })),
});
export type StoreTransferQuery = Static<typeof StoreTransferQuery>;

/** What the browser-extension bridge needs to open the store; no store password for employees. */
export const StoreEnv = Type.Object({
  store_id: Type.Integer(),
  name: Type.String(),
  platform: Type.String(),
  site: Type.String(),
  address: Type.String(),
  account: Type.String(),
  password: Type.Optional(Type.String({ description: 'managers only' })),
  device: Type.Union([
    Type.Object({
      protocol: Type.String(),
      address: Type.String(),
      port: Type.Union([Type.Integer(), Type.Null()]),
      username: Type.String(),
    }),
    Type.Null(),
  ]),
  cookies: Type.Array(Type.Record(Type.String(), Type.Unknown())),
  cookie_mode: Type.String(),
  sync_cookie: Literals([0, 1]),
  webgl: Literals([0, 1]),
  ua_type: Type.String(),
  ua_os: Type.String(),
  user_agent: Type.String(),
  cache_version: Type.Integer({ description: 'changes when a cookie import cleared the store cache' }),
  opened_at: Type.String(),
});
export type StoreEnv = Static<typeof StoreEnv>;

// ── tags ──

export const StoreTag = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  color: Type.String(),
  store_count: Type.Integer(),
  created_at: Type.String(),
});
export type StoreTag = Static<typeof StoreTag>;
const TagName = Type.String({
  minLength: 1,
  maxLength: 20,
  ...messages({ required: M.tagNameRequired, invalid: M.field }),
});
const TagColor = Type.String({ maxLength: 20, ...messages(M.tagColor) });
export const StoreTagAddBody = Type.Object({ name: TagName, color: Type.Optional(TagColor) });
export type StoreTagAddBody = Static<typeof StoreTagAddBody>;
export const StoreTagUpdateBody = Type.Object({ id: Id, name: TagName, color: Type.Optional(TagColor) });
export type StoreTagUpdateBody = Static<typeof StoreTagUpdateBody>;

// ── extraction records ──

export const StoreExtraction = Type.Object({
  id: Type.Integer(),
  store_id: Type.Integer(),
  store_name: Type.String(),
  link: Type.String(),
  code: Type.String(),
  status: Literals(EXTRACTION_STATUSES),
  remark: Type.String(),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type StoreExtraction = Static<typeof StoreExtraction>;
export const StoreExtractionQuery = Type.Object({
  ...PagingQuery,
  store_id: Type.Optional(Type.Integer({ minimum: 1 })),
  status: Type.Optional(Literals(EXTRACTION_STATUSES)),
});
export type StoreExtractionQuery = Static<typeof StoreExtractionQuery>;
export const StoreExtractionAddBody = Type.Object({
  store_id: Id,
  link: Type.String({ minLength: 1, maxLength: 500, ...messages({ required: M.linkRequired, invalid: M.link }) }),
  code: Type.String({ minLength: 1, maxLength: 50, ...messages({ required: M.codeRequired, invalid: M.field }) }),
  remark: Type.Optional(Short(200)),
});
export type StoreExtractionAddBody = Static<typeof StoreExtractionAddBody>;
export const StoreExtractionStatusBody = Type.Object({
  id: Id,
  status: Literals(EXTRACTION_STATUSES),
});
