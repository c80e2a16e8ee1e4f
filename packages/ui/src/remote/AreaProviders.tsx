// The providers every area renders inside, in the host (parcel) and standalone alike. The marker
// attributes tell tests and support which remote and which deployed version they look at.
import { useAntdLocale } from '@console/shared';
import { App as AntdApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { consoleTheme } from '../theme';

export interface AreaIdentity {
  /** devices, accounts, network, stores, org, billing */
  area: string;
  /** the deployed build version (__APP_VERSION__ of the remote's build) */
  version: string;
}

export function AreaProviders({ area, version, children }: AreaIdentity & { children: ReactNode }) {
  return (
    <ConfigProvider locale={useAntdLocale()} theme={consoleTheme}>
      <AntdApp>
        <div data-testid="remote-root" data-remote={area} data-version={version}>
          {children}
        </div>
      </AntdApp>
    </ConfigProvider>
  );
}
