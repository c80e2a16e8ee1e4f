// Payments and phone tasks that failed in the last 7 days, the newest named, each linked to where
// it can be dealt with (the order list, the phone) when the member may open that page.
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardFailure, DashboardSummary } from './api';
import { DANGER_TEXT, OK_TEXT } from './colors';
import { DashboardCard } from './DashboardCard';
import { Figure } from './Figure';
import { useCanOpen } from '../../routes/useCanOpen';

const ORDER_TYPES = ['recharge', 'phone_buy', 'phone_renew', 'account_buy', 'network_card_buy'];
const TASK_KINDS = ['action', 'upload', 'execute', 'install', 'uninstall'];
const known = (list: string[], v: string) => (list.includes(v) ? v : 'other');

function useFailureText() {
  const { t } = useTranslation('dashboard');
  return (f: DashboardFailure) =>
    f.kind === 'payment'
      ? f.autoRenew
        ? t('failures.autoRenewPayment', { orderNo: f.orderNo })
        : t('failures.payment', {
            orderNo: f.orderNo,
            type: t(`failures.orderType.${known(ORDER_TYPES, f.orderType)}`),
          })
      : t('failures.task', { phone: f.phoneName, kind: t(`failures.taskKind.${known(TASK_KINDS, f.taskKind)}`) });
}

export function FailuresCard({ failures }: { failures: DashboardSummary['failures'] }) {
  const { t, i18n } = useTranslation('dashboard');
  const canOpen = useCanOpen();
  const text = useFailureText();
  const when = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en' : 'zh-CN', {
    dateStyle: 'short',
    timeStyle: 'short',
  });
  const target = (f: DashboardFailure) => (f.kind === 'payment' ? '/order/all' : `/phoneItem?id=${f.phoneId}`);
  const none = failures.payments === 0 && failures.tasks === 0;
  return (
    <DashboardCard id="failures" title={t('failures.title')}>
      <Figure
        label={t('failures.payments')}
        value={failures.payments}
        to="/order/all"
        color={failures.payments ? DANGER_TEXT : undefined}
        testId="dash-failures-payments"
      />
      {failures.autoRenewals > 0 && (
        <p style={{ margin: 0 }}>{t('failures.autoRenewals', { count: failures.autoRenewals })}</p>
      )}
      <Figure
        label={t('failures.tasks')}
        value={failures.tasks}
        color={failures.tasks ? DANGER_TEXT : undefined}
        testId="dash-failures-tasks"
      />
      {none ? (
        <p style={{ margin: '8px 0 0', color: OK_TEXT }}>{t('failures.none')}</p>
      ) : (
        <>
          <h3 style={{ fontSize: 14, margin: '12px 0 4px' }}>{t('failures.latest')}</h3>
          <ul style={{ margin: 0, paddingInlineStart: 18 }} data-testid="dash-failures-latest">
            {failures.latest.map((f) => (
              <li key={`${f.kind}-${f.kind === 'payment' ? f.orderNo : `${f.phoneId}-${f.at}`}`}>
                {canOpen(target(f)) ? <Link to={target(f)}>{text(f)}</Link> : text(f)}{' '}
                <Typography.Text style={{ whiteSpace: 'nowrap' }}>
                  <time dateTime={f.at}>{when.format(new Date(f.at))}</time>
                </Typography.Text>
              </li>
            ))}
          </ul>
        </>
      )}
    </DashboardCard>
  );
}
