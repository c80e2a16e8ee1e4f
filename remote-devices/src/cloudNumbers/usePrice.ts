// The server's price for what the form currently describes (POST /cloudNumber/totalPrice).
// The browser never computes a price: it shows this and sends its pay_fen back as expected_pay_fen.
import { useEffect, useState } from 'react';
import { cloudNumbers, type Price, type PriceQuery } from './api';

/** `query` null = the form is not complete yet (no price). Stale answers are dropped. */
export function usePrice(query: PriceQuery | null): { price?: Price; loading: boolean } {
  const [price, setPrice] = useState<Price>();
  const [loading, setLoading] = useState(false);
  const key = query ? JSON.stringify(query) : '';

  useEffect(() => {
    setPrice(undefined);
    if (!key) return;
    let live = true;
    setLoading(true);
    cloudNumbers.totalPrice(JSON.parse(key) as PriceQuery)
      .then((p) => live && setPrice(p))
      .catch(() => undefined) // shown by the request layer
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [key]);

  return { price, loading };
}
