// GET /dashboard/summary; its shape is the contract's, through @console/shared's api types.
import { get, type DashboardFailure, type DashboardSummary } from '@console/shared';

export type { DashboardFailure, DashboardSummary };

export const dashboardQueryKey = ['host', 'dashboard', 'summary'] as const;

export const fetchDashboard = async (): Promise<DashboardSummary> =>
  (await get<DashboardSummary>('/dashboard/summary')).data;
