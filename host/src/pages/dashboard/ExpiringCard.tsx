// What expires within 7 days: phones, sub-accounts, network cards, each linked to its list.
import { useTranslation } from 'react-i18next';
import type { DashboardSummary } from './api';
import { WARNING_TEXT } from './colors';
import { DashboardCard } from './DashboardCard';
import { Figure } from './Figure';

export function ExpiringCard({ expiring }: { expiring: DashboardSummary['expiringThisWeek'] }) {
  const { t } = useTranslation('dashboard');
  return (
    <DashboardCard id="expiring" title={t('expiring.title')}>
      <p style={{ margin: '0 0 4px' }}>{t('expiring.hint')}</p>
      <Figure
        label={t('expiring.phones')}
        value={expiring.phones}
        to="/phone/all"
        color={WARNING_TEXT}
        testId="dash-expiring-phones"
      />
      <Figure
        label={t('expiring.accounts')}
        value={expiring.accounts}
        to="/account/all"
        color={WARNING_TEXT}
        testId="dash-expiring-accounts"
      />
      <Figure
        label={t('expiring.networkCards')}
        value={expiring.networkCards}
        to="/NetworkCard/all"
        color={WARNING_TEXT}
        testId="dash-expiring-networkCards"
      />
    </DashboardCard>
  );
}
