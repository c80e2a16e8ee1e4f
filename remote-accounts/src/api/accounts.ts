// Sub-account calls of this area: typed, thin, unwrapped to `data`
// (GET /account/list and its CSV export). The shapes are the API contract's (@console/contract).
import type { AccountItem, AccountListQuery, Page } from '@console/contract';
import { get } from '@console/shared';

/** Route type of the account list (spec §2): 0 all, 1 will expire (≤ 3 days), 2 expired. */
export type AccountFilterStatus = AccountListQuery['filterStatus'];
/** A sub-account (account avatar) row of GET /account/list. */
export type SubAccount = AccountItem;
export type { AccountListQuery };
export type AccountList = Page<SubAccount>;

export const accounts = {
  /** GET /account/list — page, limit, filterStatus (0/1/2), keyword. Not reported (spec §7). */
  list: async (query: AccountListQuery): Promise<AccountList> =>
    (await get<AccountList>('/account/list', query, { noReport: true })).data,
};

/** Server-side CSV of every row matching the filters (ListPage downloads it with the P-Token). */
export const ACCOUNT_EXPORT_PATH = '/account/list/export';
