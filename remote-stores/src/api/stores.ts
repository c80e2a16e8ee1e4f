// Store calls of this area: typed, thin, unwrapped to `data` (paths: docs/api-contract.md,
// fields: packages/server/README.md § List endpoints). Row types live here, not in @console/shared.
import { get } from '@console/shared';

/** One row of GET /store/list (never a password). */
export interface Store {
  id: number;
  name: string;
  platform: string;
  site: string;
  account: string;
  /** store back-office address */
  address: string;
  principal_name: string;
  remark: string;
  /** name of the member who last logged in; '' when never */
  last_login_user: string;
  /** ISO 8601; null when never */
  last_login_at: string | null;
  created_at: string;
}

export interface StoreListQuery {
  page: number;
  limit: number;
  /** name, account, principal or remark contains */
  keyword?: string;
  /** exact platform, e.g. 抖音 */
  platform?: string;
}

export interface StoreList {
  total: number;
  list: Store[];
}

export const stores = {
  /** GET /store/list — newest first; every member of the enterprise sees its stores. */
  list: async (query: StoreListQuery): Promise<StoreList> => (await get<StoreList>('/store/list', query)).data,
};

/** Server-side CSV of every row matching the filters (ListPage downloads it with the P-Token). */
export const STORE_EXPORT_PATH = '/store/list/export';
