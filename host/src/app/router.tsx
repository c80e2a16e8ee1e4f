// The router: the host's own pages (routes/table.ts) load lazily (their own chunks, which also
// drives the top progress bar); every path under an area's prefix mounts that area's remote as a
// parcel in the shell's main area. Which of those paths exist is the remote's published routes:
// the guard sends the others to /404, AreaRoute follows a published redirect.
import { getToken, setOnLoginInvalid, useSession } from '@console/shared';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject, useLocation } from 'react-router';
import { Guard } from '../guard/Guard';
import { isOpenPath } from '../guard/decide';
import { ensurePublishedRoutes, usePublishedRoutes } from '../routes/published';
import { useCanOpen } from '../routes/useCanOpen';
import { useHomePath } from '../routes/useHomePath';
import {
  AREA_PREFIXES,
  AUTH_PATH,
  findRoute,
  HOST_ROUTES,
  type HostPage,
  NOT_FOUND_PATH,
  type RemoteArea as AreaName,
  type RouteDef,
} from '../routes/table';
import { AreaSlot } from '../remotes/AreaStage';
import { startPath } from '../shell/settings/startPage';
import { NavigationProgress, PROGRESS_COLOR } from './NavigationProgress';
import { RouteError } from './RouteError';

type LazyPage = () => Promise<{ Component: ComponentType }>;

const signedOutHandoff: LazyPage = () =>
  import('../pages/signedOut/SignedOutHandoff').then((m) => ({ Component: m.SignedOutHandoff }));

const PAGES: Record<HostPage, LazyPage> = {
  login: signedOutHandoff,
  auth: signedOutHandoff,
  notFound: () => import('../pages/notFound/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
  operationManual: () =>
    import('../pages/manual/OperationManualPage').then((m) => ({ Component: m.OperationManualPage })),
  qr: () => import('../pages/qr/QrPage').then((m) => ({ Component: m.QrPage })),
  paySuccess: () => import('../pages/paySuccess/PaySuccessPage').then((m) => ({ Component: m.PaySuccessPage })),
  console: () => import('../pages/console/ConsolePage').then((m) => ({ Component: m.ConsolePage })),
  dashboard: () => import('../pages/dashboard/DashboardPage').then((m) => ({ Component: m.DashboardPage })),
};

/**
 * `/` goes to the member's start page (settings: device list or dashboard); spec §2's /phone/all by
 * default, a staff member's first screen when that is not theirs (docs/roles.md).
 */
function StartRedirect({ fallback }: { fallback: string }) {
  const { userInfo } = useSession();
  const canOpen = useCanOpen();
  const home = useHomePath();
  return <Navigate to={startPath(userInfo?.username, userInfo ? home : fallback, canOpen)} replace />;
}

function toRoute(r: RouteDef): RouteObject {
  if (r.path === '/' && r.redirect) return { path: r.path, element: <StartRedirect fallback={r.redirect} /> };
  if (r.redirect) return { path: r.path, element: <Navigate to={r.redirect} replace /> };
  if (r.page) return { path: r.path, lazy: PAGES[r.page] };
  throw new Error(`host route ${r.path} has no page`);
}

/** A path of a remote's prefix (the guard already sent unpublished ones to /404): the shell's AreaStage shows it. */
function AreaRoute({ area }: { area: AreaName }) {
  const { pathname } = useLocation();
  const redirect = findRoute(pathname, usePublishedRoutes())?.redirect;
  if (redirect) return <Navigate to={redirect} replace />;
  return <AreaSlot area={area} />;
}

const areaRoutes: RouteObject[] = (Object.entries(AREA_PREFIXES) as [AreaName, string[]][]).flatMap(
  ([area, prefixes]) => prefixes.map((prefix) => ({ path: `${prefix}/*`, element: <AreaRoute area={area} /> })),
);

function Root() {
  return (
    <>
      <NavigationProgress />
      <Guard>
        <Outlet />
      </Guard>
    </>
  );
}

function InitialLoad() {
  return <div style={{ position: 'fixed', top: 0, left: 0, height: 2, width: '30%', background: PROGRESS_COLOR }} />;
}

const loadShell = () => import('../shell').then((m) => ({ Component: m.ShellLayout }));

export function buildRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      element: <Root />,
      errorElement: <RouteError />,
      HydrateFallback: InitialLoad,
      children: [
        ...HOST_ROUTES.filter((r) => r.bare).map(toRoute),
        ...HOST_ROUTES.filter((r) => r.redirect).map(toRoute),
        {
          // its own chunk: the sign-in pages (bare) do not wait for the shell's menus and dialogs
          lazy: loadShell,
          children: [...HOST_ROUTES.filter((r) => !r.bare && !r.redirect).map(toRoute), ...areaRoutes],
        },
        { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
      ],
    },
  ];
}

export const router = createBrowserRouter(buildRoutes());

// The areas' routes come with the registry: ask for it while the first page and profile load.
void ensurePublishedRoutes();
// A member with a session is going to the shell: its chunk is asked for now, beside the first
// page's, not once the router has matched the route (the signed-out pages never ask for it).
if (getToken()) void loadShell();

// spec §8: after 20103 the request layer clears the session; the host goes to /auth
// (pages open without a session stay where they are).
setOnLoginInvalid(() => {
  if (!isOpenPath(router.state.location.pathname)) void router.navigate(AUTH_PATH, { replace: true });
});
