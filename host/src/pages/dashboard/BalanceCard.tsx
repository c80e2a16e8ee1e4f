// The wallet against the next 30 days of auto-renewals (renewal management's forecast, linked);
// when it is short, 充值 opens the shell's recharge dialog with the shortfall suggested (only for
// who may recharge).
import { formatFen, shellServices, useCan } from '@console/shared';
import { Button, Space } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DashboardSummary } from './api';
import { DANGER_TEXT, OK_TEXT } from './colors';
import { DashboardCard } from './DashboardCard';

export function BalanceCard({ balance }: { balance: DashboardSummary['balance'] }) {
  const { t } = useTranslation('dashboard');
  const can = useCan();
  const row = (label: string, value: string, testId: string) => (
    <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12, padding: '6px 0' }}>
      <span>{label}</span>
      <span data-testid={testId} style={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </span>
    </div>
  );
  return (
    <DashboardCard id="balance" title={t('balance.title')}>
      {balance.balanceFen === null ? (
        <p style={{ margin: '6px 0' }}>{t('balance.hidden')}</p>
      ) : (
        row(t('balance.balance'), formatFen(balance.balanceFen), 'dash-balance')
      )}
      {row(
        t('balance.renewals'),
        `${formatFen(balance.renewalFen)} · ${t('balance.renewalCount', { count: balance.renewalCount })}`,
        'dash-renewals',
      )}
      {balance.unpricedCount > 0 && (
        <p style={{ margin: 0 }}>{t('balance.unpriced', { count: balance.unpricedCount })}</p>
      )}
      {balance.shortFen !== null ? (
        <p style={{ margin: '8px 0', color: DANGER_TEXT }} data-testid="dash-short">
          {t('balance.short', { amount: formatFen(balance.shortFen) })}
        </p>
      ) : (
        balance.balanceFen !== null && <p style={{ margin: '8px 0', color: OK_TEXT }}>{t('balance.enough')}</p>
      )}
      <Space wrap>
        {can('POST /phone/recharge') && (
          <Button
            type="primary"
            onClick={() =>
              shellServices().openRecharge(balance.shortFen !== null ? { shortFen: balance.shortFen } : {})
            }
          >
            {t('balance.recharge')}
          </Button>
        )}
        {can('GET /renewal/list') && <Link to="/renew/all">{t('balance.manage')}</Link>}
      </Space>
    </DashboardCard>
  );
}
