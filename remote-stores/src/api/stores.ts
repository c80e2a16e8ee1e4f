// Store calls of this area (docs/api-stores.md): typed, thin, unwrapped to `data`. The shapes are
// the API contract's (@console/contract); errors are shown by the request layer.
import type {
  Page,
  PlatformOption,
  StoreAddBody,
  StoreCounters,
  StoreEnv,
  StoreExtraction,
  StoreExtractionAddBody,
  StoreExtractionQuery,
  StoreHandoverBody,
  StoreItem,
  StoreListQuery,
  StoreMemberRef,
  StoreTag,
  StoreTagAddBody,
  StoreTagUpdateBody,
  StoreTransfer,
  StoreTransferQuery,
  StoreUpdateBody,
  StoreView,
} from '@console/contract';
import { get, post } from '@console/shared';

/** One row of GET /store/list (never a password or a cookie). */
export type Store = StoreItem;
export type {
  PlatformOption,
  StoreAddBody,
  StoreCounters,
  StoreEnv,
  StoreExtraction,
  StoreExtractionQuery,
  StoreListQuery,
  StoreMemberRef,
  StoreTag,
  StoreTransfer,
  StoreTransferQuery,
  StoreView,
};
export type StoreList = Page<Store>;

export const stores = {
  /** GET /store/list — a view's stores; an ordinary employee gets only the stores authorized to them. */
  list: async (query: StoreListQuery): Promise<StoreList> => (await get<StoreList>('/store/list', query)).data,
  cnt: async (): Promise<StoreCounters> => (await get<StoreCounters>('/store/cnt')).data,
  platforms: async (): Promise<PlatformOption[]> => (await get<PlatformOption[]>('/store/platforms')).data,
  members: async (): Promise<StoreMemberRef[]> => (await get<StoreMemberRef[]>('/store/members')).data,
  add: async (b: StoreAddBody): Promise<Store> => (await post<Store>('/store/add', b)).data,
  update: async (b: StoreUpdateBody): Promise<Store> => (await post<Store>('/store/update', b)).data,
  remove: async (ids: number[]) => (await post<{ ids: number[] }>('/store/delete', { ids })).data,
  importCookie: async (id: number, cookie: string) =>
    (await post<{ cookie_count: number; cache_cleared: boolean }>('/store/cookie', { id, cookie })).data,
  bindDevice: async (id: number, ipDeviceId: number | null): Promise<Store> =>
    (await post<Store>('/store/bindDevice', { id, ip_device_id: ipDeviceId })).data,
  authorize: async (ids: number[], userIds: number[]) =>
    (await post<{ ids: number[] }>('/store/authorize', { ids, user_ids: userIds })).data,
  handover: async (b: StoreHandoverBody) => (await post<{ transferred: number }>('/store/handover', b)).data,
  transfers: async (q: StoreTransferQuery): Promise<Page<StoreTransfer>> =>
    (await get<Page<StoreTransfer>>('/store/transfers', q)).data,
  open: async (id: number): Promise<StoreEnv> => (await post<StoreEnv>('/store/open', { id })).data,
};

export const storeTags = {
  list: async (): Promise<StoreTag[]> => (await get<StoreTag[]>('/store/tag/list')).data,
  add: async (b: StoreTagAddBody) => (await post<{ id: number }>('/store/tag/add', b)).data,
  update: async (b: StoreTagUpdateBody) => (await post<{ id: number }>('/store/tag/update', b)).data,
  remove: async (id: number) => (await post<{ id: number }>('/store/tag/delete', { id })).data,
};

export const extractions = {
  list: async (q: StoreExtractionQuery): Promise<Page<StoreExtraction>> =>
    (await get<Page<StoreExtraction>>('/store/extraction/list', q)).data,
  add: async (b: StoreExtractionAddBody) => (await post<StoreExtraction>('/store/extraction/add', b)).data,
  setStatus: async (id: number, status: StoreExtraction['status']) =>
    (await post<StoreExtraction>('/store/extraction/status', { id, status })).data,
};

/** The IP devices a store can be bound to: the network area's own list call (not the recycle bin). */
export interface DeviceChoice {
  id: number;
  address: string;
  port: number | null;
  protocol: string;
  region: string;
  stage: string;
}
export const ipDeviceChoices = async (): Promise<DeviceChoice[]> =>
  (await get<Page<DeviceChoice>>('/ipDevice/list', { view: 'all', page: 1, limit: 500 })).data.list.filter(
    (d) => d.stage === 'active' && d.address,
  );

/** Server-side CSV of every row matching the filters (ListPage downloads it with the P-Token). */
export const STORE_EXPORT_PATH = '/store/list/export';
