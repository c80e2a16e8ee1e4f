// One phone as the detail screens read it (docs/api-devices.md "Phone operations", app market);
// the shapes are the API contract's (@console/contract).
import type { InstalledApp, Page, PhoneDetail, POWER_STATES, Task } from '@console/contract';
import { get } from '@console/shared';

export type { InstalledApp, PhoneDetail };
export type PowerState = (typeof POWER_STATES)[number];
export type Paged<T> = Page<T>;

export const phoneDetail = {
  /** GET /phone/detail?id= (visible phones; others 40004) */
  get: async (id: number): Promise<PhoneDetail> => (await get<PhoneDetail>('/phone/detail', { id })).data,
  /** GET /phone/tasks?phone_id= — newest first */
  tasks: async (phoneId: number, page = 1, limit = 10): Promise<Paged<Task>> =>
    (await get<Paged<Task>>('/phone/tasks', { phone_id: phoneId, page, limit })).data,
  /** GET /app/installed?phone_id= */
  installedApps: async (phoneId: number, page = 1, limit = 50): Promise<Paged<InstalledApp>> =>
    (await get<Paged<InstalledApp>>('/app/installed', { phone_id: phoneId, page, limit })).data,
};
