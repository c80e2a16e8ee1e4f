// Sidebar contents: optional logo, the §2 menu with the active item from the URL, phone counters.
import {
  ApartmentOutlined,
  BarChartOutlined,
  ClusterOutlined,
  ControlOutlined,
  DashboardOutlined,
  FieldTimeOutlined,
  GiftOutlined,
  MobileOutlined,
  PercentageOutlined,
  ProfileOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShopOutlined,
  TagsOutlined,
  TeamOutlined,
  WalletOutlined,
  WifiOutlined,
} from '@ant-design/icons';
import { type PhoneCnt, useLanguage, useRouteCan } from '@console/shared';
import { Badge, Menu, type MenuProps } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { usePublishedRoutes } from '../../routes/published';
import { useMember } from '../member/useMember';
import { SidebarLogo } from './SidebarLogo';
import { PhoneCounters } from './PhoneCounters';
import { activeMenu, groupKey, menuFrom, visibleMenu, type MenuItemDef } from './menu';

/** The icons a remote may name in its menu placement (routes.json `menu.icon`). */
export const ICONS: Record<string, ReactNode> = {
  mobile: <MobileOutlined />,
  team: <TeamOutlined />,
  wifi: <WifiOutlined />,
  cluster: <ClusterOutlined />,
  shop: <ShopOutlined />,
  tags: <TagsOutlined />,
  profile: <ProfileOutlined />,
  gift: <GiftOutlined />,
  wallet: <WalletOutlined />,
  fieldTime: <FieldTimeOutlined />,
  percentage: <PercentageOutlined />,
  barChart: <BarChartOutlined />,
  control: <ControlOutlined />,
  apartment: <ApartmentOutlined />,
  dashboard: <DashboardOutlined />,
  safety: <SafetyOutlined />,
  setting: <SettingOutlined />,
};

interface Props {
  collapsed: boolean;
  showLogo: boolean;
  phoneCnt?: PhoneCnt;
}

export function SideNav({ collapsed, showLogo, phoneCnt }: Props) {
  const { t } = useTranslation('shell');
  const { member } = useMember();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const language = useLanguage();
  const published = usePublishedRoutes();
  const can = useRouteCan();

  // No entries until memberInfo says which role this is (a staff member must not see admin items
  // flash) and the registry says what the remotes publish.
  const entries = useMemo(
    () => (member && published ? visibleMenu(member.level, member.level_type, menuFrom(published), can) : []),
    [member, published, can],
  );
  const active = activeMenu(pathname, entries);
  const [openKeys, setOpenKeys] = useState<string[]>(active.open);
  const activeOpen = active.open.join();
  // open the group of the current route when navigating into it
  const [seenOpen, setSeenOpen] = useState(activeOpen);
  if (activeOpen !== seenOpen) {
    setSeenOpen(activeOpen);
    if (activeOpen) setOpenKeys((keys) => [...new Set([...keys, ...activeOpen.split(',')])]);
  }

  const toItem = (e: MenuItemDef): NonNullable<MenuProps['items']>[number] => {
    const text = e.label[language];
    const label =
      e.path === '/phone/all' && phoneCnt ? (
        // the count beside the label with a gap, not a superscript over its last character (issue 34)
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          {text}
          <Badge count={phoneCnt.allCnt} size="small" overflowCount={999} color="#3370ff" />
        </span>
      ) : (
        text
      );
    return e.children
      ? { key: groupKey(e.path), icon: e.icon && ICONS[e.icon], label, children: e.children.map(toItem) }
      : { key: e.path, icon: e.icon && ICONS[e.icon], label };
  };

  return (
    <nav aria-label={t('menu.label')}>
      {showLogo && <SidebarLogo collapsed={collapsed} />}
      <Menu
        mode="inline"
        inlineCollapsed={collapsed}
        items={entries.map(toItem)}
        selectedKeys={active.selected}
        openKeys={collapsed ? undefined : openKeys}
        onOpenChange={setOpenKeys}
        onClick={({ key }) => navigate(key)}
        style={{ borderInlineEnd: 'none' }}
      />
      {/* after the menu is drawn (it waits for memberInfo), so the menu never pushes them down */}
      {!collapsed && member && phoneCnt && <PhoneCounters cnt={phoneCnt} />}
    </nav>
  );
}
