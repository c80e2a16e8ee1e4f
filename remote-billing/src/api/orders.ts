// Order calls of this area: typed, thin, unwrapped to `data` (packages/server/README.md § List endpoints).
import { get } from '@console/shared';
import type { OrderFilterStatus, OrderTypeFilter } from '../orders/views';

/** An item of GET /order/list. Money: yuan strings with 2 decimals plus `*_fen` integers. */
export interface Order {
  id: number;
  order_no: string;
  /** recharge | phone_buy | phone_renew | account_buy | network_card_buy | cloud_number_buy | cloud_number_renew */
  type: string;
  goods_name: string;
  quantity: number;
  total: string;
  total_fen: number;
  discount: string;
  discount_fen: number;
  coupon: string;
  coupon_fen: number;
  paid: string;
  paid_fen: number;
  /** awaiting_payment | paid | buying | cancelled | expired | payment_failed */
  status: string;
  /** balance | alipay | wechat */
  pay_type: string;
  created_at: string;
  paid_at: string | null;
  expires_at: string;
}

export interface OrderListQuery {
  page: number;
  limit: number;
  filterStatus: OrderFilterStatus;
  type?: OrderTypeFilter;
  /** order number or goods name contains */
  keyword?: string;
}

export interface OrderList {
  total: number;
  list: Order[];
}

export const orders = {
  /** GET /order/list — admins and managers see the enterprise's orders, employees their own; newest first. */
  list: async (query: OrderListQuery): Promise<OrderList> => (await get<OrderList>('/order/list', query)).data,
};

/** Server-side CSV of every order matching the filters (ListPage downloads it with the P-Token). */
export const ORDER_EXPORT_PATH = '/order/list/export';
