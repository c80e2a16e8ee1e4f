// Live status of the rows on screen: POST /account/getStatus every STATUS_POLL_MS, quietly (no
// global error, no behaviour report, outside the loading count: spec §4, §7). A failed poll just
// leaves the last answer; a provider failure is one row's `error`, never the list's.
import { usePausedWhileHidden } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type AccountLiveStatus, accounts, type SubAccount } from '../api/accounts';
import { accountsKeys } from '../queryKeys';
import { LIVE_STATES, STATUS_POLL_MS } from './states';

export function liveIds(rows: readonly SubAccount[]): number[] {
  return rows.filter((r) => (LIVE_STATES as readonly string[]).includes(r.status)).map((r) => r.id);
}

export function useLiveStatus(rows: readonly SubAccount[]): Map<number, AccountLiveStatus> {
  const ids = useMemo(() => liveIds(rows), [rows]);
  const queryKey = accountsKeys.status(ids);
  const q = useQuery({
    queryKey,
    // while the host shows another area: no request, the last answer again (nothing re-renders)
    queryFn: usePausedWhileHidden(queryKey, async () => {
      const list = await accounts.status(ids);
      // with noGlobalError a refused call resolves with its envelope, whose data is not a list
      return Array.isArray(list) ? list : [];
    }),
    enabled: ids.length > 0,
    refetchInterval: STATUS_POLL_MS,
    retry: false,
  });
  return useMemo(() => new Map((q.data ?? []).map((s) => [s.id, s])), [q.data]);
}
