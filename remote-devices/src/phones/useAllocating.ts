// Phones paid for but not yet allocated (GET /phone/allocating). Polled every 5 s while any
// are pending (refetchInterval stops at 0); when the count drops, `onAllocated` reloads the list
// and counters so new phones appear without a manual reload. A failed poll keeps the last count.
import { usePausedWhileHidden } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { type Allocating, phoneOps } from '../api/phoneOps';
import { devicesKeys } from '../queryKeys';

export const ALLOCATING_POLL_MS = 5000;

export function useAllocating(onAllocated: () => void): number {
  const { data } = useQuery({
    queryKey: devicesKeys.allocating,
    // while the host shows another area: no request, the last count again (nothing re-renders)
    queryFn: usePausedWhileHidden<Allocating>(devicesKeys.allocating, () => phoneOps.allocating()),
    staleTime: 0,
    retry: false,
    refetchInterval: (query) => ((query.state.data?.count ?? 0) > 0 ? ALLOCATING_POLL_MS : false),
  });
  const count = data?.count ?? 0;
  const last = useRef(count);
  const allocated = useEffectEvent(onAllocated);
  useEffect(() => {
    if (count < last.current) allocated();
    last.current = count;
  }, [count]);
  return count;
}
