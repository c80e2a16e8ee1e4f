// Order calls of this area: typed, thin, unwrapped to `data`. The shapes are the API contract's
// (@console/contract).
import type { OrderItem, OrderListQuery, Page } from '@console/contract';
import { get } from '@console/shared';

/** An item of GET /order/list. Money: yuan strings with 2 decimals plus `*_fen` integers. */
export type Order = OrderItem;
export type { OrderListQuery };
export type OrderList = Page<Order>;

export const orders = {
  /** GET /order/list — admins and managers see the enterprise's orders, employees their own; newest first. */
  list: async (query: OrderListQuery): Promise<OrderList> => (await get<OrderList>('/order/list', query)).data,
};

/** Server-side CSV of every order matching the filters (ListPage downloads it with the P-Token). */
export const ORDER_EXPORT_PATH = '/order/list/export';
