// Wallet ledger calls of this area (packages/server/README.md § List endpoints). Admins only:
// staff get 40003, which the screen turns into its own notice (so no global error toast here).
import { get, RequestError, SUCCESS_CODES } from '@console/shared';
import type { FlowKind } from '../wallet/flows';

/** An item of GET /walletFlow/list. */
export interface WalletFlow {
  id: number;
  /** signed yuan, 2 decimals: "+1500.00", "-300.00" */
  change: string;
  change_fen: number;
  balance_after: string;
  balance_after_fen: number;
  /** recharge | purchase | renewal | refund */
  kind: string;
  /** '' when the flow has no order */
  order_no: string;
  remark: string;
  created_at: string;
}

export interface WalletFlowQuery {
  page: number;
  limit: number;
  kind?: FlowKind;
  /** YYYY-MM-DD, China Standard Time day, inclusive */
  date_from?: string;
  date_to?: string;
}

export interface WalletFlowList {
  total: number;
  list: WalletFlow[];
}

/** The server's "not for this role" code (staff on an admin-only call). */
export const FORBIDDEN_CODE = 40003;

export const walletFlows = {
  /**
   * GET /walletFlow/list. Rejects with a RequestError carrying the server code; 20103 is still handled
   * by the request layer (session reset), other refusals are left to the screen (no toast).
   */
  list: async (query: WalletFlowQuery): Promise<WalletFlowList> => {
    const res = await get<WalletFlowList>('/walletFlow/list', query, { noGlobalError: true });
    if (!SUCCESS_CODES.includes(res.code)) throw new RequestError(res.message || String(res.code), { code: res.code, response: res });
    return res.data;
  },
};

export const WALLET_FLOW_EXPORT_PATH = '/walletFlow/list/export';
