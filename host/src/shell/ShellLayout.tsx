// The logged-in shell (spec §2 Layout): sidebar, top bar, ad carousel, renewal notice, the routed
// page, and the shell's dialogs. Rendered by the router as the parent of every logged-in route.
// Shell itself does not read the URL: only the parts that follow it (menu, the new-user guide, the routed
// area) re-render on a navigation, not the whole shell.
import { useCan } from '@console/shared';
import { Drawer, Layout } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { setRechargeOpener } from '../app/shellServices';
import { GuardedOutlet } from '../guard/forbidden';
import { markSession } from '../signin/sessionTrace';
import { AreaStage } from '../remotes/AreaStage';
import { AuthNotice } from './auth/AuthNotice';
import { PasswordDialog } from './dialogs/PasswordDialog';
import { RechargeDialog } from './dialogs/RechargeDialog';
import { useSetPasswordPrompt } from './dialogs/useSetPasswordPrompt';
import './i18n';
import { MAIN_ID, SkipLink } from './main/SkipLink';
import { AdCarousel } from './main/AdCarousel';
import { useMember } from './member/useMember';
import { RenewNoticeBar } from './main/RenewNoticeBar';
import { useHoldBelowNotice } from './main/useHoldBelowNotice';
import { FirstVisitQueue } from './firstVisit/dialogQueue';
import { NewUserGuide } from './firstVisit/NewUserGuide';
import { RenewReminder } from './renew/RenewReminder';
import { SettingsDrawer } from './settings/SettingsDrawer';
import { useSettings } from './settings/useSettings';
import { SideNav } from './sidebar/SideNav';
import { CloseMenuOnNavigate, useAppState } from './sidebar/useAppState';
import { ReloadCountersOnDeviceMoves, usePhoneCnt } from './sidebar/usePhoneCnt';
import { TopBar } from './topbar/TopBar';
import { useWebsiteConfig } from './useWebsiteConfig';

export const SIDEBAR_WIDTH = 220;
export const SIDEBAR_COLLAPSED_WIDTH = 64;

export function ShellLayout() {
  return (
    // Theme, locale, the antd App context (messages) and the query cache come from the host's App root.
    <FirstVisitQueue>
      <Shell />
    </FirstVisitQueue>
  );
}

function Shell() {
  const { state, toggleSidebar, closeSidebar } = useAppState();
  const { settings, change } = useSettings();
  const config = useWebsiteConfig();
  const { counters: phoneCnt, settled: countersSettled } = usePhoneCnt();
  const holdBelowNotice = useHoldBelowNotice(countersSettled);
  // the top-up is offered only to who the server lets recharge (the boss)
  const mayRecharge = useCan()('POST /phone/recharge');
  const { member } = useMember();
  // open with the amount the user is short of, if a remote said (shellServices().openRecharge)
  const [recharge, setRecharge] = useState<{ shortFen?: number } | false>(false);
  const [password, setPassword] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const openPassword = useCallback(() => setPassword(true), []);
  const openRecharge = useCallback(() => setRecharge({}), []);
  useSetPasswordPrompt(openPassword);
  // signed in: if this session later ends without a logout, /auth says so (a first visit is welcomed)
  useEffect(() => markSession(), []);
  useEffect(() => {
    setRechargeOpener((shortFen) => setRecharge({ shortFen }));
    return () => setRechargeOpener(undefined);
  }, []);

  const mobile = state.device === 'mobile';
  const opened = state.sidebar.opened;
  const nav = (collapsed: boolean) => (
    <SideNav collapsed={collapsed} showLogo={settings.sidebarLogo} phoneCnt={phoneCnt} />
  );

  return (
    <Layout style={{ minHeight: '100vh' }} data-device={state.device} data-sidebar={opened ? 'opened' : 'closed'}>
      <SkipLink />
      {mobile ? (
        // Below 992px the menu is an overlay, closed by default.
        <Drawer
          open={opened}
          placement="left"
          size={SIDEBAR_WIDTH}
          closable={false}
          onClose={() => closeSidebar()}
          styles={{ body: { padding: 0 } }}
        >
          {nav(false)}
        </Drawer>
      ) : (
        <Layout.Sider
          theme="light"
          width={SIDEBAR_WIDTH}
          collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
          collapsible
          collapsed={!opened}
          trigger={null}
          style={{
            borderInlineEnd: '1px solid #f0f0f0',
            transition: state.sidebar.withoutAnimation ? 'none' : undefined,
          }}
        >
          {nav(!opened)}
        </Layout.Sider>
      )}
      {/* minWidth 0: a wide table scrolls inside the content, it never widens the page */}
      <Layout style={{ minWidth: 0 }}>
        <Layout.Header
          style={{
            background: '#fff',
            padding: '0 16px',
            borderBottom: '1px solid #f0f0f0',
            ...(settings.fixedHeader ? { position: 'sticky', top: 0, zIndex: 10 } : {}),
          }}
        >
          <TopBar
            sidebarOpened={opened}
            onToggleSidebar={toggleSidebar}
            config={config}
            onRecharge={mayRecharge ? openRecharge : undefined}
            onPassword={openPassword}
            onSettings={() => setSettingsOpen(true)}
          />
        </Layout.Header>
        {/* the skip link's target: focusable by script only, never a tab stop of its own */}
        <Layout.Content id={MAIN_ID} tabIndex={-1} style={{ padding: 16, outline: 'none' }}>
          <AdCarousel inviteProgramme={member?.level_type === 4} />
          <RenewNoticeBar willExpire={phoneCnt?.willExpiredCnt} />
          {/* unseen until the notice above is decided: nothing shown here is pushed down by it */}
          <div style={holdBelowNotice ? { visibility: 'hidden' } : undefined} data-testid="below-notice">
            <AreaStage>
              <GuardedOutlet />
            </AreaStage>
          </div>
        </Layout.Content>
      </Layout>

      <RechargeDialog
        open={!!recharge}
        shortFen={recharge ? recharge.shortFen : undefined}
        onClose={() => setRecharge(false)}
      />
      <PasswordDialog open={password} onClose={() => setPassword(false)} />
      <SettingsDrawer
        open={settingsOpen}
        onClose={() => setSettingsOpen(false)}
        settings={settings}
        onChange={change}
      />
      <NewUserGuide onRecharge={openRecharge} />
      <AuthNotice />
      <RenewReminder />
      <CloseMenuOnNavigate open={mobile && opened} close={closeSidebar} />
      <ReloadCountersOnDeviceMoves />
    </Layout>
  );
}
