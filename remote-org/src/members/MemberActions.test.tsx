// What the member screen offers and sends, per caller: the boss and managers get the changes the
// access table allows, an employee none; the dialog shows the spec §5 sentences before sending;
// a refusal reads "<§8 failure title>：<server reason>".
import { AreaApp } from '@console/ui';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { signInAs } from '../../../packages/testing/signIn';
import { ActionError, type Department, departments, members } from '../api/org';
import { orgArea } from '../area';
import { memberRow } from './memberFixture';

jest.mock('../api/org', () => ({
  ...jest.requireActual('../api/org'),
  members: {
    list: jest.fn(),
    cnt: jest.fn(),
    add: jest.fn(),
    update: jest.fn(),
    disable: jest.fn(),
    restore: jest.fn(),
    remove: jest.fn(),
    clearDisabled: jest.fn(),
    setRole: jest.fn(),
    move: jest.fn(),
    transfer: jest.fn(),
  },
  departments: { list: jest.fn(), add: jest.fn() },
}));
const api = members as jest.Mocked<typeof members>;
const deptApi = departments as jest.Mocked<typeof departments>;
jest.setTimeout(90_000); // antd tables and dialogs in jsdom are slow when the suites run in parallel

const member = memberRow;
const dept: Department = {
  id: 11,
  name: '运营部',
  member_count: 2,
  manager_user_id: null,
  manager_name: '',
  created_at: '2025-01-01T00:00:00Z',
};

beforeEach(() => {
  localStorage.clear();
  for (const fn of Object.values(api)) fn.mockReset();
  deptApi.list.mockResolvedValue({ total: 1, list: [dept] });
  api.cnt.mockResolvedValue({ allCnt: 3, waitAllocateCnt: 1 });
  api.list.mockResolvedValue({
    total: 3,
    list: [
      member(1, { username: 'boss', is_admin: 1, role: 'manager', department_id: null, department_name: '' }),
      member(2, { login_time_start: '09:00', login_time_end: '18:00', last_login_at: '2025-02-01T02:00:00Z' }),
      member(3, { status: 'disabled' }),
    ],
  });
});

const renderList = async () => {
  render(
    <MemoryRouter initialEntries={['/member/all']}>
      <AreaApp {...orgArea} />
    </MemoryRouter>,
  );
  await screen.findByText('member02', undefined, { timeout: 40_000 });
};
const button = (name: string) =>
  screen.queryAllByRole('button').find((b) => b.textContent?.replace(/\s/g, '') === name);
const row = (username: string) => screen.getByText(username).closest('tr')!;

test('the boss: summary, add, clear disabled, row actions; the boss row has none', async () => {
  await signInAs('admin');
  await renderList();
  expect((await screen.findByTestId('member-summary')).textContent).toBe('成员总数 3 · 待分配部门 1');
  expect(button('添加成员')).toBeTruthy();
  expect(button('清除已禁用成员')).toBeTruthy();
  expect(within(row('member02')).getByText('09:00–18:00')).toBeTruthy();
  expect(within(row('member02')).getByRole('button', { name: '禁用' })).toBeTruthy();
  expect(within(row('member03')).getByRole('button', { name: '恢复' })).toBeTruthy();
  expect(within(row('boss')).queryByRole('button')).toBeNull();
  expect(within(row('member03')).getByText('从未登录')).toBeTruthy();
});

test('an ordinary employee is offered no change (the server would refuse each)', async () => {
  await signInAs('employee');
  await renderList();
  for (const name of ['添加成员', '清除已禁用成员', '编辑', '禁用', '删除'])
    expect([name, button(name)]).toEqual([name, undefined]);
});

