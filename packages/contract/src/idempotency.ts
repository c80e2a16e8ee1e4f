// Money moves once (issue 31): every endpoint that moves money says here how a repeat of it is
// made harmless, and the server refuses to move money in any other route
// (packages/server/src/lib/idempotency.ts).
//   'key'      the caller sends an Idempotency-Key header, one per attempt (a checkout, a recharge,
//              a pay or cancel click) and the same on every try of that attempt; the server keeps
//              the key with the request's fingerprint and its answer for 24 h, so a retry gets the
//              first answer, never a second charge (as Stripe's and Aliyun's APIs do)
//   'gateway'  a payment gateway's signed notification: its notify id and the order's status make
//              a repeat answer the same and credit nothing twice
// TypeBox-free on purpose: the browser's request layer reads it too (`@console/contract/idempotency`).
import type { Endpoint } from './access';
import type { Localized } from './localized';

export type MoneyGuard = 'key' | 'gateway';

export const MONEY_ROUTES = {
  'POST /phone/buyV1': 'key',
  'POST /phone/freeTrial': 'key',
  'POST /phone/renewV1': 'key',
  'POST /cloudNumber/buy': 'key',
  'POST /cloudNumber/renew': 'key',
  'POST /account/batchPaymentV1': 'key',
  'POST /memory/batchPayment': 'key',
  'POST /networkCard/buy': 'key',
  'POST /networkCard/renew': 'key',
  'POST /ipDevice/buy': 'key',
  'POST /ipDevice/renew': 'key',
  'POST /phone/recharge': 'key',
  'POST /order/pay': 'key',
  'POST /order/cancel': 'key',
  'POST /pay/notify/:channel': 'gateway',
  'POST /pay/simulator/:orderNo/confirm': 'gateway',
} as const satisfies Partial<Record<Endpoint, MoneyGuard>>;

export type MoneyEndpoint = keyof typeof MONEY_ROUTES;

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** A key: 16–64 letters, digits, '-' or '_' (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
/** How long the server keeps a key and its answer. */
export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;
/** Header of an answer that is the stored answer of an earlier try. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

export const IDEMPOTENCY_MESSAGES = {
  missing: {
    zh: '缺少 Idempotency-Key 请求头：付款类操作每次需带一个幂等键',
    en: 'The Idempotency-Key header is missing: every payment request needs an idempotency key',
  },
  malformed: {
    zh: 'Idempotency-Key 格式不正确（16–64 位字母、数字、- 或 _）',
    en: 'Invalid Idempotency-Key (16–64 letters, digits, - or _)',
  },
  reused: {
    zh: '该幂等键已用于另一笔请求，请刷新页面后重新操作',
    en: 'This idempotency key was already used for another request; refresh the page and try again',
  },
  inProgress: {
    zh: '该操作仍在处理中，请稍后在订单列表查看结果',
    en: 'The operation is still being processed; check the result in the order list later',
  },
} as const satisfies Readonly<Record<string, Localized>>;

/** Does a call to this 'METHOD /path' need an Idempotency-Key? */
export function needsIdempotencyKey(endpoint: string): boolean {
  return (MONEY_ROUTES as Readonly<Record<string, MoneyGuard>>)[endpoint] === 'key';
}
