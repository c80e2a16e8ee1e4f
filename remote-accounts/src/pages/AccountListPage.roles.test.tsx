// The account list offers only what the server accepts from the member looking at it (the access
// table through useCan) and what each row's state allows (the contract's state machine).
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AreaApp } from '@console/ui';
import { accounts, type SubAccount } from '../api/accounts';
import { accountsArea } from '../area';
import { signInAs } from '../../../packages/testing/signIn';

jest.mock('../api/accounts', () => ({
  ACCOUNT_EXPORT_PATH: '/account/list/export',
  accounts: { list: jest.fn(), status: jest.fn(), geolocation: jest.fn() },
}));
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

test('an employee without extra permissions reads: details only, no create, buy, renew or row menu', async () => {
  await signInAs('employee');
  await render$();
  for (const hidden of ['新建分身', '购买分身', '批量续费', '设置分组', '批量开机', '注销', '删除']) {
    expect([hidden, buttons().includes(hidden)]).toEqual([hidden, false]);
  }
  expect(screen.getAllByText('详情').length).toBe(3);
  expect(screen.queryByTestId('row-actions-1')).toBeNull();
  expect(screen.queryByText('续费')).toBeNull();
  // the environment column and states read the same for everyone
  expect(screen.getAllByText('xiaomi / CN / 跟随当前电脑').length).toBe(2);
  expect(screen.getByText('待支付', { selector: '.ant-tag' })).toBeTruthy();
});

test('a staff manager operates by state but neither buys, closes nor deletes', async () => {
  await signInAs('manager');
  await render$();
  expect(buttons()).toContain('新建分身');
  expect(buttons()).not.toContain('购买分身'); // buying is the boss's
  expect(buttons()).toContain('批量续费'); // renewal permission
  expect(buttons()).not.toContain('删除');
  expect(await menuItems(screen.getByTestId('row-actions-1'))).toEqual([
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
  expect(await menuItems(screen.getByTestId('row-actions-2'))).toEqual([
    '编辑',
    '配置环境',
    '初始化',
    '绑定云手机',
    '设置分组',
    '备注',
    '开机',
  ]);
});

test('the boss: buy, create; a running sub-account cannot be deleted, a created unpaid one cannot be initialized', async () => {
  await signInAs('admin');
  await render$();
  expect(buttons()).toEqual(expect.arrayContaining(['新建分身', '购买分身']));
  const running = await menuItems(screen.getByTestId('row-actions-1'));
  expect(running).not.toContain('删除');
  expect(running).not.toContain('注销');
  expect(await menuItems(screen.getByTestId('row-actions-2'))).toEqual(expect.arrayContaining(['注销', '删除']));
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
