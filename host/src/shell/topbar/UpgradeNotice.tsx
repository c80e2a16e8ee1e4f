// Spec §1: after the 2.0 upgrade phones are operated only in the Windows client. A button (not a
// bare tag) so the notice opens by keyboard too.
import { InfoCircleOutlined } from '@ant-design/icons';
import { Button, Popover, theme } from 'antd';
import { useTranslation } from 'react-i18next';

export function UpgradeDetail() {
  const { t } = useTranslation('shell');
  return <div style={{ maxWidth: 280 }}>{t('upgrade.detail')}</div>;
}

export function UpgradeNotice() {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  return (
    <Popover content={<UpgradeDetail />} title={t('upgrade.title')} trigger={['hover', 'click']}>
      <Button
        size="small"
        icon={<InfoCircleOutlined />}
        data-testid="upgrade-notice"
        // orange 8 on orange 1: the tag's own orange is 3.3:1, below WCAG AA
        style={{ color: token.orange8, background: token.orange1, borderColor: token.orange3 }}
      >
        {t('upgrade.tag')}
      </Button>
    </Popover>
  );
}
