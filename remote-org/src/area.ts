// What this remote is: its area, its deployed version and its routes (the same in host and standalone).
import type { AreaDefinition } from '@console/ui';
import { registerOrgResources } from './i18n';
import { orgRoutes } from './routes';

registerOrgResources();

export const orgArea: AreaDefinition = { area: 'org', version: __APP_VERSION__, routes: orgRoutes };
