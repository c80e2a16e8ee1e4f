// The price of what the form currently says, asked of the server (POST /phone/totalPrice) after
// the user pauses; a refusal is shown next to the amount, not as a toast on every keystroke.
// Cached under ['devices', 'price', query]: after a refused payment the caller invalidates
// devicesKeys.price and the price is asked again.
import { SUCCESS_CODES } from '@console/shared';
import { useQuery } from '@tanstack/react-query';
import { type Price, type PriceQuery, phoneOrders } from '../api/phoneOrders';
import { devicesKeys } from '../queryKeys';
import { useDebounced } from './useDebounced';

export const PRICE_DEBOUNCE_MS = 300;

export interface PriceState {
  /** The price of `key`'s query; callers only use it while key is still the form's query. */
  price?: Price;
  key: string;
  error?: string;
  pending: boolean;
}

export const priceKey = (query: PriceQuery | null): string => (query ? JSON.stringify(query) : '');

/** The server's answer as a value, its refusal as an Error carrying the server message. */
export async function askPrice(query: PriceQuery): Promise<Price> {
  const res = await phoneOrders.totalPrice(query, { noGlobalError: true });
  if (!SUCCESS_CODES.includes(res.code)) throw new Error(res.message);
  return res.data;
}

export function usePrice(query: PriceQuery | null): PriceState {
  const key = priceKey(query);
  const settled = useDebounced(key, PRICE_DEBOUNCE_MS);
  const answer = useQuery({
    queryKey: [...devicesKeys.price, settled],
    queryFn: () => askPrice(JSON.parse(settled) as PriceQuery),
    enabled: settled !== '',
    // a price is asked when the form changes, and again after a refusal; never served stale
    staleTime: 0,
    retry: false,
  });
  if (!key) return { key: '', pending: false };
  return {
    key: settled,
    price: answer.data,
    error: answer.error?.message,
    pending: settled !== key || answer.isFetching,
  };
}

/** The price if it answers the form's current query and nothing newer is on its way. */
export function currentPrice(state: PriceState, query: PriceQuery | null): Price | undefined {
  return !state.pending && state.key === priceKey(query) ? state.price : undefined;
}
