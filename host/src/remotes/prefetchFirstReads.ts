// An area's first screen asks for its data only once the area's code has loaded and rendered; the
// route it opens on publishes those first reads (routes.json `prefetch`), so the host starts them
// while the code is still on its way, and the screen's identical requests take the answers.
import { prefetchGet } from '@console/shared';
import type { Location } from 'react-router';
import { publishedRoutes } from '../routes/published';
import { findRoute } from '../routes/table';

/**
 * Starts the published first reads of the route at `location`, those the member may call. Only for a
 * URL without a query: with one (a page, a filter) the screen's requests are not the published ones.
 */
export function prefetchFirstReads(
  location: Pick<Location, 'pathname' | 'search'>,
  can: (endpoint: string) => boolean,
): void {
  if (location.search && location.search !== '?') return;
  const route = findRoute(location.pathname, publishedRoutes());
  for (const read of route?.prefetch ?? []) {
    if (can(read.endpoint)) prefetchGet(read.endpoint.slice('GET '.length), read.query);
  }
}
