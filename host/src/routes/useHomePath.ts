// Where "back home" goes for the signed-in member: their landing page (/phone/all, or the first
// page they may open); '/' before a profile is known.
import { roleFromLevel, useRouteCan, useSession } from '@console/shared';
import { publishedRoutes } from './published';
import { landingFor } from './table';

export function useHomePath(): string {
  const { userInfo } = useSession();
  const can = useRouteCan();
  return userInfo ? landingFor(roleFromLevel(userInfo.level), publishedRoutes(), can) : '/';
}
