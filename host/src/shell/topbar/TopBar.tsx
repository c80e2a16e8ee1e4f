// Top bar (spec §1): sidebar toggle, 2.0 notice, balance + top-up, help links, language,
// settings and the user menu. Below 992 px (compact) it keeps the menu button, the balance and
// the user menu and the rest moves into one overflow menu (MoreMenu); on a narrow desktop the
// help links do. Nothing leaves the screen.
import { BookOutlined, MenuFoldOutlined, MenuUnfoldOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../app';
import type { WebsiteConfig } from '../useWebsiteConfig';
import { Balance } from './Balance';
import { ClientDownload } from './ClientDownload';
import { CustomerService } from './CustomerService';
import { FreeTrial } from './FreeTrial';
import { MoreMenu } from './MoreMenu';
import { NoticeBell } from '../notices/NoticeBell';
import { UpgradeNotice } from './UpgradeNotice';
import { UserMenu } from './UserMenu';
import { useTopBarLayout } from './useTopBarLayout';

interface Props {
  sidebarOpened: boolean;
  onToggleSidebar: () => void;
  config: WebsiteConfig;
  /** Absent when the caller may not recharge (the server would refuse). */
  onRecharge?: () => void;
  onPassword: () => void;
  onSettings: () => void;
}

export function TopBar({ sidebarOpened, onToggleSidebar, config, onRecharge, onPassword, onSettings }: Props) {
  const { t } = useTranslation('shell');
  const layout = useTopBarLayout();
  const toggle = (
    <Button
      type="text"
      aria-label={t('topbar.toggleSidebar')}
      aria-expanded={sidebarOpened}
      icon={sidebarOpened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
      onClick={onToggleSidebar}
    />
  );

  if (layout === 'compact') {
    return (
      <Flex align="center" gap={4} style={{ height: '100%', minWidth: 0 }} wrap={false} data-testid="topbar">
        {toggle}
        <Flex align="center" justify="flex-end" gap={4} style={{ flex: 1, minWidth: 0 }} wrap={false}>
          <Balance />
          <NoticeBell />
          <MoreMenu config={config} onRecharge={onRecharge} onSettings={onSettings} compact />
          <UserMenu onPassword={onPassword} compact />
        </Flex>
      </Flex>
    );
  }

  return (
    <Flex align="center" justify="space-between" gap={8} style={{ height: '100%' }} wrap={false} data-testid="topbar">
      <Flex align="center" gap={8} wrap={false}>
        {toggle}
        <UpgradeNotice />
      </Flex>
      <Flex align="center" gap={4} wrap={false} style={{ whiteSpace: 'nowrap' }}>
        <Balance onRecharge={onRecharge} />
        {layout === 'full' ? (
          <>
            <Link to="/operationManual" style={{ padding: '0 8px', color: 'inherit' }}>
              <BookOutlined aria-hidden /> {t('topbar.manual')}
            </Link>
            <CustomerService contact={config.customService1} />
            <ClientDownload url={config.InstallationApp} />
            <FreeTrial content={config.freeAdpt} contact={config.customService1} />
          </>
        ) : (
          <MoreMenu config={config} onSettings={onSettings} compact={false} />
        )}
        <LanguageSwitch />
        <NoticeBell />
        <Button type="text" aria-label={t('settings.title')} icon={<SettingOutlined />} onClick={onSettings} />
        <UserMenu onPassword={onPassword} />
      </Flex>
    </Flex>
  );
}
