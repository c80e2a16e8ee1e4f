// User menu: who is logged in, the enterprise's valid counts, invite link, the admin pages the
// §2 sidebar has no entry for (members, stores, versions; each only for who may open it), the
// provider's management site (the boss: POST /auth/zhanfu, opened in a new tab), password, logout.
import {
  CloudServerOutlined,
  DownOutlined,
  InfoCircleOutlined,
  KeyOutlined,
  LogoutOutlined,
  ShopOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useCan, userApi } from '@console/shared';
import { Avatar, Button, Divider, Dropdown, Space, theme, type MenuProps } from 'antd';
import { cloneElement, type CSSProperties, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '../../app';
import { useWatchExtension } from '../../extension';
import { forgetSession } from '../../signin/sessionTrace';
import { useMember } from '../member/useMember';
import { InviteLink } from './InviteLink';
import { MemberCounts } from './MemberCounts';
import { useCanOpen } from '../../routes/useCanOpen';

const PAGES = [
  { key: 'members', icon: <TeamOutlined />, path: '/member/all' },
  { key: 'stores', icon: <ShopOutlined />, path: '/store/all' },
  { key: 'versions', icon: <InfoCircleOutlined />, path: '/console' },
] as const;

interface Props {
  onPassword: () => void;
  /** On a phone: the avatar alone (the name is in the menu). */
  compact?: boolean;
}

/**
 * The provider's management site: its address with a one-time ticket (spec §7 POST /auth/zhanfu),
 * in a new tab that cannot reach back into the console. A refusal was shown by the request layer.
 */
async function openProviderSite() {
  const res = await userApi.providerSite().catch(() => null);
  if (res?.data?.url) window.open(res.data.url, '_blank', 'noopener,noreferrer');
}

export function UserMenu({ onPassword, compact = false }: Props) {
  const { t } = useTranslation('shell');
  const { member } = useMember();
  const { token } = theme.useToken();
  const canOpen = useCanOpen();

  // the top bar is on every signed-in screen: the console asks the browser extension once at start
  // whether it is installed (getPlugin), so opening a store knows without waiting (spec §7)
  useWatchExtension();
  // tells the browser extension (postToExtension('logout')), then session.logout(), then /login
  const logout = useLogout();
  const navigate = useNavigate();
  const pages = PAGES.filter((p) => canOpen(p.path));
  const can = useCan();
  const providerSite = can('POST /auth/zhanfu');

  const items: MenuProps['items'] = [
    ...pages.map(({ key, icon, path }) => ({
      key,
      icon,
      label: t(`user.${key}`),
      onClick: () => void navigate(path),
    })),
    ...(providerSite
      ? [
          {
            key: 'providerSite',
            icon: <CloudServerOutlined />,
            label: t('user.providerSite'),
            onClick: () => void openProviderSite(),
          },
        ]
      : []),
    ...(pages.length || providerSite ? [{ type: 'divider' as const }] : []),
    {
      key: 'password',
      icon: <KeyOutlined />,
      label: member?.is_set_password ? t('user.changePassword') : t('user.setPassword'),
      onClick: onPassword,
    },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: t('user.logout'),
      onClick: () => {
        forgetSession(); // ended on purpose: /auth will not call it expired
        void logout();
      },
    },
  ];

  const name = member?.name || member?.username || '';
  const summary = member && (
    <div style={{ padding: '12px 16px 0', width: 'min(300px, calc(100vw - 32px))', boxSizing: 'border-box' }}>
      <div style={{ fontWeight: 600 }}>{name}</div>
      <div style={{ color: token.colorTextSecondary, fontSize: 12 }}>
        {member.username}
        {member.company_name ? ` · ${member.company_name}` : ''}
      </div>
      <MemberCounts member={member} />
      <InviteLink code={member.invite_code} />
      <Divider style={{ margin: '8px 0 0' }} />
    </div>
  );

  return (
    <Dropdown
      trigger={['click']}
      menu={{ items }}
      popupRender={(menu) => (
        <div
          style={{
            background: token.colorBgElevated,
            borderRadius: token.borderRadiusLG,
            boxShadow: token.boxShadowSecondary,
          }}
        >
          {summary}
          {cloneElement(menu as ReactElement<{ style?: CSSProperties }>, { style: { boxShadow: 'none' } })}
        </div>
      )}
    >
      <Button
        type="text"
        data-testid="user-menu"
        // no visible name on a phone: the button still says whose menu it is
        aria-label={compact ? t('user.menuOf', { name }) : undefined}
      >
        <Space size={6} style={{ whiteSpace: 'nowrap' }}>
          <Avatar size="small" icon={<UserOutlined />} />
          {!compact && <span>{name}</span>}
          {!compact && <DownOutlined style={{ fontSize: 10 }} />}
        </Space>
      </Button>
    </Dropdown>
  );
}
