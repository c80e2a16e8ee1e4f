import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEVICES_NS } from '../i18n';

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(DEVICES_NS);
  return (
    <Result
      status="error"
      title={t('purchase.loadFailed')}
      extra={<Button onClick={onRetry}>{t('purchase.retry')}</Button>}
    />
  );
}
