// Reset token (spec §4): clears the cookie and the state. Kept apart from actions.ts so the
// request layer can call it on 20103 without importing the API calls (no import cycle).
import { removeToken } from './cookie';
import { clearState } from './store';

export function resetToken(): void {
  removeToken();
  clearState();
}
