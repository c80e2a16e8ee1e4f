// The area's routes (paths exactly as spec §2: order lists, the sidebar's 购买订单 / 充值订单,
// invite reward and wallet flow; plus the screens the spec names without a path: channel
// management, my team, my income and invitation gifts under /inviteReward/*, and cost management's
// renewal management /renew/all, coupons /coupon/all, data statistics /statistics/all and
// operation management /statistics/operations).
import { lazy, Suspense } from 'react';
import { Navigate, Route } from 'react-router';
import { CouponListPage } from './coupons/CouponListPage';
import { ChannelPage } from './invite/ChannelPage';
import { InviteGiftsPage } from './invite/InviteGiftsPage';
import { InviteIncomePage } from './invite/InviteIncomePage';
import { InviteRewardPage } from './invite/InviteRewardPage';
import { InviteTeamPage } from './invite/InviteTeamPage';
import { ORDER_VIEWS } from './orders/views';
import { OrderListPage } from './pages/OrderListPage';
import { WalletFlowPage } from './pages/WalletFlowPage';
import { RenewalPage } from './renewals/RenewalPage';
import { OperationsPage } from './statistics/OperationsPage';

// the statistics screen (and the charts it loads) is its own chunk: never part of the first screen
const StatisticsPage = lazy(() => import('./statistics/StatisticsPage').then((m) => ({ default: m.StatisticsPage })));

export const billingRoutes = (
  <>
    {/* spec §2: /order redirects to /order/all (the host does it too; standalone needs it). */}
    <Route path="/order" element={<Navigate to="/order/all" replace />} />
    {ORDER_VIEWS.map((v) => (
      <Route key={v.path} path={v.path} element={<OrderListPage view={v} />} />
    ))}
    <Route path="/walletFlow/all" element={<WalletFlowPage />} />
    <Route path="/renew/all" element={<RenewalPage />} />
    <Route path="/coupon/all" element={<CouponListPage />} />
    <Route path="/inviteReward/all" element={<InviteRewardPage />} />
    <Route path="/inviteReward/channel" element={<ChannelPage />} />
    <Route path="/inviteReward/team" element={<InviteTeamPage />} />
    <Route path="/inviteReward/income" element={<InviteIncomePage />} />
    <Route path="/inviteReward/gifts" element={<InviteGiftsPage />} />
    <Route
      path="/statistics/all"
      element={
        <Suspense fallback={null}>
          <StatisticsPage />
        </Suspense>
      }
    />
    <Route path="/statistics/operations" element={<OperationsPage />} />
    {/* Any other path the host hands this area is unknown: the console's /404 (spec §2). */}
    <Route path="*" element={<Navigate to="/404" replace />} />
  </>
);
