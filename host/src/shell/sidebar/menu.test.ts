import { PUBLISHED } from '../../routes/published.fixture';
import { activeMenu, menuFrom, visibleMenu, type MenuItemDef } from './menu';

const paths = (m: MenuItemDef[]) => m.map((e) => e.path);
const menu = menuFrom(PUBLISHED);

test('the menu is what the remotes publish, in their order, sub-items under their parent', () => {
  expect(paths(menu)).toEqual([
    '/phone/all',
    '/account/all',
    '/NetworkCard/all',
    '/order/all',
    '/inviteReward/all',
    '/walletFlow/all',
  ]);
  expect(menu.find((m) => m.path === '/order/all')?.children?.map((c) => [c.path, c.label.zh])).toEqual([
    ['/order/buy', '购买订单'],
    ['/order/invest', '充值订单'],
  ]);
  expect(menu[0]).toMatchObject({ label: { zh: '设备管理', en: 'Devices' }, icon: 'mobile', area: 'devices' });
  // a new build of a remote that publishes another entry shows it without a host release
  const next = {
    ...PUBLISHED,
    org: [...PUBLISHED.org!, { path: '/member/tree', title: { zh: '组织', en: 'Org' }, menu: { order: 55 } }],
  };
  expect(paths(menuFrom(next))).toContain('/member/tree');
});

test('admin sees the §2 menu; invite reward only with level_type 4', () => {
  expect(paths(visibleMenu(1, 0, menu))).toEqual([
    '/phone/all',
    '/account/all',
    '/NetworkCard/all',
    '/order/all',
    '/walletFlow/all',
  ]);
  expect(paths(visibleMenu(1, 4, menu))).toContain('/inviteReward/all');
});

test('level 3 is staff: admin-only entries are filtered, empty groups dropped', () => {
  expect(paths(visibleMenu(3, 4, menu))).toEqual(['/phone/all']);
  const own: MenuItemDef[] = [
    { path: '/a', label: { zh: 'a', en: 'a' }, area: 'devices' },
    { path: '/b', label: { zh: 'b', en: 'b' }, area: 'devices', roles: ['admin', 'staff'] },
    {
      path: '/g',
      label: { zh: 'g', en: 'g' },
      area: 'billing',
      roles: ['admin', 'staff'],
      children: [{ path: '/g/x', label: { zh: 'x', en: 'x' }, area: 'billing' }],
    },
  ];
  expect(paths(visibleMenu(3, 4, own))).toEqual(['/b']);
  expect(paths(visibleMenu(2, 4, own))).toEqual(['/a', '/b', '/g']);
});

test('active item follows the URL', () => {
  expect(activeMenu('/phone/willExpiredCnt', menu)).toEqual({ selected: ['/phone/all'], open: [] });
  expect(activeMenu('/NetworkCard/ip_expire', menu)).toEqual({ selected: ['/NetworkCard/all'], open: [] });
  expect(activeMenu('/networkcard/all', menu)).toEqual({ selected: ['/NetworkCard/all'], open: [] });
  expect(activeMenu('/order/invest', menu)).toEqual({ selected: ['/order/invest'], open: ['/order/all'] });
  expect(activeMenu('/order/Payed', menu)).toEqual({ selected: [], open: ['/order/all'] });
  expect(activeMenu('/walletFlow/all', menu)).toEqual({ selected: ['/walletFlow/all'], open: [] });
  expect(activeMenu('/operationManual', menu)).toEqual({ selected: [], open: [] });
});
