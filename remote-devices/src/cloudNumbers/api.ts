// Cloud number calls (docs/api-devices.md "Cloud numbers"): typed, thin, unwrapped to `data`.
// Errors are shown by the request layer, which then rejects with a RequestError.
import { get, post, type RequestFlags } from '@console/shared';
import type { CloudNumberView } from './views';
import type { PayResult, PayType, Price } from '../api/pricing';

export type { PayResult, PayType, Price };

export type Region = 'cn' | 'hk';

/** One row of GET /cloudNumber/list. */
export interface CloudNumber {
  id: number;
  number: string;
  region: Region;
  /** null = no physical number bound */
  physical_number: string | null;
  phone_id: number | null;
  phone_name: string;
  assigned_user_id: number | null;
  assigned_user_name: string;
  monthly_fee_fen: number;
  auto_renew: 0 | 1;
  status: 'in_use' | 'unsubscribing' | 'unsubscribed';
  expiration_time: string;
  remain_day: number;
  created_at: string;
}

export type CloudNumberCnt = Record<CloudNumberView, number>;

export interface CloudNumberTransfer {
  id: number;
  number: string;
  from_user_name: string;
  to_user_name: string;
  operator_name: string;
  created_at: string;
}

export interface Page<Row> {
  total: number;
  list: Row[];
}

export interface CloudNumberResource {
  regions: { value: Region; label: string; month_fen: number }[];
  months: number[];
  pay_types: PayType[];
  /** null for members who may not see the wallet */
  balance_fen: number | null;
}

export type BuyQuery = { region: Region; quantity: number; months: number };
export type RenewQuery = { ids: number[]; months: number };
export type PriceQuery = BuyQuery | RenewQuery;
type Pay = { coupon_id?: number; pay_type: PayType; expected_pay_fen: number };

/** An active member, for the transfer dialog (GET /member/list, admins and managers). */
export interface MemberOption {
  id: number;
  name: string;
  username: string;
}

export const cloudNumbers = {
  cnt: async (): Promise<CloudNumberCnt> => (await get<CloudNumberCnt>('/cloudNumber/cnt')).data,
  list: async (q: {
    page: number;
    limit: number;
    view: CloudNumberView;
    keyword?: string;
  }): Promise<Page<CloudNumber>> => (await get<Page<CloudNumber>>('/cloudNumber/list', q)).data,
  transfers: async (q: { page: number; limit: number }): Promise<Page<CloudNumberTransfer>> =>
    (await get<Page<CloudNumberTransfer>>('/cloudNumber/transfers', q)).data,
  resource: async (): Promise<CloudNumberResource> => (await get<CloudNumberResource>('/cloudNumber/resource')).data,
  /** POST /cloudNumber/totalPrice — flags let the checkout show a refusal beside the amount. */
  totalPrice: (q: PriceQuery & { coupon_id?: number }, flags?: RequestFlags) =>
    post<Price>('/cloudNumber/totalPrice', q, flags),
  /** POST /cloudNumber/buy (admin), once per attempt's Idempotency-Key */
  buy: async (b: BuyQuery & Pay, idempotencyKey: string) =>
    (await post<PayResult>('/cloudNumber/buy', b, { idempotencyKey })).data,
  /** POST /cloudNumber/renew (admin), once per attempt's Idempotency-Key */
  renew: async (b: RenewQuery & Pay, idempotencyKey: string) =>
    (await post<PayResult>('/cloudNumber/renew', b, { idempotencyKey })).data,
  autoRenew: async (ids: number[], on: boolean) =>
    (await post<{ updated: number }>('/cloudNumber/autoRenew', { ids, auto_renew: on ? 1 : 0 })).data,
  transfer: async (ids: number[], toUserId: number) =>
    (await post<{ transferred: number }>('/cloudNumber/transfer', { ids, to_user_id: toUserId })).data,
  /** Every active member of the enterprise. */
  members: async (): Promise<MemberOption[]> =>
    (await get<Page<MemberOption>>('/member/list', { page: 1, limit: 1000, status: 'active' })).data.list,
};
