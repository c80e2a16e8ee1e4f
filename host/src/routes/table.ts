// The console's route table (spec §2) as plain data. The router, the navigation guard and the
// shell (sidebar, active item, list type) all read from here; nothing else lists paths.
// Pure module: no React, no @console/shared, so the guard's decision can be unit tested alone.

export type Role = 'admin' | 'staff';

/** Which app owns a route (ARCHITECTURE.md, "Top level"). */
export type Area = 'host' | 'devices' | 'accounts' | 'network' | 'stores' | 'org' | 'billing';

/** Host pages that render outside the shell (full page) or inside its main area. */
export type HostPage = 'login' | 'auth' | 'notFound' | 'operationManual' | 'qr' | 'paySuccess' | 'console';

export interface RouteDef {
  path: string;
  area: Area;
  /** List type of the shared list screens (spec §2 numbers in parentheses). */
  type?: number;
  /** Allowed login roles; undefined = admin only (spec §6). */
  roles?: Role[];
  /** Not shown in the sidebar menu. */
  hidden?: boolean;
  /** Visiting this path replaces it with the target. */
  redirect?: string;
  /** Host pages only: which page renders. */
  page?: HostPage;
  /** true: rendered full page, outside the shell (login, auth, 404, manual, QR). */
  bare?: boolean;
  /** Open without a session (spec §2 navigation guard). */
  open?: boolean;
  /** Not in the §2 route list, but linked by the shell (sidebar sub-items, quick links). */
  linked?: boolean;
}

const BOTH: Role[] = ['admin', 'staff'];

