// Purchase and renewal calls of cloud phones (docs/api-devices.md "Purchase and renewal").
// Prices are always the server's: the screens show Price, they never compute one.
import { get, post, type RequestFlags } from '@console/shared';
import type { PayResult, PayType, Price } from './pricing';

export type { PayResult, PayType, Price };

export type RegionValue = 'cn' | 'hk';
export type DurationUnit = 'day' | 'month';

export interface BuyOptions {
  platforms: { value: string; label: string }[];
  regions: { value: RegionValue; label: string }[];
  specs: { value: string; label: string; month_fen: number; day_fen: number; regions: RegionValue[] }[];
  durations: { unit: DurationUnit; value: number; label: string }[];
  pay_types: PayType[];
  /** null for members who may not see the wallet balance */
  balance_fen: number | null;
  /** Uncertified enterprises: limit 10, remaining = 10 − held; certified: limit/remaining null. */
  cap: { certified: boolean; limit: number | null; held: number; remaining: number | null };
}

export interface BuyPriceQuery {
  platform: string;
  region: RegionValue;
  spec: string;
  duration_unit: DurationUnit;
  duration: number;
  quantity: number;
  coupon_id?: number;
}

export interface RenewPriceQuery {
  phone_ids: number[];
  duration_unit: DurationUnit;
  duration: number;
  coupon_id?: number;
}

export type PriceQuery = BuyPriceQuery | RenewPriceQuery;

export interface RenewPhone {
  id: number;
  phone_name: string;
  is_domestic_name: string;
  spec_name: string;
  version: string;
  expiration_time: string;
  remain_day: number;
  remain_hour: number;
  is_expired: 0 | 1;
  auto_renew: 0 | 1;
}

export interface Coupon {
  id: number;
  name: string;
  amount_fen: number;
  min_spend_fen: number;
  expires_at: string;
  status: 'usable' | 'used' | 'expired';
  used_order_no: string | null;
}

export interface PhoneOrder {
  order_no: string;
  type: string;
  status: string;
  quantity: number;
  pay_fen: number;
  allocated: number;
}

export type BuyBody = BuyPriceQuery & { auto_renew: 0 | 1; pay_type: PayType; expected_pay_fen: number };
export type RenewBody = RenewPriceQuery & { pay_type: PayType; expected_pay_fen: number };

/** Coupons the select offers: one page is plenty for a person choosing one. */
const COUPON_PAGE = { page: 1, limit: 100 };

export const phoneOrders = {
  /** GET /phone/resource — what can be bought, at what price, and the cap. */
  resource: async (): Promise<BuyOptions> => (await get<BuyOptions>('/phone/resource')).data,
  /** POST /phone/totalPrice — flags let the screen show a refusal inline instead of a toast. */
  totalPrice: (query: PriceQuery, flags?: RequestFlags) => post<Price>('/phone/totalPrice', query, flags),
  /** POST /phone/buyV1 (admin) */
  buy: async (body: BuyBody): Promise<PayResult> => (await post<PayResult>('/phone/buyV1', body)).data,
  /** GET /phone/renewList — the chosen phones as the renewal form shows them. */
  renewList: async (ids: readonly number[]): Promise<RenewPhone[]> =>
    (await get<{ list: RenewPhone[] }>('/phone/renewList', { selectPhoneIds: ids.join(',') })).data.list,
  /** POST /phone/renewV1 (admin, or staff with the renewal permission) */
  renew: async (body: RenewBody): Promise<PayResult> => (await post<PayResult>('/phone/renewV1', body)).data,
  /** GET /coupon/list?status=usable (admin) */
  usableCoupons: async (flags?: RequestFlags): Promise<Coupon[]> =>
    (await get<{ total: number; list: Coupon[] }>('/coupon/list', { status: 'usable', ...COUPON_PAGE }, flags)).data
      ?.list ?? [],
  /** GET /phone/order?order_no= */
  order: async (orderNo: string): Promise<PhoneOrder> =>
    (await get<PhoneOrder>('/phone/order', { order_no: orderNo })).data,
};
