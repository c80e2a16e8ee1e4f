// The member list screen against a stubbed area API: department options are the real departments
// (+ "no department" = 0) loaded before the list, URL filters reach the server, role/status/flags
// render as tags and ✓/–, and an employee's 40003 becomes a 403 panel instead of a broken list.
import { useEffect } from 'react';
import { RequestError } from '@console/shared';
import { AreaApp } from '@console/ui';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { type Department, departments, members } from '../api/org';
import { orgArea } from '../area';
import { memberRow } from './memberFixture';
import { signInAs } from '../../../packages/testing/signIn';

jest.mock('../api/org', () => ({
  ...jest.requireActual('../api/org'),
  members: { list: jest.fn(), cnt: jest.fn(async () => ({ allCnt: 4, waitAllocateCnt: 1 })) },
  departments: { list: jest.fn() },
}));
const memberApi = members as jest.Mocked<typeof members>;
const departmentApi = departments as jest.Mocked<typeof departments>;

const member = memberRow;
const department = (id: number, name: string): Department => ({
  id,
  name,
  member_count: 2,
  manager_user_id: 2,
  manager_name: '演示主管',
  created_at: '2025-01-01T00:00:00Z',
});

let path = '';
// where the router is, recorded after each render for the test to read
function Where() {
  const l = useLocation();
  useEffect(() => {
    path = l.pathname + l.search;
  });
  return null;
}

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <AreaApp {...orgArea} />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );

// The first antd table of a run renders slowly in jsdom (cold cache): wait longer than findBy's 1 s.
const listed = () => screen.findByText('boss', undefined, { timeout: 8000 });

const forbidden = () => new RequestError('仅老板或主管可以查看成员和部门', { code: 40003 });

// the boss: every list's CSV export is offered (the table's GET …/export)
beforeAll(() => signInAs('admin'));

beforeEach(() => {
  localStorage.clear();
  memberApi.list.mockReset();
  departmentApi.list.mockReset();
  departmentApi.list.mockResolvedValue({ total: 2, list: [department(11, '运营部'), department(12, '客服部')] });
  memberApi.list.mockResolvedValue({
    total: 4,
    list: [
      member(1, { username: 'boss', role: 'manager', is_admin: 1, department_id: null, department_name: '' }),
      member(2, { role: 'manager', can_set_login_time: 1, can_renew_device: 1 }),
      member(3, { department_id: null, department_name: '' }),
      member(4, { status: 'disabled', department_name: '客服部', department_id: 12 }),
    ],
  });
});

test('departments load first, then the list: role, department, status and permission cells', async () => {
  renderAt('/member/all');
  await listed();
  expect(departmentApi.list).toHaveBeenCalledWith({ page: 1, limit: 1000 });
  expect(memberApi.list).toHaveBeenLastCalledWith({ page: 1, limit: 20 });
  expect(departmentApi.list.mock.invocationCallOrder[0]).toBeLessThan(memberApi.list.mock.invocationCallOrder[0]);

  expect(screen.getByText('老板')).toBeTruthy(); // is_admin wins over role
  expect(screen.getAllByText('主管').length).toBe(1);
  expect(screen.getAllByText('员工').length).toBe(2);
  expect(screen.getAllByText('正常').length).toBe(3);
  expect(screen.getByText('已禁用')).toBeTruthy();
  // the boss without a department shows '-', a member awaiting one says so
  expect(screen.getAllByText('待分配部门').length).toBe(1);
  expect(screen.getAllByLabelText('有此权限').map((e) => e.textContent)).toEqual(['✓', '✓']);
  expect(screen.getAllByLabelText('无此权限').length).toBe(6);
  expect(screen.getByText('共 4 条')).toBeTruthy();
  expect(screen.getByText('导出CSV')).toBeTruthy();
});

test('URL filters reach the server against the real department options, including 0 = no department', async () => {
  renderAt('/member/all?department_id=12&status=disabled&keyword=小');
  await waitFor(() =>
    expect(memberApi.list).toHaveBeenLastCalledWith({
      page: 1,
      limit: 20,
      keyword: '小',
      department_id: 12,
      status: 'disabled',
    }),
  );
  // only one member query: the list waited for the options instead of querying without the department
  expect(memberApi.list).toHaveBeenCalledTimes(1);
  await listed();
  expect(screen.getAllByText('客服部').length).toBeGreaterThan(0); // the selected option's label
});

test('choosing "no department" in the select sends department_id 0 and keeps it in the URL', async () => {
  renderAt('/member/all');
  await listed();
  const select = document.querySelector('[data-filter-name="department_id"]')!;
  await act(async () => fireEvent.mouseDown(select.querySelector('input[role="combobox"]')!));
  const options = await screen.findAllByText('待分配部门');
  const option = options.find((o) => o.closest('.ant-select-item-option'))!;
  expect(screen.getAllByText('运营部').some((o) => o.closest('.ant-select-item-option'))).toBe(true);
  await act(async () => fireEvent.click(option));
  await waitFor(() => expect(memberApi.list).toHaveBeenLastCalledWith({ page: 1, limit: 20, department_id: 0 }));
  expect(new URLSearchParams(path.split('?')[1]).get('department_id')).toBe('0');
});

test('an employee (40003 on the departments) sees a 403 panel with the server message; no member query', async () => {
  departmentApi.list.mockRejectedValue(forbidden());
  renderAt('/member/all');
  const panel = await screen.findByTestId('members-forbidden');
  expect(panel.textContent).toContain('无权查看成员');
  expect(panel.textContent).toContain('仅老板或主管可以查看成员和部门');
  expect(panel.querySelector('a')?.getAttribute('href')).toBe('/phone/all');
  expect(screen.queryByTestId('list-page')).toBeNull();
  expect(memberApi.list).not.toHaveBeenCalled();
});

test('a 40003 from the member list itself also ends on the 403 panel, not the list error state', async () => {
  memberApi.list.mockRejectedValue(forbidden());
  renderAt('/member/all');
  await screen.findByTestId('members-forbidden');
  expect(screen.queryByTestId('list-error')).toBeNull();
});

test('departments failing for another reason: a warning with retry, the list still works', async () => {
  departmentApi.list.mockRejectedValueOnce(new RequestError('网络异常'));
  renderAt('/member/all');
  const warning = await screen.findByTestId('departments-failed');
  await listed();
  await act(async () => fireEvent.click(warning.querySelector('button')!));
  await waitFor(() => expect(screen.queryByTestId('departments-failed')).toBeNull());
  expect(departmentApi.list).toHaveBeenCalledTimes(2);
  await listed();
});
