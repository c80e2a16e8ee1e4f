// Standalone page for the team (`pnpm --filter remote-network dev`, http://localhost:8103),
// logged in against the real API.
import { startStandalone } from '@console/ui';
import { networkArea } from './area';

startStandalone({ ...networkArea, title: '网卡管理 (remote-network)', home: '/NetworkCard/all' });
