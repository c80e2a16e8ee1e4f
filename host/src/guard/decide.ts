// The navigation guard's decision (spec §2 "Navigation guard", §6 roles) as a pure function.
// Host pages are known here; a remote path is decided by what its remote publishes.
import { areaOf, type AreaRoutes, findRoute, mayOpen, type Role } from '../routes/table';
import { isOpenPath } from '../signin/paths';

export { isOpenPath, OPEN_PATHS } from '../signin/paths';

export type Decision = 'pass' | 'auth' | 'loadProfile' | 'loadRoutes' | 'notFound' | 'forbidden';

export interface GuardInput {
  /** location.pathname */
  path: string;
  /** p-token cookie value */
  token: string | undefined;
  /** user name held in the session state; '' = profile not loaded yet */
  name: string;
  /** role of the loaded profile (level 3 = staff, else admin); undefined until loaded */
  role: Role | undefined;
  /** the routes the deployed remotes publish; undefined until the registry answered */
  published: AreaRoutes | undefined;
  /** may the member call this endpoint (canCall of @console/shared); a route's `requires` */
  can: (endpoint: string) => boolean;
}

/**
 * 1. open routes pass (with or without a token; with a token /auth passes through);
 * 2. no token → 'auth';
 * 3. no user name held → 'loadProfile' (the component loads it; a failure goes to /auth);
 * 4. a remote's path before its published routes are known → 'loadRoutes';
 * 5. a path in a deployed remote's prefix that it does not publish → 'notFound' (spec §2: → /404);
 * 6. a known route the role may not open, or whose endpoint (`requires`) the server would refuse
 *    the member → 'forbidden' (the component renders 403 inside the layout, URL kept);
 * 7. otherwise 'pass': redirect entries and other unknown paths pass (the router sends them on),
 *    and so do paths of an area missing from the registry (its RemoteArea shows the fallback).
 */
export function decide({ path, token, name, role, published, can }: GuardInput): Decision {
  if (isOpenPath(path)) return 'pass';
  if (!token) return 'auth';
  if (!name) return 'loadProfile';
  const area = areaOf(path);
  if (area && !published) return 'loadRoutes';
  const route = findRoute(path, published);
  if (area && !route && published?.[area]) return 'notFound';
  if (route && !route.redirect && role && !mayOpen(route, role, can)) return 'forbidden';
  return 'pass';
}
