// Orders list (purchases and recharges).
import { Type, type Static } from 'typebox';
import { KEYWORD_MAX_LENGTH } from './limits';
import { FilterStatus, Literals, PageOf, PagingQuery } from './paging';

const Day = (description: string) => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description });

const Yuan = (d: string) => Type.String({ description: `${d} in yuan, 2 decimals` });

export const OrderItem = Type.Object({
  id: Type.Integer(),
  order_no: Type.String(),
  type: Type.String({
    description:
      'recharge | phone_buy | phone_renew | account_buy | account_renew | account_memory | network_card_buy | network_card_renew | ip_device_buy | ip_device_renew | cloud_number_buy | cloud_number_renew',
  }),
  goods_name: Type.String({ description: "what was bought, in the request's language (Accept-Language)" }),
  quantity: Type.Integer(),
  total: Yuan('order total'),
  total_fen: Type.Integer(),
  discount: Yuan('discount'),
  discount_fen: Type.Integer(),
  coupon: Yuan('coupon deduction'),
  coupon_fen: Type.Integer(),
  paid: Yuan('amount paid'),
  paid_fen: Type.Integer(),
  status: Type.String({ description: 'awaiting_payment | paid | buying | cancelled | expired | payment_failed' }),
  pay_type: Type.String({ description: 'balance | alipay | wechat' }),
  created_at: Type.String(),
  paid_at: Type.Union([Type.String(), Type.Null()]),
  expires_at: Type.String(),
  refunded: Yuan('refunded to the balance because part of the order could not be delivered'),
  refunded_fen: Type.Integer(),
  type_label: Type.String({ description: "the order type's label (billing registry), in the request's language" }),
  member: Type.String({ description: 'who placed the order (name or username); empty for the system' }),
  refund_reason: Type.Union([Type.String(), Type.Null()], {
    description:
      "why (e.g. the phone to renew was deleted meanwhile), in the request's language; null when nothing was refunded",
  }),
});
export type OrderItem = Static<typeof OrderItem>;
export const OrderFilters = {
  filterStatus: FilterStatus([0, 1, 2, 3, 4], 'spec §4: 0 all, 1 paid, 2 buying, 3 expired, 4 awaiting payment'),
  type: Type.Optional(
    Type.Union([Type.Literal('buy'), Type.Literal('invest')], {
      description: "'buy' purchase orders, 'invest' recharge orders",
    }),
  ),
  keyword: Type.Optional(
    Type.String({ maxLength: KEYWORD_MAX_LENGTH, description: 'order number or goods name contains' }),
  ),
  order_type: Type.Optional(
    Type.String({ maxLength: 30, description: 'one registered order type (GET /order/types)' }),
  ),
  pay_type: Type.Optional(Literals(['balance', 'alipay', 'wechat'])),
  date_from: Type.Optional(Day('first order day, YYYY-MM-DD, China Standard Time, inclusive')),
  date_to: Type.Optional(Day('last order day, YYYY-MM-DD, China Standard Time, inclusive')),
};
export const OrderListQuery = Type.Object({ ...PagingQuery, ...OrderFilters });
export type OrderListQuery = Static<typeof OrderListQuery>;
export const OrderExportQuery = Type.Object(OrderFilters);
export const OrderList = PageOf(OrderItem);

// ---- billing area (issue 16): order detail, paying and cancelling an order, counts, types ----

/** One order type of the registry (GET /order/types): every area's types, labelled. */
export const OrderTypeItem = Type.Object({
  type: Type.String(),
  group: Type.Union([Type.Literal('buy'), Type.Literal('recharge')]),
  label: Type.String({ description: "in the request's language" }),
});
export type OrderTypeItem = Static<typeof OrderTypeItem>;
export const OrderTypeList = Type.Object({ list: Type.Array(OrderTypeItem) });
export type OrderTypeList = Static<typeof OrderTypeList>;

/** How many orders each status view holds, for the other filters (GET /order/counts). */
export const OrderCounts = Type.Object({
  all: Type.Integer(),
  paid: Type.Integer(),
  buying: Type.Integer(),
  expired: Type.Integer(),
  waitPay: Type.Integer(),
});
export type OrderCounts = Static<typeof OrderCounts>;

export const OrderNoQuery = Type.Object({ order_no: Type.String({ minLength: 1, maxLength: 32 }) });
export type OrderNoQuery = Static<typeof OrderNoQuery>;

export const OrderResourceItem = Type.Object({
  kind: Type.String({ description: 'phone | cloud_number | … (the renewable-resource kinds)' }),
  id: Type.Integer(),
  name: Type.String(),
  expires_at: Type.Union([Type.String(), Type.Null()]),
  gone: Type.Boolean({ description: 'deleted, purged or unsubscribed meanwhile' }),
  path: Type.Union([Type.String(), Type.Null()], { description: 'the console path that shows it (its area owns it)' }),
});
export type OrderResourceItem = Static<typeof OrderResourceItem>;

export const OrderLedgerRow = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  change: Type.String(),
  change_fen: Type.Integer(),
  balance_after: Type.String(),
  created_at: Type.String(),
});

export const OrderDetail = Type.Object({
  order: OrderItem,
  /** The lines of the order (what was bought, at what unit price). */
  items: Type.Array(
    Type.Object({
      name: Type.String(),
      quantity: Type.Integer(),
      unit: Type.String(),
      unit_fen: Type.Integer(),
      amount: Type.String(),
      amount_fen: Type.Integer(),
    }),
  ),
  resources: Type.Array(OrderResourceItem),
  flows: Type.Array(OrderLedgerRow),
  /** Seconds left of the 10-minute payment window (0 unless awaiting payment). */
  remaining_seconds: Type.Integer(),
  can_pay: Type.Boolean(),
  can_cancel: Type.Boolean(),
});
export type OrderDetail = Static<typeof OrderDetail>;

export const OrderPayBody = Type.Object({
  order_no: Type.String({ minLength: 1, maxLength: 32 }),
  pay_type: Type.Union([Type.Literal('balance'), Type.Literal('alipay'), Type.Literal('wechat')], {
    description: 'balance pays at once; a gateway returns a new checkout url (the window is not extended)',
  }),
});
export type OrderPayBody = Static<typeof OrderPayBody>;
export const OrderCancelBody = OrderNoQuery;
export type OrderCancelBody = Static<typeof OrderCancelBody>;
export const OrderCancelResult = Type.Object({
  order_no: Type.String(),
  status: Type.Literal('cancelled'),
  refunded_fen: Type.Integer({ description: 'returned to the balance' }),
  coupon_released: Type.Boolean(),
});
export type OrderCancelResult = Static<typeof OrderCancelResult>;
