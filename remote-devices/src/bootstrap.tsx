// Standalone page for the team (`pnpm --filter remote-devices dev`, http://localhost:8101),
// logged in against the real API.
import { startStandalone } from '@console/ui';
import { devicesArea } from './area';

startStandalone({ ...devicesArea, title: '设备管理 (remote-devices)', home: '/phone/all' });
