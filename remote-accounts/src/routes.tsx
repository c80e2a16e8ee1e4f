// The area's routes (paths exactly as spec §2: the accounts area owns /account/*).
import { Navigate, Route } from 'react-router';
import { ACCOUNT_VIEWS } from './accounts/views';
import { AccountListPage } from './pages/AccountListPage';
import { PayPage } from './purchase/PayPage';

export const accountRoutes = (
  <>
    {/* /account → /account/all (spec §2; the host redirects too, this covers standalone). */}
    <Route path="/account" element={<Navigate to="/account/all" replace />} />
    {ACCOUNT_VIEWS.map((v) => (
      <Route key={v.path} path={v.path} element={<AccountListPage filterStatus={v.filterStatus} />} />
    ))}
    <Route path="/account/buy" element={<PayPage mode="buy" />} />
    <Route path="/account/renew" element={<PayPage mode="renew" />} />
    {/* Any other path the host hands this area is unknown: the console's /404 (spec §2). */}
    <Route path="*" element={<Navigate to="/404" replace />} />
  </>
);
