// Which entry a page load starts: the signed-out pages, and a console route without a token, are
// the light entry at /auth (with the way back); everything else is the console.
import { authPathFor, isOpenPath, signedOutEntry } from './paths';

const at = (url: string) => {
  const u = new URL(url, 'http://console.test');
  return { pathname: u.pathname, search: u.search };
};

test('/login and /auth are the signed-out entry, with a token or without', () => {
  for (const token of [false, true]) {
    expect(signedOutEntry(at('/login?invite_code=x'), token)).toEqual({ page: 'login' });
    expect(signedOutEntry(at('/AUTH/'), token)).toEqual({ page: 'auth' });
  }
});

test('a console route without a token is /auth with the way back; with a token it is the console', () => {
  expect(signedOutEntry(at('/order/all?page=2'), false)).toEqual({
    page: 'auth',
    url: '/auth?redirect=%2Forder%2Fall%3Fpage%3D2',
  });
  expect(signedOutEntry(at('/'), false)).toEqual({ page: 'auth', url: '/auth' });
  expect(signedOutEntry(at('/order/all'), true)).toBeUndefined();
});

test('the other open routes stay in the console without a token (spec §2)', () => {
  expect(signedOutEntry(at('/operationManual'), false)).toBeUndefined();
  expect(signedOutEntry(at('/test12345qr'), false)).toBeUndefined();
  expect(isOpenPath('/operationmanual/')).toBe(true);
});

test('the redirect back is the path and query, none for the start page', () => {
  expect(authPathFor('/phone/all', '')).toBe('/auth?redirect=%2Fphone%2Fall');
  expect(authPathFor('/', '')).toBe('/auth');
});
