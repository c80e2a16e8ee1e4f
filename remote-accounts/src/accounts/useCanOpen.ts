// May the member open one of this area's screens? The guard's rule on the routes this remote
// publishes (routes.json), so no link or button ends in the 403 page.
import { type OpenableRoute, useCanOpenRoute } from '@console/shared';
import manifest from '../routes.json';

const ROUTES = (manifest as { routes: OpenableRoute[] }).routes;

export const useCanOpen = (): ((path: string) => boolean) => useCanOpenRoute(ROUTES);
