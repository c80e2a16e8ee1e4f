import { PUBLISHED } from '../../routes/published.fixture';
import { activeMenu, groupKey, menuFrom, visibleMenu, type MenuItemDef } from './menu';

const paths = (m: MenuItemDef[]) => m.map((e) => e.path);
const menu = menuFrom(PUBLISHED);

test('the menu is what the remotes publish, in their order, sub-items under their parent', () => {
  expect(paths(menu)).toEqual([
    '/dashboard',
    '/phone/all',
    '/account/all',
    '/NetworkCard/all',
    '/order/all',
    '/inviteReward/all',
    '/walletFlow/all',
  ]);
  // a group's title only opens it: its own page comes first among the sub-items (issue 34)
  expect(menu.find((m) => m.path === '/order/all')?.children?.map((c) => [c.path, c.label.zh])).toEqual([
    ['/order/all', '全部订单'],
    ['/order/buy', '购买订单'],
    ['/order/invest', '充值订单'],
  ]);
  expect(menu[0]).toMatchObject({ label: { zh: '工作台', en: 'Dashboard' }, area: 'host' });
  expect(menu[1]).toMatchObject({ label: { zh: '设备管理', en: 'Devices' }, icon: 'mobile', area: 'devices' });
  // a new build of a remote that publishes another entry shows it without a host release
  const next = {
    ...PUBLISHED,
    org: [...PUBLISHED.org!, { path: '/member/tree', title: { zh: '组织', en: 'Org' }, menu: { order: 55 } }],
  };
  expect(paths(menuFrom(next))).toContain('/member/tree');
});

test('admin sees the §2 menu; invite reward only with level_type 4', () => {
  expect(paths(visibleMenu(1, 0, menu))).toEqual([
    '/dashboard',
    '/phone/all',
    '/account/all',
    '/NetworkCard/all',
    '/order/all',
    '/walletFlow/all',
  ]);
  expect(paths(visibleMenu(1, 4, menu))).toContain('/inviteReward/all');
});

test('level 3 is staff: admin-only entries are filtered, empty groups dropped', () => {
  expect(paths(visibleMenu(3, 4, menu))).toEqual(['/dashboard', '/phone/all']);
  const own: MenuItemDef[] = [
    { path: '/a', label: { zh: 'a', en: 'a' }, area: 'devices' },
    { path: '/b', label: { zh: 'b', en: 'b' }, area: 'devices', roles: ['admin', 'staff'] },
    {
      path: '/g',
      label: { zh: 'g', en: 'g' },
      area: 'billing',
      roles: ['admin', 'staff'],
      children: [
        { path: '/g', label: { zh: 'g', en: 'g' }, area: 'billing', roles: ['admin', 'staff'] },
        { path: '/g/x', label: { zh: 'x', en: 'x' }, area: 'billing' },
      ],
    },
    {
      path: '/h',
      label: { zh: 'h', en: 'h' },
      area: 'billing',
      children: [{ path: '/h/x', label: { zh: 'x', en: 'x' }, area: 'billing' }],
    },
  ];
  // staff: the group shows for its own page only; a group with nothing to open is dropped
  expect(visibleMenu(3, 4, own).map((m) => [m.path, paths(m.children ?? [])])).toEqual([
    ['/b', []],
    ['/g', ['/g']],
  ]);
  expect(paths(visibleMenu(2, 4, own))).toEqual(['/a', '/b', '/g', '/h']);
});

test('active item follows the URL', () => {
  expect(activeMenu('/phone/willExpiredCnt', menu)).toEqual({ selected: ['/phone/all'], open: [] });
  expect(activeMenu('/NetworkCard/ip_expire', menu)).toEqual({ selected: ['/NetworkCard/all'], open: [] });
  expect(activeMenu('/networkcard/all', menu)).toEqual({ selected: ['/NetworkCard/all'], open: [] });
  expect(activeMenu('/order/invest', menu)).toEqual({ selected: ['/order/invest'], open: [groupKey('/order/all')] });
  expect(activeMenu('/order/all', menu)).toEqual({ selected: ['/order/all'], open: [groupKey('/order/all')] });
  // a view of the group's own list selects its page
  expect(activeMenu('/order/Payed', menu)).toEqual({ selected: ['/order/all'], open: [groupKey('/order/all')] });
  expect(activeMenu('/dashboard', menu)).toEqual({ selected: ['/dashboard'], open: [] });
  expect(activeMenu('/walletFlow/all', menu)).toEqual({ selected: ['/walletFlow/all'], open: [] });
  expect(activeMenu('/operationManual', menu)).toEqual({ selected: [], open: [] });
});
