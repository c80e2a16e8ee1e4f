// The server's price for what the form currently describes (POST /cloudNumber/totalPrice).
// The browser never computes a price: it shows this and sends its pay_fen back as expected_pay_fen.
import { skipToken, useQuery } from '@tanstack/react-query';
import { devicesKeys } from '../queryKeys';
import { cloudNumbers, type Price, type PriceQuery } from './api';

/** `query` null = the form is not complete yet (no price). Only the answer for the current query shows. */
export function usePrice(query: PriceQuery | null): { price?: Price; loading: boolean } {
  const { data, isFetching } = useQuery({
    queryKey: [...devicesKeys.cloudNumberPrice, query],
    // a failure was shown by the request layer
    queryFn: query ? () => cloudNumbers.totalPrice(query) : skipToken,
    // a price is asked whenever the form changes; never served stale
    staleTime: 0,
    retry: false,
  });
  if (!query) return { loading: false };
  return { price: data, loading: isFetching };
}
