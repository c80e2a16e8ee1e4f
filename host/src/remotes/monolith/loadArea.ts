// The monolith build's loadArea (swapped in for ../loadArea by host/webpack.config.js when
// BUILD_MONOLITH=1): each area's source is bundled into the host and code-split per area, so an
// area still loads on first visit, but without the registry, manifests or the federation runtime.
// Exists for the benchmark's comparison (bench/) and for debugging; the console ships composed.
import type { ParcelConfig } from 'single-spa';
import type { AreaName } from '../registry';

type Lifecycles = Partial<ParcelConfig> & { mount?: unknown };

const AREAS: Record<AreaName, () => Promise<Lifecycles>> = {
  devices: () => import('@console-monolith/remote-devices'),
  accounts: () => import('@console-monolith/remote-accounts'),
  network: () => import('@console-monolith/remote-network'),
  stores: () => import('@console-monolith/remote-stores'),
  org: () => import('@console-monolith/remote-org'),
  billing: () => import('@console-monolith/remote-billing'),
};

export async function loadArea(area: AreaName): Promise<ParcelConfig> {
  const lifecycles = await AREAS[area]();
  if (typeof lifecycles.mount !== 'function') throw new Error(`${area}: not built into this monolith`);
  return lifecycles as ParcelConfig;
}
