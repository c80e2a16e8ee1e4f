// Wallet ledger calls of this area (shapes: @console/contract, the API contract). Admins only:
// staff get 40003, which the screen turns into its own notice (so no global error toast here).
import type { Page, WalletFlowItem, WalletFlowListQuery } from '@console/contract';
import { get, RequestError, SUCCESS_CODES } from '@console/shared';

/** An item of GET /walletFlow/list. */
export type WalletFlow = WalletFlowItem;
export type WalletFlowQuery = WalletFlowListQuery;
export type WalletFlowList = Page<WalletFlow>;

/** The server's "not for this role" code (staff on an admin-only call). */
export const FORBIDDEN_CODE = 40003;

export const walletFlows = {
  /**
   * GET /walletFlow/list. Rejects with a RequestError carrying the server code; 20103 is still handled
   * by the request layer (session reset), other refusals are left to the screen (no toast).
   */
  list: async (query: WalletFlowQuery): Promise<WalletFlowList> => {
    const res = await get<WalletFlowList>('/walletFlow/list', query, { noGlobalError: true });
    if (!SUCCESS_CODES.includes(res.code))
      throw new RequestError(res.message || String(res.code), { code: res.code, response: res });
    return res.data;
  },
};

export const WALLET_FLOW_EXPORT_PATH = '/walletFlow/list/export';
