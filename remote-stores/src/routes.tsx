// The area's routes. Spec §2 names "Store management" without a path; the console uses /store/all.
// The other store views (recently opened, urgent renewal, …) and /tag come in a later version;
// until then they are unknown paths. What the host knows of them is published in routes.json.
import { lazy, Suspense } from 'react';
import { Navigate, Route } from 'react-router';
import { StoreListPage } from './pages/StoreListPage';

// Only an e2e fixture build (BUILD_FIXTURE=1) routes the fixture page: the build preset defines
// __BUILD_FIXTURE__ false otherwise and webpack drops this branch with its chunk (unit tests have
// no define: typeof keeps them off it too).
const fixtureRoute =
  typeof __BUILD_FIXTURE__ !== 'undefined' && __BUILD_FIXTURE__
    ? (() => {
        const Page = lazy(() => import('./fixture/NewPageFixture').then((m) => ({ default: m.NewPageFixture })));
        return (
          <Route
            path="/store/fixture-new-page"
            element={
              <Suspense fallback={null}>
                <Page />
              </Suspense>
            }
          />
        );
      })()
    : null;

export const storeRoutes = (
  <>
    <Route path="/store/all" element={<StoreListPage />} />
    {fixtureRoute}
    {/* Any other path the host hands this area is unknown: the console's /404 (spec §2). */}
    <Route path="*" element={<Navigate to="/404" replace />} />
  </>
);
