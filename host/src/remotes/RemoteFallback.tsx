// Shown in an area whose remote cannot be loaded or crashed while mounting: the shell and the
// other areas keep working, and retry really loads the remote again.
import { Button, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AreaName } from './registry';

export function RemoteFallback({ area, error, onRetry }: { area: AreaName; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('host');
  return (
    <Result
      status="warning"
      title={t('remote.failedTitle', { area: t(`area.${area}`) })}
      subTitle={t('remote.failedSubTitle')}
      data-testid="remote-fallback"
      data-area={area}
      extra={[
        <Button key="retry" type="primary" onClick={onRetry} data-testid="remote-retry">
          {t('remote.retry')}
        </Button>,
        <Typography.Paragraph key="why" type="secondary" style={{ marginTop: 16 }}>
          {error instanceof Error ? error.message : String(error)}
        </Typography.Paragraph>,
      ]}
    />
  );
}
