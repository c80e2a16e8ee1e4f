// Standalone page for the team (`pnpm --filter remote-org dev`, http://localhost:8105),
// logged in against the real API.
import { startStandalone } from '@console/ui';
import { orgArea } from './area';

startStandalone({ ...orgArea, title: '成员管理 (remote-org)', home: '/member/all' });
