// Full-screen lock while counted requests are outstanding (spec §4 "Loading overlay").
import { PRIMARY_COLOR } from '@console/ui';
import { useLoadingCount } from '@console/shared';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

export function LoadingLock() {
  const count = useLoadingCount();
  const { t } = useTranslation('host');
  return (
    <Spin
      fullscreen
      spinning={count > 0}
      description={t('app.loading')}
      data-testid="loading-lock"
      styles={{
        root: { backgroundColor: 'rgba(255, 255, 255, 0.7)' },
        section: { color: PRIMARY_COLOR },
        description: { color: PRIMARY_COLOR },
      }}
    />
  );
}
