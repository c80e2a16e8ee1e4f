// Security (spec §2/§3/§4/§6): member login control (authorization method + daily login window),
// terminal authorization requests (waiting / passed / rejected), the terminal whitelist, and the
// waiting login's one-time ticket (POST /user/terminalLogin).
import { Type, type Static } from 'typebox';
import { KEYWORD_MAX_LENGTH, TERMINAL_KEYWORD_MAX_LENGTH } from './limits';
import type { Localized } from './localized';
import { messages } from './messages';
import { ORG_MESSAGES, WHITELIST_MESSAGES } from './orgMessages';
import { Id, Literals, NullableInt, PageOf, PagingQuery } from './paging';

/** spec §6: 1 every terminal permanently authorized, 2 first terminal permanent then approval, 3 every new terminal needs approval. */
export const AUTH_METHODS = [1, 2, 3] as const;
export type AuthMethod = (typeof AUTH_METHODS)[number];
export const TERMINAL_STATUSES = ['waiting', 'passed', 'rejected'] as const;
export type TerminalStatus = (typeof TERMINAL_STATUSES)[number];
/** How often a waiting login asks again (ms). */
export const TERMINAL_POLL_MS = 3000;
/** 'HH:MM', 00:00..23:59. */
export const CLOCK_TIME_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';

/** data of a login (or ticket poll) whose terminal waits for approval; the code is Code.TERMINAL_WAITING. */
export const TerminalWaiting = Type.Object({
  ticket: Type.String({ description: 'one-time; poll POST /user/terminalLogin with it' }),
  poll_ms: Type.Integer(),
  expires_in: Type.Integer({ description: 'seconds the ticket stays valid' }),
});
export type TerminalWaiting = Static<typeof TerminalWaiting>;
export const TerminalLoginBody = Type.Object({
  ticket: Type.String({
    minLength: 1,
    maxLength: 100,
    ...messages({ zh: '登录申请凭证无效，请重新登录', en: 'Invalid sign-in request ticket; sign in again' }),
  }),
});
export type TerminalLoginBody = Static<typeof TerminalLoginBody>;

const ClockTime = Type.Union([Type.String({ pattern: CLOCK_TIME_PATTERN }), Type.Null()], {
  description: "'HH:MM' (Asia/Shanghai) or null; both null = any time; end before start spans midnight",
  ...messages({ zh: '登录时段格式不正确，请使用 HH:MM', en: 'Invalid sign-in hours; use HH:MM' }),
});

export const SecurityMemberItem = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  name: Type.String(),
  phone: Type.String(),
  role: Literals(['manager', 'employee']),
  department_name: Type.String(),
  status: Type.String(),
  auth_method: Literals(AUTH_METHODS),
  login_time_start: Type.Union([Type.String(), Type.Null()]),
  login_time_end: Type.Union([Type.String(), Type.Null()]),
  last_login_at: Type.Union([Type.String(), Type.Null()]),
  terminal_count: Type.Integer({ description: 'passed terminals' }),
});
export type SecurityMemberItem = Static<typeof SecurityMemberItem>;
export const SecurityMembersQuery = Type.Object({
  ...PagingQuery,
  keyword: Type.Optional(
    Type.String({ maxLength: KEYWORD_MAX_LENGTH, description: 'username, name or phone contains' }),
  ),
});
export type SecurityMembersQuery = Static<typeof SecurityMembersQuery>;
export const SecurityMemberList = PageOf(SecurityMemberItem);

export const LoginControlBody = Type.Object({
  user_ids: Type.Array(Id, {
    minItems: 1,
    maxItems: 200,
    uniqueItems: true,
    ...messages({
      invalid: ORG_MESSAGES.membersRequired,
      required: ORG_MESSAGES.membersRequired,
      items: { zh: '成员不正确', en: 'Invalid member' },
    }),
  }),
  auth_method: Literals(AUTH_METHODS, {
    ...messages({ invalid: ORG_MESSAGES.authMethod, required: ORG_MESSAGES.authMethodRequired }),
  }),
  login_time_start: ClockTime,
  login_time_end: ClockTime,
});
export type LoginControlBody = Static<typeof LoginControlBody>;
export const LoginControlResult = Type.Object({ updated: Type.Integer() });

