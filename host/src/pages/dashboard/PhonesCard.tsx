// Devices by status; the three list views link to the device list (same counters as the sidebar).
import { useTranslation } from 'react-i18next';
import type { DashboardSummary } from './api';
import { DANGER_TEXT, WARNING_TEXT } from './colors';
import { DashboardCard } from './DashboardCard';
import { Figure } from './Figure';

export function PhonesCard({ phones }: { phones: DashboardSummary['phones'] }) {
  const { t } = useTranslation('dashboard');
  return (
    <DashboardCard id="phones" title={t('phones.title')}>
      <Figure label={t('phones.all')} value={phones.all} to="/phone/all" testId="dash-phones-all" />
      <Figure label={t('phones.running')} value={phones.running} testId="dash-phones-running" />
      <Figure label={t('phones.abnormal')} value={phones.abnormal} color={DANGER_TEXT} testId="dash-phones-abnormal" />
      <Figure
        label={t('phones.willExpire')}
        value={phones.willExpire}
        to="/phone/willExpiredCnt"
        color={WARNING_TEXT}
        testId="dash-phones-willExpire"
      />
      <Figure
        label={t('phones.expired')}
        value={phones.expired}
        to="/phone/expiredCnt"
        color={DANGER_TEXT}
        testId="dash-phones-expired"
      />
      <Figure label={t('phones.allocating')} value={phones.allocating} testId="dash-phones-allocating" />
    </DashboardCard>
  );
}
