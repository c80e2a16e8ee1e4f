// Network card calls of this area: typed, thin, unwrapped to `data` (docs/api-network.md). The
// shapes are the API contract's (@console/contract). Errors are shown by the request layer,
// which then rejects with a RequestError.
import type {
  CardBindAccountBody,
  CardBuyBody,
  CardCounters,
  CardOptions,
  CardPriceBody,
  CardRenewBody,
  NetworkCardItem,
  NetworkCardListQuery,
  Page,
  PayResult,
  Price,
} from '@console/contract';
import { get, post, type RequestFlags } from '@console/shared';

/** Route type of the network card lists (spec §2): 0 all, 2 unexpired, 3 will expire (≤ 3 days), 1 expired. */
export type CardFilterStatus = NetworkCardListQuery['filterStatus'];
export type CardStatus = NetworkCard['status'];
/** A network card row of GET /networkCard/list. */
export type NetworkCard = NetworkCardItem;
export type CardListQuery = NetworkCardListQuery;
export type CardList = Page<NetworkCard>;
export type { CardCounters, CardOptions, PayResult, Price };
/** What the server prices (POST /networkCard/totalPrice; the checkout adds the coupon). */
export type CardBuyQuery = Pick<CardBuyBody, 'region' | 'card_type' | 'quantity' | 'duration_unit' | 'duration'>;
export type CardRenewQuery = Pick<CardRenewBody, 'ids' | 'duration_unit' | 'duration'>;

/** A cloud phone of GET /phone/all (the bind dialog's choices). */
export interface PhoneChoice {
  id: number;
  phone_name: string;
  network_card_id: number | null;
}
/** A sub-account of GET /account/list (the bind dialog's choices). */
export interface AccountChoice {
  id: number;
  name: string;
  network_card_id: number | null;
}

export const networkCards = {
  /** GET /networkCard/list — page, limit, filterStatus (0/1/2/3), keyword. Not reported (like the other lists). */
  list: async (query: CardListQuery): Promise<CardList> =>
    (await get<CardList>('/networkCard/list', query, { noReport: true })).data,
  cnt: async (): Promise<CardCounters> => (await get<CardCounters>('/networkCard/cnt')).data,
  resource: async (): Promise<CardOptions> => (await get<CardOptions>('/networkCard/resource')).data,
  /** POST /networkCard/totalPrice, the envelope (flags let the checkout show a refusal beside the amount). */
  totalPrice: (q: CardPriceBody, flags?: RequestFlags) => post<Price>('/networkCard/totalPrice', q, flags),
  /** POST /networkCard/buy, once per attempt's Idempotency-Key. */
  buy: async (b: CardBuyBody, idempotencyKey: string): Promise<PayResult> =>
    (await post<PayResult>('/networkCard/buy', b, { idempotencyKey })).data,
  renewList: async (ids: number[]): Promise<NetworkCard[]> =>
    (await get<{ list: NetworkCard[] }>('/networkCard/renewList', { ids: ids.join(',') })).data.list,
  /** POST /networkCard/renew, once per attempt's Idempotency-Key. */
  renew: async (b: CardRenewBody, idempotencyKey: string): Promise<PayResult> =>
    (await post<PayResult>('/networkCard/renew', b, { idempotencyKey })).data,
  autoRenew: async (ids: number[], on: boolean) =>
    (await post<{ updated: number }>('/networkCard/autoRenew', { ids, auto_renew: on ? 1 : 0 })).data,
  /** POST /networkCard/bindYunPhone: the phone goes out through the card (null unbinds the phone's card). */
  bindPhone: async (phoneId: number, cardId: number | null) =>
    (await post<null>('/networkCard/bindYunPhone', { phone_id: phoneId, network_card_id: cardId })).data,
  bindAccount: async (b: CardBindAccountBody) => (await post<null>('/networkCard/bindAccount', b)).data,
  phones: async (): Promise<PhoneChoice[]> => (await get<{ list: PhoneChoice[] }>('/phone/all')).data.list,
  accounts: async (): Promise<AccountChoice[]> =>
    (await get<Page<AccountChoice>>('/account/list', { page: 1, limit: 1000, filterStatus: 0 }, { noReport: true }))
      .data.list,
};

/** Server-side CSV of every row matching the filters (ListPage downloads it with the P-Token). */
export const CARD_EXPORT_PATH = '/networkCard/list/export';
