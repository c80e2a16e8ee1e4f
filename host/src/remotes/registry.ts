// Where each remote lives right now: the registry served by the console server (not our build),
// so rolling one remote back needs no host release. Each entry carries the routes its build
// publishes (docs/remote-contract.md "Routes").
import type { PublishedRoute } from '@console/ui';
import type { AreaRoutes, RemoteArea } from '../routes/table';

export type AreaName = RemoteArea;

export interface RemoteEntry {
  name: string;
  package: string;
  version: string;
  entry: string;
  /** what the live build publishes (absent: a registry older than published routes → none) */
  routes?: PublishedRoute[];
}
export interface Registry {
  updatedAt: string;
  remotes: Partial<Record<AreaName, RemoteEntry>>;
}

export const REGISTRY_URL = '/remotes/registry.json';

let pending: Promise<Registry> | undefined;

/** One fetch per page load; a failed fetch is forgotten so a retry asks again. */
export function fetchRegistry(): Promise<Registry> {
  pending ??= fetch(REGISTRY_URL, { cache: 'no-cache' })
    .then((res) => {
      if (!res.ok) throw new Error(`registry: HTTP ${res.status}`);
      return res.json() as Promise<Registry>;
    })
    .catch((e: unknown) => {
      pending = undefined;
      throw e;
    });
  return pending;
}

const routesByRegistry = new WeakMap<Registry, AreaRoutes>();

/**
 * The published routes of every area in the registry: one object per registry read, so handing
 * them on again (each area's load does) changes nothing and re-renders nothing.
 */
export function routesOf(registry: Registry): AreaRoutes {
  const known = routesByRegistry.get(registry);
  if (known) return known;
  const routes: AreaRoutes = {};
  for (const [area, entry] of Object.entries(registry.remotes) as [AreaName, RemoteEntry][])
    routes[area] = entry.routes ?? [];
  routesByRegistry.set(registry, routes);
  return routes;
}
