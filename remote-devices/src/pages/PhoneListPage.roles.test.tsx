// The device list offers only what the server accepts from the member looking at it (the
// access table through useCan): an employee without extra permissions gets the list, the
// detail and nothing that would end in a 403; the boss gets every action.
import type { Phone } from '@console/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AreaApp } from '@console/ui';
import { phoneOps } from '../api/phoneOps';
import { phones } from '../api/phones';
import { devicesArea } from '../area';
import { signInAs } from '../../../packages/testing/signIn';

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

test('an employee without extra permissions: list, status, detail link; no buy, renew, bulk or row menu', async () => {
  await signInAs('employee');
  await render$();
  // the status comes from expiry: an expired phone never reads 正常
  expect(screen.getByText('已过期', { selector: '.ant-tag' })).toBeTruthy();
  expect(screen.getByText('云手机-001').closest('a')!.getAttribute('href')).toBe('/phoneItem?id=1');
  expect(screen.getByText('详情').closest('a')!.getAttribute('href')).toBe('/phoneItem?id=1');
  for (const hidden of ['购买云手机', '同步全部', '批量续费', '设置分组', '分配成员', '同步', '批量控制']) {
    expect([hidden, buttons().includes(hidden)]).toEqual([hidden, false]);
  }
  // 更多 keeps only the screens an employee may open
  const more = await menuItems(
    screen.getByText('更多', { selector: '.ant-btn:not([data-testid]) *' }).closest('button')!,
  );
  expect(more).toEqual(['云号管理', '应用市场', '应用管理']);
  expect(screen.queryByText('续费')).toBeNull(); // renewal needs can_renew_device
  expect(screen.queryByTestId('row-actions-1')).toBeNull(); // nothing left for the 更多 menu
  // bound names stay readable; the sub-account and card lists are open to every member
  expect(screen.getByText('分身-A03').closest('a')!.getAttribute('href')).toBe('/account/all');
});

test('an employee with the renewal permission gets 续费 and 批量续费, still nothing else', async () => {
  await signInAs('employee', { can_renew_device: 1 });
  await render$();
  expect(screen.getByText('续费').closest('a')!.getAttribute('href')).toBe('/phone/renew?selectPhoneIds=1');
  expect(buttons()).toContain('批量续费');
  expect(buttons()).not.toContain('购买云手机');
});

test('a staff manager operates phones but does not buy, delete or open the recycle bin', async () => {
  await signInAs('manager');
  await render$();
  expect(buttons()).not.toContain('购买云手机');
  expect(buttons()).toContain('同步全部');
  const more = await menuItems(
    screen.getByText('更多', { selector: '.ant-btn:not([data-testid]) *' }).closest('button')!,
  );
  expect(more).toEqual(['分组管理', '批量控制', '云同步记录', '云号管理', '应用市场', '应用管理']);
  const row = await menuItems(screen.getByTestId('row-actions-1'));
  expect(row).toEqual(['设置备注', '设置分组', '绑定网卡', '绑定分身', '分配成员', '同步', '云手机操作']);
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
  expect(row).toEqual(expect.arrayContaining(['设置备注', '开启自动续费', '删除']));
});
