// Where the signed-out pages are, which paths are open without a session (spec §2) and where a
// member may be sent after sign-in. No imports: the page's entry (../index.ts) reads it before
// either entry loads, and the routes table and the guard re-export it.
export const LOGIN_PATH = '/login';
export const AUTH_PATH = '/auth';

/** Routes open without a session (spec §2). */
export const OPEN_PATHS = [AUTH_PATH, LOGIN_PATH, '/operationManual', '/test12345qr'];

/** A path as the router matches it: case-insensitive, a trailing slash ignored. */
function normal(path: string): string {
  return path.toLowerCase().replace(/(.)\/+$/, '$1');
}

export function isOpenPath(path: string): boolean {
  const p = normal(path);
  return OPEN_PATHS.some((o) => o.toLowerCase() === p);
}

/** A redirect target from a query string: only same-site paths, never '//host' or 'http:'. */
export function safeRedirect(target: string | null | undefined): string | undefined {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return undefined;
  return target;
}

/** spec §2: a route without a token goes to /auth, which sends the member back after sign-in. */
export function authPathFor(pathname: string, search: string): string {
  const back = pathname + search;
  return back && back !== '/' ? `${AUTH_PATH}?redirect=${encodeURIComponent(back)}` : AUTH_PATH;
}

export type SignedOutPage = 'login' | 'auth';

/** The signed-out page a path is, if it is one. */
export function signedOutPage(pathname: string): SignedOutPage | undefined {
  const p = normal(pathname);
  return p === LOGIN_PATH ? 'login' : p === AUTH_PATH ? 'auth' : undefined;
}

/**
 * Which entry a page load starts (issue 37): the signed-out pages have one of their own, light,
 * and a visitor without a token who asks for a console route is put on /auth (`url`) before the
 * console loads, where the guard would send them anyway. `undefined` = the console.
 */
export function signedOutEntry(
  { pathname, search }: { pathname: string; search: string },
  hasToken: boolean,
): { page: SignedOutPage; url?: string } | undefined {
  const page = signedOutPage(pathname);
  if (page) return { page };
  if (hasToken || isOpenPath(pathname)) return undefined;
  return { page: 'auth', url: authPathFor(pathname, search) };
}

/** Into the console at `path`: a page load of its own, so nothing of the sign-in page stays in memory. */
export function enterConsole(path: string): void {
  window.location.replace(path);
}
