// What this remote is: its area, its deployed version and its routes (the same in host and standalone).
import type { AreaDefinition } from '@console/ui';
import { registerDevicesResources } from './i18n';
import { deviceRoutes } from './routes';

registerDevicesResources();

export const devicesArea: AreaDefinition = { area: 'devices', version: __APP_VERSION__, routes: deviceRoutes };
