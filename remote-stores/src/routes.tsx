// The area's routes. Spec §2 names "Store management" without a path; the console uses /store/all
// (host/src/routes/table.ts). The other store views (recently opened, urgent renewal, …) and /tag
// come in a later version; until then they are unknown paths.
import { Navigate, Route } from 'react-router';
import { StoreListPage } from './pages/StoreListPage';

export const storeRoutes = (
  <>
    <Route path="/store/all" element={<StoreListPage />} />
    {/* Any other path the host hands this area is unknown: the console's /404 (spec §2). */}
    <Route path="*" element={<Navigate to="/404" replace />} />
  </>
);
