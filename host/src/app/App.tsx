// Providers + router + the full-screen loading lock.
import { setMessageApi, useAntdLocale, useLanguage } from '@console/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { consoleConfig, installDialogTabCycle } from '@console/ui';
import { App as AntdApp, ConfigProvider } from 'antd';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { LoadingLock } from './LoadingLock';
import { router } from './router';
import { provideHostShellServices, queryClient } from './shellServices';

provideHostShellServices((to, replace) => void router.navigate(to, { replace }));

function Inner() {
  const { message } = AntdApp.useApp();
  const language = useLanguage();

  // Request-layer messages use the App context (theme, locale) from now on.
  useEffect(() => {
    setMessageApi(message);
  }, [message]);

  // Tab goes round an open dialog's controls, in every area (packages/ui dialogTabCycle)
  useEffect(() => installDialogTabCycle(), []);

  // each screen sets document.title itself (usePageTitle); this effect would run after theirs
  useEffect(() => {
    document.documentElement.lang = language === 'en' ? 'en' : 'zh-CN';
  }, [language]);

  return (
    <>
      <RouterProvider router={router} />
      <LoadingLock />
    </>
  );
}

export function App() {
  const locale = useAntdLocale();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={locale} {...consoleConfig}>
        <AntdApp>
          <Inner />
        </AntdApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
