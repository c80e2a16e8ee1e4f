// What the console may offer: the server's access table (@console/contract/access) evaluated for
// the signed-in member. A button, menu item or link whose endpoint the server would refuse is not
// shown, so the UI and the server cannot disagree (spec §6 roles, extra permissions).
import { ACCESS, permits, type Caller, type Endpoint } from '@console/contract/access';
import { useCallback } from 'react';
import type { UserInfo } from './api/types';
import { canEnter, type LoginRole, roleFromLevel } from './roles';
import { useSession } from './session/store';

export type { Endpoint } from '@console/contract/access';

/** The rules' view of a profile (GET /user/getInfo). */
export function callerOf(info: UserInfo): Caller {
  return {
    level: info.level,
    memberRole: info.member_role,
    canRenewDevice: info.can_renew_device === 1,
    canSetLoginTime: info.can_set_login_time === 1,
  };
}

/** Is this 'METHOD /path' an endpoint of the server (routes.json `requires` is checked with it)? */
export function isEndpoint(name: string): name is Endpoint {
  return Object.hasOwn(ACCESS, name);
}

/**
 * May this profile call the endpoint (for a route selling several kinds, with this `kind`)? No
 * profile yet → false (offer nothing until it is known).
 */
export function canCall(endpoint: Endpoint, info: UserInfo | undefined, kind?: string): boolean {
  return info ? permits(ACCESS[endpoint], callerOf(info), kind) : false;
}

/** `const can = useCan(); can('POST /phone/recharge')`, `can('POST /account/batchPaymentV1', 'buy')`. */
export function useCan(): (endpoint: Endpoint, kind?: string) => boolean {
  const info = useSession().userInfo;
  return useCallback((endpoint: Endpoint, kind?: string) => canCall(endpoint, info, kind), [info]);
}

/** `can` for a route's `requires` (a string in routes.json): an unknown endpoint is never allowed. */
export function useRouteCan(): (endpoint: string) => boolean {
  const can = useCan();
  return useCallback((endpoint: string) => isEndpoint(endpoint) && can(endpoint), [can]);
}

/**
 * The guard's rule for a route (routes.json): its login roles, and the endpoint it `requires` the
 * server to accept from this member. The host's guard and menu and every link in a remote use it,
 * so no link ends in the 403 page.
 */
export function mayOpenRoute(
  route: { roles?: readonly LoginRole[]; requires?: string },
  role: LoginRole,
  can: (endpoint: string) => boolean,
): boolean {
  return canEnter(route.roles, role) && (route.requires === undefined || can(route.requires));
}

/** A route as a remote publishes it (routes.json), as far as opening it goes. */
export interface OpenableRoute {
  path: string;
  roles?: readonly LoginRole[];
  requires?: string;
}

/**
 * May the member open one of these routes (a remote's own routes.json)? The guard's rule
 * (mayOpenRoute) on the path without its query, so no tab or link of the remote ends in the 403 page.
 */
export function useCanOpenRoute(routes: readonly OpenableRoute[]): (path: string) => boolean {
  const info = useSession().userInfo;
  const can = useRouteCan();
  return useCallback(
    (path: string) => {
      const route = routes.find((r) => r.path === path.split('?')[0]);
      return !!route && !!info && mayOpenRoute(route, roleFromLevel(info.level), can);
    },
    [routes, info, can],
  );
}
