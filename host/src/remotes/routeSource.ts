// Where the host reads the remotes' published routes: the registry the console server serves
// (each entry carries the routes of the build it points at). The monolith build swaps this module
// for ./monolith/routeSource (host/webpack.config.js).
import type { AreaRoutes } from '../routes/table';
import { fetchRegistry, routesOf } from './registry';

export function loadPublishedRoutes(): Promise<AreaRoutes> {
  return fetchRegistry().then(routesOf);
}
