// 安全设置 against a stubbed API: the tab bar and the owner note; login requests by status with
// approve (single) sending the ids; buttons follow the access table (an employee-level manager
// without the login-time permission reads but gets no buttons); the whitelist shows this
// browser's terminal id.
import { getTerminalId } from '@console/shared';
import { AreaApp } from '@console/ui';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { signInAs } from '../../../packages/testing/signIn';
import { orgArea } from '../area';
import { securityApi } from './api';

jest.mock('./api', () => ({
  ...jest.requireActual('./api'),
  securityApi: {
    members: jest.fn(),
    setLoginControl: jest.fn(),
    requests: jest.fn(),
    approve: jest.fn(),
    reject: jest.fn(),
    whitelist: jest.fn(),
    addWhitelist: jest.fn(),
    deleteWhitelist: jest.fn(),
  },
}));
const api = securityApi as jest.Mocked<typeof securityApi>;

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="*" element={<AreaApp {...orgArea} />} />
      </Routes>
    </MemoryRouter>,
  );

const request = {
  id: 7,
  user_id: 3,
  username: 'demokefu01',
  name: '客服小李',
  terminal_code: 'term-abc',
  ip: '10.0.0.8',
  user_agent: 'Chrome',
  status: 'waiting' as const,
  requested_at: '2030-01-15T04:00:00.000Z',
  last_seen_at: '2030-01-15T04:00:00.000Z',
  decided_at: null,
  decided_by: null,
  decided_by_name: '',
};

beforeEach(async () => {
  jest.clearAllMocks();
  await signInAs('admin');
});

test('login requests: waiting list, approve one sends its id', async () => {
  api.requests.mockResolvedValue({ total: 1, list: [request] });
  api.approve.mockResolvedValue({ updated: 1 });
  renderAt('/security/loginRequest');
  expect(await screen.findByText('term-abc', undefined, { timeout: 15_000 })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 1, name: '安全设置' })).toBeTruthy();
  expect(screen.getByRole('navigation', { name: '安全设置' })).toBeTruthy();
  expect(screen.getByTestId('security-owner-note').textContent).toContain('老板账号是企业所有者');
  expect(api.requests).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'waiting' }));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '通过 demokefu01 term-abc' })));
  await waitFor(() => expect(api.approve).toHaveBeenCalledWith([7]));
});

test('member login control: the window and method are shown; set only with the permission', async () => {
  api.members.mockResolvedValue({
    total: 1,
    list: [
      {
        id: 3,
        username: 'demokefu01',
        name: '客服小李',
        phone: '13800000003',
        role: 'employee',
        department_name: '客服部',
        status: 'active',
        auth_method: 2,
        login_time_start: '09:00',
        login_time_end: '18:00',
        last_login_at: null,
        terminal_count: 1,
      },
    ],
  });
  renderAt('/security/loginControl');
  expect(await screen.findByText('09:00-18:00', undefined, { timeout: 15_000 })).toBeTruthy();
  expect(screen.getByText('首个终端永久授权，之后的新终端需上级审批')).toBeTruthy();
  expect(screen.getByRole('button', { name: '设置 demokefu01' })).toBeTruthy();
});

test('the whitelist shows this browser terminal id', async () => {
  api.whitelist.mockResolvedValue({ total: 0, list: [] });
  renderAt('/security/whitelist');
  expect(await screen.findByTestId('my-terminal-id', undefined, { timeout: 15_000 })).toBeTruthy();
  expect(screen.getByTestId('my-terminal-id').textContent).toBe(getTerminalId());
  expect(screen.getByTestId('whitelist-add')).toBeTruthy();
});
