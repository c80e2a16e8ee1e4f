// Display of order fields (spec §3 Order, §4 order/pay statuses, §9 payment methods), with the
// values GET /order/list returns (packages/server/src/modules/order/plugin.ts). Order types are
// labelled by the server's registry (type_label, GET /order/types), not here. Pure module.

import { formatYuan } from '@console/shared';

/** Order statuses the server reports; an awaiting-payment order past 10 minutes comes back as expired. */
export const ORDER_STATUSES = ['awaiting_payment', 'paid', 'buying', 'cancelled', 'expired', 'payment_failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** antd Tag colour of each status. */
export const ORDER_STATUS_COLOR: Record<OrderStatus, string> = {
  awaiting_payment: 'warning',
  paid: 'success',
  buying: 'processing',
  cancelled: 'default',
  expired: 'default',
  payment_failed: 'error',
};

export const PAY_TYPES = ['balance', 'alipay', 'wechat'] as const;

export function isOrderStatus(s: string): s is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(s);
}

/** i18n key of a known value, or undefined (the raw value is shown then). */
export function labelKey(group: 'status' | 'payType', value: string): string | undefined {
  const known: readonly string[] = group === 'status' ? ORDER_STATUSES : PAY_TYPES;
  return known.includes(value) ? `${group}.${value}` : undefined;
}

/** '300.00' → '¥300.00' (the console's one money format); missing → '-'. */
export const yuan = (value: string | null | undefined): string => formatYuan(value);
