// The price of what the form currently says, asked of the server (POST /phone/totalPrice) after
// the user pauses; a refusal is shown next to the amount, not as a toast on every keystroke.
import { SUCCESS_CODES } from '@console/shared';
import { useEffect, useState } from 'react';
import { type Price, type PriceQuery, phoneOrders } from '../api/phoneOrders';

export const PRICE_DEBOUNCE_MS = 300;

export interface PriceState {
  /** The price of `key`'s query; callers only use it while key is still the form's query. */
  price?: Price;
  key: string;
  error?: string;
  pending: boolean;
}

export const priceKey = (query: PriceQuery | null): string => (query ? JSON.stringify(query) : '');

export function usePrice(query: PriceQuery | null, refresh = 0): PriceState {
  const key = priceKey(query);
  const [state, setState] = useState<PriceState>({ key: '', pending: false });

  useEffect(() => {
    if (!key) {
      setState({ key: '', pending: false });
      return;
    }
    let live = true;
    setState((s) => ({ ...s, pending: true }));
    const timer = setTimeout(async () => {
      try {
        const res = await phoneOrders.totalPrice(JSON.parse(key) as PriceQuery, { noGlobalError: true });
        if (!live) return;
        if (SUCCESS_CODES.includes(res.code)) setState({ key, price: res.data, pending: false });
        else setState({ key, error: res.message, pending: false });
      } catch (err) {
        if (live) setState({ key, error: (err as Error).message, pending: false });
      }
    }, PRICE_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, refresh]);

  return state;
}

/** The price if it answers the form's current query and nothing newer is on its way. */
export function currentPrice(state: PriceState, query: PriceQuery | null): Price | undefined {
  return !state.pending && state.key === priceKey(query) ? state.price : undefined;
}
