// The signed-out page on its own entry: the spec's messages, the calls it makes over fetch, and
// the way into the console (a page load at ?redirect= or /).
import { addResources, initI18n } from '@console/shared/signin';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { clearCookies, fakeServer } from '../../../packages/shared/src/testing/fakeServer';
import en from '../i18n/en.json';
import zh from '../i18n/zh.json';
import { enterConsole } from './paths';
import { SignInPage } from './SignInPage';

initI18n();
addResources('host', { zh, en });

jest.mock('./paths', () => ({ ...jest.requireActual<object>('./paths'), enterConsole: jest.fn() }));
const replace = jest.mocked(enterConsole);

beforeEach(() => {
  window.history.replaceState(null, '', '/login?redirect=/order/all');
  clearCookies();
  replace.mockClear();
});

const type = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });

test('an empty submit shows the spec messages and calls nothing; the first empty field takes the focus', async () => {
  const server = fakeServer();
  render(<SignInPage />);
  await act(async () => fireEvent.click(screen.getByTestId('login-submit-password')));
  expect(screen.getByText('请输入用户名')).toBeTruthy();
  expect(screen.getByText('请输入密码')).toBeTruthy();
  expect(document.activeElement).toBe(screen.getByPlaceholderText('用户名'));
  expect(screen.getByPlaceholderText('用户名').getAttribute('aria-invalid')).toBe('true');
  expect(server.calls).toHaveLength(0);
});

test('the employee signs in: role, trimmed name, terminal id; then the console loads at the redirect', async () => {
  const server = fakeServer({ '/user/login': { data: { code: 0, message: '', data: { token: 'tok' } } } });
  render(<SignInPage />);
  fireEvent.click(screen.getByLabelText('员工'));
  type('用户名', ' demostaff ');
  type('密码', 'Demo123456');
  await act(async () => fireEvent.click(screen.getByTestId('login-submit-password')));
  const body = JSON.parse(String(server.calls[0].data)) as Record<string, string>;
  expect(body).toMatchObject({ username: 'demostaff', password: 'Demo123456', role: 'staff' });
  expect(body.terminal_code).toMatch(/^[0-9a-f-]{36}$/);
  expect(replace).toHaveBeenCalledWith('/order/all');
});

test('a refusal shows the server message in an alert and stays', async () => {
  fakeServer({ '/user/login': { data: { code: 10001, message: '用户名或密码错误', data: null } } });
  render(<SignInPage />);
  type('用户名', 'demoadmin');
  type('密码', 'wrong-pass');
  await act(async () => fireEvent.click(screen.getByTestId('login-submit-password')));
  expect(screen.getByRole('alert').textContent).toBe('用户名或密码错误');
  expect(replace).not.toHaveBeenCalled();
});

test('register: a mismatched confirmation is refused before any call; the tabs move with the arrows', async () => {
  const server = fakeServer();
  render(<SignInPage />);
  const passwordTab = screen.getByRole('tab', { name: '密码登录' });
  fireEvent.keyDown(passwordTab, { key: 'ArrowLeft' });
  expect(screen.getByRole('tab', { name: '注册' }).getAttribute('aria-selected')).toBe('true');
  type('手机号', '13800000000');
  type('验证码', '123456');
  type('设置密码（6-30位）', 'Newpass123');
  type('确认密码', 'Newpass124');
  await act(async () => fireEvent.click(screen.getByTestId('register-submit')));
  expect(screen.getByText('两次输入的密码不一致')).toBeTruthy();
  expect(server.calls).toHaveLength(0);
  type('确认密码', 'Newpass123');
  expect(screen.queryByText('两次输入的密码不一致')).toBeNull();
});

test('a terminal that must be approved: the waiting panel with this browser terminal id', async () => {
  fakeServer({
    '/user/login': { data: { code: 20201, message: '', data: { ticket: 'tk', poll_ms: 3000, expires_in: 1800 } } },
  });
  render(<SignInPage />);
  type('用户名', 'demokefu01');
  type('密码', 'Demo123456');
  await act(async () => fireEvent.click(screen.getByTestId('login-submit-password')));
  expect(screen.getByTestId('login-waiting').textContent).toContain('已提交登录申请，请等待上级审批');
  expect(replace).not.toHaveBeenCalled();
});
