// Cloud phones: lists, detail, groups, bindings, operations (tasks), sync, recycle bin
// (docs/api-devices.md "Phone operations").
import { Type, type Static } from 'typebox';
import { KEYWORD_MAX_LENGTH, MAX_PHONE_IDS } from './limits';
import { joinList, type Localized } from './localized';
import { messages } from './messages';
import { FilterStatus, Id, Literals, NullableInt, PageOf, PagingQuery } from './paging';
import { RESOLUTION_IDS } from './resolutions';

export { MAX_PHONE_IDS };
/** `phone_ids`: 1..500 positive integers. */
export const PhoneIds = Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: MAX_PHONE_IDS });
const PhoneIdsBody = Type.Object({ phone_ids: PhoneIds });

/** The status a person reads: expiry first, then the provider's health. */
export const PHONE_STATES = ['normal', 'expiring', 'expired', 'abnormal'] as const;
export type PhoneState = (typeof PHONE_STATES)[number];

/** One row of /phone/list (also the recycle bin's rows). */
export const PhoneItem = Type.Object({
  id: Type.Integer(),
  phone_name: Type.String(),
  is_domestic_name: Type.String(),
  spec_name: Type.String(),
  version: Type.String(),
  group_id: NullableInt,
  group_name: Type.String(),
  remark: Type.String(),
  account_id: NullableInt,
  account_name: Type.String(),
  network_card_id: NullableInt,
  network_card_name: Type.String(),
  status: Type.Union([Type.Literal('normal'), Type.Literal('abnormal')]),
  state: Literals(PHONE_STATES, {
    description:
      "what the status column shows, derived from expiry and health: 'expired' (expiry passed) before 'abnormal' before 'expiring' (≤ 3 days left) before 'normal'",
  }),
  expiration_time: Type.String({ description: 'ISO 8601' }),
  remain_day: Type.Integer(),
  remain_hour: Type.Integer(),
  is_expired: Type.Union([Type.Literal(0), Type.Literal(1)]),
  auto_renew: Type.Union([Type.Literal(0), Type.Literal(1)]),
  created_at: Type.String(),
});
export type Phone = Static<typeof PhoneItem>;

export const POWER_STATES = ['running', 'stopped', 'restarting', 'resetting'] as const;
export const PhoneDetail = Type.Object({
  ...PhoneItem.properties,
  region: Type.String({ description: "'cn' | 'hk'" }),
  platform: Type.String(),
  power_state: Type.String({ description: POWER_STATES.join(' | ') }),
  pod_property: Type.Record(Type.String(), Type.Unknown()),
  assigned_user_id: NullableInt,
  assigned_user_name: Type.String(),
  order_no: Type.String(),
  last_synced_at: Type.Union([Type.String(), Type.Null()]),
});
export type PhoneDetail = Static<typeof PhoneDetail>;

export const PhoneCounters = Type.Object({
  allCnt: Type.Integer(),
  willExpiredCnt: Type.Integer(),
  expiredCnt: Type.Integer(),
});
export type PhoneCounters = Static<typeof PhoneCounters>;

export const PhoneFilters = {
  filterStatus: FilterStatus([0, 1, 2, 4, 6], '0 all, 1 will expire, 2 expired, 4 no sub-account, 6 no network card'),
  keyword: Type.Optional(Type.String({ maxLength: KEYWORD_MAX_LENGTH, description: 'phone name or remark contains' })),
};
/** Columns the phone list (and its export) can be ordered by: `sort=<field>:asc|desc`. */
export const PHONE_SORT_FIELDS = ['expiration_time', 'phone_name', 'created_at'] as const;
export type PhoneSortField = (typeof PHONE_SORT_FIELDS)[number];
export const PHONE_SORTS = PHONE_SORT_FIELDS.flatMap((f) => [`${f}:asc`, `${f}:desc`] as const);
export type PhoneSort = `${PhoneSortField}:${'asc' | 'desc'}`;
export const PHONE_SORT_MESSAGE: Localized = {
  zh: `排序参数无效，可选：${joinList(PHONE_SORT_FIELDS, 'zh')}，后接 :asc 或 :desc`,
  en: `Invalid sort; choose from ${joinList(PHONE_SORT_FIELDS, 'en')}, followed by :asc or :desc`,
};
const PhoneSortQuery = {
  sort: Type.Optional(
    Literals(PHONE_SORTS as readonly PhoneSort[], {
      description: 'list order; without it: expiration_time ascending (id breaks ties)',
      ...messages(PHONE_SORT_MESSAGE),
    }),
  ),
};
export const PhoneListQuery = Type.Object({ ...PagingQuery, ...PhoneFilters, ...PhoneSortQuery });
export type PhoneListQuery = Static<typeof PhoneListQuery>;
export const PhoneExportQuery = Type.Object({ ...PhoneFilters, ...PhoneSortQuery });
export const PhoneList = PageOf(PhoneItem);
export type PhoneList = Static<typeof PhoneList>;

