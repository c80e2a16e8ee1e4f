// A checkout screen before its form: its title (the screen's one h1) with why there is no form —
// nothing to renew, what it sells still loading, or that load failed (the request layer said why).
import { PageTitle } from '@console/ui';
import { Alert, Button, Card, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { NETWORK_NS } from '../i18n';

interface Props {
  title: string;
  warning?: string;
  failed?: boolean;
  onRetry?: () => void;
}

export function CheckoutState({ title, warning, failed, onRetry }: Props) {
  const { t } = useTranslation(NETWORK_NS);
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <Card>
        {warning ? (
          <Alert type="warning" showIcon title={warning} data-testid="renew-empty" />
        ) : failed ? (
          <Result
            status="error"
            title={t('purchase.loadFailed')}
            extra={<Button onClick={onRetry}>{t('purchase.retry')}</Button>}
          />
        ) : (
          <Spin />
        )}
      </Card>
    </>
  );
}
