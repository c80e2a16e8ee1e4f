// Where each remote lives right now: the registry served by the console server (not our build),
// so rolling one remote back needs no host release.
export type AreaName = 'devices' | 'accounts' | 'network' | 'stores' | 'org' | 'billing';

export interface RemoteEntry {
  name: string;
  package: string;
  version: string;
  entry: string;
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
