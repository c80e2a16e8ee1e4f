// The console's entry: every page but the signed-out ones (../signin/start).
import { initI18n } from '@console/shared';
import { loadAntdStylesheet } from '@console/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerHostResources } from '../i18n';
import { App } from './App';

initI18n();
// No browser default margin around the full-height layouts (antd ships no global reset).
document.body.style.margin = '0';
registerHostResources();

// drawn once antd's stylesheet applies (asked for by ../index.ts): never unstyled, no layout shift
void loadAntdStylesheet().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
