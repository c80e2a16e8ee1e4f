// The account list offers only what the server accepts from the member looking at it (the access
// table through useCan) and what each row's state allows (the contract's state machine). The
// sub-accounts are the boss's (spec §6): staff open none of the area's routes, and the page itself,
// rendered for them anyway, offers them nothing.
import { canCall, isEndpoint, mayOpenRoute, type OpenableRoute } from '@console/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AreaApp } from '@console/ui';
import { accounts, type SubAccount } from '../api/accounts';
import { accountsArea } from '../area';
import manifest from '../routes.json';
import { PROFILES, signInAs } from '../../../packages/testing/signIn';

jest.mock('../api/accounts'); // src/api/__mocks__/accounts.ts
const api = accounts as jest.Mocked<typeof accounts>;

const base: SubAccount = {
  id: 1,
  name: '分身-运行',
  phone_id: 2,
  phone_name: '云手机-002',
  phone_count: 1,
  network_card_id: null,
  network_card: '',
  network_card_ip: '',
  group_id: null,
  group_name: '',
  site: '',
  brand: 'xiaomi',
  country: 'CN',
  resolution: '0,0',
  paid: true,
  status: 'running',
  expiration_time: new Date(Date.now() + 20 * 86_400_000).toISOString(),
  remain_day: 20,
  remain_hour: 480,
  is_expired: 0,
  remark: '',
  created_at: '2025-01-01T00:00:00Z',
};
const off: SubAccount = { ...base, id: 2, name: '分身-关机', status: 'powered_off' };
const created: SubAccount = {
  ...base,
  id: 3,
  name: '分身-新建',
  status: 'creating',
  paid: false,
  phone_id: null,
  brand: '',
};

beforeEach(() => {
  jest.clearAllMocks();
  api.list.mockResolvedValue({ total: 3, list: [base, off, created] });
  api.status.mockResolvedValue([]);
});

const render$ = async () => {
  render(
    <MemoryRouter initialEntries={['/account/all']}>
      <AreaApp {...accountsArea} />
    </MemoryRouter>,
  );
  await screen.findByText('分身-运行');
};
const buttons = () => [...document.querySelectorAll('button')].map((b) => b.textContent?.replace(/\s/g, ''));
const menuItems = async (trigger: HTMLElement) => {
  await act(async () => fireEvent.click(trigger));
  const menu = document.querySelectorAll('.ant-dropdown-menu');
  return [...menu[menu.length - 1].querySelectorAll('.ant-dropdown-menu-title-content')].map((e) => e.textContent);
};

test("the sub-account list is the boss's: staff, even a manager holding every extra permission, open none of its routes", () => {
  const pages = (manifest as { routes: (OpenableRoute & { redirect?: string })[] }).routes.filter((r) => !r.redirect);
  expect(pages.map((r) => r.path)).toEqual([
    '/account/all',
    '/account/willExpire',
    '/account/expired',
    '/account/buy',
    '/account/renew',
  ]);
  const opens = (who: keyof typeof PROFILES, extra = {}) => {
    const info = { ...PROFILES[who], ...extra };
    return pages
      .filter((r) => mayOpenRoute(r, info.level === 3 ? 'staff' : 'admin', (e) => isEndpoint(e) && canCall(e, info)))
      .map((r) => r.path);
  };
  expect(opens('admin')).toEqual(pages.map((r) => r.path));
  // spec §6: "Routes declare allowed roles. Most are admin only."
  expect(opens('manager', { can_renew_device: 1, can_set_login_time: 1 })).toEqual([]);
  // spec §6: "Ordinary employees can only log in to stores."
  expect(opens('employee')).toEqual([]);
  expect(opens('employee', { can_renew_device: 1, can_set_login_time: 1 })).toEqual([]);
});

test('an employee, shown the page anyway, is offered nothing: no details, create, buy, renew or row menu', async () => {
  await signInAs('employee');
  await render$();
  for (const hidden of ['新建分身', '购买分身', '批量续费', '设置分组', '批量开机', '注销', '删除']) {
    expect([hidden, buttons().includes(hidden)]).toEqual([hidden, false]);
  }
  // spec §6: "Ordinary employees can only log in to stores." (the details are the boss's)
  expect(screen.queryByText('详情')).toBeNull();
  expect(screen.queryByTestId('row-actions-1')).toBeNull();
  expect(screen.queryByText('续费')).toBeNull();
  // the environment column and states read the same for everyone
  expect(screen.getAllByText('xiaomi / CN / 跟随当前电脑').length).toBe(2);
  expect(screen.getByText('待支付', { selector: '.ant-tag' })).toBeTruthy();
});

test('a staff manager, even with the renewal permission, shown the page anyway, neither creates, buys, renews, operates, closes nor deletes', async () => {
  await signInAs('manager', { can_renew_device: 1, can_set_login_time: 1 });
  await render$();
  // spec §6: "Routes declare allowed roles. Most are admin only." (sub-accounts, bought or renewed, are the boss's)
  for (const hidden of [
    '新建分身',
    '购买分身',
    '批量续费',
    '设置分组',
    '配置环境',
    '初始化',
    '批量开机',
    '批量关机',
    '注销',
    '删除',
  ]) {
    expect([hidden, buttons().includes(hidden)]).toEqual([hidden, false]);
  }
  expect(screen.queryByText('详情')).toBeNull();
  expect(screen.queryByText('续费')).toBeNull();
  for (const id of [1, 2, 3]) {
    expect(screen.queryByTestId(`row-actions-${id}`)).toBeNull();
    expect(screen.queryByTestId(`row-renew-${id}`)).toBeNull();
    expect(screen.queryByTestId(`row-buy-${id}`)).toBeNull();
  }
});

test('the boss: buy, create; a running sub-account cannot be deleted, a created unpaid one cannot be initialized', async () => {
  await signInAs('admin');
  await render$();
  expect(buttons()).toEqual(expect.arrayContaining(['新建分身', '购买分身', '批量续费']));
  expect(screen.getAllByText('详情').length).toBe(3);
  // the row menu follows each row's state
  const running = await menuItems(screen.getByTestId('row-actions-1'));
  expect(running).toEqual([
    '编辑',
    '配置环境',
    '初始化',
    '绑定云手机',
    '设置分组',
    '备注',
    '关机',
    '重启',
    '一键安装软件',
  ]);
  expect(running).not.toContain('删除');
  expect(running).not.toContain('注销');
  expect(await menuItems(screen.getByTestId('row-actions-2'))).toEqual([
    '编辑',
    '配置环境',
    '初始化',
    '绑定云手机',
    '设置分组',
    '备注',
    '开机',
    '注销',
    '删除',
  ]);
  const fresh = await menuItems(screen.getByTestId('row-actions-3'));
  expect(fresh).toEqual(expect.arrayContaining(['配置环境', '注销', '删除']));
  expect(fresh).not.toContain('初始化');
  // only paid sub-accounts are renewed
  expect(screen.getByTestId('row-renew-1').getAttribute('href')).toBe('/account/renew?selectAccountIds=1');
  expect(screen.queryByTestId('row-renew-3')).toBeNull();
  // an unpaid one is bought instead
  expect(screen.getByTestId('row-buy-3').getAttribute('href')).toBe('/account/buy?selectAccountIds=3');
  expect(screen.queryByTestId('row-buy-1')).toBeNull();
});
