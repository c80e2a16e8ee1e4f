// Sub-account calls of this area: typed, thin, unwrapped to `data`
// (GET /account/list and its CSV export, packages/server/README.md § List endpoints).
import { get } from '@console/shared';

/** Route type of the account list (spec §2): 0 all, 1 will expire (≤ 3 days), 2 expired. */
export type AccountFilterStatus = 0 | 1 | 2;

/** A sub-account (account avatar) row of GET /account/list. */
export interface SubAccount {
  id: number;
  name: string;
  /** First bound cloud phone (lowest id); null when none is bound. */
  phone_id: number | null;
  /** '' when unbound. */
  phone_name: string;
  /** How many cloud phones are bound to this sub-account. */
  phone_count: number;
  network_card_id: number | null;
  /** Bound network card name, '' when none. */
  network_card: string;
  /** 'normal', 'expired', … (free text from the server). */
  status: string;
  /** ISO 8601. */
  expiration_time: string;
  remain_day: number;
  remain_hour: number;
  is_expired: number;
  remark: string;
  created_at: string;
}

export interface AccountListQuery {
  page: number;
  limit: number;
  filterStatus: AccountFilterStatus;
  /** name or remark contains */
  keyword?: string;
}

export interface AccountList {
  total: number;
  list: SubAccount[];
}

export const accounts = {
  /** GET /account/list — page, limit, filterStatus (0/1/2), keyword. Not reported (spec §7). */
  list: async (query: AccountListQuery): Promise<AccountList> =>
    (await get<AccountList>('/account/list', query, { noReport: true })).data,
};

/** Server-side CSV of every row matching the filters (ListPage downloads it with the P-Token). */
export const ACCOUNT_EXPORT_PATH = '/account/list/export';
