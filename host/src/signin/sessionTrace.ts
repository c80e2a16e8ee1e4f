// Whether this browser had a console session that ended without a logout: only then may /auth
// say "登录已失效". The shell marks the session when it mounts (the user was signed in); a logout
// clears the mark (the user ended it and goes to /login); a first-time visitor has none. /auth is a
// page load of its own (./start), so this mark, not router state, is how it knows.
export const SESSION_TRACE_KEY = 'consoleSessionSeen';

export function markSession(): void {
  try {
    localStorage.setItem(SESSION_TRACE_KEY, '1');
  } catch {
    // storage unavailable: /auth then greets neutrally
  }
}

export function forgetSession(): void {
  try {
    localStorage.removeItem(SESSION_TRACE_KEY);
  } catch {
    // as above
  }
}

function hadSession(): boolean {
  try {
    return localStorage.getItem(SESSION_TRACE_KEY) === '1';
  } catch {
    return false;
  }
}

/** What /auth tells a visitor without a code: their session ended, or a neutral welcome. */
export function authGreeting(): 'ended' | 'welcome' {
  return hadSession() ? 'ended' : 'welcome';
}
