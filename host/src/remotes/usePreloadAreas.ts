// When to load the other areas ahead (preloadAreas.ts): once an area is on screen and its first
// reads are in, so the first screen never competes with code the member has not asked for.
import { roleFromLevel, useRouteCan, useSession } from '@console/shared';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { usePublishedRoutes } from '../routes/published';
import { areasToPreload, mayPreload, preloadAreas, whenIdle } from './preloadAreas';
import type { AreaName } from './registry';

/** The browser is idle and no server read is in flight. */
export async function whenSettled(client: QueryClient, idle = whenIdle): Promise<void> {
  for (;;) {
    await idle();
    if (client.isFetching() === 0) return;
  }
}

/** `opened`: whether the member has opened an area already (it needs no loading ahead). */
export function usePreloadAreas(onScreen: boolean, opened: (area: AreaName) => boolean): void {
  const info = useSession().userInfo;
  const published = usePublishedRoutes();
  const can = useRouteCan();
  const client = useQueryClient();
  useEffect(() => {
    if (!onScreen || !info || !published || !mayPreload()) return;
    const areas = areasToPreload(published, roleFromLevel(info.level), can);
    return preloadAreas(areas, { skip: opened, idle: () => whenSettled(client) });
  }, [onScreen, info, published, can, client, opened]);
}
