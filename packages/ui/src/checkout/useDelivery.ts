// A paid purchase the provider delivers later (phones are allocated after payment): its progress,
// asked every few seconds until it is finished, then the lists and the sidebar counters follow.
import { shellServices } from '@console/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CheckoutDefinition, CheckoutValues, Delivery, PayResult } from './types';

export const DELIVERY_POLL_MS = 2000;
/** After this long the result stops asking (the list keeps showing the allocation). */
export const DELIVERY_PATIENCE_MS = 5 * 60_000;

export function useDelivery<V extends CheckoutValues, Q extends object>(
  def: CheckoutDefinition<V, Q>,
  result: PayResult,
): { following: boolean; delivery?: Delivery } {
  const queryClient = useQueryClient();
  const follow = !!def.delivery && result.status === 'buying';
  const q = useQuery({
    queryKey: ['checkout', def.id, 'delivery', result.order_no],
    queryFn: () => def.delivery!(result.order_no),
    enabled: follow,
    refetchInterval: (query) =>
      query.state.data?.finished || Date.now() - query.state.dataUpdatedAt > DELIVERY_PATIENCE_MS
        ? false
        : DELIVERY_POLL_MS,
    staleTime: 0,
  });
  const finished = q.data?.finished === true;
  useEffect(() => {
    if (!finished) return;
    if (def.after.phoneCounters) shellServices().countersChanged();
    for (const queryKey of def.after.stale) void queryClient.invalidateQueries({ queryKey });
  }, [finished, def, queryClient]);
  return { following: follow, delivery: q.data };
}
