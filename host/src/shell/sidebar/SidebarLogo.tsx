// Product mark at the top of the sider (settings: sidebarLogo).
import { CloudOutlined } from '@ant-design/icons';
import { PRIMARY_COLOR } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function SidebarLogo({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <Link
      to="/"
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: collapsed ? 'center' : 'flex-start',
        gap: 8,
        height: 56,
        padding: collapsed ? 0 : '0 20px',
        color: PRIMARY_COLOR,
        fontWeight: 600,
        fontSize: 16,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
      }}
    >
      <CloudOutlined style={{ fontSize: 22 }} />
      {!collapsed && <span>{t('product')}</span>}
    </Link>
  );
}
