// Whether this browser had a console session that ended without a logout: only then may /auth
// say "登录已失效". The shell marks the session when it mounts (the user was signed in); a logout
// clears the mark (the user ended it and goes to /login); a first-time visitor has none.
// Guard/router may also pass `state: { sessionEnded: true }` when they see 20103 (see AuthPage).
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

export function hadSession(): boolean {
  try {
    return localStorage.getItem(SESSION_TRACE_KEY) === '1';
  } catch {
    return false;
  }
}

/** What /auth tells a visitor without a code: their session ended, or a neutral welcome. */
export function authGreeting(state: unknown, seen: boolean): 'ended' | 'welcome' {
  const told = (state as { sessionEnded?: unknown } | null | undefined)?.sessionEnded === true;
  return told || seen ? 'ended' : 'welcome';
}
