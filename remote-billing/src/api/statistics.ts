// Data statistics and operation management calls (shapes: @console/contract). Admins only.
import type { Operations, Statistics, StatisticsQuery } from '@console/contract';
import { get } from '@console/shared';

export type { Operations, Statistics, StatisticsQuery };

export const statisticsApi = {
  summary: async (q: StatisticsQuery): Promise<Statistics> => (await get<Statistics>('/statistics/summary', q)).data,
  operations: async (): Promise<Operations> => (await get<Operations>('/statistics/operations')).data,
};
