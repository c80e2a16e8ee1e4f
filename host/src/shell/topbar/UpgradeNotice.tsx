// Spec §1: after the 2.0 upgrade phones are operated only in the Windows client.
import { InfoCircleOutlined } from '@ant-design/icons';
import { Popover, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export function UpgradeNotice() {
  const { t } = useTranslation('shell');
  return (
    <Popover content={<div style={{ maxWidth: 280 }}>{t('upgrade.detail')}</div>} title={t('upgrade.title')}>
      <Tag
        color="orange"
        icon={<InfoCircleOutlined />}
        style={{ cursor: 'help', marginInlineEnd: 0 }}
        data-testid="upgrade-notice"
      >
        {t('upgrade.tag')}
      </Tag>
    </Popover>
  );
}
