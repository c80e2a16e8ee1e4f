// The one order list screen (spec §2): five status views and the two sidebar sub-items
// (购买订单 /order/buy, 充值订单 /order/invest), chosen by the route. Tabs are links, so the URL is the truth.
import { type FilterDef, type ListColumn, ListPage, PageTitle, ViewTabs } from '@console/ui';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_EXPORT_PATH, type Order, type OrderListQuery, orders } from '../api/orders';
import { formatTime, Money } from '../components/cells';
import { BILLING_NS } from '../i18n';
import { isOrderStatus, labelKey, ORDER_STATUS_COLOR } from '../orders/labels';
import { type OrderView, siblingViews } from '../orders/views';

const fetchOrders = (q: OrderListQuery) => orders.list(q);

export function OrderListPage({ view }: { view: OrderView }) {
  const { t } = useTranslation(BILLING_NS);

  const columns = useMemo<ListColumn<Order>[]>(() => {
    const label = (group: 'status' | 'orderType' | 'payType', value: string) => {
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
      { key: 'order_no', dataIndex: 'order_no', title: t('columns.orderNo') },
      { key: 'type', title: t('columns.type'), render: (_, o) => label('orderType', o.type) },
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
    ];
  }, [t]);

  const filters = useMemo<FilterDef[]>(
    () => [{ name: 'keyword', label: t('filter.keyword'), type: 'text', placeholder: t('filter.keywordPlaceholder') }],
    [t],
  );

  return (
    <>
      {/* Links, so the URL stays the truth: reload, back/forward and deep links just work. */}
      {/* the screen's one h1 (the views below name the subset shown) */}
      <PageTitle>{t('pageTitle')}</PageTitle>
      <ViewTabs
        activePath={view.path}
        views={siblingViews(view).map((v) => ({ path: v.path, label: t(v.labelKey) }))}
      />
      <ListPage<Order, OrderListQuery>
        rowKey="id"
        queryKey={['billing', 'orders']}
        columns={columns}
        fetchPage={fetchOrders}
        // The route decides filterStatus / type; ListPage re-queries when they change.
        fixedParams={{ ...view.params }}
        filters={filters}
        exportPath={ORDER_EXPORT_PATH}
        exportName="orders"
        settingsKey="billing.orders"
      />
    </>
  );
}
