// The area's routes (paths exactly as spec §2 and ARCHITECTURE.md's devices area). Each feature
// folder owns its screens and exports its routes; this file only puts them together.
import { Navigate, Route } from 'react-router';
import { appMarketRoutes } from './appMarket/routes';
import { cloudNumberRoutes } from './cloudNumbers/routes';
import { groupControlRoutes } from './groupControl/routes';
import { PhoneListPage } from './pages/PhoneListPage';
import { phoneItemRoutes } from './phoneItem/routes';
import { PHONE_VIEWS } from './phones/views';
import { purchaseRoutes } from './purchase/routes';
import { recycleRoutes } from './recycle/routes';
import { syncRecordRoutes } from './syncRecords/routes';

export const deviceRoutes = (
  <>
    {PHONE_VIEWS.map((v) => (
      <Route key={v.path} path={v.path} element={<PhoneListPage filterStatus={v.filterStatus} />} />
    ))}
    {purchaseRoutes}
    {phoneItemRoutes}
    {groupControlRoutes}
    {recycleRoutes}
    {syncRecordRoutes}
    {cloudNumberRoutes}
    {appMarketRoutes}
    <Route path="/cloudNumber" element={<Navigate to="/cloudNumber/inUse" replace />} />
    {/* Any other path the host hands this area is unknown: the console's /404 (spec §2). */}
    <Route path="*" element={<Navigate to="/404" replace />} />
  </>
);