export const TerminalRequestsQuery = Type.Object({
  ...PagingQuery,
  status: Type.Optional(Literals(TERMINAL_STATUSES, { default: 'waiting' })),
  keyword: Type.Optional(
    Type.String({
      maxLength: TERMINAL_KEYWORD_MAX_LENGTH,
      description: 'member name, username or terminal code contains',
    }),
  ),
});
export type TerminalRequestsQuery = Static<typeof TerminalRequestsQuery>;
export const TerminalRequestItem = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  username: Type.String(),
  name: Type.String(),
  role: Type.String({ description: "the member's role, 'manager' | 'employee' (who may decide: the member rule)" }),
  terminal_code: Type.String(),
  ip: Type.String(),
  user_agent: Type.String(),
  status: Literals(TERMINAL_STATUSES),
  requested_at: Type.String(),
  last_seen_at: Type.String(),
  decided_at: Type.Union([Type.String(), Type.Null()]),
  decided_by: NullableInt,
  decided_by_name: Type.String(),
});
export type TerminalRequestItem = Static<typeof TerminalRequestItem>;
export const TerminalRequestList = PageOf(TerminalRequestItem);
const SELECT_REQUESTS: Localized = { zh: '请选择登录申请', en: 'Choose a sign-in request' };
export const TerminalDecisionBody = Type.Object({
  ids: Type.Array(Id, {
    minItems: 1,
    maxItems: 200,
    uniqueItems: true,
    ...messages({ invalid: SELECT_REQUESTS, required: SELECT_REQUESTS }),
  }),
});
export type TerminalDecisionBody = Static<typeof TerminalDecisionBody>;
export const TerminalDecisionResult = Type.Object({ updated: Type.Integer() });

export const WhitelistItem = Type.Object({
  id: Type.Integer(),
  terminal_code: Type.String(),
  mac: Type.String(),
  remark: Type.String(),
  created_at: Type.String(),
  created_by: Type.Integer(),
  created_by_name: Type.String(),
});
export type WhitelistItem = Static<typeof WhitelistItem>;
export const WhitelistQuery = Type.Object({
  ...PagingQuery,
  keyword: Type.Optional(
    Type.String({ maxLength: TERMINAL_KEYWORD_MAX_LENGTH, description: 'terminal code, MAC or remark contains' }),
  ),
});
export type WhitelistQuery = Static<typeof WhitelistQuery>;
export const WhitelistList = PageOf(WhitelistItem);
export const WhitelistAddBody = Type.Object({
  terminal_code: Type.String({
    maxLength: 64,
    ...messages({ invalid: WHITELIST_MESSAGES.codeTooLong, required: WHITELIST_MESSAGES.codeRequired }),
  }),
  mac: Type.Optional(
    Type.String({
      maxLength: 17,
      description: 'informative only',
      ...messages(WHITELIST_MESSAGES.mac),
    }),
  ),
  remark: Type.Optional(
    Type.String({
      maxLength: 100,
      ...messages(WHITELIST_MESSAGES.remarkTooLong),
    }),
  ),
});
export type WhitelistAddBody = Static<typeof WhitelistAddBody>;
const SELECT_WHITELIST: Localized = { zh: '请选择白名单终端', en: 'Choose a whitelisted terminal' };
export const WhitelistDeleteBody = Type.Object({
  ids: Type.Array(Id, {
    minItems: 1,
    maxItems: 200,
    uniqueItems: true,
    ...messages({ invalid: SELECT_WHITELIST, required: SELECT_WHITELIST }),
  }),
});
export type WhitelistDeleteBody = Static<typeof WhitelistDeleteBody>;
