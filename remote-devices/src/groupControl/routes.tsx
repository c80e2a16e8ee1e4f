// Routes of the group control screen.
import { Route } from 'react-router';
import { GroupControlPage } from './GroupControlPage';

export const groupControlRoutes = (
  <>
    <Route path="/phone/groupControl" element={<GroupControlPage />} />
  </>
);
