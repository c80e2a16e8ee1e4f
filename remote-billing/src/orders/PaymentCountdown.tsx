// The remaining time of an order's 10-minute payment window, ticking each second; at zero it asks
// the caller to reload the order (the server has expired it by then).
import { Typography } from 'antd';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BILLING_NS } from '../i18n';
import { formatCountdown, secondsLeft } from './countdown';

export function PaymentCountdown({
  remaining,
  answeredAt,
  onElapsed,
}: {
  /** remaining_seconds of the server's answer */
  remaining: number;
  /** when that answer arrived (the query's dataUpdatedAt) */
  answeredAt: number;
  onElapsed: () => void;
}) {
  const { t } = useTranslation(BILLING_NS);
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(remaining, answeredAt, now);
  const elapsed = useEffectEvent(onElapsed);
  useEffect(() => {
    if (left <= 0) {
      elapsed();
      return;
    }
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [left, now]);
  return (
    <Typography.Text type={left <= 60 ? 'danger' : 'warning'} data-testid="pay-countdown">
      {t('orderDetail.remaining', { time: formatCountdown(left) })}
    </Typography.Text>
  );
}
