// Standalone page for the team (`pnpm --filter remote-billing dev`, http://localhost:8106),
// logged in against the real API.
import { startStandalone } from '@console/ui';
import { billingArea } from './area';

startStandalone({ ...billingArea, title: '订单与费用 (remote-billing)', home: '/order/all' });
