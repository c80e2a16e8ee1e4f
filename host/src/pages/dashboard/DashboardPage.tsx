// /dashboard: what needs the member today — devices by status, what expires this week, what
// failed, the balance against the next 30 days of auto-renewals, quick actions. One request
// (GET /dashboard/summary); skeleton cards until it answers, an error with a retry if it fails.
import { usePageTitle } from '@console/ui';
import { Alert, Button, Card, Col, Row, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dashboardQueryKey, fetchDashboard } from './api';
import { BalanceCard } from './BalanceCard';
import { ExpiringCard } from './ExpiringCard';
import { FailuresCard } from './FailuresCard';
import { DASHBOARD_NS } from './i18n';
import { PhonesCard } from './PhonesCard';
import { QuickActions } from './QuickActions';

// phones at 390 px: one column; tablets two; desktops three
const COL = { xs: 24, md: 12, xl: 8 } as const;
// read by screen readers, not shown
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
} as const;
const CARD_KEYS = ['phones', 'expiring', 'failures', 'balance', 'actions'];

function Loading() {
  const { t } = useTranslation(DASHBOARD_NS);
  return (
    <div role="status" aria-live="polite" aria-busy="true" data-testid="dashboard-loading">
      <span style={VISUALLY_HIDDEN}>{t('loading')}</span>
      <Row gutter={[16, 16]}>
        {CARD_KEYS.map((k) => (
          <Col key={k} {...COL}>
            <Card>
              <Skeleton active title paragraph={{ rows: 4 }} />
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}

export function DashboardPage() {
  const { t } = useTranslation(DASHBOARD_NS);
  usePageTitle(t('title'));
  const summary = useQuery({ queryKey: dashboardQueryKey, queryFn: fetchDashboard });
  const d = summary.data;
  return (
    <div style={{ maxWidth: 1400 }}>
      <h1 style={{ fontSize: 20, fontWeight: 600, margin: '0 0 16px' }}>{t('title')}</h1>
      {d ? (
        <Row gutter={[16, 16]}>
          <Col {...COL}>
            <PhonesCard phones={d.phones} />
          </Col>
          <Col {...COL}>
            <ExpiringCard expiring={d.expiringThisWeek} />
          </Col>
          <Col {...COL}>
            <FailuresCard failures={d.failures} />
          </Col>
          <Col {...COL}>
            <BalanceCard balance={d.balance} />
          </Col>
          <Col {...COL}>
            <QuickActions />
          </Col>
        </Row>
      ) : summary.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('error')}
          action={
            <Button onClick={() => void summary.refetch()} loading={summary.isFetching}>
              {t('retry')}
            </Button>
          }
        />
      ) : (
        <Loading />
      )}
    </div>
  );
}
