// Standalone page for the team (`pnpm --filter remote-accounts dev`, http://localhost:8102),
// logged in against the real API.
import { startStandalone } from '@console/ui';
import { accountsArea } from './area';

startStandalone({ ...accountsArea, title: '分身管理 (remote-accounts)', home: '/account/all' });
