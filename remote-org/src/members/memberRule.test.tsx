// The member rule on the member screen: a row's changes and its part in the bulk actions follow
// the contract's memberRefusal (the function the server's guard refuses with 40003), for a staff
// manager (employees only: not a peer manager, not themselves, not the boss; and of the changes only
// moving them between departments, the rest being the boss's) and for the boss (every staff member,
// never the boss's own account). The reasons are the contract's sentences.
import { MEMBER_RULE_MESSAGE, type MemberRefusal } from '@console/contract/access';
import { setLanguage } from '@console/shared';
import { AreaApp } from '@console/ui';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { PROFILES, signInAs } from '../../../packages/testing/signIn';
import { type Department, departments, members } from '../api/org';
import { orgArea } from '../area';
import { memberRow } from './memberFixture';
import { actorRef, MemberRuleNote, refusalFor, targetRef } from './memberRule';

jest.mock('../api/org', () => ({
  ...jest.requireActual('../api/org'),
  members: {
    list: jest.fn(),
    cnt: jest.fn(),
    disable: jest.fn(),
    restore: jest.fn(),
    remove: jest.fn(),
    setRole: jest.fn(),
    move: jest.fn(),
    transfer: jest.fn(),
  },
  departments: { list: jest.fn() },
}));
const api = members as jest.Mocked<typeof members>;
const deptApi = departments as jest.Mocked<typeof departments>;
jest.setTimeout(90_000); // antd tables in jsdom are slow when the suites run in parallel

const dept: Department = {
  id: 11,
  name: '运营部',
  member_count: 4,
  manager_user_id: null,
  manager_name: '',
  created_at: '2025-01-01T00:00:00Z',
};

// PROFILES.manager is 'lead' (id 2, a staff manager), PROFILES.admin is 'boss' (id 1)
const rows = [
  memberRow(1, { username: 'boss', is_admin: 1, role: 'manager', department_id: null, department_name: '' }),
  memberRow(2, { username: 'lead', role: 'manager' }),
  memberRow(3, { username: 'peer03', role: 'manager' }),
  memberRow(4, { username: 'staff04' }),
  memberRow(5, { username: 'staff05', status: 'disabled' }),
];

beforeEach(() => {
  localStorage.clear();
  for (const fn of Object.values(api)) fn.mockReset();
  deptApi.list.mockResolvedValue({ total: 1, list: [dept] });
  api.cnt.mockResolvedValue({ allCnt: 5, waitAllocateCnt: 1 });
  api.list.mockResolvedValue({ total: rows.length, list: rows });
});

const renderList = async () => {
  render(
    <MemoryRouter initialEntries={['/member/all']}>
      <AreaApp {...orgArea} />
    </MemoryRouter>,
  );
  await screen.findByText('staff04', undefined, { timeout: 40_000 });
};
const row = (username: string) => screen.getByText(username).closest('tr')!;
/** The buttons of a row (edit, disable/restore, delete, more). */
const rowButtons = (username: string) => within(row(username)).queryAllByRole('button');
const checkbox = (username: string) => within(row(username)).getByRole('checkbox');
/** A bulk action (outside the table). */
const bulk = (name: RegExp) => screen.getAllByRole('button', { name }).find((b) => !b.closest('tr'))!;

const CHANGES = ['编辑', '禁用', '删除', `更多 staff04`];
/** Opens a row's 更多 menu and reads its entries. */
const moreMenu = async (username: string) => {
  await act(async () => fireEvent.click(within(row(username)).getByRole('button', { name: `更多 ${username}` })));
  const menus = document.querySelectorAll('.ant-dropdown-menu');
  return [...menus[menus.length - 1].querySelectorAll('.ant-dropdown-menu-title-content')].map((e) => e.textContent);
};

test('the rule is the contract function over the rows: refs and reasons', () => {
  expect(targetRef(rows[0])).toEqual({ id: 1, level: 1, memberRole: 'manager' });
  expect(targetRef(rows[2])).toEqual({ id: 3, level: 3, memberRole: 'manager' });
  expect(targetRef({ id: 9 })).toBeUndefined();
  expect(actorRef(PROFILES.manager)).toEqual({ id: 2, level: 3, memberRole: 'manager' });
  const answers = (who: keyof typeof PROFILES) => rows.map((r) => refusalFor(PROFILES[who], r));
  expect(answers('manager')).toEqual(['boss', 'self', 'peer', null, null]);
  expect(answers('admin')).toEqual(['boss', null, null, null, null]);
  expect(answers('employee')).toEqual(['boss', 'notManager', 'notManager', 'notManager', 'notManager']);
  expect(refusalFor(undefined, rows[3])).toBeUndefined();
});

