// A remote running alone for its team (its own dev server): log in against the real API, then the
// area in a BrowserRouter — exactly the tree the host mounts. Unknown paths land on a local /404.
import {
  createQueryClient,
  getLanguage,
  initI18n,
  provideShellServices,
  session,
  sharedQueryKeys,
} from '@console/shared';
import { Modal, Result } from 'antd';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router';
import { loadAntdStylesheet } from '../antdStylesheet';
import { StandaloneShell } from '../standalone';
import { draggableConfig } from '../useConfirm';
import { remoteTexts, useRemoteText } from './i18n';
import { AreaApp, type AreaDefinition } from './lifecycles';

function StandaloneNotFound({ home }: { home: string }) {
  const t = useRemoteText();
  return <Result status="404" title={t('notFound')} extra={<Link to={home}>{t('back')}</Link>} />;
}

/** The standalone shell's side of the shell-services contract: no top bar, no sidebar, no recharge dialog. */
function provideStandaloneServices(navigate: (to: string, replace?: boolean) => void): void {
  const queryClient = createQueryClient();
  provideShellServices({
    queryClient,
    refreshMember: async () => {
      await session.getInfo();
      await queryClient.invalidateQueries({ queryKey: sharedQueryKeys.member });
    },
    // Recharging is a console feature: standalone, say so (with the shortfall) instead of a dialog.
    openRecharge: (options) =>
      void Modal.info(
        draggableConfig({
          content: remoteTexts[getLanguage()].rechargeInConsole.replace(
            '{{amount}}',
            ((options?.shortFen ?? 0) / 100).toFixed(2),
          ),
        }),
      ),
    countersChanged: () => void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.phoneCounters }),
    navigate: (to, options) => navigate(to, options?.replace),
  });
}

export function startStandalone(def: AreaDefinition & { title: string; home: string }): void {
  initI18n();
  provideStandaloneServices((to, replace) => (replace ? window.location.replace(to) : window.location.assign(to)));
  document.body.style.margin = '0';
  const root = createRoot(document.getElementById('root')!);
  // drawn once antd's stylesheet applies, as the console is (../antdStylesheet)
  void loadAntdStylesheet().then(() =>
    root.render(
      <StrictMode>
        <BrowserRouter>
          <StandaloneShell title={def.title}>
            <Routes>
              <Route path="/" element={<Navigate to={def.home} replace />} />
              <Route path="/404" element={<StandaloneNotFound home={def.home} />} />
              <Route path="*" element={<AreaApp {...def} />} />
            </Routes>
          </StandaloneShell>
        </BrowserRouter>
      </StrictMode>,
    ),
  );
}
