// The area's routes. Spec §2 names "Member management" without a path; the console uses
// /member/all, and /company/setup is the quick link to enterprise configuration
// (host/src/routes/table.ts). Departments, security and sub-users come in a later version.
import { NotBuiltPage } from '@console/ui';
import { Navigate, Route } from 'react-router';
import { MemberListPage } from './pages/MemberListPage';

/** Org-area screens that come in a later version. */
export const NOT_BUILT_PATHS = ['/company/setup'] as const;

export const orgRoutes = (
  <>
    <Route path="/member/all" element={<MemberListPage />} />
    {NOT_BUILT_PATHS.map((path) => (
      <Route key={path} path={path} element={<NotBuiltPage home="/member/all" />} />
    ))}
    {/* Any other path the host hands this area is unknown: the console's /404 (spec §2). */}
    <Route path="*" element={<Navigate to="/404" replace />} />
  </>
);
