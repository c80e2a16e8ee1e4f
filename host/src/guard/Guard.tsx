// The thin component around decide(): reads the token cookie and the session, and acts.
import { getToken, roleFromLevel, session, useRouteCan, useSession } from '@console/shared';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { progress } from '../app/progress';
import { ensurePublishedRoutes, usePublishedRoutes } from '../routes/published';
import { AUTH_PATH, NOT_FOUND_PATH } from '../routes/table';
import { authPathFor } from '../signin/paths';
import { decide } from './decide';
import { ForbiddenPath } from './forbidden';

let pending: Promise<unknown> | undefined;

/** One profile load at a time (StrictMode double effects, several guards). */
function loadProfileOnce(): Promise<unknown> {
  if (!pending) {
    const done = progress.start();
    pending = session.getInfo().finally(() => {
      pending = undefined;
      done();
    });
  }
  return pending;
}

export function Guard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const state = useSession();
  const token = getToken();
  // A profile with an empty name still counts as loaded (no endless reload loop).
  const name = state.name || (state.userInfo ? state.userInfo.username || '-' : '');
  const role = state.userInfo ? roleFromLevel(state.userInfo.level) : undefined;
  const published = usePublishedRoutes();
  const can = useRouteCan();
  const decision = decide({ path: location.pathname, token, name, role, published, can });

  useEffect(() => {
    if (decision !== 'loadProfile') return;
    let alive = true;
    loadProfileOnce().catch(() => {
      // spec §2/§8: a failed profile load goes to /auth. The token is dropped first, otherwise
      // /auth (which forwards a token holder to /phone/all) would bounce straight back here.
      session.resetToken();
      if (alive) void navigate(AUTH_PATH, { replace: true });
    });
    return () => {
      alive = false;
    };
  }, [decision, navigate]);

  useEffect(() => {
    if (decision === 'loadRoutes') void ensurePublishedRoutes();
  }, [decision]);

  switch (decision) {
    case 'pass':
      return <>{children}</>;
    case 'auth':
      return <Navigate to={authPathFor(location.pathname, location.search)} replace />;
    case 'notFound':
      return <Navigate to={NOT_FOUND_PATH} replace />;
    case 'forbidden':
      // rendered inside the shell by GuardedOutlet: the URL stays, the sidebar and header too
      return <ForbiddenPath.Provider value={location.pathname}>{children}</ForbiddenPath.Provider>;
    case 'loadProfile':
    case 'loadRoutes':
    default:
      return null;
  }
}
