// The routes the deployed remotes publish, as the host last read them (from the registry, or the
// bundled areas in the monolith). The guard waits for them before deciding an area path; the
// sidebar draws its menu from them. A rollback swaps them on the next page load.
import { useSyncExternalStore } from 'react';
import { loadPublishedRoutes } from '../remotes/routeSource';
import type { AreaRoutes } from './table';

let current: AreaRoutes | undefined;
let pending: Promise<void> | undefined;
const listeners = new Set<() => void>();

export function setPublishedRoutes(routes: AreaRoutes): void {
  if (routes === current) return;
  current = routes;
  for (const fn of listeners) fn();
}

/** undefined until the first answer. */
export function publishedRoutes(): AreaRoutes | undefined {
  return current;
}

/**
 * Loads them once. A failed registry counts as "no area known": area paths then pass to their
 * RemoteArea, which shows the remote's fallback with a retry (that retry reloads the registry).
 */
export function ensurePublishedRoutes(): Promise<void> {
  pending ??= loadPublishedRoutes()
    .then(setPublishedRoutes)
    .catch((e: unknown) => {
      console.error('[routes] the registry did not answer', e);
      pending = undefined;
      setPublishedRoutes({});
    });
  return pending;
}

function subscribe(fn: () => void): () => void {
  listeners.add(fn);
  return () => {
    listeners.delete(fn);
  };
}

export function usePublishedRoutes(): AreaRoutes | undefined {
  return useSyncExternalStore(subscribe, publishedRoutes, publishedRoutes);
}
