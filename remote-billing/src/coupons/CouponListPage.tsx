// Coupons (/coupon/all): the enterprise's coupons with their amount, minimum spend, what orders
// they apply to (scope) and validity; used ones name the order holding them. The server applies
// them at checkout and gives them back when an unpaid order is cancelled or expires.
import { formatFen } from '@console/shared';
import { type FilterDef, type ListColumn, ListPage } from '@console/ui';
import { Button, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type Coupon, type CouponQuery, coupons } from '../api/coupons';
import { formatTime } from '../components/cells';
import { BILLING_NS } from '../i18n';
import { billingKeys } from '../queryKeys';

const STATUS_COLOR: Record<Coupon['status'], string> = { usable: 'success', used: 'default', expired: 'default' };
const STATUSES: Coupon['status'][] = ['usable', 'used', 'expired'];
const fetchCoupons = (q: CouponQuery) => coupons.list(q);

export function CouponListPage() {
  const { t } = useTranslation(BILLING_NS);
  const navigate = useNavigate();
  const columns = useMemo<ListColumn<Coupon>[]>(
    () => [
      { key: 'name', dataIndex: 'name', title: t('coupons.columns.name') },
      { key: 'amount', title: t('coupons.columns.amount'), align: 'right', render: (_, c) => formatFen(c.amount_fen) },
      {
        key: 'min_spend',
        title: t('coupons.columns.minSpend'),
        align: 'right',
        render: (_, c) => (c.min_spend_fen > 0 ? formatFen(c.min_spend_fen) : t('coupons.noMinimum')),
      },
      { key: 'scope', title: t('coupons.columns.scope'), render: (_, c) => c.scope_label },
      { key: 'expires_at', title: t('coupons.columns.expiresAt'), render: (_, c) => formatTime(c.expires_at) },
      {
        key: 'status',
        title: t('coupons.columns.status'),
        render: (_, c) => <Tag color={STATUS_COLOR[c.status]}>{t(`coupons.status.${c.status}`)}</Tag>,
      },
      {
        key: 'used_order_no',
        title: t('coupons.columns.order'),
        render: (_, c) =>
          c.used_order_no ? (
            <Link to={`/order/all?keyword=${encodeURIComponent(c.used_order_no)}`}>{c.used_order_no}</Link>
          ) : (
            '-'
          ),
      },
    ],
    [t],
  );
  const filters = useMemo<FilterDef[]>(
    () => [
      {
        name: 'status',
        label: t('coupons.columns.status'),
        type: 'select',
        options: STATUSES.map((s) => ({ value: s, label: t(`coupons.status.${s}`) })),
      },
    ],
    [t],
  );
  return (
    <ListPage<Coupon, CouponQuery>
      title={t('coupons.title')}
      rowKey="id"
      queryKey={billingKeys.coupons}
      columns={columns}
      fetchPage={fetchCoupons}
      filters={filters}
      settingsKey="billing.coupons"
      toolbar={<Button onClick={() => void navigate('/phone/buy')}>{t('coupons.use')}</Button>}
    />
  );
}
