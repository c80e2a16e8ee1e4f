// Form rules of spec §5. Each check returns true/false; form messages are exported constants.
import { ORG_MESSAGES } from '@console/contract/orgMessages';
import { EDIT_PASSWORD } from '@console/contract/passwords';
import { getLanguage, type Language } from './i18n/language';

type Input = string | number | null | undefined;

export const RECHARGE_AMOUNT_MESSAGE = '请输入正确的价格，例：10, 10.00';
/** The contract's sentences (zh and en: the server answers with the same). */
export const PASSWORD_EMPTY_MESSAGE = EDIT_PASSWORD.empty;
export const EDIT_PASSWORD_MESSAGE = EDIT_PASSWORD.message;
export const MOBILE_MESSAGE = ORG_MESSAGES.phone;
export const PASSWORD_MISMATCH_MESSAGE = ORG_MESSAGES.passwordMismatch;
/** the server's pattern for the same field (the contract), so both sides accept the same passwords */
const EDIT_PASSWORD_RE = new RegExp(EDIT_PASSWORD.pattern);

const RECHARGE_RE = /^(([1-9]\d*)|0)(\.\d{1,2})?$/;
const MOBILE_RE = /^1[3-9]\d{9}$/;
const EXTERNAL_RE = /^(https?:|mailto:|tel:)/;
const USERNAME_RE = /^[\u4e00-\u9fa5A-Za-z0-9]{6,24}$/;

function text(v: Input): string {
  return v === null || v === undefined ? '' : String(v).trim();
}

/**
 * Spec §5: "a positive number with at most 2 decimals, or 0 with up to 2 decimals". The server
 * accepts the same; a 0 recharge has nothing to pay (status 1, no order: docs/checkout.md).
 */
export function isRechargeAmount(v: Input): boolean {
  return RECHARGE_RE.test(text(v));
}

/** 11 digits, first 1, second 3-9. */
export function isMobile(v: Input): boolean {
  return MOBILE_RE.test(text(v));
}

/** Links starting with http:, https:, mailto: or tel: open outside the console. */
export function isExternal(v: Input): boolean {
  return EXTERNAL_RE.test(v === null || v === undefined ? '' : String(v));
}

/** 8-16 characters with at least 3 of: lower, upper, digit, special (spec §5 local check). */
export function isStrongPassword(v: Input): boolean {
  const s = v === null || v === undefined ? '' : String(v);
  if (s.length < 8 || s.length > 16) return false;
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(s)).length;
  return classes >= 3;
}

/** Edit-password check: the message in `lang` (the console's language) when invalid, undefined when fine. */
export function checkEditPassword(v: Input, lang: Language = getLanguage()): string | undefined {
  const s = v === null || v === undefined ? '' : String(v);
  if (s === '') return PASSWORD_EMPTY_MESSAGE[lang];
  const ok = s.length >= EDIT_PASSWORD.minLength && s.length <= EDIT_PASSWORD.maxLength && EDIT_PASSWORD_RE.test(s);
  return ok ? undefined : EDIT_PASSWORD_MESSAGE[lang];
}

/** 6-24 characters: Chinese, English letters, digits. */
export function isUsername(v: Input): boolean {
  return USERNAME_RE.test(text(v));
}

/** Member password: 6-30 characters. */
export function isMemberPassword(v: Input): boolean {
  const s = v === null || v === undefined ? '' : String(v);
  return s.length >= 6 && s.length <= 30;
}

/** Login password: at least 6 characters. */
export function isLoginPassword(v: Input): boolean {
  const s = v === null || v === undefined ? '' : String(v);
  return s.length >= 6;
}
