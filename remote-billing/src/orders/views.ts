// The views of the one order list screen (spec §2 routes, §4 "Order filter types", sidebar sub-items).
// The route decides the query: five status views (filterStatus) and the two sidebar sub-items
// 购买订单 / 充值订单 (type, all statuses). Pure module: no React, so the mapping is unit tested alone.

/** spec §4: 0 all, 1 paid, 2 buying, 3 expired, 4 awaiting payment. */
export type OrderFilterStatus = 0 | 1 | 2 | 3 | 4;
/** GET /order/list `type`: 'buy' purchase orders, 'invest' recharge orders. */
export type OrderTypeFilter = 'buy' | 'invest';

/** What a view adds to every fetch and export (ListPage fixedParams, never in the URL). */
export interface OrderViewParams {
  filterStatus: OrderFilterStatus;
  type?: OrderTypeFilter;
}

export interface OrderView {
  path: string;
  params: OrderViewParams;
  /** Views of one group are shown together as tabs. */
  group: 'status' | 'type';
  /** i18n key in the 'billing' namespace. */
  labelKey: string;
}

export const ORDER_VIEWS: readonly OrderView[] = [
  { path: '/order/all', params: { filterStatus: 0 }, group: 'status', labelKey: 'views.all' },
  { path: '/order/Payed', params: { filterStatus: 1 }, group: 'status', labelKey: 'views.paid' },
  { path: '/order/buying', params: { filterStatus: 2 }, group: 'status', labelKey: 'views.buying' },
  { path: '/order/waitPay', params: { filterStatus: 4 }, group: 'status', labelKey: 'views.waitPay' },
  { path: '/order/ip_expire', params: { filterStatus: 3 }, group: 'status', labelKey: 'views.expired' },
  { path: '/order/buy', params: { filterStatus: 0, type: 'buy' }, group: 'type', labelKey: 'views.buy' },
  { path: '/order/invest', params: { filterStatus: 0, type: 'invest' }, group: 'type', labelKey: 'views.invest' },
];

/** The tabs shown on a view: the views of its group, in order. */
export function siblingViews(view: OrderView): OrderView[] {
  return ORDER_VIEWS.filter((v) => v.group === view.group);
}

/** What GET /order/counts says a status view holds (undefined: not known, or a type view). */
export function viewCount(
  view: OrderView,
  counts: { all: number; paid: number; buying: number; expired: number; waitPay: number } | undefined,
): number | undefined {
  if (!counts || view.group !== 'status') return undefined;
  const byStatus = [counts.all, counts.paid, counts.buying, counts.expired, counts.waitPay] as const;
  return byStatus[view.params.filterStatus];
}
