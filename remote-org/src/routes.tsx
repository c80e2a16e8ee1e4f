// The area's routes. Spec §2 names "Member management" without a path; the console uses
// /member/all, and /company/setup is the quick link to enterprise configuration
// (host/src/routes/table.ts); security has three tabs under /security/*.
import { Navigate, Route } from 'react-router';
import { BindingPage } from './company/BindingPage';
import { EnterpriseLogPage } from './company/EnterpriseLogPage';
import { WebhookPage } from './company/WebhookPage';
import { AuthorizationPage } from './authorization/AuthorizationPage';
import { CertificationPage } from './certification/CertificationPage';
import { ChildUserListPage } from './childUsers/ChildUserListPage';
import { DepartmentListPage } from './departments/DepartmentListPage';
import { MemberListPage } from './members/MemberListPage';
import { LoginControlPage } from './security/LoginControlPage';
import { LoginRequestPage } from './security/LoginRequestPage';
import { WhitelistPage } from './security/WhitelistPage';

export const orgRoutes = (
  <>
    <Route path="/member/all" element={<MemberListPage />} />
    <Route path="/company/binding" element={<BindingPage />} />
    <Route path="/company/log" element={<EnterpriseLogPage />} />
    <Route path="/company/webhook" element={<WebhookPage />} />
    <Route path="/department/all" element={<DepartmentListPage />} />
    <Route path="/childUser/all" element={<ChildUserListPage />} />
    <Route path="/member/authorization" element={<AuthorizationPage />} />
    <Route path="/company/setup" element={<CertificationPage />} />
    <Route path="/security/loginControl" element={<LoginControlPage />} />
    <Route path="/security/loginRequest" element={<LoginRequestPage />} />
    <Route path="/security/whitelist" element={<WhitelistPage />} />
    {/* Any other path the host hands this area is unknown: the console's /404 (spec §2). */}
    <Route path="*" element={<Navigate to="/404" replace />} />
  </>
);
