// The area's routes (paths exactly as spec §2 and ARCHITECTURE.md's devices area).
import { NotBuiltPage } from '@console/ui';
import { Navigate, Route } from 'react-router';
import { PhoneListPage } from './pages/PhoneListPage';
import { PHONE_VIEWS } from './phones/views';

/** Device-area screens that come in a later version. */
export const NOT_BUILT_PATHS = [
  '/phone/buy',
  '/phone/renew',
  '/phone/groupControl',
  '/phoneItem',
  '/phoneItem/serve',
  '/buyall',
  '/mall/all',
  '/cloud/cloudBuy',
] as const;

export const deviceRoutes = (
  <>
    {PHONE_VIEWS.map((v) => (
      <Route key={v.path} path={v.path} element={<PhoneListPage filterStatus={v.filterStatus} />} />
    ))}
    {NOT_BUILT_PATHS.map((path) => (
      <Route key={path} path={path} element={<NotBuiltPage home="/phone/all" />} />
    ))}
    {/* Any other path the host hands this area is unknown: the console's /404 (spec §2). */}
    <Route path="*" element={<Navigate to="/404" replace />} />
  </>
);
