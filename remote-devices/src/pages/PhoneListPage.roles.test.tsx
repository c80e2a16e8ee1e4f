// The device list offers only what the server accepts from the member looking at it (the
// access table through useCan): the boss gets every action; a staff manager holding the device
// renewal permission opens the list to renew (续费, 批量续费) and gets nothing else; other staff
// open no device screen, and the page, rendered for them anyway, offers them nothing.
import { canCall, isEndpoint, mayOpenRoute, type OpenableRoute, type Phone } from '@console/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AreaApp } from '@console/ui';
import { phoneOps } from '../api/phoneOps';
import { phones } from '../api/phones';
import { devicesArea } from '../area';
import { rowMenuItems } from '../phones/RowActions';
import type { PhoneActions } from '../phones/usePhoneActions';
import { PROFILES, signInAs } from '../../../packages/testing/signIn';

jest.mock('../api/phones', () => ({
  PHONE_EXPORT_PATH: '/phone/list/export',
  phones: { list: jest.fn(), cnt: jest.fn() },
}));
jest.mock('../api/phoneOps', () => ({
  ...jest.requireActual('../api/phoneOps'),
  phoneOps: { allocating: jest.fn(), groupList: jest.fn(), all: jest.fn() },
}));
// The screens as the guard will publish them (roles and the endpoint each requires); the test
// fixes them so it checks the rule, not today's routes.json.
jest.mock('../routes.json', () => ({
  routes: [
    { path: '/phone/all', roles: ['admin', 'staff'] },
    { path: '/phoneItem', roles: ['admin', 'staff'], requires: 'GET /phone/detail' },
    { path: '/phone/renew', roles: ['admin', 'staff'], requires: 'POST /phone/renewV1' },
    { path: '/phone/buy', requires: 'POST /phone/buyV1' },
    { path: '/phone/groupControl', roles: ['admin', 'staff'], requires: 'POST /phone/actionYunPhone' },
    { path: '/phone/recycle', requires: 'GET /phone/retrievalList' },
    { path: '/phone/syncRecord', roles: ['admin', 'staff'], requires: 'GET /phone/syncRecords' },
    { path: '/cloudNumber/inUse', roles: ['admin', 'staff'], requires: 'GET /cloudNumber/list' },
    { path: '/mall/all', roles: ['admin', 'staff'], requires: 'GET /app/list' },
    { path: '/app/manage', roles: ['admin', 'staff'], requires: 'GET /app/installed' },
  ],
}));
const api = phones as jest.Mocked<typeof phones>;
const ops = phoneOps as jest.Mocked<typeof phoneOps>;

const phone: Phone = {
  id: 1,
  phone_name: '云手机-001',
  is_domestic_name: '国内',
  spec_name: '4核8G',
  version: 'Android 12',
  group_id: null,
  group_name: '',
  remark: '',
  account_id: 3,
  account_name: '分身-A03',
  network_card_id: 7,
  network_card_name: '网卡7',
  status: 'normal',
  state: 'expired',
  expiration_time: new Date(Date.now() - 86_400_000).toISOString(),
  remain_day: 0,
  remain_hour: 0,
  is_expired: 1,
  auto_renew: 0,
  created_at: '2025-01-01T00:00:00Z',
};

beforeEach(() => {
  jest.clearAllMocks();
  api.list.mockResolvedValue({ total: 1, list: [phone] });
  api.cnt.mockResolvedValue({ allCnt: 1, willExpiredCnt: 0, expiredCnt: 1 });
  ops.allocating.mockResolvedValue({ count: 0, orders: [] });
});

