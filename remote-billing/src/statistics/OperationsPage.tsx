// Operation management (/statistics/operations): what needs acting on now — resources expiring
// within 7 days, auto-renewals the balance will not cover, abnormal phones, failed payments,
// purchases awaiting allocation and orders awaiting payment — each with a link to act on it.
import { formatFen } from '@console/shared';
import { PageTitle } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Operations, statisticsApi } from '../api/statistics';
import { BILLING_NS } from '../i18n';
import { billingKeys } from '../queryKeys';

const TILES: { key: keyof Operations; to: string; money?: boolean }[] = [
  { key: 'expiring_7d', to: '/renew/all?within_days=7' },
  { key: 'auto_renew_short_fen', to: '/renew/all', money: true },
  { key: 'abnormal_phones', to: '/phone/all' },
  { key: 'payment_failed', to: '/order/all' },
  { key: 'awaiting_allocation', to: '/order/buying' },
  { key: 'awaiting_payment', to: '/order/waitPay' },
];

export function OperationsPage() {
  const { t } = useTranslation(BILLING_NS);
  const q = useQuery({ queryKey: [...billingKeys.all, 'operations'], queryFn: statisticsApi.operations });
  return (
    <>
      <PageTitle>{t('ops.title')}</PageTitle>
      {q.isError && <Alert type="error" showIcon title={t('stats.loadFailed')} />}
      {q.data && (
        <Row gutter={[16, 16]} data-testid="operations">
          {TILES.map(({ key, to, money }) => {
            const v = q.data[key];
            return (
              <Col xs={24} sm={12} lg={8} key={key}>
                <Card size="small">
                  <Statistic title={t(`ops.${key}`)} value={money ? formatFen(v) : v} />
                  <Link to={to} aria-label={`${v > 0 ? t('ops.act') : t('ops.view')}: ${t(`ops.${key}`)}`}>
                    {v > 0 ? t('ops.act') : t('ops.view')}
                  </Link>
                </Card>
              </Col>
            );
          })}
        </Row>
      )}
    </>
  );
}
