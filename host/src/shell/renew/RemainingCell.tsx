// Remaining time of one phone: '已过期', or whole days / hours in red (spec §4).
import type { Phone } from '@console/shared';
import { useTranslation } from 'react-i18next';
import { remainingTime } from './remaining';

export function RemainingCell({ phone }: { phone: Phone }) {
  const { t } = useTranslation('shell');
  const r = remainingTime(phone, Date.now());
  if (r.kind === 'expired') return <span>{t('renew.expired')}</span>;
  return (
    <span style={{ color: '#f5222d' }}>
      {r.kind === 'days' ? t('renew.days', { n: r.value }) : t('renew.hours', { n: r.value })}
    </span>
  );
}
