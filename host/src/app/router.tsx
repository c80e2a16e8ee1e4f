// The router, built from the route table (routes/table.ts). Host pages load lazily (their own
// chunks, which also drives the top progress bar); remote-owned routes mount their remote as a
// parcel in the shell's main area.
import { setOnLoginInvalid } from '@console/shared';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { Guard } from '../guard/Guard';
import { isOpenPath } from '../guard/decide';
import { AUTH_PATH, type HostPage, NOT_FOUND_PATH, ROUTES, type RouteDef } from '../routes/table';
import { RemoteArea } from '../remotes/RemoteArea';
import { ShellLayout } from '../shell';
import { NavigationProgress, PROGRESS_COLOR } from './NavigationProgress';
import { RouteError } from './RouteError';

type LazyPage = () => Promise<{ Component: ComponentType }>;

const PAGES: Record<HostPage, LazyPage> = {
  login: () => import('../pages/login/LoginPage').then((m) => ({ Component: m.LoginPage })),
  auth: () => import('../pages/auth/AuthPage').then((m) => ({ Component: m.AuthPage })),
  notFound: () => import('../pages/notFound/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
  operationManual: () => import('../pages/manual/OperationManualPage').then((m) => ({ Component: m.OperationManualPage })),
  qr: () => import('../pages/qr/QrPage').then((m) => ({ Component: m.QrPage })),
  paySuccess: () => import('../pages/paySuccess/PaySuccessPage').then((m) => ({ Component: m.PaySuccessPage })),
  console: () => import('../pages/console/ConsolePage').then((m) => ({ Component: m.ConsolePage })),
};

function toRoute(r: RouteDef): RouteObject {
  if (r.redirect) return { path: r.path, element: <Navigate to={r.redirect} replace /> };
  if (r.page) return { path: r.path, lazy: PAGES[r.page] };
  if (r.area === 'host') throw new Error(`host route ${r.path} has no page`);
  return { path: r.path, element: <RemoteArea area={r.area} /> };
}

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

export function buildRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      element: <Root />,
      errorElement: <RouteError />,
      HydrateFallback: InitialLoad,
      children: [
        ...ROUTES.filter((r) => r.bare).map(toRoute),
        ...ROUTES.filter((r) => r.redirect).map(toRoute),
        { element: <ShellLayout />, children: ROUTES.filter((r) => !r.bare && !r.redirect).map(toRoute) },
        { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
      ],
    },
  ];
}

export const router = createBrowserRouter(buildRoutes());

// spec §8: after 20103 the request layer clears the session; the host goes to /auth
// (pages open without a session stay where they are).
setOnLoginInvalid(() => {
  if (!isOpenPath(router.state.location.pathname)) void router.navigate(AUTH_PATH, { replace: true });
});