test("the reason is the contract's sentence (what the server answers with) in the console's language", () => {
  const kinds = Object.keys(MEMBER_RULE_MESSAGE) as MemberRefusal[];
  for (const lang of ['zh', 'en'] as const) {
    setLanguage(lang);
    for (const kind of kinds) {
      const { unmount } = render(<MemberRuleNote refusal={kind} />);
      expect([lang, kind, screen.getByTestId('member-rule-note').textContent]).toEqual([
        lang,
        kind,
        MEMBER_RULE_MESSAGE[kind][lang],
      ]);
      unmount();
    }
  }
  setLanguage('zh');
});

test('a staff manager: an employee row offers moving them to another department; a peer manager, themselves and the boss nothing, with the reason', async () => {
  await signInAs('manager');
  await renderList();
  // spec §6: "Managers also hand over stores and move members between departments." (the member rule applies)
  expect(rowButtons('staff04').map((b) => b.getAttribute('aria-label') ?? b.textContent?.trim())).toEqual([
    '更多 staff04',
  ]);
  expect(await moreMenu('staff04')).toEqual(['移动部门']);
  // spec §6: "Routes declare allowed roles. Most are admin only." (edit, disable, restore, delete, set role, hand over)
  expect(within(row('staff05')).queryByRole('button', { name: '恢复' })).toBeNull();
  expect(rowButtons('staff05').map((b) => b.getAttribute('aria-label') ?? b.textContent?.trim())).toEqual([
    '更多 staff05',
  ]);
  for (const [username, kind] of [
    ['peer03', 'peer'],
    ['lead', 'self'],
    ['boss', 'boss'],
  ] as const) {
    expect([username, rowButtons(username)]).toEqual([username, []]);
    expect(within(row(username)).getByText(MEMBER_RULE_MESSAGE[kind].zh)).toBeTruthy();
    expect([username, checkbox(username)]).toEqual([username, expect.objectContaining({ disabled: true })]);
  }
  expect(checkbox('staff04')).toHaveProperty('disabled', false);
});

test('a staff manager: moving in bulk leaves out the members the rule refuses; the other bulk changes are not offered', async () => {
  await signInAs('manager');
  await renderList();
  await act(async () => fireEvent.click(checkbox('peer03')));
  await act(async () => fireEvent.click(checkbox('lead')));
  // only refused members selected: nothing to move
  expect(bulk(/^移动部门$/)).toHaveProperty('disabled', true);
  // spec §6: "Routes declare allowed roles. Most are admin only." (disable, restore, delete, set role are the boss's)
  for (const name of [/^禁\s*用$/, /^恢\s*复$/, /^删\s*除$/, /设为主管/])
    expect([String(name), screen.queryAllByRole('button', { name }).filter((b) => !b.closest('tr'))]).toEqual([
      String(name),
      [],
    ]);
  await act(async () => fireEvent.click(checkbox('staff04')));
  // spec §6: "Managers also hand over stores and move members between departments."
  expect(bulk(/^移动部门$/)).toHaveProperty('disabled', false);
  api.move.mockResolvedValueOnce({ changed: 1 });
  await act(async () => fireEvent.click(bulk(/^移动部门$/)));
  const dialog = await screen.findByRole('dialog', undefined, { timeout: 5000 });
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '部门' }));
  fireEvent.click(await screen.findByTitle('运营部'));
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ })));
  // the peer manager and themselves were selected too, but only the employee is sent
  await waitFor(() => expect(api.move).toHaveBeenCalledWith([4], 11));
});

test('the boss: every staff row (managers too) offers its changes; the boss’s own row none', async () => {
  await signInAs('admin');
  await renderList();
  expect(rowButtons('staff04').map((b) => b.getAttribute('aria-label') ?? b.textContent?.trim())).toEqual(CHANGES);
  expect(await moreMenu('staff04')).toEqual(['设为主管', '移动部门', '交接资源']);
  for (const username of ['lead', 'peer03', 'staff04'])
    expect([username, within(row(username)).queryByRole('button', { name: '编辑' })]).not.toEqual([username, null]);
  expect(within(row('peer03')).getByRole('button', { name: '禁用' })).toBeTruthy();
  expect(within(row('lead')).getByRole('button', { name: '删除' })).toBeTruthy();
  expect(rowButtons('boss')).toEqual([]);
  expect(within(row('boss')).getByText(MEMBER_RULE_MESSAGE.boss.zh)).toBeTruthy();
  await act(async () => fireEvent.click(checkbox('peer03')));
  expect(bulk(/^禁\s*用$/)).toHaveProperty('disabled', false);
});
