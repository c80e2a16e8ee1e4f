// What this remote is: its area, its deployed version and its routes (the same in host and standalone).
import type { AreaDefinition } from '@console/ui';
import { registerAccountsResources } from './i18n';
import { accountRoutes } from './routes';

registerAccountsResources();

export const accountsArea: AreaDefinition = { area: 'accounts', version: __APP_VERSION__, routes: accountRoutes };
