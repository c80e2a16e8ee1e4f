// The logout path (spec §4): tell the browser extension, revoke + clear the session, go to /login.
import { session } from '@console/shared';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { notifyExtensionLogout } from '../extension/bridge';
import { LOGIN_PATH } from '../routes/table';

/** Logout without navigation (for code outside the router); the caller goes to /login. */
export async function logoutSession(): Promise<void> {
  notifyExtensionLogout();
  await session.logout();
}

/** For the shell's user menu: `const logout = useLogout(); … onClick={() => void logout()}`. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await logoutSession();
    void navigate(LOGIN_PATH, { replace: true });
  }, [navigate]);
}
