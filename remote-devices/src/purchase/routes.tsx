// Routes of the purchase screens (spec §2): buy (and its quick link /buyall) and renewal.
import { Route } from 'react-router';
import { BuyPage } from './BuyPage';
import { RenewPage } from './RenewPage';

export const purchaseRoutes = (
  <>
    <Route path="/phone/buy" element={<BuyPage />} />
    <Route path="/phone/renew" element={<RenewPage />} />
    <Route path="/buyall" element={<BuyPage />} />
  </>
);
