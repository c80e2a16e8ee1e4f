import { AUTH_SUPPRESS_MS, authPromptFor, isAuthSuppressed } from './authNotice';

test('status decides the prompt', () => {
  expect(authPromptFor(1)).toBe('none');
  expect(authPromptFor(2)).toBe('none');
  expect(authPromptFor(3)).toBe('certify');
  expect(authPromptFor(4)).toBe('certify');
  expect(authPromptFor(5)).toBe('review');
});

test('7-day suppression', () => {
  const now = 1_700_000_000_000;
  expect(isAuthSuppressed(null, now)).toBe(false);
  expect(isAuthSuppressed('x', now)).toBe(false);
  expect(isAuthSuppressed(String(now - 1), now)).toBe(true);
  expect(isAuthSuppressed(String(now - AUTH_SUPPRESS_MS), now)).toBe(false);
});
