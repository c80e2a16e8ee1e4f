// Whether the member may open a console page (a host page or one a remote publishes): the guard's
// own rule, so a link or menu item the shell offers never ends on the 403 page.
import { roleFromLevel, useRouteCan, useSession } from '@console/shared';
import { useCallback } from 'react';
import { usePublishedRoutes } from './published';
import { mayOpenPath } from './table';

export function useCanOpen(): (path: string) => boolean {
  const info = useSession().userInfo;
  const published = usePublishedRoutes();
  const can = useRouteCan();
  return useCallback(
    (path: string) => !!info && mayOpenPath(path, roleFromLevel(info.level), can, published),
    [info, published, can],
  );
}
