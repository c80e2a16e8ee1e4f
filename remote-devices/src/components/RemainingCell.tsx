// '已过期', or whole days / hours left; red at ≤ 3 days (spec §4).
import type { Phone } from '@console/shared';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEVICES_NS } from '../i18n';
import { remainingTime } from '../phones/remaining';

export function RemainingCell({ phone }: { phone: Phone }) {
  const { t } = useTranslation(DEVICES_NS);
  const r = remainingTime(phone, Date.now());
  if (r.kind === 'expired') return <Typography.Text type="danger">{t('remaining.expired')}</Typography.Text>;
  const text = r.kind === 'days' ? t('remaining.days', { count: r.value }) : t('remaining.hours', { count: r.value });
  return r.urgent ? <Typography.Text type="danger">{text}</Typography.Text> : <>{text}</>;
}
