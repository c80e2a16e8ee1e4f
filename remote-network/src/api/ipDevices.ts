// IP device calls of this area (docs/api-network.md "IP devices"): typed, thin, unwrapped to
// `data`. Shapes from @console/contract; errors are shown by the request layer.
import type {
  DeviceAddBody,
  DeviceBuyBody,
  DeviceCheckResult,
  DeviceCounters,
  DeviceImportBody,
  DeviceImportResult,
  DeviceListQuery,
  DeviceOptions,
  DevicePriceBody,
  DeviceRenewBody,
  DeviceUpdateBody,
  DeviceView,
  IpDevice,
  Page,
  PayResult,
  Price,
} from '@console/contract';
import { get, post, type RequestFlags } from '@console/shared';

export type { DeviceCounters, DeviceImportResult, DeviceOptions, DeviceView, IpDevice };
/** What the server prices (POST /ipDevice/totalPrice; the checkout adds the coupon). */
export type DeviceBuyQuery = Pick<
  DeviceBuyBody,
  'platform' | 'region' | 'ip_type' | 'quantity' | 'duration_unit' | 'duration'
>;
export type DeviceRenewQuery = Pick<DeviceRenewBody, 'ids' | 'duration_unit' | 'duration'>;
export type DeviceQuery = DeviceListQuery;

export const ipDevices = {
  list: async (q: DeviceQuery): Promise<Page<IpDevice>> =>
    (await get<Page<IpDevice>>('/ipDevice/list', q, { noReport: true })).data,
  cnt: async (): Promise<DeviceCounters> => (await get<DeviceCounters>('/ipDevice/cnt')).data,
  add: async (b: DeviceAddBody): Promise<IpDevice> => (await post<IpDevice>('/ipDevice/add', b)).data,
  update: async (b: DeviceUpdateBody): Promise<IpDevice> => (await post<IpDevice>('/ipDevice/update', b)).data,
  import: async (b: DeviceImportBody): Promise<DeviceImportResult> =>
    (await post<DeviceImportResult>('/ipDevice/import', b)).data,
  remove: async (ids: number[]) => (await post<{ recycled: number; purged: number }>('/ipDevice/delete', { ids })).data,
  restore: async (ids: number[]) => (await post<{ restored: number }>('/ipDevice/restore', { ids })).data,
  check: async (id: number): Promise<DeviceCheckResult> =>
    (await post<DeviceCheckResult>('/ipDevice/check', { id })).data,
  resource: async (): Promise<DeviceOptions> => (await get<DeviceOptions>('/ipDevice/resource')).data,
  /** POST /ipDevice/totalPrice, the envelope (flags let the checkout show a refusal beside the amount). */
  totalPrice: (q: DevicePriceBody, flags?: RequestFlags) => post<Price>('/ipDevice/totalPrice', q, flags),
  /** POST /ipDevice/buy, once per attempt's Idempotency-Key. */
  buy: async (b: DeviceBuyBody, idempotencyKey: string): Promise<PayResult> =>
    (await post<PayResult>('/ipDevice/buy', b, { idempotencyKey })).data,
  /** POST /ipDevice/renew, once per attempt's Idempotency-Key. */
  renew: async (b: DeviceRenewBody, idempotencyKey: string): Promise<PayResult> =>
    (await post<PayResult>('/ipDevice/renew', b, { idempotencyKey })).data,
  autoRenew: async (ids: number[], on: boolean) =>
    (await post<{ updated: number }>('/ipDevice/autoRenew', { ids, auto_renew: on ? 1 : 0 })).data,
};
