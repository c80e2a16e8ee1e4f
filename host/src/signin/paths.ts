// Where the signed-out page is and where it may send a member after sign-in. No imports: the
// bootstrap reads it before either entry loads, and the routes table re-exports it.
export const LOGIN_PATH = '/login';

/** A redirect target from a query string: only same-site paths, never '//host' or 'http:'. */
export function safeRedirect(target: string | null | undefined): string | undefined {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return undefined;
  return target;
}

/** Into the console at `path`: a page load of its own, so nothing of the sign-in page stays in memory. */
export function enterConsole(path: string): void {
  window.location.replace(path);
}
