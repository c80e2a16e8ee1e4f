// The tab bar of 安全设置 (spec §2 Security): member login control, login request control, terminal
// whitelist. Links (ViewTabs), so the URL stays the truth; a tab the member may not open is not offered.
import { ViewTabs } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useCanOpen } from '../useCanOpen';
import { ORG_NS } from '../i18n';

export const SECURITY_TABS = [
  { path: '/security/loginControl', key: 'loginControl' },
  { path: '/security/loginRequest', key: 'loginRequest' },
  { path: '/security/whitelist', key: 'whitelist' },
] as const;

export function SecurityTabs() {
  const { t } = useTranslation(ORG_NS);
  const { pathname } = useLocation();
  const canOpen = useCanOpen();
  const views = SECURITY_TABS.filter((tab) => tab.path === pathname || canOpen(tab.path)).map((tab) => ({
    path: tab.path,
    label: t(`security.tabs.${tab.key}`),
  }));
  return <ViewTabs label={t('security.tabs.label')} activePath={pathname} views={views} />;
}

/** The note every security screen carries: the boss is the owner and exempt. */
export function OwnerExemptNote() {
  const { t } = useTranslation(ORG_NS);
  return (
    <p style={{ margin: '0 0 12px' }} data-testid="security-owner-note">
      {t('security.ownerExempt')}
    </p>
  );
}
