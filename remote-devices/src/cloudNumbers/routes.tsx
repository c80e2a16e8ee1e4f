// Routes of cloud number management, purchase and renewal (spec §2).
import { Route } from 'react-router';
import { CloudBuyPage } from './CloudBuyPage';
import { CloudNumberListPage } from './CloudNumberListPage';
import { CloudRenewPage } from './CloudRenewPage';
import { TransferListPage } from './TransferListPage';
import { BUY_PATH, CLOUD_NUMBER_VIEWS, TRANSFERS_PATH, viewPath } from './views';

export const cloudNumberRoutes = (
  <>
    {CLOUD_NUMBER_VIEWS.map((v) => (
      <Route key={v} path={viewPath(v)} element={<CloudNumberListPage view={v} />} />
    ))}
    <Route path={TRANSFERS_PATH} element={<TransferListPage />} />
    <Route path={BUY_PATH} element={<CloudBuyPage />} />
    <Route path="/cloud/cloudRenew" element={<CloudRenewPage />} />
  </>
);