export const ROUTES: RouteDef[] = [
  // host
  { path: '/login', area: 'host', page: 'login', roles: BOTH, hidden: true, bare: true, open: true },
  { path: '/auth', area: 'host', page: 'auth', roles: BOTH, hidden: true, bare: true, open: true },
  { path: '/operationManual', area: 'host', page: 'operationManual', roles: BOTH, hidden: true, bare: true, open: true },
  { path: '/test12345qr', area: 'host', page: 'qr', roles: BOTH, hidden: true, bare: true, open: true },
  // /404 is not an open route in §2 (without a token it goes to /auth); any role may see it.
  { path: '/404', area: 'host', page: 'notFound', roles: BOTH, hidden: true, bare: true },
  { path: '/console', area: 'host', page: 'console', hidden: true },
  { path: '/pay/success', area: 'host', page: 'paySuccess', hidden: true },

  // redirects
  { path: '/', area: 'devices', redirect: '/phone/all', hidden: true },
  { path: '/account', area: 'accounts', redirect: '/account/all', hidden: true },
  { path: '/NetworkCard', area: 'network', redirect: '/NetworkCard/all', hidden: true },
  { path: '/order', area: 'billing', redirect: '/order/all', hidden: true },

  // devices: one shared device list screen. Staff may open it too: the server lists only the
  // phones assigned to them (managers see all), and it is where an employee works every day.
  { path: '/phone/all', area: 'devices', type: 0, roles: BOTH },
  { path: '/phone/willExpiredCnt', area: 'devices', type: 1, roles: BOTH, hidden: true },
  { path: '/phone/expiredCnt', area: 'devices', type: 2, roles: BOTH, hidden: true },
  { path: '/phone/unbindaccount', area: 'devices', type: 4, roles: BOTH, hidden: true },
  { path: '/phone/unbindnetcard', area: 'devices', type: 6, roles: BOTH, hidden: true },
  { path: '/phone/groupControl', area: 'devices', hidden: true },
  { path: '/phoneItem', area: 'devices', hidden: true },
  { path: '/phoneItem/serve', area: 'devices', hidden: true },
  { path: '/phone/buy', area: 'devices', hidden: true },
  // ?selectPhoneIds=1,2,3; staff need the device-renewal permission, which the server checks.
  { path: '/phone/renew', area: 'devices', roles: BOTH, hidden: true },
  { path: '/buyall', area: 'devices', hidden: true },
  { path: '/mall/all', area: 'devices', hidden: true, linked: true }, // app market (quick link)
  { path: '/cloud/cloudBuy', area: 'devices', hidden: true, linked: true }, // cloud number purchase (quick link)
  // Screens §2 names without paths ("My devices" recycle bin, cloud synchronization record,
  // cloud number management and its renewal, application management); reached from the device list.
  { path: '/phone/recycle', area: 'devices', hidden: true },
  { path: '/phone/syncRecord', area: 'devices', hidden: true },
  { path: '/cloud/cloudRenew', area: 'devices', hidden: true }, // ?ids=1,2
  { path: '/cloudNumber', area: 'devices', redirect: '/cloudNumber/inUse', hidden: true },
  { path: '/cloudNumber/willExpire', area: 'devices', hidden: true },
  { path: '/cloudNumber/inUse', area: 'devices', hidden: true },
  { path: '/cloudNumber/unsubscribing', area: 'devices', hidden: true },
  { path: '/cloudNumber/noPhysical', area: 'devices', hidden: true },
  { path: '/cloudNumber/unsubscribed', area: 'devices', hidden: true },
  { path: '/cloudNumber/transfers', area: 'devices', hidden: true },
  { path: '/app/manage', area: 'devices', hidden: true }, // application management (installs per phone)

  // accounts: one shared account list screen
  { path: '/account/all', area: 'accounts', type: 0 },
  { path: '/account/willExpire', area: 'accounts', type: 1, hidden: true },
  { path: '/account/expired', area: 'accounts', type: 2, hidden: true },
  { path: '/account/buy', area: 'accounts', hidden: true },
  { path: '/account/renew', area: 'accounts', hidden: true },

  // network
  { path: '/NetworkCard/all', area: 'network', type: 0 },
  { path: '/NetworkCard/ip_unexpired', area: 'network', type: 2, hidden: true },
  { path: '/NetworkCard/ip_will_expire', area: 'network', type: 3, hidden: true },
  { path: '/NetworkCard/ip_expire', area: 'network', type: 1, hidden: true },
  { path: '/NetworkCard/buyCard', area: 'network', hidden: true },
  { path: '/NetworkCard/renew', area: 'network', hidden: true },
  { path: '/agentIp/aggregateBuy3', area: 'network', hidden: true, linked: true }, // device purchase (quick link)

  // billing
  { path: '/order/all', area: 'billing', type: 0 },
  { path: '/order/Payed', area: 'billing', type: 1, hidden: true },
  { path: '/order/buying', area: 'billing', type: 2, hidden: true },
  { path: '/order/waitPay', area: 'billing', type: 4, hidden: true },
  { path: '/order/ip_expire', area: 'billing', type: 3, hidden: true },
  { path: '/order/buy', area: 'billing', linked: true }, // sidebar sub-item 购买订单
  { path: '/order/invest', area: 'billing', linked: true }, // sidebar sub-item 充值订单
  { path: '/inviteReward/all', area: 'billing' },
  { path: '/walletFlow/all', area: 'billing' },

  // stores: "Store management" (§2 names the screen, not its path)
  { path: '/store/all', area: 'stores', hidden: true, linked: true },

  // org: "Member management" (§2 names the screen, not its path)
  { path: '/member/all', area: 'org', hidden: true, linked: true },
  { path: '/company/setup', area: 'org', hidden: true, linked: true }, // enterprise configuration (quick link)
];

export const NOT_FOUND_PATH = '/404';
export const AUTH_PATH = '/auth';
export const LOGIN_PATH = '/login';
export const HOME_PATH = '/phone/all';

/** Path prefixes of each remote, for paths the table does not list yet (next issues). */
export const AREA_PREFIXES: Record<Exclude<Area, 'host'>, string[]> = {
  devices: ['/phone', '/phoneItem', '/buyall', '/mall', '/cloud', '/cloudNumber', '/app'],
  accounts: ['/account'],
  network: ['/NetworkCard', '/agentIp', '/device', '/ip'],
  stores: ['/store', '/tag'],
  org: ['/member', '/department', '/security', '/company', '/childUser'],
  billing: ['/order', '/inviteReward', '/walletFlow', '/pay', '/renew', '/coupon', '/channel', '/income', '/team', '/statistics'],
};

