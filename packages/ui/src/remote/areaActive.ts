// Whether the area is the one shown. The host keeps a visited area mounted and live for a while
// after showing another (lifecycles.tsx); what polls on its own asks this in its query function and
// skips the request while hidden, so a hidden area neither loads nor re-renders. It is a ref that
// never changes identity: reading it re-renders nothing when the area is hidden or shown (a page
// that re-rendered on each switch would re-render its whole table in the middle of the way back).
// Standalone (no host): always shown.
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';

export interface AreaShown {
  readonly current: boolean;
}

export const AreaActiveContext = createContext<AreaShown>({ current: true });

/** `.current` is false while the host shows another area. */
export function useAreaActive(): AreaShown {
  return useContext(AreaActiveContext);
}

/**
 * A poll's query function: while the host shows another area it answers with the query's last
 * result instead of a request (nothing loads, nothing re-renders); shown, it calls `fetch`.
 */
export function usePausedWhileHidden<T>(queryKey: QueryKey, fetch: () => Promise<T>): () => T | Promise<T> {
  const shown = useAreaActive();
  const client = useQueryClient();
  return () => {
    const last = client.getQueryData<T>(queryKey);
    return !shown.current && last !== undefined ? last : fetch();
  };
}