test('the add dialog shows the spec §5 sentences before anything is sent', async () => {
  await signInAs('admin');
  await renderList();
  await act(async () => fireEvent.click(button('添加成员')!));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByTestId('member-username'), { target: { value: 'ab' } });
  fireEvent.change(within(dialog).getByTestId('member-phone'), { target: { value: '12345678901' } });
  fireEvent.change(within(dialog).getByTestId('member-password'), { target: { value: '12345' } });
  fireEvent.change(within(dialog).getByTestId('member-password-confirm'), { target: { value: '123456' } });
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ })));
  for (const text of [
    '用户名为6-24位中文、英文字母或数字',
    '姓名不能为空',
    '请输入正确的手机号',
    '部门不能为空',
    '密码为6-30位',
    '两次输入的密码不一致',
  ])
    expect(await within(dialog).findByText(text)).toBeTruthy();
  expect(api.add).not.toHaveBeenCalled();
});

test('a new enterprise has no department: the add dialog creates one and chooses it (issue 34)', async () => {
  await signInAs('admin');
  deptApi.list.mockResolvedValue({ total: 0, list: [] });
  deptApi.add.mockImplementation(async () => {
    deptApi.list.mockResolvedValue({ total: 1, list: [{ ...dept, id: 21, name: '销售部' }] });
    return { id: 21 };
  });
  await renderList();
  await act(async () => fireEvent.click(button('添加成员')!));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('还没有部门，请先新建一个。')).toBeTruthy();
  await act(async () => fireEvent.click(within(dialog).getByTestId('member-new-department')));
  const create = (await screen.findAllByRole('dialog')).find((d) => d !== dialog)!;
  fireEvent.change(within(create).getByTestId('department-name'), { target: { value: ' 销售部 ' } });
  await act(async () => fireEvent.click(within(create).getByRole('button', { name: /确\s*定/ })));
  await waitFor(() => expect(deptApi.add).toHaveBeenCalledWith({ name: '销售部', manager_user_id: null }));
  // chosen in the member's form, by the name the refreshed list gives it
  await waitFor(() => expect(within(dialog).getByTitle('销售部')).toBeTruthy());
  await waitFor(() => expect(within(dialog).queryByText('还没有部门，请先新建一个。')).toBeNull());
});

test('edit sends the member’s body; a refusal shows 修改成员失败：<reason> and keeps the dialog', async () => {
  await signInAs('admin');
  await renderList();
  api.update.mockRejectedValueOnce(new ActionError('用户名已存在', 40009));
  await act(async () => fireEvent.click(within(row('member02')).getByRole('button', { name: '编辑' })));
  const dialog = await screen.findByRole('dialog');
  // the login-time range appears once the form has reported its custom window (Form.useWatch):
  // submit after that, as a person would, or its fields are not in the form yet
  await within(dialog).findByDisplayValue('09:00');
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ })));
  await waitFor(() => expect(api.update).toHaveBeenCalled());
  expect(api.update.mock.calls[0][0]).toEqual({
    id: 2,
    username: 'member02',
    name: '成员2',
    phone: '13800000002',
    member_role: 'employee',
    department_id: 11,
    auth_method: 1,
    login_time_start: '09:00',
    login_time_end: '18:00',
    can_set_login_time: 0,
    can_renew_device: 0,
  });
  expect((await within(dialog).findByTestId('form-dialog-error')).textContent).toContain('修改成员失败：用户名已存在');
});

test('disable asks first, then sends; a refusal reads 禁用失败：<reason>', async () => {
  await signInAs('admin');
  await renderList();
  api.disable.mockRejectedValueOnce(new ActionError('不能禁用自己', 40009));
  await act(async () => fireEvent.click(within(row('member02')).getByRole('button', { name: '禁用' })));
  const [confirm] = await screen.findAllByText('禁用 1 名成员？', undefined, { timeout: 5000 });
  const box = confirm.closest('.ant-modal') as HTMLElement;
  await act(async () => fireEvent.click(within(box).getByRole('button', { name: /禁\s*用/ })));
  await waitFor(() => expect(api.disable).toHaveBeenCalledWith([2]));
  expect(await screen.findByText('禁用失败：不能禁用自己')).toBeTruthy();
});
