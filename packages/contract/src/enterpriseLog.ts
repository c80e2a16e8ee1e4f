// The enterprise log (spec §2 enterprise configuration: who changed what, when, from where) and
// the binding settings (WeChat binding, bound mobile). Admins and staff managers read the log;
// only the boss sees and changes the bindings (access.ts).
import { Type, type Static } from 'typebox';
import { KEYWORD_MAX_LENGTH } from './limits';
import { Literals, PageOf, PagingQuery } from './paging';

const Day = (description: string) => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description });

/** The console area a change belongs to (the log's area filter). */
export const LOG_AREAS = ['devices', 'accounts', 'network', 'stores', 'org', 'security', 'billing', 'company'] as const;
export type LogAreaKey = (typeof LOG_AREAS)[number];
export const LOG_RESULTS = ['ok', 'failed', 'refused'] as const;
export type LogResult = (typeof LOG_RESULTS)[number];

export const EnterpriseLogItem = Type.Object({
  id: Type.Integer(),
  created_at: Type.String({ description: 'ISO time' }),
  user_id: Type.Union([Type.Integer(), Type.Null()], { description: 'null for a login attempt by an unknown name' }),
  actor_name: Type.String({ description: 'the member as named when the change was made' }),
  area: Type.String({ description: LOG_AREAS.join(' | ') }),
  action: Type.String({ description: "stable key, e.g. 'phone.rename' (the console translates it)" }),
  target_type: Type.String(),
  target_id: Type.String(),
  target_name: Type.String(),
  before: Type.Unknown({ description: 'the value before the change (any JSON), null when not recorded' }),
  after: Type.Unknown({ description: 'the value after the change (any JSON), null when not recorded' }),
  reason: Type.String({ description: 'why a change was refused or failed; empty otherwise' }),
  summary: Type.String({ description: '"before → after" as text, empty when neither was recorded' }),
  result: Type.String({ description: LOG_RESULTS.join(' | ') }),
  ip: Type.String(),
  terminal_code: Type.String(),
});
export type EnterpriseLogItem = Static<typeof EnterpriseLogItem>;

export const EnterpriseLogFilters = {
  user_id: Type.Optional(Type.Integer({ minimum: 1, description: 'the member who acted' })),
  area: Type.Optional(Literals(LOG_AREAS)),
  action: Type.Optional(Type.String({ maxLength: 40, description: 'exact action key' })),
  result: Type.Optional(Literals(LOG_RESULTS)),
  date_from: Type.Optional(Day('first day, YYYY-MM-DD, China Standard Time (UTC+8), inclusive')),
  date_to: Type.Optional(Day('last day, YYYY-MM-DD, China Standard Time (UTC+8), inclusive')),
  keyword: Type.Optional(Type.String({ maxLength: KEYWORD_MAX_LENGTH, description: 'part of the target name' })),
};
export const EnterpriseLogListQuery = Type.Object({ ...PagingQuery, ...EnterpriseLogFilters });
export type EnterpriseLogListQuery = Static<typeof EnterpriseLogListQuery>;
export const EnterpriseLogExportQuery = Type.Object(EnterpriseLogFilters);
export type EnterpriseLogExportQuery = Static<typeof EnterpriseLogExportQuery>;
export const EnterpriseLogList = PageOf(EnterpriseLogItem);

/** GET /company/bindings (the boss). */
export const CompanyBindings = Type.Object({
  is_bind_wc: Type.Union([Type.Literal(0), Type.Literal(1)], { description: 'member info is_bind_wc' }),
  phone_masked: Type.String({ description: 'the bound mobile, middle digits hidden: 138****0000; empty when none' }),
  wechat_qr: Type.String({
    description: 'URL of the 微信公众号 QR (website config weixingongzhonghao); empty when unset',
  }),
});
export type CompanyBindings = Static<typeof CompanyBindings>;
