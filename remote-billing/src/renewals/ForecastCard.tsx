// The auto-renewal forecast (renewal management): what the next 7 and 30 days of auto-renewals
// will charge against today's balance, and a warning with a recharge action when it will not
// cover them (the shell's recharge dialog, pre-filled with the shortfall).
import { formatFen, shellServices, useCan } from '@console/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { renewals } from '../api/renewals';
import { BILLING_NS } from '../i18n';
import { billingKeys } from '../queryKeys';
import { firstShortDay, forecastLevel } from './forecast';

export function ForecastCard() {
  const { t } = useTranslation(BILLING_NS);
  const can = useCan();
  const f = useQuery({ queryKey: [...billingKeys.renewals, 'forecast'], queryFn: () => renewals.forecast() }).data;
  if (!f) return null;
  const level = forecastLevel(f);
  const short = Math.max(...f.windows.map((w) => w.short_fen));
  return (
    <Card size="small" title={t('renewals.forecast.title')} style={{ marginBottom: 16 }} data-testid="renewal-forecast">
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={8}>
          <Statistic title={t('renewals.forecast.balance')} value={formatFen(f.balance_fen)} />
        </Col>
        {f.windows.map((w) => (
          <Col xs={12} sm={8} key={w.days}>
            <Statistic
              title={t('renewals.forecast.window', { days: w.days, count: w.charges })}
              value={formatFen(w.total_fen)}
            />
          </Col>
        ))}
      </Row>
      {level !== 'ok' && (
        <Alert
          style={{ marginTop: 16 }}
          type={level === 'short7' ? 'error' : 'warning'}
          showIcon
          data-testid="renewal-shortfall"
          title={t(`renewals.forecast.${level}`, { amount: formatFen(short), day: firstShortDay(f) ?? '' })}
          action={
            can('POST /phone/recharge') && (
              <Button size="small" onClick={() => shellServices().openRecharge({ shortFen: short })}>
                {t('renewals.forecast.recharge')}
              </Button>
            )
          }
        />
      )}
    </Card>
  );
}
