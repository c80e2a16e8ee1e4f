// One phone as the detail screens read it (docs/api-devices.md "Phone operations", app market).
import { get, type Phone } from '@console/shared';
import type { Task } from './tasks';

export type PowerState = 'running' | 'stopped' | 'restarting' | 'resetting';

export interface PhoneDetail extends Phone {
  region: string;
  platform: string;
  power_state: PowerState | string;
  pod_property: Record<string, unknown>;
  assigned_user_id: number | null;
  assigned_user_name: string | null;
  order_no: string | null;
  last_synced_at: string | null;
}

/** An app on a phone (GET /app/installed), as the phone's services and application management list it. */
export interface InstalledApp {
  phone_id: number;
  phone_name: string;
  app_id: number;
  app_name: string;
  version: string;
  status: string;
  updated_at: string;
}

export interface Paged<T> {
  total: number;
  list: T[];
}

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
