// User menu: who is logged in, the enterprise's valid counts, invite link, the admin pages the
// §2 sidebar has no entry for (members, stores, versions), password, logout.
import {
  DownOutlined,
  InfoCircleOutlined,
  KeyOutlined,
  LogoutOutlined,
  ShopOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { roleFromLevel } from '@console/shared';
import { Avatar, Button, Descriptions, Divider, Dropdown, Space, theme, type MenuProps } from 'antd';
import { cloneElement, type CSSProperties, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '../../app';
import { useMember } from '../member/useMember';
import { InviteLink } from './InviteLink';

export function UserMenu({ onPassword }: { onPassword: () => void }) {
  const { t } = useTranslation('shell');
  const { member } = useMember();
  const { token } = theme.useToken();

  // tells the browser extension (postToExtension('logout')), then session.logout(), then /login
  const logout = useLogout();
  const navigate = useNavigate();
  const isAdmin = !!member && roleFromLevel(member.level) === 'admin';

  const items: MenuProps['items'] = [
    ...(isAdmin
      ? [
          {
            key: 'members',
            icon: <TeamOutlined />,
            label: t('user.members'),
            onClick: () => void navigate('/member/all'),
          },
          {
            key: 'stores',
            icon: <ShopOutlined />,
            label: t('user.stores'),
            onClick: () => void navigate('/store/all'),
          },
          {
            key: 'versions',
            icon: <InfoCircleOutlined />,
            label: t('user.versions'),
            onClick: () => void navigate('/console'),
          },
          { type: 'divider' as const },
        ]
      : []),
    {
      key: 'password',
      icon: <KeyOutlined />,
      label: member?.is_set_password ? t('user.changePassword') : t('user.setPassword'),
      onClick: onPassword,
    },
    { key: 'logout', icon: <LogoutOutlined />, label: t('user.logout'), onClick: () => void logout() },
  ];

  const summary = member && (
    <div style={{ padding: '12px 16px 0', width: 280 }}>
      <div style={{ fontWeight: 600 }}>{member.name || member.username}</div>
      <div style={{ color: token.colorTextSecondary, fontSize: 12 }}>
        {member.username}
        {member.company_name ? ` · ${member.company_name}` : ''}
      </div>
      <Descriptions
        size="small"
        column={2}
        style={{ marginTop: 8 }}
        items={[
          { key: 'a', label: t('user.accountNum'), children: member.account_num },
          { key: 'p', label: t('user.phoneNum'), children: member.phone_num },
          { key: 'n', label: t('user.networkCardNum'), children: member.network_cart_num },
          { key: 'm', label: t('user.memberNum'), children: member.member_number },
        ]}
      />
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
      <Button type="text" data-testid="user-menu">
        <Space size={6}>
          <Avatar size="small" icon={<UserOutlined />} />
          <span>{member?.name || member?.username || ''}</span>
          <DownOutlined style={{ fontSize: 10 }} />
        </Space>
      </Button>
    </Dropdown>
  );
}
