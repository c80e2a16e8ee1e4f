// /auth without a code: a first-time visitor is welcomed; only a browser whose session ended is
// told "登录已失效".
import { getTerminalId, getToken, initI18n, session } from '@console/shared';
import { render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { registerHostResources } from '../../i18n';
import { AuthPage } from './AuthPage';
import { markSession } from './sessionTrace';

initI18n();
registerHostResources();

function mount(entry: string | { pathname: string; state: unknown } = '/auth') {
  return render(
    <App>
      <MemoryRouter initialEntries={[entry]}>
        <AuthPage />
      </MemoryRouter>
    </App>,
  );
}

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'p-token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

test('a first-time visitor sees a neutral welcome and the way to sign in', () => {
  mount();
  expect(screen.getByTestId('auth-welcome').textContent).toBe('欢迎使用云手机企业控制台');
  expect(screen.queryByText('登录已失效')).toBeNull();
  expect(screen.getByTestId('auth-to-login')).toBeTruthy();
});

test('a browser that had a session is told it ended', () => {
  markSession();
  mount();
  expect(screen.getByTestId('auth-ended').textContent).toBe('登录已失效');
});

test('the router can say the session ended (20103)', () => {
  mount({ pathname: '/auth', state: { sessionEnded: true } });
  expect(screen.getByText('登录已失效')).toBeTruthy();
});

test('a code from a terminal that must be approved waits for the approval, as a password login does', async () => {
  const waiting = { ticket: 'tk-1', poll_ms: 3000, expires_in: 600 };
  const spy = jest.spyOn(session, 'loginByCode').mockResolvedValue({ waiting });
  mount('/auth?code=c-waiting');
  expect(await screen.findByTestId('login-waiting')).toBeTruthy();
  expect(screen.getByTestId('login-terminal-id').textContent).toContain(getTerminalId());
  expect(getToken()).toBeUndefined();
  spy.mockRestore();
});
