// The area's routes (paths exactly as spec §2: order lists, the sidebar's 购买订单 / 充值订单,
// invite reward and wallet flow).
import { NotBuiltPage } from '@console/ui';
import { Navigate, Route } from 'react-router';
import { ORDER_VIEWS } from './orders/views';
import { OrderListPage } from './pages/OrderListPage';
import { WalletFlowPage } from './pages/WalletFlowPage';

/** Billing-area screens that come in a later version. */
export const NOT_BUILT_PATHS = ['/inviteReward/all'] as const;

export const billingRoutes = (
  <>
    {/* spec §2: /order redirects to /order/all (the host does it too; standalone needs it). */}
    <Route path="/order" element={<Navigate to="/order/all" replace />} />
    {ORDER_VIEWS.map((v) => (
      <Route key={v.path} path={v.path} element={<OrderListPage view={v} />} />
    ))}
    <Route path="/walletFlow/all" element={<WalletFlowPage />} />
    {NOT_BUILT_PATHS.map((path) => (
      <Route key={path} path={path} element={<NotBuiltPage home="/order/all" />} />
    ))}
    {/* Any other path the host hands this area is unknown: the console's /404 (spec §2). */}
    <Route path="*" element={<Navigate to="/404" replace />} />
  </>
);
