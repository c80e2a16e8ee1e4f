// The server's price for what a form currently describes. `query` null = the form is not complete
// (no price). Only the answer for the current query shows; never served stale.
import type { Price } from '@console/contract';
import { type QueryKey, skipToken, useQuery } from '@tanstack/react-query';

export function usePrice<Q>(key: QueryKey, query: Q | null, fetch: (q: Q) => Promise<Price>) {
  const { data, isFetching } = useQuery({
    queryKey: [...key, query],
    // a failure was shown by the request layer
    queryFn: query ? () => fetch(query) : skipToken,
    staleTime: 0,
    retry: false,
  });
  if (!query) return { price: undefined, loading: false };
  return { price: data, loading: isFetching };
}
