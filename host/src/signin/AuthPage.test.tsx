// /auth on the signed-out entry: a first-time visitor is welcomed, only a browser whose session
// ended is told "登录已失效"; a one-time code signs in (or waits for the terminal's approval) and
// enters the console by a page load; a token holder goes straight on.
import { addResources, getToken, initI18n, setToken } from '@console/shared/signin';
import { act, render, screen } from '@testing-library/react';
import { clearCookies, fakeServer } from '../../../packages/shared/src/testing/fakeServer';
import en from '../i18n/en.json';
import zh from '../i18n/zh.json';
import { AuthPage } from './AuthPage';
import { enterConsole } from './paths';
import { markSession } from './sessionTrace';

initI18n();
addResources('host', { zh, en });

jest.mock('./paths', () => ({ ...jest.requireActual<object>('./paths'), enterConsole: jest.fn() }));
const replace = jest.mocked(enterConsole);

function at(url: string) {
  window.history.replaceState(null, '', url);
  return render(<AuthPage />);
}

beforeEach(() => {
  localStorage.clear();
  clearCookies();
  replace.mockClear();
});

test('a first-time visitor sees a neutral welcome and the way to sign in, back to where they were going', () => {
  at('/auth?redirect=%2Forder%2Fall');
  expect(screen.getByTestId('auth-welcome').textContent).toBe('欢迎使用云手机企业控制台');
  expect(screen.queryByText('登录已失效')).toBeNull();
  expect(screen.getByTestId('auth-to-login').getAttribute('href')).toBe('/login?redirect=%2Forder%2Fall');
  expect(document.title).toBe('欢迎使用云手机企业控制台 - 云手机企业控制台');
});

test('a browser that had a session is told it ended', () => {
  markSession();
  at('/auth');
  expect(screen.getByTestId('auth-ended').textContent).toBe('登录已失效');
  expect(screen.getByTestId('auth-to-login').getAttribute('href')).toBe('/login');
});

test('with a token /auth passes through to the redirect, never to another site', () => {
  setToken('tok');
  at('/auth?redirect=//evil.example');
  expect(replace).toHaveBeenCalledWith('/');
});

test('a code signs in once (StrictMode or not) and enters the console at the redirect', async () => {
  const server = fakeServer({ '/user/loginByCode': { data: { code: 0, message: '', data: { token: 'tok-code' } } } });
  at('/auth?code=c-1&redirect=%2Fstore%2Fall');
  expect(screen.getByRole('status').textContent).toBe('正在授权登录…');
  await act(async () => {});
  expect(server.calls).toHaveLength(1);
  expect(JSON.parse(String(server.calls[0].data))).toMatchObject({ code: 'c-1' });
  expect(getToken()).toBe('tok-code');
  expect(replace).toHaveBeenCalledWith('/store/all');
});

test('a refused code says why and offers the login page', async () => {
  fakeServer({ '/user/loginByCode': { data: { code: 40001, message: '授权码无效', data: null } } });
  at('/auth?code=c-bad');
  await act(async () => {});
  expect(screen.getByTestId('auth-failed').textContent).toBe('授权登录失败');
  expect(screen.getByRole('alert').textContent).toBe('授权码无效');
  expect(replace).not.toHaveBeenCalled();
});

test('a code from a terminal that must be approved waits for the approval, as a password login does', async () => {
  fakeServer({
    '/user/loginByCode': { data: { code: 20201, message: '', data: { ticket: 'tk', poll_ms: 3000, expires_in: 600 } } },
  });
  at('/auth?code=c-waiting');
  expect(await screen.findByTestId('login-waiting')).toBeTruthy();
  expect(screen.getByTestId('login-terminal-id').textContent).toMatch(/[0-9a-f-]{36}/);
  expect(getToken()).toBeUndefined();
});
