// Order calls of this area: typed, thin, unwrapped to `data`. The shapes are the API contract's
// (@console/contract).
import type {
  OrderCancelResult,
  OrderCounts,
  OrderDetail,
  OrderItem,
  OrderListQuery,
  OrderPayBody,
  OrderTypeItem,
  OrderTypeList,
  Page,
  PayResult,
} from '@console/contract';
import { get, post } from '@console/shared';

/** An item of GET /order/list. Money: yuan strings with 2 decimals plus `*_fen` integers. */
export type Order = OrderItem;
export type { OrderCounts, OrderDetail, OrderListQuery, OrderTypeItem, PayResult };
export type OrderList = Page<Order>;
/** The list's filters without paging or the status view (what the counts are taken under). */
export type OrderCountsQuery = Omit<Partial<OrderListQuery>, 'page' | 'limit' | 'filterStatus'>;
export type OrderPayType = OrderPayBody['pay_type'];

export const orders = {
  /** GET /order/list — admins and managers see the enterprise's orders, employees their own; newest first. */
  list: async (query: OrderListQuery): Promise<OrderList> => (await get<OrderList>('/order/list', query)).data,
  /** GET /order/counts — how many orders each status view holds under the other filters. */
  counts: async (query: OrderCountsQuery): Promise<OrderCounts> =>
    (await get<OrderCounts>('/order/counts', query)).data,
  /** GET /order/types — every registered order type, labelled in the console's language. */
  types: async (): Promise<OrderTypeItem[]> => (await get<OrderTypeList>('/order/types')).data.list,
  /** GET /order/detail — lines, resources, ledger rows, the payment window and what may be done. */
  detail: async (orderNo: string): Promise<OrderDetail> =>
    (await get<OrderDetail>('/order/detail', { order_no: orderNo })).data,
  /** POST /order/pay — balance pays at once; a gateway answers a checkout url to go to. Once per attempt's key. */
  pay: async (orderNo: string, payType: OrderPayType, idempotencyKey: string): Promise<PayResult> =>
    (await post<PayResult>('/order/pay', { order_no: orderNo, pay_type: payType }, { idempotencyKey })).data,
  /** POST /order/cancel — coupon released, anything taken from the balance returned. Once per attempt's key. */
  cancel: async (orderNo: string, idempotencyKey: string): Promise<OrderCancelResult> =>
    (await post<OrderCancelResult>('/order/cancel', { order_no: orderNo }, { idempotencyKey })).data,
};

/** Server-side CSV of every order matching the filters (ListPage downloads it with the P-Token). */
export const ORDER_EXPORT_PATH = '/order/list/export';
