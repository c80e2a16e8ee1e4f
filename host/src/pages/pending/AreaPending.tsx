// What a remote-owned route shows until the remotes are composed (next issue): an honest
// "not available yet" panel naming the area, never a fake list.
import { Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Area } from '../../routes/table';

export function AreaPending({ area }: { area: Area }) {
  const { t } = useTranslation('host');
  const { pathname } = useLocation();
  return (
    <Result
      status="info"
      title={t('pending.title')}
      subTitle={t('pending.subTitle', { area: t(`area.${area}`) })}
      extra={<Typography.Text type="secondary">{t('pending.path', { path: pathname })}</Typography.Text>}
      data-testid="area-pending"
      data-area={area}
    />
  );
}
