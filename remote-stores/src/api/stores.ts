// Store calls of this area: typed, thin, unwrapped to `data`. The shapes are the API contract's
// (@console/contract).
import type { Page, StoreItem, StoreListQuery } from '@console/contract';
import { get } from '@console/shared';

/** One row of GET /store/list (never a password). */
export type Store = StoreItem;
export type { StoreListQuery };
export type StoreList = Page<Store>;

export const stores = {
  /** GET /store/list — newest first; every member of the enterprise sees its stores. */
  list: async (query: StoreListQuery): Promise<StoreList> => (await get<StoreList>('/store/list', query)).data,
};

/** Server-side CSV of every row matching the filters (ListPage downloads it with the P-Token). */
export const STORE_EXPORT_PATH = '/store/list/export';
