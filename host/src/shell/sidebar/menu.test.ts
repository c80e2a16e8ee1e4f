import { activeMenu, visibleMenu, type MenuItemDef } from './menu';

const paths = (m: MenuItemDef[]) => m.map((e) => e.path);

test('admin sees the §2 menu; invite reward only with level_type 4', () => {
  expect(paths(visibleMenu(1, 0))).toEqual(['/phone/all', '/account/all', '/NetworkCard/all', '/order/all', '/walletFlow/all']);
  expect(paths(visibleMenu(1, 4))).toContain('/inviteReward/all');
  const order = visibleMenu(1, 0).find((m) => m.path === '/order/all');
  expect(order?.children?.map((c) => c.path)).toEqual(['/order/buy', '/order/invest']);
});

test('level 3 is staff: admin-only entries are filtered, empty groups dropped', () => {
  const menu: MenuItemDef[] = [
    { path: '/a', labelKey: 'a', area: 'devices' },
    { path: '/b', labelKey: 'b', area: 'devices', roles: ['admin', 'staff'] },
    { path: '/g', labelKey: 'g', area: 'billing', children: [{ path: '/g/x', labelKey: 'x', area: 'billing' }] },
  ];
  expect(paths(visibleMenu(3, 4, menu))).toEqual(['/b']);
  expect(paths(visibleMenu(2, 4, menu))).toEqual(['/a', '/b', '/g']);
});

test('active item follows the URL', () => {
  expect(activeMenu('/phone/willExpiredCnt')).toEqual({ selected: ['/phone/all'], open: [] });
  expect(activeMenu('/NetworkCard/ip_expire')).toEqual({ selected: ['/NetworkCard/all'], open: [] });
  expect(activeMenu('/networkcard/all')).toEqual({ selected: ['/NetworkCard/all'], open: [] });
  expect(activeMenu('/order/invest')).toEqual({ selected: ['/order/invest'], open: ['/order/all'] });
  expect(activeMenu('/order/Payed')).toEqual({ selected: [], open: ['/order/all'] });
  expect(activeMenu('/walletFlow/all')).toEqual({ selected: ['/walletFlow/all'], open: [] });
  expect(activeMenu('/operationManual')).toEqual({ selected: [], open: [] });
});
