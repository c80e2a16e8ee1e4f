// The tabs of enterprise configuration (spec §2): 企业信息, 绑定设置, 成员管理, 企业日志, and the
// console's own Webhook 通知. Links in a
// nav (ViewTabs), so the URL stays the truth; the active tab follows the current path. A tab the
// member may not open (routes.json roles/requires, the host guard's rule) is not offered.
// Usage: `<CompanyTabs />` under the screen's own <PageTitle> (the tabs render no heading).
import { ViewTabs } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ORG_NS } from '../i18n';
import { useCanOpen } from '../useCanOpen';

/** The tabs in order: path → i18n key under company.tabs. */
export const COMPANY_TABS = [
  { path: '/company/setup', key: 'info' },
  { path: '/company/binding', key: 'binding' },
  { path: '/member/all', key: 'members' },
  { path: '/company/log', key: 'log' },
  { path: '/company/webhook', key: 'webhook' },
] as const;

/** The tab a path belongs to: the longest tab path that is the path or a parent of it. */
export function activeCompanyTab(pathname: string): string | undefined {
  return COMPANY_TABS.map((tab) => tab.path)
    .filter((p) => pathname === p || pathname.startsWith(`${p}/`))
    .sort((a, b) => b.length - a.length)[0];
}

export function CompanyTabs() {
  const { t } = useTranslation(ORG_NS);
  const { pathname } = useLocation();
  const canOpen = useCanOpen();
  const active = activeCompanyTab(pathname);
  const views = COMPANY_TABS.filter((tab) => tab.path === active || canOpen(tab.path)).map((tab) => ({
    path: tab.path,
    label: t(`company.tabs.${tab.key}`),
  }));
  return <ViewTabs label={t('company.tabs.label')} activePath={active ?? pathname} views={views} />;
}
