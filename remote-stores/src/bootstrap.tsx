// Standalone page for the team (`pnpm --filter remote-stores dev`, http://localhost:8104),
// logged in against the real API.
import { startStandalone } from '@console/ui';
import { storesArea } from './area';

startStandalone({ ...storesArea, title: '店铺管理 (remote-stores)', home: '/store/all' });
