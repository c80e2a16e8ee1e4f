// The host's own routes and which area each path prefix belongs to. Remote paths are not listed
// here: each remote publishes its routes with its build (src/routes.json → routes.json → inline in
// /remotes/registry.json; docs/remote-contract.md "Routes"), and the guard, router and sidebar
// read them through the functions below. No React here, so the guard's decision can be unit
// tested alone; who may open a route is @console/shared's rule (mayOpenRoute), the one remotes use.
import { mayOpenRoute } from '@console/shared';
import type { PublishedRoute, RouteRole } from '@console/ui';
import { AUTH_PATH, LOGIN_PATH } from '../signin/paths';

export { AUTH_PATH, LOGIN_PATH, safeRedirect } from '../signin/paths';

export type Role = RouteRole;

/** Which app owns a route (ARCHITECTURE.md, "Top level"). */
export type Area = 'host' | 'devices' | 'accounts' | 'network' | 'stores' | 'org' | 'billing';
export type RemoteArea = Exclude<Area, 'host'>;

/** Host pages that render outside the shell (full page) or inside its main area. */
export type HostPage =
  'login' | 'auth' | 'notFound' | 'operationManual' | 'qr' | 'paySuccess' | 'console' | 'dashboard';

/** The routes each deployed remote publishes; an area absent here is not deployed (or unknown yet). */
export type AreaRoutes = Partial<Record<RemoteArea, PublishedRoute[]>>;

export interface RouteDef extends PublishedRoute {
  area: Area;
  /** Host pages only: which page renders. */
  page?: HostPage;
  /** true: rendered full page, outside the shell (login, auth, 404, manual, QR). */
  bare?: boolean;
  /** Open without a session (spec §2 navigation guard). */
  open?: boolean;
}

const BOTH: Role[] = ['admin', 'staff'];

export const NOT_FOUND_PATH = '/404';
export const HOME_PATH = '/phone/all';

export const HOST_ROUTES: RouteDef[] = [
  { path: LOGIN_PATH, area: 'host', page: 'login', roles: BOTH, hidden: true, bare: true, open: true },
  { path: AUTH_PATH, area: 'host', page: 'auth', roles: BOTH, hidden: true, bare: true, open: true },
  {
    path: '/operationManual',
    area: 'host',
    page: 'operationManual',
    roles: BOTH,
    hidden: true,
    bare: true,
    open: true,
  },
  { path: '/test12345qr', area: 'host', page: 'qr', roles: BOTH, hidden: true, bare: true, open: true },
  // /404 is not an open route in §2 (without a token it goes to /auth); any role may see it.
  { path: NOT_FOUND_PATH, area: 'host', page: 'notFound', roles: BOTH, hidden: true, bare: true },
  { path: '/console', area: 'host', page: 'console', hidden: true },
  // any member who paid lands here; the page reads only the caller's own order
  { path: '/pay/success', area: 'host', page: 'paySuccess', roles: BOTH, hidden: true },
  {
    path: '/dashboard',
    area: 'host',
    page: 'dashboard',
    roles: BOTH,
    requires: 'GET /dashboard/summary',
    hidden: true,
  },
  { path: '/', area: 'host', redirect: HOME_PATH, hidden: true },
];

/** Path prefixes of each remote (ARCHITECTURE.md): the remote decides which paths under them exist. */
export const AREA_PREFIXES: Record<RemoteArea, string[]> = {
  devices: ['/phone', '/phoneItem', '/buyall', '/mall', '/cloud', '/cloudNumber', '/app'],
  accounts: ['/account'],
  network: ['/NetworkCard', '/agentIp', '/device', '/ip'],
  stores: ['/store', '/tag'],
  org: ['/member', '/department', '/security', '/company', '/childUser'],
  billing: [
    '/order',
    '/inviteReward',
    '/walletFlow',
    '/pay',
    '/renew',
    '/coupon',
    '/channel',
    '/income',
    '/team',
    '/statistics',
  ],
};

/** '/Phone/all/' → '/phone/all' (react-router matches case-insensitively; so do we). */
export function routeKey(pathname: string): string {
  let p = (pathname.split(/[?#]/)[0] || '/').toLowerCase();
  if (p.length > 1) p = p.replace(/\/+$/, '') || '/';
  return p;
}

const HOST_BY_PATH = new Map(HOST_ROUTES.map((r) => [routeKey(r.path), r]));

/** The remote area whose prefix holds a pathname (host pages first: /pay/success is the host's). */
export function areaOf(pathname: string): RemoteArea | undefined {
  const p = routeKey(pathname);
  if (HOST_BY_PATH.has(p)) return undefined;
  for (const [area, prefixes] of Object.entries(AREA_PREFIXES) as [RemoteArea, string[]][]) {
    if (prefixes.some((pre) => p === pre.toLowerCase() || p.startsWith(`${pre.toLowerCase()}/`))) return area;
  }
  return undefined;
}

/** The route of a pathname (query and trailing slash ignored): a host page, or what its area publishes. */
export function findRoute(pathname: string, published: AreaRoutes = {}): RouteDef | undefined {
  const p = routeKey(pathname);
  const host = HOST_BY_PATH.get(p);
  if (host) return host;
  const area = areaOf(p);
  const hit = area && published[area]?.find((r) => routeKey(r.path) === p);
  return hit && area ? { ...hit, area } : undefined;
}

/** Whether a member may open a route: its login roles, and the endpoint it `requires` (canCall). */
export const mayOpen = mayOpenRoute;

/** Whether a member may open a pathname: a host page or one a remote publishes (unknown: no). */
export function mayOpenPath(
  path: string,
  role: Role,
  can: (endpoint: string) => boolean,
  published: AreaRoutes = {},
): boolean {
  const route = findRoute(path, published);
  return !!route && mayOpen(route, role, can);
}

/** Where a freshly logged-in user lands: /phone/all, or the first menu page the member may open. */
export function landingFor(
  role: Role,
  published: AreaRoutes = {},
  can: (endpoint: string) => boolean = () => true,
): string {
  const home = findRoute(HOME_PATH, published);
  // before the registry answers, /phone/all is the best guess; the guard checks it on arrival
  if (!home || mayOpen(home, role, can)) return HOME_PATH;
  const first = Object.values(published)
    .flat()
    .find((r) => !r.hidden && !r.redirect && mayOpen(r, role, can));
  return first?.path ?? '/operationManual';
}