/** '/Phone/all/' → '/phone/all' (react-router matches case-insensitively; so do we). */
function key(pathname: string): string {
  let p = (pathname.split(/[?#]/)[0] || '/').toLowerCase();
  if (p.length > 1) p = p.replace(/\/+$/, '') || '/';
  return p;
}

const BY_PATH = new Map(ROUTES.map((r) => [key(r.path), r]));

/** The table entry for a pathname (query and trailing slash ignored), if any. */
export function findRoute(pathname: string): RouteDef | undefined {
  return BY_PATH.get(key(pathname));
}

/** Owning area of a pathname: the table first, then the remotes' prefixes. */
export function areaOf(pathname: string): Area | undefined {
  const hit = findRoute(pathname);
  if (hit) return hit.area;
  const p = key(pathname);
  for (const [area, prefixes] of Object.entries(AREA_PREFIXES) as [Area, string[]][]) {
    if (prefixes.some((pre) => p === pre.toLowerCase() || p.startsWith(`${pre.toLowerCase()}/`))) return area;
  }
  return undefined;
}

/** List type value of a pathname (e.g. '/phone/expiredCnt' → 2), undefined when it has none. */
export function routeTypeOf(pathname: string): number | undefined {
  return findRoute(pathname)?.type;
}

/** Same rule as canEnter of @console/shared: no roles declared = admin only. */
export function allows(roles: Role[] | undefined, role: Role): boolean {
  return (roles ?? ['admin']).includes(role);
}

/** Where a freshly logged-in user lands: /phone/all, or the first page the role may open. */
export function landingFor(role: Role): string {
  const home = findRoute(HOME_PATH);
  if (home && allows(home.roles, role)) return HOME_PATH;
  const first = ROUTES.find((r) => !r.hidden && !r.redirect && allows(r.roles, role));
  return first?.path ?? '/operationManual';
}

/** A redirect target from a query string: only same-site paths, never '//host' or 'http:'. */
export function safeRedirect(target: string | null | undefined): string | undefined {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return undefined;
  return target;
}

// ---------------------------------------------------------------------------------------------
// Sidebar menu (spec §2 "Sidebar menu"). Labels are i18n keys of the 'host' namespace.

export interface MenuItemDef {
  path: string;
  /** i18n key in the 'host' namespace, e.g. t('menu.phone', { ns: 'host' }). */
  labelKey: string;
  area: Area;
  roles?: Role[];
  /** Shown only when member level_type is 4 (invite reward). */
  inviteRewardOnly?: boolean;
  children?: MenuItemDef[];
}

export const menuRoutes: MenuItemDef[] = [
  { path: '/phone/all', labelKey: 'menu.phone', area: 'devices' },
  { path: '/account/all', labelKey: 'menu.account', area: 'accounts' },
  { path: '/NetworkCard/all', labelKey: 'menu.networkCard', area: 'network' },
  {
    path: '/order/all',
    labelKey: 'menu.order',
    area: 'billing',
    children: [
      { path: '/order/buy', labelKey: 'menu.orderBuy', area: 'billing' },
      { path: '/order/invest', labelKey: 'menu.orderInvest', area: 'billing' },
    ],
  },
  { path: '/inviteReward/all', labelKey: 'menu.inviteReward', area: 'billing', inviteRewardOnly: true },
  { path: '/walletFlow/all', labelKey: 'menu.walletFlow', area: 'billing' },
];

/** Menu items a member may see: role filter (level 3 = staff) and the level_type 4 rule. */
export function visibleMenu(role: Role, levelType: number | undefined, items: MenuItemDef[] = menuRoutes): MenuItemDef[] {
  return items
    .filter((m) => allows(m.roles ?? findRoute(m.path)?.roles, role))
    .filter((m) => !m.inviteRewardOnly || levelType === 4)
    .map((m) => (m.children ? { ...m, children: visibleMenu(role, levelType, m.children) } : m));
}

/** The menu entry a pathname belongs to, for the sidebar's active item (e.g. /phone/expiredCnt → /phone/all). */
export function menuKeyOf(pathname: string): string | undefined {
  const area = areaOf(pathname);
  const p = key(pathname);
  const all = menuRoutes.flatMap((m) => [m, ...(m.children ?? [])]);
  const exact = all.find((m) => key(m.path) === p);
  if (exact) return exact.path;
  // List views of one screen share the first segment: /phone/* → /phone/all, /order/* → /order/all.
  const seg = p.split('/')[1];
  const sameSeg = menuRoutes.find((m) => key(m.path).split('/')[1] === seg);
  if (sameSeg) return sameSeg.path;
  return area ? menuRoutes.find((m) => m.area === area)?.path : undefined;
}
