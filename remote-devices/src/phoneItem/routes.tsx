// Routes of one phone's screens (spec §2): details and services.
import { Route } from 'react-router';
import { PhoneItemPage } from './PhoneItemPage';
import { PhoneServePage } from './PhoneServePage';

export const phoneItemRoutes = (
  <>
    <Route path="/phoneItem" element={<PhoneItemPage />} />
    <Route path="/phoneItem/serve" element={<PhoneServePage />} />
  </>
);