/** A row of GET /phone/all (the selectors). */
export const PhoneBrief = Type.Object({
  id: Type.Integer(),
  phone_name: Type.String(),
  group_id: NullableInt,
  account_id: NullableInt,
  network_card_id: NullableInt,
});
export type PhoneBrief = Static<typeof PhoneBrief>;
export const PhoneAllQuery = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: KEYWORD_MAX_LENGTH, description: 'phone name or remark contains' })),
});
export const PhoneAll = Type.Object({ list: Type.Array(PhoneBrief) });
export const PhoneDetailQuery = Type.Object({ id: Id });
export const PhoneRemarkBody = Type.Object({ id: Id, remark: Type.String({ maxLength: 200 }) });
export const PhoneAssignBody = Type.Object({ phone_ids: PhoneIds, user_id: Type.Union([Id, Type.Null()]) });
export const ArmTokenBody = Type.Object({ phone_id: Id });
export const ArmToken = Type.Object({ token: Type.String(), expires_at: Type.String() });
export type ArmToken = Static<typeof ArmToken>;
export const Updated = Type.Object({ updated: Type.Integer() });
export type Updated = Static<typeof Updated>;

// groups
export const PhoneGroup = Type.Object({ id: Type.Integer(), name: Type.String(), phone_count: Type.Integer() });
export type PhoneGroup = Static<typeof PhoneGroup>;
export const PhoneGroupList = Type.Object({ list: Type.Array(PhoneGroup) });
const GroupName = Type.String({ maxLength: 50, description: '1..50 characters (trimmed)' });
export const GroupCreateBody = Type.Object({ name: GroupName });
export const GroupCreated = Type.Object({ id: Type.Integer(), name: Type.String() });
export type GroupCreated = Static<typeof GroupCreated>;
export const GroupRenameBody = Type.Object({ id: Id, name: GroupName });
export const GroupDeleteBody = Type.Object({ id: Id });
export const GroupSetBody = Type.Object({ phone_ids: PhoneIds, group_id: Type.Union([Id, Type.Null()]) });

// bindings (they change the phone row)
export const BindNetworkCardBody = Type.Object({ phone_id: Id, network_card_id: Type.Union([Id, Type.Null()]) });
export const BindAccountBody = Type.Object({ phone_id: Id, account_id: Type.Union([Id, Type.Null()]) });

// tasks: one per phone for every operation sent to the provider
export const TASK_KINDS = ['action', 'upload', 'execute', 'install', 'uninstall', 'property', 'reload'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];
export type TaskStatus = Task['status'];
export const Task = Type.Object({
  id: Type.Integer(),
  phone_id: Type.Integer(),
  phone_name: Type.String(),
  kind: Type.Union([
    Type.Literal('action'),
    Type.Literal('upload'),
    Type.Literal('execute'),
    Type.Literal('install'),
    Type.Literal('uninstall'),
    Type.Literal('property'),
    Type.Literal('reload'),
  ]),
  payload: Type.Record(Type.String(), Type.Unknown()),
  status: Type.Union([
    Type.Literal('pending'),
    Type.Literal('running'),
    Type.Literal('success'),
    Type.Literal('failed'),
  ]),
  result: Type.String(),
  created_at: Type.String(),
  finished_at: Type.Union([Type.String(), Type.Null()]),
});
export type Task = Static<typeof Task>;
export const TasksResult = Type.Object({ tasks: Type.Array(Task) });
export type TasksResult = Static<typeof TasksResult>;
export const PhoneTasksQuery = Type.Object({ ...PagingQuery, phone_id: Type.Optional(Id) });

export const PHONE_ACTIONS = ['restart', 'reset', 'powerOn', 'powerOff'] as const;
export type PhoneAction = (typeof PHONE_ACTIONS)[number];
export const PhoneActionBody = Type.Object({
  phone_ids: PhoneIds,
  action: Type.Union([
    Type.Literal('restart'),
    Type.Literal('reset'),
    Type.Literal('powerOn'),
    Type.Literal('powerOff'),
  ]),
});
export const PhoneUploadBody = Type.Object({ phone_ids: PhoneIds, file_id: Id });
export const PhoneExecuteBody = Type.Object({ phone_ids: PhoneIds, command: Type.String({ maxLength: 1000 }) });

export const RESOLUTION_MESSAGE: Localized = {
  zh: '分辨率不在可选范围内',
  en: 'The resolution is not one of the options',
};
export const PodPropertyBody = Type.Object({
  phone_ids: PhoneIds,
  property: Type.Object(
    {
      resolution: Type.Optional(
        Literals(RESOLUTION_IDS, {
          description: "'width,height' from the spec §9 list; '0,0' = follow the computer",
          ...messages(RESOLUTION_MESSAGE),
        }),
      ),
      dpi: Type.Optional(Type.Integer({ minimum: 120, maximum: 640 })),
    },
    { additionalProperties: false },
  ),
});

// sync
export const SyncRecord = Type.Object({
  id: Type.Integer(),
  created_at: Type.String(),
  phone_count: Type.Integer(),
  result: Type.Union([Type.Literal('success'), Type.Literal('partial'), Type.Literal('failed')]),
  detail: Type.String(),
  user_name: Type.String(),
});
export type SyncRecord = Static<typeof SyncRecord>;
export const SyncBody = Type.Object({ phone_ids: Type.Optional(PhoneIds) });
export const ReloadBody = PhoneIdsBody;

// recycle bin
export const PhoneIdsOnlyBody = PhoneIdsBody;
export const Removed = Type.Object({ recycled: Type.Integer(), purged: Type.Integer() });
export type Removed = Static<typeof Removed>;
export const Restored = Type.Object({ restored: Type.Integer() });
export type Restored = Static<typeof Restored>;
