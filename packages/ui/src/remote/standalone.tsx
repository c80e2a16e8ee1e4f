// A remote running alone for its team (its own dev server): log in against the real API, then the
// area in a BrowserRouter — exactly the tree the host mounts. Unknown paths land on a local /404.
import { initI18n } from '@console/shared';
import { Result } from 'antd';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router';
import { StandaloneShell } from '../standalone';
import { useRemoteText } from './i18n';
import { AreaApp, type AreaDefinition } from './lifecycles';

function StandaloneNotFound({ home }: { home: string }) {
  const t = useRemoteText();
  return <Result status="404" title={t('notFound')} extra={<Link to={home}>{t('back')}</Link>} />;
}

export function startStandalone(def: AreaDefinition & { title: string; home: string }): void {
  initI18n();
  document.body.style.margin = '0';
  createRoot(document.getElementById('root')!).render(
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
  );
}
