// Phone counters (GET /phone/cnt) in the shared cache under sharedQueryKeys.phoneCounters:
// refreshed on every move within the device pages, and whenever a remote calls
// shellServices().countersChanged(). Spec §8: a failure is logged to the console only, so the
// global error message is suppressed.
import { phoneApi, type PhoneCnt, sharedQueryKeys, useCan } from '@console/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

async function fetchCounters(): Promise<PhoneCnt> {
  const res = await phoneApi.cnt({ noGlobalError: true });
  if (res.code !== 0) throw new Error(res.message);
  return res.data;
}

/** The counters once loaded; `settled` once the first load has answered (with them or an error). */
export function usePhoneCnt(): { counters: PhoneCnt | undefined; settled: boolean } {
  // only for who may read them (the boss, a manager who renews devices): no 40003 for the others
  const enabled = useCan()('GET /phone/cnt');
  const { data, error, isPending } = useQuery({
    queryKey: sharedQueryKeys.phoneCounters,
    queryFn: fetchCounters,
    retry: false,
    enabled,
  });
  useEffect(() => {
    if (error) console.error('phone count load failed', error);
  }, [error]);
  return { counters: data, settled: !enabled || !isPending };
}

/**
 * Fresh counts on every move within the device pages (a purchase, a deletion, a renewal all end
 * there); other areas can't change them, so switching to them doesn't load the counts again. Its
 * own component, so that only it (not the whole shell) re-renders on every navigation.
 */
export function ReloadCountersOnDeviceMoves() {
  const { pathname } = useLocation();
  const client = useQueryClient();
  const devicePath = /^\/phone(\/|$)/i.test(pathname) ? pathname : '';
  const seen = useRef(devicePath);
  useEffect(() => {
    // the first load is the query's own; only a later move within the device pages reloads
    if (seen.current === devicePath) return;
    seen.current = devicePath;
    if (devicePath) void client.invalidateQueries({ queryKey: sharedQueryKeys.phoneCounters });
  }, [devicePath, client]);
  return null;
}
