// Routes of the app market screens: the catalogue and application management.
import { Route } from 'react-router';
import { AppManagePage } from './AppManagePage';
import { AppMarketPage } from './AppMarketPage';

export const appMarketRoutes = (
  <>
    <Route path="/mall/all" element={<AppMarketPage />} />
    <Route path="/app/manage" element={<AppManagePage />} />
  </>
);
