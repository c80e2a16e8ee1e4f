// The area's routes (paths exactly as spec §2: the network area owns /NetworkCard/*, /agentIp/*,
// and its "My devices" screens under /device/*).
import { Navigate, Route } from 'react-router';
import { CardBuyPage } from './cards/CardBuyPage';
import { CardRenewPage } from './cards/CardRenewPage';
import { CARD_VIEWS } from './cards/views';
import { DeviceBuyPage } from './devices/DeviceBuyPage';
import { DeviceListPage } from './devices/DeviceListPage';
import { DeviceRenewPage } from './devices/DeviceRenewPage';
import { DEVICE_BUY_PATH, DEVICE_HOME, DEVICE_RENEW_PATH, DEVICE_VIEWS } from './devices/views';
import { NetworkCardListPage } from './pages/NetworkCardListPage';

export const networkRoutes = (
  <>
    {/* /NetworkCard → /NetworkCard/all (spec §2; the host redirects too, this covers standalone). */}
    <Route path="/NetworkCard" element={<Navigate to="/NetworkCard/all" replace />} />
    {CARD_VIEWS.map((v) => (
      <Route key={v.path} path={v.path} element={<NetworkCardListPage filterStatus={v.filterStatus} />} />
    ))}
    <Route path="/NetworkCard/buyCard" element={<CardBuyPage />} />
    <Route path="/NetworkCard/renew" element={<CardRenewPage />} />
    <Route path="/device" element={<Navigate to={DEVICE_HOME} replace />} />
    {DEVICE_VIEWS.map((v) => (
      <Route key={v.path} path={v.path} element={<DeviceListPage view={v.view} />} />
    ))}
    <Route path={DEVICE_RENEW_PATH} element={<DeviceRenewPage />} />
    <Route path={DEVICE_BUY_PATH} element={<DeviceBuyPage />} />
    {/* Any other path the host hands this area is unknown: the console's /404 (spec §2). */}
    <Route path="*" element={<Navigate to="/404" replace />} />
  </>
);
