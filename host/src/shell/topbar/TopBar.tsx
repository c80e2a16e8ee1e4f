// Top bar (spec §1): sidebar toggle, 2.0 notice, balance + top-up, help links, language,
// settings and the user menu.
import { BookOutlined, MenuFoldOutlined, MenuUnfoldOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Flex, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../app';
import type { WebsiteConfig } from '../useWebsiteConfig';
import { Balance } from './Balance';
import { ClientDownload } from './ClientDownload';
import { CustomerService } from './CustomerService';
import { FreeTrial } from './FreeTrial';
import { UpgradeNotice } from './UpgradeNotice';
import { UserMenu } from './UserMenu';

interface Props {
  sidebarOpened: boolean;
  onToggleSidebar: () => void;
  config: WebsiteConfig;
  onRecharge: () => void;
  onPassword: () => void;
  onSettings: () => void;
}

export function TopBar({ sidebarOpened, onToggleSidebar, config, onRecharge, onPassword, onSettings }: Props) {
  const { t } = useTranslation('shell');
  return (
    <Flex align="center" justify="space-between" gap={8} style={{ height: '100%' }} wrap={false}>
      <Space size={8}>
        <Button
          type="text"
          aria-label={t('topbar.toggleSidebar')}
          icon={sidebarOpened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
          onClick={onToggleSidebar}
        />
        <UpgradeNotice />
      </Space>
      <Space size={4} wrap={false} style={{ overflowX: 'auto' }}>
        <Balance onRecharge={onRecharge} />
        <Link to="/operationManual" style={{ padding: '0 8px', color: 'inherit', whiteSpace: 'nowrap' }}>
          <BookOutlined /> {t('topbar.manual')}
        </Link>
        <CustomerService contact={config.customService1} />
        <ClientDownload url={config.InstallationApp} />
        <FreeTrial content={config.freeAdpt} />
        <LanguageSwitch />
        <Button type="text" aria-label={t('settings.title')} icon={<SettingOutlined />} onClick={onSettings} />
        <UserMenu onPassword={onPassword} />
      </Space>
    </Flex>
  );
}
