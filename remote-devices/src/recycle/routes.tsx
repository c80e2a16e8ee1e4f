// Routes of the recycle bin screen.
import { Route } from 'react-router';
import { RecyclePage } from './RecyclePage';

export const recycleRoutes = (
  <>
    <Route path="/phone/recycle" element={<RecyclePage />} />
  </>
);
