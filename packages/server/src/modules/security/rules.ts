// Staff login control, free of HTTP (spec §6): the daily login window in the business time zone
// and the authorization method's answer for a terminal. The boss (level ≠ 3) is the owner and is
// exempt from both.
//
//   inLoginWindow(start, end, now)  'HH:MM' bounds (Asia/Shanghai), both null = any time; end
//                                    before start spans midnight; both minutes are allowed
//   windowRefusal(user, now)        the refusal message, or null when the member may be in now
//   terminalDecision(method, …)     what a login from a terminal the member has no row for gets

import type { Localized } from '@console/contract/localized';

/** Asia/Shanghai has no daylight saving: UTC+8 all year. */
const BUSINESS_OFFSET_MINUTES = 8 * 60;

export const AUTH_METHOD_ALL = 1;
export const AUTH_METHOD_FIRST = 2;
export const AUTH_METHOD_EACH = 3;

const toMinutes = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** Minutes since local midnight in Asia/Shanghai. */
export function businessMinutes(now: Date): number {
  const utc = now.getUTCHours() * 60 + now.getUTCMinutes();
  return (utc + BUSINESS_OFFSET_MINUTES) % (24 * 60);
}

export function inLoginWindow(start: string | null, end: string | null, now: Date): boolean {
  if (!start || !end) return true;
  const m = businessMinutes(now);
  const s = toMinutes(start);
  const e = toMinutes(end);
  if (s === e) return m === s;
  return s < e ? m >= s && m <= e : m >= s || m <= e;
}

export const windowMessage = (start: string, end: string): Localized => ({
  zh: `当前不在允许的登录时段（${start}-${end}）内，请在允许时段登录`,
  en: `Not within the allowed sign-in hours (${start}-${end}), please log in during those hours`,
});

interface WindowedUser {
  level: number;
  loginTimeStart: string | null;
  loginTimeEnd: string | null;
}

export function windowRefusal(user: WindowedUser, now: Date): Localized | null {
  if (user.level !== 3) return null;
  const { loginTimeStart: s, loginTimeEnd: e } = user;
  if (!s || !e || inLoginWindow(s, e, now)) return null;
  return windowMessage(s, e);
}

/** A terminal the member has never logged in from: passed at once, or waiting for approval. */
export function newTerminalStatus(authMethod: number, hasPassedTerminal: boolean): 'passed' | 'waiting' {
  if (authMethod === AUTH_METHOD_ALL) return 'passed';
  if (authMethod === AUTH_METHOD_FIRST && !hasPassedTerminal) return 'passed';
  return 'waiting';
}

export const WAITING_MESSAGE: Localized = {
  zh: '已提交登录申请，请等待上级审批',
  en: 'Login request submitted, waiting for your manager to approve it',
};
export const REJECTED_MESSAGE: Localized = {
  zh: '该终端的登录申请已被拒绝，请联系上级主管',
  en: 'The login request from this terminal was rejected, contact your manager',
};
export const TERMINAL_REQUIRED_MESSAGE: Localized = {
  zh: '无法识别当前终端，请使用浏览器登录控制台',
  en: 'This terminal cannot be identified, please log in to the console from a browser',
};
export const TICKET_INVALID_MESSAGE: Localized = {
  zh: '登录申请已失效，请重新登录',
  en: 'The login request has expired, please log in again',
};
export const ACCOUNT_DISABLED_MESSAGE: Localized = {
  zh: '该账号已被禁用，请联系管理员',
  en: 'This account has been disabled, contact the administrator',
};
/** The log's reason for a refused login of a disabled member. */
export const ACCOUNT_DISABLED_REASON: Localized = { zh: '账号已禁用', en: 'Account disabled' };
/** How long a waiting login's ticket may be polled. */
export const TICKET_TTL_SECONDS = 30 * 60;
