// The wallet ledger (admins only).
import { Type, type Static } from 'typebox';
import { Literals, PageOf, PagingQuery } from './paging';

const Day = (description: string) => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description });

export const WalletFlowItem = Type.Object({
  id: Type.Integer(),
  change: Type.String({ description: 'signed yuan, 2 decimals: "+1500.00", "-300.00"' }),
  change_fen: Type.Integer(),
  balance_after: Type.String({ description: 'yuan, 2 decimals' }),
  balance_after_fen: Type.Integer(),
  kind: Type.String({ description: 'recharge | purchase | renewal | refund | reward' }),
  order_no: Type.String({ description: 'empty when the flow has no order' }),
  remark: Type.String({ description: "in the request's language (Accept-Language)" }),
  member: Type.String({ description: "who placed the flow's order (name or username); empty for system rows" }),
  created_at: Type.String(),
});
export type WalletFlowItem = Static<typeof WalletFlowItem>;
export const FLOW_KINDS = ['recharge', 'purchase', 'renewal', 'refund', 'reward'] as const;
export const WalletFlowFilters = {
  kind: Type.Optional(Literals(FLOW_KINDS)),
  date_from: Type.Optional(Day('first day, YYYY-MM-DD, China Standard Time (UTC+8), inclusive')),
  date_to: Type.Optional(Day('last day, YYYY-MM-DD, China Standard Time (UTC+8), inclusive')),
  order_no: Type.Optional(Type.String({ maxLength: 32, description: 'the rows of one order' })),
};
export const WalletFlowListQuery = Type.Object({ ...PagingQuery, ...WalletFlowFilters });
export type WalletFlowListQuery = Static<typeof WalletFlowListQuery>;
export const WalletFlowExportQuery = Type.Object(WalletFlowFilters);
export const WalletFlowList = PageOf(WalletFlowItem);