const render$ = async () => {
  render(
    <MemoryRouter initialEntries={['/phone/all']}>
      <AreaApp {...devicesArea} />
    </MemoryRouter>,
  );
  await screen.findByText('云手机-001');
};
const buttons = () => [...document.querySelectorAll('button')].map((b) => b.textContent?.replace(/\s/g, ''));
const menuItems = async (trigger: HTMLElement) => {
  await act(async () => fireEvent.click(trigger));
  const menu = document.querySelectorAll('.ant-dropdown-menu');
  return [...menu[menu.length - 1].querySelectorAll('.ant-dropdown-menu-title-content')].map((e) => e.textContent);
};

test('the device list opens for the boss and a manager holding the renewal permission, for no other staff', () => {
  // the remote's real routes (the mock above fixes them for the page)
  const real = jest.requireActual<{ routes: OpenableRoute[] }>('../routes.json').routes;
  const listPages = real.filter((r) => r.requires === 'GET /phone/list');
  expect(listPages.map((r) => r.path)).toEqual(
    expect.arrayContaining(['/phone/all', '/phone/willExpiredCnt', '/phone/expiredCnt']),
  );
  const renewPage = real.filter((r) => r.path === '/phone/renew');
  expect(renewPage.length).toBe(1);
  const opens = (pages: OpenableRoute[], who: keyof typeof PROFILES, extra = {}) => {
    const info = { ...PROFILES[who], ...extra };
    return pages
      .filter((r) => mayOpenRoute(r, info.level === 3 ? 'staff' : 'admin', (e) => isEndpoint(e) && canCall(e, info)))
      .map((r) => r.path);
  };
  for (const pages of [listPages, renewPage]) {
    const all = pages.map((r) => r.path);
    expect(opens(pages, 'admin')).toEqual(all);
    // spec §6: "Extra member permissions are the right to set user login times and the device renewal permission."
    expect(opens(pages, 'manager', { can_renew_device: 1 })).toEqual(all);
    expect(opens(pages, 'manager', { can_renew_device: 0, can_set_login_time: 1 })).toEqual([]);
    // spec §6: "Ordinary employees can only log in to stores." (the renewal flag opens nothing for an employee)
    expect(opens(pages, 'employee')).toEqual([]);
    expect(opens(pages, 'employee', { can_renew_device: 1, can_set_login_time: 1 })).toEqual([]);
  }
});

test('an employee, shown the page anyway: list and status; no detail, buy, renew, bulk, 更多 or row menu', async () => {
  await signInAs('employee');
  await render$();
  // the status comes from expiry: an expired phone never reads 正常
  expect(screen.getByText('已过期', { selector: '.ant-tag' })).toBeTruthy();
  // spec §6: "Ordinary employees can only log in to stores." (the detail is the boss's)
  expect(screen.getByText('云手机-001').closest('a')).toBeNull();
  expect(screen.queryByText('详情')).toBeNull();
  for (const hidden of ['购买云手机', '同步全部', '批量续费', '设置分组', '分配成员', '同步', '批量控制']) {
    expect([hidden, buttons().includes(hidden)]).toEqual([hidden, false]);
  }
  // 更多 keeps only the screens an employee may open: none of the device screens
  expect(screen.queryByText('更多', { selector: '.ant-btn:not([data-testid]) *' })).toBeNull();
  expect(screen.queryByText('续费')).toBeNull(); // renewal needs can_renew_device
  expect(screen.queryByTestId('row-actions-1')).toBeNull(); // nothing left for the 更多 menu
  // bound names stay readable; the sub-account and card lists are the boss's, so no link
  expect(screen.getByText('分身-A03').closest('a')).toBeNull();
  expect(screen.getByText('网卡7').closest('a')).toBeNull();
});

test('an employee with the renewal flag gains nothing by it: no 续费 or 批量续费', async () => {
  await signInAs('employee', { can_renew_device: 1 });
  await render$();
  // spec §6: "Members are manager or employee. Managers can set permissions. Ordinary employees can only log in to stores."
  expect(screen.queryByText('续费')).toBeNull();
  expect(screen.queryByTestId('row-renew-1')).toBeNull();
  expect(buttons()).not.toContain('批量续费');
  expect(buttons()).not.toContain('购买云手机');
});

