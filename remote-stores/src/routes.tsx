// The area's routes. Spec §2 names "Store management" (seven views) and "Tag management" without
// paths; the console uses /store/<view> and /tag, and /store/extraction for extraction records.
// What the host knows of them is published in routes.json.
import { lazy, Suspense } from 'react';
import { Navigate, Route } from 'react-router';
import { ExtractionPage } from './extractions/ExtractionPage';
import { StoreListPage } from './stores/StoreListPage';
import { EXTRACTION_PATH, STORE_HOME, STORE_VIEW_DEFS, TAG_PATH } from './stores/views';
import { TagPage } from './tags/TagPage';

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
    {/* /store → /store/all (the host redirects too, this covers standalone). */}
    <Route path="/store" element={<Navigate to={STORE_HOME} replace />} />
    {STORE_VIEW_DEFS.map((v) => (
      <Route key={v.path} path={v.path} element={<StoreListPage view={v.view} />} />
    ))}
    <Route path={EXTRACTION_PATH} element={<ExtractionPage />} />
    <Route path={TAG_PATH} element={<TagPage />} />
    {fixtureRoute}
    {/* Any other path the host hands this area is unknown: the console's /404 (spec §2). */}
    <Route path="*" element={<Navigate to="/404" replace />} />
  </>
);
