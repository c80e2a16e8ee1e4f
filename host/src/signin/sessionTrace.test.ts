import { authGreeting, forgetSession, markSession } from './sessionTrace';

beforeEach(() => localStorage.clear());

test('a first-time visitor is welcomed, not told their session ended', () => {
  expect(authGreeting()).toBe('welcome');
});

test('a browser that had a session (no logout since) is told it ended', () => {
  markSession();
  expect(authGreeting()).toBe('ended');
});

test('a logout forgets the session: /auth welcomes again', () => {
  markSession();
  forgetSession();
  expect(authGreeting()).toBe('welcome');
});