test('a staff manager without the renewal permission, shown the page anyway, is not offered renewal', async () => {
  await signInAs('manager', { can_renew_device: 0, can_set_login_time: 1 });
  await render$();
  // spec §6: "Users without the renewal permission are told to contact the superior manager."
  expect(screen.queryByText('续费')).toBeNull();
  expect(buttons()).not.toContain('批量续费');
  for (const hidden of ['购买云手机', '同步全部', '设置分组', '分配成员', '同步', '批量控制']) {
    expect([hidden, buttons().includes(hidden)]).toEqual([hidden, false]);
  }
  expect(screen.queryByTestId('row-actions-1')).toBeNull();
});

test('a staff manager with the renewal permission renews (续费, 批量续费) and gets nothing else', async () => {
  await signInAs('manager', { can_renew_device: 1 });
  await render$();
  // spec §6: "Extra member permissions are the right to set user login times and the device renewal permission."
  expect(screen.getByText('续费').closest('a')!.getAttribute('href')).toBe('/phone/renew?selectPhoneIds=1');
  expect(buttons()).toContain('批量续费');
  // spec §6: "Routes declare allowed roles. Most are admin only." (operations, buying, deleting, the recycle bin)
  for (const hidden of ['购买云手机', '同步全部', '设置分组', '分配成员', '同步', '批量控制', '删除']) {
    expect([hidden, buttons().includes(hidden)]).toEqual([hidden, false]);
  }
  expect(screen.queryByText('详情')).toBeNull();
  expect(screen.getByText('云手机-001').closest('a')).toBeNull();
  expect(screen.queryByText('更多', { selector: '.ant-btn:not([data-testid]) *' })).toBeNull(); // no 回收站, 分组管理, 批量控制 …
  // the row's 更多 menu holds only what can() allows a renewing manager: nothing, so it is not shown
  const info = { ...PROFILES.manager, can_renew_device: 1 as const };
  // (the actions run only on a click, so none are needed to list the items)
  expect(rowMenuItems(phone, {} as PhoneActions, (e) => canCall(e, info), String)).toEqual([]);
  expect(rowMenuItems(phone, {} as PhoneActions, (e) => canCall(e, PROFILES.admin), String).length).toBeGreaterThan(0);
  expect(screen.queryByTestId('row-actions-1')).toBeNull();
});

test('the boss is offered everything', async () => {
  await signInAs('admin');
  await render$();
  for (const shown of ['购买云手机', '同步全部', '批量续费', '设置分组', '分配成员', '同步', '批量控制']) {
    expect(buttons()).toContain(shown);
  }
  const more = await menuItems(
    screen.getByText('更多', { selector: '.ant-btn:not([data-testid]) *' }).closest('button')!,
  );
  expect(more).toEqual(['分组管理', '批量控制', '回收站', '云同步记录', '云号管理', '应用市场', '应用管理']);
  const row = await menuItems(screen.getByTestId('row-actions-1'));
  expect(row).toEqual([
    '设置备注',
    '设置分组',
    '绑定网卡',
    '绑定分身',
    '分配成员',
    '同步',
    '云手机操作',
    '开启自动续费',
    '删除',
  ]);
  // renewal, the detail and the bound sub-account's and card's lists
  expect(screen.getByText('续费').closest('a')!.getAttribute('href')).toBe('/phone/renew?selectPhoneIds=1');
  expect(screen.getByText('云手机-001').closest('a')!.getAttribute('href')).toBe('/phoneItem?id=1');
  expect(screen.getByText('详情').closest('a')!.getAttribute('href')).toBe('/phoneItem?id=1');
  expect(screen.getByText('分身-A03').closest('a')!.getAttribute('href')).toBe('/account/all');
  expect(screen.getByText('网卡7').closest('a')!.getAttribute('href')).toBe('/NetworkCard/all');
});
