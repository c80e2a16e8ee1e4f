// The one order list screen (spec §2): five status views and the two sidebar sub-items
// (购买订单 /order/buy, 充值订单 /order/invest), chosen by the route. Tabs are links, so the URL is
// the truth; each status tab shows its count under the other filters (GET /order/counts). Filters:
// keyword, order type (the server's registry), payment method, order days. A row opens the order's
// detail (pay within the window, cancel).
import { type FilterDef, type ListColumn, ListPage, PageTitle, ViewTabs } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { Button, Tag } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ORDER_EXPORT_PATH, type Order, type OrderListQuery, orders } from '../api/orders';
import { formatTime, Money } from '../components/cells';
import { BILLING_NS } from '../i18n';
import { isOrderStatus, labelKey, ORDER_STATUS_COLOR, PAY_TYPES } from '../orders/labels';
import { OrderDetailDrawer } from '../orders/OrderDetailDrawer';
import { type OrderView, siblingViews, viewCount } from '../orders/views';
import { billingKeys } from '../queryKeys';
import { dateRangeError } from '../wallet/flows';

/** URL filters the counts are taken under (the list sends the same). */
const COUNTED_FILTERS = ['keyword', 'order_type', 'pay_type', 'date_from', 'date_to'] as const;

export function OrderListPage({ view }: { view: OrderView }) {
  const { t } = useTranslation(BILLING_NS);
  const [search] = useSearchParams();
  const [openOrder, setOpenOrder] = useState<string | null>(null);

  const fetchOrders = useCallback(
    (q: OrderListQuery) => {
      // a malformed day would only earn a 40001: say what is wrong instead, without a call
      const bad = dateRangeError(q);
      if (bad) return Promise.reject(new Error(t(bad)));
      return orders.list(q);
    },
    [t],
  );

  const countsQuery = useMemo(() => {
    const q: Record<string, string> = {};
    for (const k of COUNTED_FILTERS) {
      const v = search.get(k);
      if (v) q[k] = v;
    }
    if (view.params.type) q.type = view.params.type;
    return q;
  }, [search, view.params.type]);
  const counts = useQuery({
    queryKey: billingKeys.orderCounts(countsQuery),
    queryFn: () => orders.counts(countsQuery),
    enabled: view.group === 'status' && !dateRangeError(countsQuery),
  }).data;
  const types = useQuery({ queryKey: billingKeys.orderTypes, queryFn: () => orders.types() }).data;

  const columns = useMemo<ListColumn<Order>[]>(() => {
    const label = (group: 'status' | 'payType', value: string) => {
      const k = labelKey(group, value);
      return k ? t(k) : value || '-';
    };
    const money = (key: 'discount' | 'coupon' | 'paid', title: string): ListColumn<Order> => ({
      key,
      title,
      align: 'right',
      render: (_, o) => <Money value={o[key]} />,
    });
    return [
      {
        key: 'order_no',
        title: t('columns.orderNo'),
        // the number opens the detail: a real button, so Tab + Enter reach it
        render: (_, o) => (
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setOpenOrder(o.order_no)}>
            {o.order_no}
          </Button>
        ),
      },
      { key: 'type', title: t('columns.type'), render: (_, o) => o.type_label },
      { key: 'goods_name', dataIndex: 'goods_name', title: t('columns.goodsName') },
      { key: 'quantity', dataIndex: 'quantity', title: t('columns.quantity'), align: 'right' },
      money('discount', t('columns.discount')),
      money('coupon', t('columns.coupon')),
      money('paid', t('columns.paid')),
      {
        key: 'status',
        title: t('columns.status'),
        render: (_, o) => (
          <Tag color={isOrderStatus(o.status) ? ORDER_STATUS_COLOR[o.status] : 'default'}>
            {label('status', o.status)}
          </Tag>
        ),
      },
      { key: 'pay_type', title: t('columns.payType'), render: (_, o) => label('payType', o.pay_type) },
      { key: 'created_at', title: t('columns.createdAt'), render: (_, o) => formatTime(o.created_at) },
      { key: 'paid_at', title: t('columns.paidAt'), render: (_, o) => formatTime(o.paid_at) },
      { key: 'member', title: t('columns.member'), render: (_, o) => o.member || '-', defaultHidden: true },
      {
        key: 'actions',
        title: t('columns.actions'),
        render: (_, o) => (
          <Button size="small" onClick={() => setOpenOrder(o.order_no)}>
            {o.status === 'awaiting_payment' ? t('actions.payOrCancel') : t('actions.detail')}
          </Button>
        ),
      },
    ];
  }, [t]);

  const filters = useMemo<FilterDef[]>(() => {
    // the invest view lists recharges only: no type to choose there
    const typeOptions = (types ?? [])
      .filter((x) => !view.params.type || (view.params.type === 'buy' ? x.group === 'buy' : x.group === 'recharge'))
      .map((x) => ({ value: x.type, label: x.label }));
    return [
      { name: 'keyword', label: t('filter.keyword'), type: 'text', placeholder: t('filter.keywordPlaceholder') },
      ...(view.params.type === 'invest'
        ? []
        : [{ name: 'order_type', label: t('filter.orderType'), type: 'select' as const, options: typeOptions }]),
      {
        name: 'pay_type',
        label: t('filter.payType'),
        type: 'select',
        options: PAY_TYPES.map((p) => ({ value: p, label: t(`payType.${p}`) })),
      },
      { name: 'date_from', label: t('filter.dateFrom'), type: 'text', placeholder: t('filter.datePlaceholder') },
      { name: 'date_to', label: t('filter.dateTo'), type: 'text', placeholder: t('filter.datePlaceholder') },
    ];
  }, [t, types, view.params.type]);

  return (
    <>
      {/* the screen's one h1 (the views below name the subset shown) */}
      <PageTitle>{t('pageTitle')}</PageTitle>
      <ViewTabs
        activePath={view.path}
        views={siblingViews(view).map((v) => ({ path: v.path, label: t(v.labelKey), count: viewCount(v, counts) }))}
      />
      <ListPage<Order, OrderListQuery>
        rowKey="id"
        queryKey={billingKeys.orders}
        columns={columns}
        fetchPage={fetchOrders}
        // The route decides filterStatus / type; ListPage re-queries when they change.
        fixedParams={{ ...view.params }}
        filters={filters}
        exportPath={ORDER_EXPORT_PATH}
        exportName="orders"
        settingsKey="billing.orders"
      />
      <OrderDetailDrawer orderNo={openOrder} onClose={() => setOpenOrder(null)} />
    </>
  );
}
