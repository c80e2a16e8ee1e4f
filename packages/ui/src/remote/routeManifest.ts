// What a remote publishes about its routes (docs/remote-contract.md, "Routes"): pure data kept in
// the remote's src/routes.json, emitted by the build preset as routes.json next to
// mf-manifest.json, and served inline in the registry. The host's guard and sidebar read it, so a
// remote ships a new screen without a host release.
import { createRoutesFromElements, matchRoutes, type RouteObject } from 'react-router';
import type { ReactNode } from 'react';
import { isEndpoint } from '@console/shared';

export type RouteRole = 'admin' | 'staff';

/** Text in both console languages (zh is the default). */
export interface RouteTitle {
  zh: string;
  en: string;
}

/** Where a route sits in the shell's sidebar menu (spec §2 "Sidebar menu"). */
export interface MenuPlacement {
  /** Position among the top-level entries of all areas (lower first). */
  order: number;
  /** Icon name the shell knows (see host/src/shell/sidebar/icons.tsx). */
  icon?: string;
  /** Path of the top-level entry this one is a sub-item of (same area). */
  parent?: string;
  /**
   * A top-level entry with sub-items is a group whose title only opens it: its own page is listed
   * first among the sub-items, labelled with this (default: the route's title).
   */
  pageTitle?: RouteTitle;
  /** Shown only when member level_type is 4 (invite reward). */
  inviteRewardOnly?: boolean;
}

/**
 * A read the page makes first when opened without a query in its URL: the host starts it while the
 * area's code loads, and the page's identical request takes the answer (@console/shared prefetch).
 */
export interface RoutePrefetch {
  /** 'GET /phone/list': a GET endpoint of the access table. */
  endpoint: string;
  /** Its query, exactly as the page sends it. */
  query?: Record<string, string | number | boolean>;
}

export interface PublishedRoute {
  path: string;
  /** Allowed login roles; absent = admin only (spec §6, and packages/server/src/access.ts). */
  roles?: RouteRole[];
  /**
   * The endpoint the page exists for ('POST /phone/buyV1'): the guard and the menu offer the route
   * only to members the server lets call it (@console/contract/access; role and extra permissions).
   */
  requires?: string;
  /** Required for menu entries (it is their label). */
  title?: RouteTitle;
  /** List type of the shared list screens (spec §2 numbers in parentheses). */
  type?: number;
  /** Not shown in the sidebar menu. */
  hidden?: boolean;
  /** Visiting this path replaces it with the target. */
  redirect?: string;
  /** Not in the §2 route list, but linked by the shell (user menu, quick links). */
  linked?: boolean;
  menu?: MenuPlacement;
  prefetch?: RoutePrefetch[];
}

export interface RouteManifest {
  routes: PublishedRoute[];
}

/** A manifest as TypeScript reads routes.json (roles widen to string[]); the checks take either. */
export interface RouteManifestJson {
  routes: (Omit<PublishedRoute, 'roles'> & { roles?: string[] })[];
}

/** Problems with a manifest's data (the build preset runs the same checks in JS). */
export function manifestProblems(manifest: RouteManifestJson): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const r of manifest.routes) {
    if (!r.path.startsWith('/')) problems.push(`${r.path}: a path starts with /`);
    if (seen.has(r.path.toLowerCase())) problems.push(`${r.path}: published twice`);
    seen.add(r.path.toLowerCase());
    if (r.menu && !(r.title?.zh && r.title.en)) problems.push(`${r.path}: a menu entry needs a zh and en title`);
    if (r.menu?.pageTitle && !(r.menu.pageTitle.zh && r.menu.pageTitle.en))
      problems.push(`${r.path}: a menu pageTitle needs zh and en`);
    if (r.roles?.some((role) => role !== 'admin' && role !== 'staff'))
      problems.push(`${r.path}: roles are admin or staff`);
    if (r.requires !== undefined && !isEndpoint(r.requires))
      problems.push(`${r.path}: requires ${r.requires} is not an endpoint of the access table`);
    for (const p of r.prefetch ?? []) {
      if (!p.endpoint.startsWith('GET ') || !isEndpoint(p.endpoint))
        problems.push(`${r.path}: prefetch ${p.endpoint} is not a GET endpoint of the access table`);
    }
    if (r.menu?.parent && !manifest.routes.some((p) => p.path === r.menu?.parent && p.menu && !p.menu.parent)) {
      problems.push(`${r.path}: menu parent ${r.menu.parent} is not a top-level menu entry of this area`);
    }
  }
  return problems;
}

function routeObjects(routes: ReactNode): RouteObject[] {
  return createRoutesFromElements(routes);
}

/** The <Route> that renders a path, ignoring the area's catch-all ('*' → /404). */
function routedBy(objects: RouteObject[], path: string): RouteObject | undefined {
  const hit = matchRoutes(objects, path)?.at(-1)?.route;
  return hit && hit.path !== '*' ? hit : undefined;
}

/** Published paths the area's <Route> elements do not render (drift: the host would mount a 404). */
export function unroutedPaths(manifest: RouteManifestJson, routes: ReactNode): string[] {
  const objects = routeObjects(routes);
  return manifest.routes.filter((r) => !routedBy(objects, r.path)).map((r) => r.path);
}

/** Routed paths the manifest does not publish (drift: the host would send them to /404). */
export function unpublishedPaths(manifest: RouteManifestJson, routes: ReactNode): string[] {
  const published = new Set(manifest.routes.map((r) => r.path.toLowerCase()));
  const paths: string[] = [];
  const walk = (objects: RouteObject[]) => {
    for (const o of objects) {
      if (o.path && o.path !== '*' && !published.has(o.path.toLowerCase())) paths.push(o.path);
      if (o.children) walk(o.children);
    }
  };
  walk(routeObjects(routes));
  return paths;
}
