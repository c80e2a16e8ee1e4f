// The order types the console sells, in one registry: each selling area registers its types when
// its plugin loads (phone-order, cloud-number; accounts and network add theirs the same way), with
// the label people read, which wallet-flow kind its payment is, and how to find the resources an
// order created or renewed (order detail) and whether a paid order can still be withdrawn (cancel
// before anything was delivered). Lists, exports, the order detail and the type filter read it,
// so a new area's orders show up everywhere without touching billing.
import type { Db } from '../../db/client';
import type { Lang, Localized } from '../../lib/lang';
import type { Order } from './fulfilment';
import type { FlowKind } from './wallet';

/** A resource an order created or renewed, as the order detail links it. */
export interface OrderResource {
  /** The renewable-resource kind (phone, cloud_number, …). */
  kind: string;
  id: number;
  name: string;
  expires_at: string | null;
  /** Gone meanwhile (deleted, purged, unsubscribed). */
  gone: boolean;
  /** The console path that shows it (a screen of the owning area); null when there is none. */
  path: string | null;
}

export interface OrderTypeDef {
  type: string;
  /** 'recharge' orders credit the wallet; the others are purchases (购买订单). */
  group: 'buy' | 'recharge';
  label: Localized;
  /** Ledger kind of a balance payment of this type. */
  flowKind: FlowKind;
  /** What the order created or renewed (order detail); none when absent. */
  resources?: (db: Db, order: Order) => Promise<OrderResource[]>;
  /**
   * A paid order not delivered yet ('buying'): stop the delivery and say whether nothing was
   * delivered (then the order is cancelled and refunded). Runs in the cancel's transaction, which
   * holds the order row lock. Types without it cannot be withdrawn once paid.
   */
  withdraw?: (tx: Db, order: Order, now: Date) => Promise<boolean>;
}

const byType = new Map<string, OrderTypeDef>();

/** Registers (or replaces: the owning area's registration wins over a label-only one) an order type. */
export function registerOrderType(def: OrderTypeDef): void {
  byType.set(def.type, { ...byType.get(def.type), ...def });
}

export const orderType = (type: string): OrderTypeDef | undefined => byType.get(type);

export function orderTypes(): OrderTypeDef[] {
  return [...byType.values()];
}

/** The type's label in `lang`; the raw code for a type no area registered. */
export const orderTypeLabel = (type: string, lang: Lang): string => byType.get(type)?.label[lang] ?? type;

/** Ledger kind of paying an order of this type from the balance (purchase unless registered otherwise). */
export const flowKindOf = (type: string): FlowKind => byType.get(type)?.flowKind ?? 'purchase';

registerOrderType({ type: 'recharge', group: 'recharge', label: { zh: '充值', en: 'Recharge' }, flowKind: 'recharge' });
