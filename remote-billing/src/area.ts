// What this remote is: its area, its deployed version and its routes (the same in host and standalone).
import type { AreaDefinition } from '@console/ui';
import { registerBillingResources } from './i18n';
import { billingRoutes } from './routes';

registerBillingResources();

export const billingArea: AreaDefinition = { area: 'billing', version: __APP_VERSION__, routes: billingRoutes };
