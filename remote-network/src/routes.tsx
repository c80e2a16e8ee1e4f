// The area's routes (paths exactly as spec §2: the network area owns /NetworkCard/*, /agentIp/*, …).
import { NotBuiltPage } from '@console/ui';
import { Navigate, Route } from 'react-router';
import { CARD_VIEWS } from './cards/views';
import { NetworkCardListPage } from './pages/NetworkCardListPage';

/** Network-area screens that come in a later version. */
export const NOT_BUILT_PATHS = ['/NetworkCard/buyCard', '/NetworkCard/renew', '/agentIp/aggregateBuy3'] as const;

export const networkRoutes = (
  <>
    {/* /NetworkCard → /NetworkCard/all (spec §2; the host redirects too, this covers standalone). */}
    <Route path="/NetworkCard" element={<Navigate to="/NetworkCard/all" replace />} />
    {CARD_VIEWS.map((v) => (
      <Route key={v.path} path={v.path} element={<NetworkCardListPage filterStatus={v.filterStatus} />} />
    ))}
    {NOT_BUILT_PATHS.map((path) => (
      <Route key={path} path={path} element={<NotBuiltPage home="/NetworkCard/all" />} />
    ))}
    {/* Any other path the host hands this area is unknown: the console's /404 (spec §2). */}
    <Route path="*" element={<Navigate to="/404" replace />} />
  </>
);
