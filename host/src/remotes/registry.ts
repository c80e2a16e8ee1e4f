// Where each remote lives right now: the registry served by the console server (not our build),
// so rolling one remote back needs no host release. Each entry carries the routes its build
// publishes (docs/remote-contract.md "Routes"). The console server writes it into the page, each
// entry with its build's manifest, so reading it costs no round trip (console-server page.ts).
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
  /** the build's mf-manifest.json, when the registry came in the page (inlineManifests.ts) */
  manifest?: unknown;
}
export interface Registry {
  updatedAt: string;
  remotes: Partial<Record<AreaName, RemoteEntry>>;
}

export const REGISTRY_URL = '/remotes/registry.json';
/** The data block the console server writes (packages/console-server/src/page.ts REGISTRY_ELEMENT_ID). */
export const REGISTRY_ELEMENT_ID = 'console-registry';

/** The registry in the page; absent in a page nobody wrote it into (a dev server's). */
function registryInPage(): Registry | undefined {
  const text = document.getElementById(REGISTRY_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as Registry;
  } catch {
    return undefined; // unreadable: ask the console server instead
  }
}

let pending: Promise<Registry> | undefined;

/** The registry from the console server; a failed fetch is forgotten so a retry asks again. */
function registryFromServer(): Promise<Registry> {
  return fetch(REGISTRY_URL, { cache: 'no-cache' })
    .then((res) => {
      if (!res.ok) throw new Error(`registry: HTTP ${res.status}`);
      return res.json() as Promise<Registry>;
    })
    .catch((e: unknown) => {
      pending = undefined;
      throw e;
    });
}

/** One read per page load: the page's registry, else one fetch. */
export function fetchRegistry(): Promise<Registry> {
  if (!pending) {
    const inPage = registryInPage();
    pending = inPage ? Promise.resolve(inPage) : registryFromServer();
  }
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
