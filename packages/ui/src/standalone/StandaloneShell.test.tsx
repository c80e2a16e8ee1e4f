import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { client, getToken, setMessageApi, setToken } from '@console/shared';

import { StandaloneShell } from './StandaloneShell';

// axios types without importing axios (not a dependency of this package).
type Adapter = Extract<NonNullable<typeof client.defaults.adapter>, (...a: never[]) => unknown>;
type InternalAxiosRequestConfig = Parameters<Adapter>[0];
type AxiosResponse = Awaited<ReturnType<Adapter>>;

type Body = { code: number; message: string; data: unknown };
let routes: Record<string, Body | ((c: InternalAxiosRequestConfig) => Body)>;
let calls: InternalAxiosRequestConfig[];

beforeEach(() => {
  for (const name of ['p-token', 'language'])
    document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  localStorage.clear();
  calls = [];
  routes = {};
  setMessageApi({
    open: jest.fn(),
    destroy: jest.fn(),
    error: jest.fn(),
    info: jest.fn(),
    success: jest.fn(),
    warning: jest.fn(),
    loading: jest.fn(),
  });
  client.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    calls.push(config);
    const r = routes[config.url ?? ''] ?? { code: 0, message: '', data: null };
    return { data: typeof r === 'function' ? r(config) : r, status: 200, statusText: '', headers: {}, config };
  };
  // the sign-in calls go over fetch (@console/shared/signin): the same routes answer them
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const config = {
      url: (typeof input === 'string' ? input : 'url' in input ? input.url : input.href).replace(/^\/api/, ''),
      data: init?.body,
      method: 'post',
    } as InternalAxiosRequestConfig;
    calls.push(config);
    const r = routes[config.url ?? ''] ?? { code: 0, message: '', data: null };
    const body = typeof r === 'function' ? r(config) : r;
    return { ok: true, status: 200, json: async () => body } as Response;
  }) as typeof fetch;
});

const apiCalls = () => calls.filter((c) => c.url !== '/user/recordsRequest').map((c) => c.url);
const info: Body = {
  code: 0,
  message: '',
  data: { username: 'demoadmin', name: 'Boss', pwd: 1, avatar: '', role: 'admin', level: 1 },
};

async function fillAndSubmit(username: string, password: string, role?: string) {
  fireEvent.change(screen.getByLabelText('用户名'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: password } });
  if (role) fireEvent.click(screen.getByLabelText(role));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: /登\s?录/ })));
}

it('without a token shows the login card, shows the rejection, then logs in and renders the area', async () => {
  routes['/user/login'] = (c) =>
    JSON.parse(String(c.data)).password === 'good'
      ? { code: 0, message: '', data: { token: 'tok-1' } }
      : { code: 10001, message: '用户名或密码错误', data: null };
  routes['/user/getInfo'] = info;
  render(
    <StandaloneShell title="设备管理">
      <div data-testid="area">area</div>
    </StandaloneShell>,
  );
  expect(screen.queryByTestId('area')).toBeNull();

  await fillAndSubmit('demoadmin', 'bad', '员工');
  await waitFor(() => expect(screen.getByTestId('standalone-login-error').textContent).toContain('用户名或密码错误'));
  const first = calls.find((c) => c.url === '/user/login')!;
  expect(JSON.parse(String(first.data))).toEqual({ username: 'demoadmin', password: 'bad', role: 'staff' });
  expect(screen.queryByTestId('area')).toBeNull();

  await fillAndSubmit(' demoadmin ', 'good');
  await waitFor(() => expect(screen.getByTestId('area')).toBeTruthy());
  expect(getToken()).toBe('tok-1');
  expect(screen.getByTestId('standalone-user').textContent).toBe('demoadmin');
  expect(apiCalls()).toEqual(['/user/login', '/user/login', '/user/getInfo']);
});

it('with a token loads the user; logout goes back to the login card', async () => {
  setToken('tok-2');
  routes['/user/getInfo'] = info;
  render(
    <StandaloneShell title="Devices">
      <div data-testid="area">area</div>
    </StandaloneShell>,
  );
  await waitFor(() => expect(screen.getByTestId('area')).toBeTruthy());
  expect(screen.getByTestId('standalone-topbar').textContent).toContain('Devices');
  expect(calls.find((c) => c.url === '/user/getInfo')!.headers.get('P-Token')).toBe('tok-2');

  await act(async () => fireEvent.click(screen.getByText('EN')));
  expect(document.cookie).toContain('language=en');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log out' })));
  await waitFor(() => expect(screen.getByLabelText('Username')).toBeTruthy());
  expect(apiCalls()).toContain('/user/logout');
  expect(getToken()).toBeUndefined();
  expect(screen.queryByTestId('area')).toBeNull();
});

it('a token the server rejects is reset and the login card shown', async () => {
  setToken('tok-old');
  routes['/user/getInfo'] = { code: 20103, message: '登录失效', data: null };
  render(
    <StandaloneShell title="x">
      <div data-testid="area">area</div>
    </StandaloneShell>,
  );
  await waitFor(() => expect(screen.getByLabelText('用户名')).toBeTruthy());
  expect(getToken()).toBeUndefined();
  expect(screen.getByTestId('standalone-login-error').textContent).toContain('登录失效');
  expect(screen.queryByTestId('area')).toBeNull();
});
