// '已过期', or whole days / hours left; red at ≤ 3 days, or always when the screen warns (the
// renewal reminder shows every remaining time in red, spec §4).
import { Typography } from 'antd';
import { useExpiryText } from './i18n';
import { type Expiring, remainingTime } from './remaining';

export function RemainingCell({ item, alwaysRed = false }: { item: Expiring; alwaysRed?: boolean }) {
  const t = useExpiryText();
  // The time left as of this render, on purpose: a list re-rendered later shows the time left then
  // (no React Compiler memoizes this component).
  const r = remainingTime(item, Date.now());
  if (r.kind === 'expired') return <Typography.Text type="danger">{t('expired')}</Typography.Text>;
  const plural = r.value === 1 ? 'one' : 'other';
  const text = t(r.kind === 'days' ? `days_${plural}` : `hours_${plural}`, { count: r.value });
  return r.urgent || alwaysRed ? <Typography.Text type="danger">{text}</Typography.Text> : <>{text}</>;
}
