// Product mark at the top of the sider (settings: sidebarLogo); it opens the dashboard (staff: their
// home page, the dashboard being the boss's).
import { CloudOutlined } from '@ant-design/icons';
import { PRIMARY_COLOR } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCanOpen } from '../../routes/useCanOpen';
import { useHomePath } from '../../routes/useHomePath';
import { DASHBOARD_PATH } from '../settings/startPage';
import { START_PAGE_NS } from '../settings/i18n';

export function SidebarLogo({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation(['shell', START_PAGE_NS]);
  // the name starts with the visible product name (WCAG label-in-name), then says where it goes
  const dashboard = useCanOpen()(DASHBOARD_PATH);
  const home = useHomePath();
  const name = dashboard ? t(`${START_PAGE_NS}:openDashboard`, { product: t('product') }) : t('product');
  return (
    <Link
      to={dashboard ? DASHBOARD_PATH : home}
      aria-label={name}
      title={name}
      data-testid="sidebar-dashboard-link"
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
