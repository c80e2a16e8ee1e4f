// Sub-account calls of this area (spec §7 account calls): typed, thin, unwrapped to `data`.
// The shapes are the API contract's (@console/contract). Flags follow spec §7: the list and the
// pod detail are not reported; the live status neither reports nor shows a global error.
import type {
  AccountDetail,
  AccountEnvBody,
  AccountItem,
  AccountListQuery,
  AccountLiveStatus,
  AccountOutcome,
  AccountPayBody,
  AccountPowerAction,
  AccountPriceBody,
  BatchPaymentList,
  CountryData,
  InitializeCheck,
  IpGeolocation,
  MemoryPayBody,
  Page,
  PayResult,
  PhoneBrand,
  PodDetail,
  Price,
  Site,
} from '@console/contract';
import { get, post, type RequestFlags } from '@console/shared';

/** Route type of the account list (spec §2): 0 all, 1 will expire (≤ 3 days), 2 expired. */
export type AccountFilterStatus = AccountListQuery['filterStatus'];
/** A sub-account (account avatar) row of GET /account/list. */
export type SubAccount = AccountItem;
export type { AccountListQuery, AccountDetail, AccountOutcome, AccountLiveStatus, InitializeCheck, PodDetail };
export type { PhoneBrand, CountryData, Site, Price, PayResult, BatchPaymentList, IpGeolocation };
export type AccountList = Page<SubAccount>;
export type PayKind = AccountPriceBody['kind'];

export interface AccountForm {
  name: string;
  remark?: string;
  site?: string;
  group_id?: number | null;
  network_card_id?: number | null;
}
export interface PhoneOption {
  id: number;
  phone_name: string;
  account_id: number | null;
}
export interface CardOption {
  id: number;
  name: string;
  ip: string;
  /** the sub-account the card is bound to (a card serves one sub-account) */
  account_id: number | null;
}
export interface GroupOption {
  id: number;
  name: string;
}

const list = <T>(r: { data: { list: T[] } }) => r.data.list;

export const accounts = {
  /** GET /account/list — page, limit, filterStatus (0/1/2), keyword. Not reported (spec §7). */
  list: async (query: AccountListQuery): Promise<AccountList> =>
    (await get<AccountList>('/account/list', query, { noReport: true })).data,
  detail: async (id: number) => (await get<AccountDetail>('/account/detail', { id })).data,
  /** Not reported (spec §7). */
  podDetail: async (id: number) => (await get<PodDetail>('/account/getPodDetail', { id }, { noReport: true })).data,
  /** Polled quietly: no global error, no report, outside the loading count (spec §4, §7). */
  status: async (account_ids: number[]) =>
    list(
      await post<{ list: AccountLiveStatus[] }>(
        '/account/getStatus',
        { account_ids },
        { noGlobalError: true, noReport: true },
      ),
    ),
  add: async (body: AccountForm) => (await post<{ id: number; name: string }>('/account/add', body)).data,
  update: async (id: number, body: AccountForm) => (await post<null>('/account/update', { id, ...body })).data,
  remark: async (id: number, remark: string) => (await post<null>('/account/updateRemark', { id, remark })).data,
  bindGroup: async (account_ids: number[], group_id: number | null) =>
    (await post<{ updated: number }>('/account/bindGroup', { account_ids, group_id })).data,
  /** POST /account/bindYunPhone: the phone takes the sub-account (null unbinds the phone). */
  bindPhone: async (phone_id: number, account_id: number | null) =>
    (await post<null>('/account/bindYunPhone', { phone_id, account_id })).data,
  unbindNetworkCard: async (id: number) => (await post<null>('/account/unbindNetworkCard', { id })).data,
  configEnv: async (body: AccountEnvBody) => (await post<{ updated: number }>('/account/configEnvir', body)).data,
  checkInitialize: async (account_ids: number[]) =>
    list(await post<{ list: InitializeCheck[] }>('/account/checkInitialize', { account_ids })),
  initialize: async (account_ids: number[]) =>
    list(await post<{ list: AccountOutcome[] }>('/account/initialize', { account_ids })),
  powerOff: async (id: number) => list(await post<{ list: AccountOutcome[] }>('/account/powerOffByAccountID', { id })),
  /** Outside the loading count (spec §4). */
  action: async (account_ids: number[], action: AccountPowerAction) =>
    list(await post<{ list: AccountOutcome[] }>('/account/actionYunPhone', { account_ids, action })),
  batchStatus: async (account_ids: number[], status: 'running' | 'powered_off') =>
    list(await post<{ list: AccountOutcome[] }>('/account/batchSetStatus', { account_ids, status })),
  install: async (id: number) => list(await get<{ list: AccountOutcome[] }>('/account/oneKeyInstallSoftware', { id })),
  /** Outside the loading count (spec §4). */
  close: async (account_ids: number[]) => (await post<{ updated: number }>('/account/close', { account_ids })).data,
  remove: async (account_ids: number[]) =>
    (await post<{ updated: number }>('/account/delAccount', { account_ids })).data,

  brands: async () => list(await get<{ list: PhoneBrand[] }>('/account/getPhoneBrands')),
  countries: async () => list(await get<{ list: CountryData[] }>('/account/getCountryDatas')),
  sites: async () => list(await get<{ list: Site[] }>('/account/siteList')),
  /** GET /phone/all: the phones a sub-account can be bound to. */
  phones: async () => list(await get<{ list: PhoneOption[] }>('/phone/all', undefined, { noReport: true })),
  groups: async () => list(await get<{ list: GroupOption[] }>('/phone/groupList')),
  /** The enterprise's live network cards (GET /networkCard/list), for the card choice. */
  cards: async () =>
    list(
      await get<{ list: CardOption[] }>(
        '/networkCard/list',
        { page: 1, limit: 500, filterStatus: 2 },
        { noReport: true },
      ),
    ),
  /** Where a network card's IP is; a failure is just no location (no global error). */
  geolocation: async (ip: string) =>
    (await get<IpGeolocation | null>('/networkCard/ipGeolocation', { ip }, { noGlobalError: true, noReport: true }))
      .data,

  paymentList: async (kind: PayKind, account_ids?: number[]) =>
    (await post<BatchPaymentList>('/account/getBatchPaymentList', { kind, account_ids })).data,
  /** POST /account/prices, as the envelope (flags let the checkout show a refusal inline). Not reported. */
  price: (body: AccountPriceBody, flags?: RequestFlags) =>
    post<Price>('/account/prices', body, { noReport: true, ...flags }),
  /** POST /account/batchPaymentV1 (buy: the boss; renew: renewal permission), once per attempt's key. */
  pay: async (body: AccountPayBody, idempotencyKey: string): Promise<PayResult> =>
    (await post<PayResult>('/account/batchPaymentV1', body, { idempotencyKey })).data,
  /** POST /memory/batchPayment (the boss), once per attempt's Idempotency-Key. */
  payMemory: async (body: MemoryPayBody, idempotencyKey: string): Promise<PayResult> =>
    (await post<PayResult>('/memory/batchPayment', body, { idempotencyKey })).data,
};

/** Server-side CSV of every row matching the filters (ListPage downloads it with the P-Token). */
export const ACCOUNT_EXPORT_PATH = '/account/list/export';
