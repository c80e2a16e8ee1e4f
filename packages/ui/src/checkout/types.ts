// What a checkout is (issue 31: one checkout kit): a screen that buys or renews something is a
// definition of this shape plus its item fields; the kit owns everything from the price to the
// pay result.
import type { PayResult, PayType, Price } from '@console/contract';
import type { ApiResponse } from '@console/shared';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export type { PayResult, PayType, Price };

/** The fields the kit adds to every checkout form. */
export interface CheckoutValues {
  coupon_id?: number | null;
  pay_type?: PayType;
}

/** How an order is paid: what the pay route takes besides what is bought. */
export interface PayFields {
  coupon_id?: number;
  pay_type: PayType;
  expected_pay_fen: number;
}

/** One line of the order as the summary and the confirm step say it (what, how many, how long). */
export interface OrderLine {
  label: string;
  value: ReactNode;
}

/** How far a paid purchase's delivery is (the provider allocates phones after payment). */
export interface Delivery {
  delivered: number;
  total: number;
  /** Nothing more will come (delivered, or refunded / cancelled). */
  finished: boolean;
}

export interface CheckoutDefinition<V extends CheckoutValues, Q extends object> {
  /** Names the checkout: its queries, its saved draft and its test ids ('phone-buy'). */
  id: string;
  kind: 'buy' | 'renew';
  /** What the server takes as payment, and the wallet (null: this member may not see it). */
  payTypes: readonly PayType[];
  balanceFen: number | null;
  /** The form → the price request (no coupon); null while something is missing or invalid. */
  query(values: V): Q | null;
  /** POST …/totalPrice, answered quietly (the kit shows a refusal beside the amount). */
  price(query: Q & { coupon_id?: number }): Promise<ApiResponse<Price>>;
  /** POST the pay route with the attempt's Idempotency-Key (the request layer retries with it). */
  pay(body: Q & PayFields & Record<string, unknown>, idempotencyKey: string): Promise<PayResult>;
  /** What the pay body takes besides the price request (auto_renew). */
  payExtra?(values: V): Record<string, unknown>;
  /** The order as the summary and the confirm step say it. */
  lines(values: V): OrderLine[];
  /** Coupons may apply (listed for the members who may read them). */
  coupons: boolean;
  /** After a payment the server settled at once. */
  after: {
    /** Where the result leads back to, and the button's words. */
    listPath: string;
    listLabel: string;
    /** The area's queries the payment made stale (lists, the options carrying the balance). */
    stale: QueryKey[];
    /** Phones changed: the sidebar counters reload. */
    phoneCounters?: boolean;
  };
  /** A purchase the provider delivers later: how far it is (polled until finished). */
  delivery?(orderNo: string): Promise<Delivery>;
  /** Words of this kind where the kit's defaults do not fit. */
  texts?: { submit?: string; resultTitle?: string; resultNote?: string };
}
