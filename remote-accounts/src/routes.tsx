// The area's routes (paths exactly as spec §2: the accounts area owns /account/*).
import { NotBuiltPage } from '@console/ui';
import { Navigate, Route } from 'react-router';
import { ACCOUNT_VIEWS } from './accounts/views';
import { AccountListPage } from './pages/AccountListPage';

/** Account-area screens that come in a later version. */
export const NOT_BUILT_PATHS = ['/account/buy', '/account/renew'] as const;

export const accountRoutes = (
  <>
    {/* /account → /account/all (spec §2; the host redirects too, this covers standalone). */}
    <Route path="/account" element={<Navigate to="/account/all" replace />} />
    {ACCOUNT_VIEWS.map((v) => (
      <Route key={v.path} path={v.path} element={<AccountListPage filterStatus={v.filterStatus} />} />
    ))}
    {NOT_BUILT_PATHS.map((path) => (
      <Route key={path} path={path} element={<NotBuiltPage home="/account/all" />} />
    ))}
    {/* Any other path the host hands this area is unknown: the console's /404 (spec §2). */}
    <Route path="*" element={<Navigate to="/404" replace />} />
  </>
);
