// App market calls (docs/api-devices.md "App market and application management", "Uploads").
// Typed, thin, unwrapped to `data`; the request layer shows server errors.
import { get, post } from '@console/shared';
import { uploadTicket } from '../api/storage';
import type { InstalledApp } from '../api/phoneDetail';
import type { Task } from '../api/tasks';

export type { InstalledApp };

export interface MarketApp {
  id: number;
  name: string;
  package_name: string;
  version: string;
  size_bytes: number;
  /** data URL, or '' (no icon) */
  icon: string;
  description: string;
  source: 'platform' | 'own';
  installed_count: number;
  created_at: string;
}

export interface PhoneOption {
  id: number;
  phone_name: string;
}

export interface NewApp {
  file_id: number;
  name: string;
  package_name: string;
  version: string;
  description?: string;
}

interface Page<T> {
  total: number;
  list: T[];
}

/** Enough for a whole catalogue in the app filter of the management screen. */
const ALL = 1000;

const data = async <T>(p: Promise<{ data: T }>): Promise<T> => (await p).data;

export const appMarket = {
  list: (q: { page: number; limit: number; keyword?: string }) => data(get<Page<MarketApp>>('/app/list', q)),
  /** Every app of the catalogue (filter options). */
  all: async () => (await data(get<Page<MarketApp>>('/app/list', { page: 1, limit: ALL }, { noReport: true }))).list,
  add: (body: NewApp) => data(post<MarketApp>('/app/add', body)),
  remove: (id: number) => data(post<null>('/app/delete', { id })),
  install: (app_id: number, phone_ids: number[]) =>
    data(post<{ tasks: Task[] }>('/app/install', { app_id, phone_ids })),
  uninstall: (app_id: number, phone_ids: number[]) =>
    data(post<{ tasks: Task[] }>('/app/uninstall', { app_id, phone_ids })),
  installed: (q: { page: number; limit: number; app_id?: number | string; phone_id?: number | string }) =>
    data(get<Page<InstalledApp>>('/app/installed', q)),
  /** Every phone the caller sees (GET /phone/all). */
  phones: async () => (await data(get<{ list: PhoneOption[] }>('/phone/all', undefined, { noReport: true }))).list,
  uploadTicket: (file: { name: string; size: number }) => uploadTicket(file, 'apk'),
};
