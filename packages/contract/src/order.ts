// Orders list (purchases and recharges).
import { Type, type Static } from 'typebox';
import { FilterStatus, PageOf, PagingQuery } from './paging';

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
  keyword: Type.Optional(Type.String({ maxLength: 50, description: 'order number or goods name contains' })),
};
export const OrderListQuery = Type.Object({ ...PagingQuery, ...OrderFilters });
export type OrderListQuery = Static<typeof OrderListQuery>;
export const OrderExportQuery = Type.Object(OrderFilters);
export const OrderList = PageOf(OrderItem);
