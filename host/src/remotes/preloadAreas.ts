// Opening an area for the first time waited for its scripts to download and run (issue #18: 1.5–1.9 s
// at 4× CPU, most of it the area's code). Once the first area is on screen, the other areas the
// member may open load one after another whenever the browser is idle, so a later first visit only
// mounts its area. Nothing is drawn and no data is read; a failed load stays quiet (the visit loads
// again, loadArea.ts). Not on a connection that asks to save data or is 2G.
import type { PublishedRoute } from '@console/ui';
import { type AreaRoutes, mayOpen, type Role } from '../routes/table';
import { loadArea } from './loadArea';
import type { AreaName } from './registry';

/**
 * The areas with a page the member may open (in the menu or linked from elsewhere), in the order of
 * the sidebar (an area's first menu entry; those with none last, in the registry's order).
 */
export function areasToPreload(published: AreaRoutes, role: Role, can: (endpoint: string) => boolean): AreaName[] {
  const opens = (r: PublishedRoute) => !r.redirect && mayOpen(r, role, can);
  const menuOrder = (routes: PublishedRoute[]) =>
    Math.min(...routes.map((r) => r.menu?.order ?? Number.MAX_SAFE_INTEGER));
  return (Object.entries(published) as [AreaName, PublishedRoute[]][])
    .filter(([, routes]) => routes.some(opens))
    .sort(([, a], [, b]) => menuOrder(a) - menuOrder(b))
    .map(([area]) => area);
}

type Connection = { saveData?: boolean; effectiveType?: string };

/** Whether the connection lets us spend bytes the member has not asked for yet. */
export function mayPreload(connection: Connection | undefined = navigatorConnection()): boolean {
  if (!connection) return true;
  return !connection.saveData && !['slow-2g', '2g'].includes(connection.effectiveType ?? '');
}

function navigatorConnection(): Connection | undefined {
  return (navigator as Navigator & { connection?: Connection }).connection;
}

/** Resolves when the browser next has nothing to do (at the latest after 10 s). */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout: 10_000 });
    else setTimeout(resolve, 1_000);
  });
}

/** Areas already asked for in this page: each loads once whichever way it is reached. */
const asked = new Set<AreaName>();

interface PreloadOptions {
  /** an area that needs no loading ahead any more (the member has opened it) */
  skip?: (area: AreaName) => boolean;
  load?: (area: AreaName) => Promise<unknown>;
  idle?: () => Promise<void>;
}

/**
 * Loads `areas` one at a time, each when `idle` says so; returns a function that stops before the
 * next one. `load` and `idle` are the real ones unless a test passes its own.
 */
export function preloadAreas(
  areas: AreaName[],
  { skip = () => false, load = loadArea, idle = whenIdle }: PreloadOptions = {},
): () => void {
  let stopped = false;
  const needed = (area: AreaName) => !asked.has(area) && !skip(area);
  void (async () => {
    for (const area of areas) {
      if (!needed(area)) continue;
      await idle();
      if (stopped) return;
      if (!needed(area)) continue;
      asked.add(area);
      await load(area).catch(() => undefined);
    }
  })();
  return () => {
    stopped = true;
  };
}

/** For tests: forget which areas this page has asked for. */
export function resetPreloadedAreas(): void {
  asked.clear();
}
