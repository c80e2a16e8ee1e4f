// The monolith build's routeSource: the routes each bundled area publishes (its src/routes.json,
// aliased in host/webpack.config.js); a remote missing from the checkout publishes nothing.
import type { RouteManifest } from '@console/ui';
import devices from '@console-monolith-routes/remote-devices';
import accounts from '@console-monolith-routes/remote-accounts';
import network from '@console-monolith-routes/remote-network';
import stores from '@console-monolith-routes/remote-stores';
import org from '@console-monolith-routes/remote-org';
import billing from '@console-monolith-routes/remote-billing';
import type { AreaRoutes, RemoteArea } from '../../routes/table';

const BUNDLED: Record<RemoteArea, RouteManifest | undefined> = { devices, accounts, network, stores, org, billing };

export function loadPublishedRoutes(): Promise<AreaRoutes> {
  const routes: AreaRoutes = {};
  for (const [area, manifest] of Object.entries(BUNDLED) as [RemoteArea, RouteManifest | undefined][]) {
    if (manifest?.routes) routes[area] = manifest.routes;
  }
  return Promise.resolve(routes);
}
