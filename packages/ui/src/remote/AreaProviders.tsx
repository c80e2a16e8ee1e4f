// The providers every area renders inside, in the host (parcel) and standalone alike. The marker
// attributes tell tests and support which remote and which deployed version they look at.
import { shellServices, useAntdLocale } from '@console/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { consoleConfig } from '../consoleConfig';

export interface AreaIdentity {
  /** devices, accounts, network, stores, org, billing */
  area: string;
  /** the deployed build version (__APP_VERSION__ of the remote's build) */
  version: string;
}

export function AreaProviders({ area, version, children }: AreaIdentity & { children: ReactNode }) {
  return (
    // The shell's QueryClient (host or standalone): one cache for the whole console.
    <QueryClientProvider client={shellServices().queryClient}>
      <ConfigProvider locale={useAntdLocale()} {...consoleConfig}>
        <AntdApp>
          <div data-testid="remote-root" data-remote={area} data-version={version}>
            {children}
          </div>
        </AntdApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
