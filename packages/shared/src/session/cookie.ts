// The session token lives in the 'p-token' cookie (spec §3) so every micro-frontend sees it.
import Cookies from 'js-cookie';

export const TOKEN_COOKIE = 'p-token';

export function getToken(): string | undefined {
  return Cookies.get(TOKEN_COOKIE) || undefined;
}

export function setToken(t: string): void {
  Cookies.set(TOKEN_COOKIE, t, { path: '/' });
}

export function removeToken(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
}
