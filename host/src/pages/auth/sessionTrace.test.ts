import { authGreeting, forgetSession, hadSession, markSession } from './sessionTrace';

beforeEach(() => localStorage.clear());

test('a first-time visitor is welcomed, not told their session ended', () => {
  expect(hadSession()).toBe(false);
  expect(authGreeting(null, hadSession())).toBe('welcome');
});

test('a browser that had a session (no logout since) is told it ended', () => {
  markSession();
  expect(authGreeting(undefined, hadSession())).toBe('ended');
});

test('a logout forgets the session: /auth welcomes again', () => {
  markSession();
  forgetSession();
  expect(authGreeting({}, hadSession())).toBe('welcome');
});

test('the router may say so explicitly (it saw 20103)', () => {
  expect(authGreeting({ sessionEnded: true }, false)).toBe('ended');
});
