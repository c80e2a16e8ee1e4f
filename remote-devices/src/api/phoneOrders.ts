// Purchase and renewal calls of cloud phones (docs/api-devices.md "Purchase and renewal").
// Prices are always the server's: the screens show Price, they never compute one. The shapes are
// the API contract's (@console/contract).
import type {
  BuyOptions,
  Coupon,
  DurationUnit,
  OrderProgress,
  PhoneBuyBody,
  PhoneBuyPriceQuery,
  PhoneRenewBody,
  PhoneRenewPriceQuery,
  RegionValue,
  RenewPhone,
} from '@console/contract';
import { get, post, type RequestFlags } from '@console/shared';
import type { PayResult, PayType, Price } from './pricing';

export type { PayResult, PayType, Price };

export type {
  BuyOptions,
  Coupon,
  DurationUnit,
  PhoneBuyPriceQuery as BuyPriceQuery,
  PhoneRenewPriceQuery as RenewPriceQuery,
  RegionValue,
  RenewPhone,
};
export type PriceQuery = PhoneBuyPriceQuery | PhoneRenewPriceQuery;
export type PhoneOrder = OrderProgress;
export type BuyBody = PhoneBuyBody;
export type RenewBody = PhoneRenewBody;

export const phoneOrders = {
  /** GET /phone/resource — what can be bought, at what price, and the cap. */
  resource: async (): Promise<BuyOptions> => (await get<BuyOptions>('/phone/resource')).data,
  /** POST /phone/totalPrice — flags let the screen show a refusal inline instead of a toast. */
  totalPrice: (query: PriceQuery, flags?: RequestFlags) => post<Price>('/phone/totalPrice', query, flags),
  /** POST /phone/buyV1 (admin), once per attempt's Idempotency-Key */
  buy: async (body: BuyBody, idempotencyKey: string): Promise<PayResult> =>
    (await post<PayResult>('/phone/buyV1', body, { idempotencyKey })).data,
  /** GET /phone/renewList — the chosen phones as the renewal form shows them. */
  renewList: async (ids: readonly number[]): Promise<RenewPhone[]> =>
    (await get<{ list: RenewPhone[] }>('/phone/renewList', { selectPhoneIds: ids.join(',') })).data.list,
  /** POST /phone/renewV1 (admin, or staff with the renewal permission), once per attempt's Idempotency-Key */
  renew: async (body: RenewBody, idempotencyKey: string): Promise<PayResult> =>
    (await post<PayResult>('/phone/renewV1', body, { idempotencyKey })).data,
  /** GET /phone/order?order_no= */
  order: async (orderNo: string): Promise<PhoneOrder> =>
    (await get<PhoneOrder>('/phone/order', { order_no: orderNo })).data,
};
