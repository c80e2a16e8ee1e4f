// What this remote is: its area, its deployed version and its routes (the same in host and standalone).
import type { AreaDefinition } from '@console/ui';
import { registerStoresResources } from './i18n';
import { storeRoutes } from './routes';

registerStoresResources();

export const storesArea: AreaDefinition = { area: 'stores', version: __APP_VERSION__, routes: storeRoutes };
