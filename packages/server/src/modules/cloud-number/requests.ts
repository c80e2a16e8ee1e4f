// Reads the bodies of the cloud number actions with one clear message per bad field (40001).
// Pure: the routes declare the fields loosely and everything is checked here, before any write.
import { AppError, Code } from '../../lib/envelope';
import { INT4_MAX } from '../../lib/input-guard';
import { MAX_BUY_QUANTITY, MAX_RENEW_IDS, PAY_TYPES, regionOf, type PayType, type Region } from './pricing';

const bad = (message: string): never => { throw new AppError(Code.VALIDATION, message); };
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);
/** A row id an integer (int4) column can hold. */
const isId = (v: unknown): v is number => isInt(v) && v >= 1 && v <= INT4_MAX;

export const MESSAGES = {
  region: '请选择地区（中国大陆或中国香港）',
  quantity: `购买数量应为1-${MAX_BUY_QUANTITY}的整数`,
  months: '时长应为1-12个月',
  payType: '请选择支付方式（余额、支付宝或微信）',
  expectedPay: '应付金额不正确',
  idsEmpty: '请选择云号码',
  idsTooMany: `一次最多选择${MAX_RENEW_IDS}个云号码`,
  idsBad: '云号码ID不正确',
  toUser: '请选择要转移给的成员',
  autoRenew: '自动续费取值应为0或1',
} as const;

export function readRegion(v: unknown): Region {
  return regionOf(v)?.value ?? bad(MESSAGES.region);
}

export function readQuantity(v: unknown): number {
  return isInt(v) && v >= 1 && v <= MAX_BUY_QUANTITY ? v : bad(MESSAGES.quantity);
}

export function readMonths(v: unknown): number {
  return isInt(v) && v >= 1 && v <= 12 ? v : bad(MESSAGES.months);
}

export function readPayType(v: unknown): PayType {
  return PAY_TYPES.includes(v as PayType) ? (v as PayType) : bad(MESSAGES.payType);
}

export function readExpectedPay(v: unknown): number {
  return isInt(v) && v >= 0 ? v : bad(MESSAGES.expectedPay);
}

/** 1..500 positive integer ids, duplicates dropped. */
export function readIds(v: unknown): number[] {
  if (!Array.isArray(v) || v.length === 0) bad(MESSAGES.idsEmpty);
  const ids = v as unknown[];
  if (!ids.every(isId)) bad(MESSAGES.idsBad);
  const unique = [...new Set(ids as number[])];
  return unique.length > MAX_RENEW_IDS ? bad(MESSAGES.idsTooMany) : unique;
}

export function readUserId(v: unknown): number {
  return isId(v) ? v : bad(MESSAGES.toUser);
}

export function readAutoRenew(v: unknown): boolean {
  return v === 0 || v === 1 ? v === 1 : bad(MESSAGES.autoRenew);
}
