// Routes of the cloud sync records screen.
import { Route } from 'react-router';
import { SyncRecordsPage } from './SyncRecordsPage';

export const syncRecordRoutes = (
  <>
    <Route path="/phone/syncRecord" element={<SyncRecordsPage />} />
  </>
);
