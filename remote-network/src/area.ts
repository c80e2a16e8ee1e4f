// What this remote is: its area, its deployed version and its routes (the same in host and standalone).
import type { AreaDefinition } from '@console/ui';
import { registerNetworkResources } from './i18n';
import { networkRoutes } from './routes';

registerNetworkResources();

export const networkArea: AreaDefinition = { area: 'network', version: __APP_VERSION__, routes: networkRoutes };
