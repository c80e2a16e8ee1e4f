// The server's price of what the form says (the definition's price route), asked after the user
// pauses; a refusal is shown beside the amount, not as a toast on every keystroke. Only the answer
// to the form's current question counts: the form sends exactly the amount it shows.
import { SUCCESS_CODES } from '@console/shared';
import { useQuery } from '@tanstack/react-query';
import type { CheckoutDefinition, CheckoutValues, Price } from './types';
import { useDebounced } from './useDebounced';

export const PRICE_DEBOUNCE_MS = 300;

export interface PriceState {
  /** The price of the form's current question, when it is known. */
  price?: Price;
  /** Why the server would not price it. */
  error?: string;
  /** A newer question is on its way. */
  pending: boolean;
  /** The form lacks what a price needs. */
  incomplete: boolean;
}

export const checkoutKeys = {
  all: ['checkout'] as const,
  price: (id: string, question: string) => ['checkout', id, 'price', question] as const,
  coupons: ['checkout', 'coupons'] as const,
  applicable: (id: string, question: string, couponIds: number[]) =>
    ['checkout', id, 'coupons', question, couponIds] as const,
};

/** The server's answer as a value, its refusal as an Error carrying the server's words. */
export async function askPrice<Q extends object>(
  def: Pick<CheckoutDefinition<CheckoutValues, Q>, 'price'>,
  query: Q & { coupon_id?: number },
): Promise<Price> {
  const res = await def.price(query);
  if (!SUCCESS_CODES.includes(res.code)) throw new Error(res.message);
  return res.data;
}

export function usePrice<Q extends object>(
  def: Pick<CheckoutDefinition<CheckoutValues, Q>, 'id' | 'price'>,
  query: (Q & { coupon_id?: number }) | null,
): PriceState {
  const question = query ? JSON.stringify(query) : '';
  const settled = useDebounced(question, PRICE_DEBOUNCE_MS);
  const answer = useQuery({
    queryKey: checkoutKeys.price(def.id, settled),
    queryFn: () => askPrice(def, JSON.parse(settled) as Q),
    enabled: settled !== '',
    // asked when the form changes and again after a refusal; never served stale
    staleTime: 0,
    retry: false,
  });
  if (!question) return { pending: false, incomplete: true };
  const pending = settled !== question || answer.isFetching;
  return { price: pending ? undefined : answer.data, error: answer.error?.message, pending, incomplete: false };
}
