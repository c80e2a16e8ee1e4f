// 安全设置 against a stubbed API: the tab bar and the owner note; login requests by status with
// approve (single) sending the ids; buttons follow the access table (an employee-level manager
// without the login-time permission reads but gets no buttons); the whitelist shows this
// browser's terminal id. The member rule (the contract's memberRefusal): a staff manager sets and
// decides for employees only, never for a peer manager nor themselves; the boss for every member.
import { MEMBER_RULE_MESSAGE } from '@console/contract/access';
import { getTerminalId } from '@console/shared';
import { AreaApp } from '@console/ui';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { signInAs } from '../../../packages/testing/signIn';
import { orgArea } from '../area';
import { type SecurityMemberItem, securityApi, type TerminalRequestItem } from './api';

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

const request: TerminalRequestItem = {
  id: 7,
  user_id: 3,
  username: 'demokefu01',
  name: '客服小李',
  role: 'employee',
  terminal_code: 'term-abc',
  ip: '10.0.0.8',
  user_agent: 'Chrome',
  status: 'waiting',
  requested_at: '2030-01-15T04:00:00.000Z',
  last_seen_at: '2030-01-15T04:00:00.000Z',
  decided_at: null,
  decided_by: null,
  decided_by_name: '',
};

const staff = (id: number, username: string, role: 'manager' | 'employee'): SecurityMemberItem => ({
  id,
  username,
  name: '',
  phone: `1380000000${id}`,
  role,
  department_name: '客服部',
  status: 'active',
  auth_method: 1,
  login_time_start: null,
  login_time_end: null,
  last_login_at: null,
  terminal_count: 0,
});
// PROFILES.manager is 'lead' (id 2, a staff manager)
const STAFF = [
  staff(2, 'lead', 'manager'),
  staff(3, 'demokefu01', 'employee'),
  staff(4, 'peer04', 'manager'),
  staff(5, 'staff05', 'employee'),
];
const requestOf = (id: number, m: SecurityMemberItem): TerminalRequestItem => ({
  ...request,
  id,
  user_id: m.id,
  username: m.username,
  name: '',
  role: m.role,
  terminal_code: `term-${id}`,
});

beforeEach(async () => {
  jest.clearAllMocks();
  api.members.mockResolvedValue({ total: STAFF.length, list: STAFF });
  await signInAs('admin');
});

const row = (text: string) => screen.getByText(text).closest('tr')!;
const checkbox = (text: string) => within(row(text)).getByRole('checkbox');
/** A bulk action (outside the table). */
const bulk = (name: string) => screen.getAllByRole('button', { name }).find((b) => !b.closest('tr'))!;

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

test('login control as a staff manager: employees only; a peer manager and themselves say why', async () => {
  await signInAs('manager', { can_set_login_time: 1 });
  renderAt('/security/loginControl');
  expect(await screen.findByText('peer04', undefined, { timeout: 15_000 })).toBeTruthy();
  expect(screen.getByRole('button', { name: '设置 demokefu01' })).toBeTruthy();
  expect(screen.getByRole('button', { name: '设置 staff05' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: '设置 peer04' })).toBeNull();
  expect(screen.queryByRole('button', { name: '设置 lead' })).toBeNull();
  expect(within(row('peer04')).getByText(MEMBER_RULE_MESSAGE.peer.zh)).toBeTruthy();
  expect(within(row('lead')).getByText(MEMBER_RULE_MESSAGE.self.zh)).toBeTruthy();
  // the bulk setting takes only the members the caller may change
  await act(async () => fireEvent.click(checkbox('peer04')));
  expect(bulk('批量设置登录控制')).toHaveProperty('disabled', true);
  await act(async () => fireEvent.click(checkbox('staff05')));
  expect(bulk('批量设置登录控制')).toHaveProperty('disabled', false);
  await act(async () => fireEvent.click(bulk('批量设置登录控制')));
  expect(await screen.findByText('登录控制：staff05')).toBeTruthy();
});

test('login control as the boss: every staff member, managers too', async () => {
  renderAt('/security/loginControl');
  expect(await screen.findByText('peer04', undefined, { timeout: 15_000 })).toBeTruthy();
  for (const m of STAFF) expect(screen.getByRole('button', { name: `设置 ${m.username}` })).toBeTruthy();
});

test('login requests as a staff manager: decide for employees only; bulk leaves the others out', async () => {
  await signInAs('manager', { can_set_login_time: 1 });
  api.requests.mockResolvedValue({
    total: 3,
    list: [requestOf(11, STAFF[1]), requestOf(12, STAFF[2]), requestOf(13, STAFF[0])],
  });
  api.approve.mockResolvedValue({ updated: 1 });
  renderAt('/security/loginRequest');
  expect(await screen.findByText('term-12', undefined, { timeout: 15_000 })).toBeTruthy();
  expect(screen.getByRole('button', { name: '通过 demokefu01 term-11' })).toBeTruthy();
  expect(screen.getByRole('button', { name: '拒绝 demokefu01 term-11' })).toBeTruthy();
  for (const code of ['term-12', 'term-13']) {
    expect([code, within(row(code)).queryAllByRole('button')]).toEqual([code, []]);
    expect([code, checkbox(code)]).toEqual([code, expect.objectContaining({ disabled: true })]);
  }
  expect(checkbox('term-11')).toHaveProperty('disabled', false);
  expect(within(row('term-12')).getByText(MEMBER_RULE_MESSAGE.peer.zh)).toBeTruthy();
  expect(within(row('term-13')).getByText(MEMBER_RULE_MESSAGE.self.zh)).toBeTruthy();
  await act(async () => fireEvent.click(checkbox('term-12')));
  expect(bulk('批量通过')).toHaveProperty('disabled', true);
  await act(async () => fireEvent.click(checkbox('term-11')));
  await act(async () => fireEvent.click(bulk('批量通过')));
  await waitFor(() => expect(api.approve).toHaveBeenCalledWith([11]));
});

test('login requests as the boss: every staff member’s, a manager’s too', async () => {
  api.requests.mockResolvedValue({ total: 2, list: [requestOf(11, STAFF[1]), requestOf(12, STAFF[2])] });
  renderAt('/security/loginRequest');
  expect(await screen.findByText('term-12', undefined, { timeout: 15_000 })).toBeTruthy();
  expect(screen.getByRole('button', { name: '通过 peer04 term-12' })).toBeTruthy();
  expect(screen.getByRole('button', { name: '通过 demokefu01 term-11' })).toBeTruthy();
});
