import {
  ROUTES,
  areaOf,
  findRoute,
  landingFor,
  menuKeyOf,
  menuRoutes,
  routeTypeOf,
  safeRedirect,
  visibleMenu,
} from './table';

describe('route table (spec §2)', () => {
  it('has unique paths', () => {
    const keys = ROUTES.map((r) => r.path.toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('carries the list type values', () => {
    expect([0, 1, 2, 4, 6].map((t) => ROUTES.find((r) => r.path.startsWith('/phone/') && r.type === t)?.path)).toEqual([
      '/phone/all',
      '/phone/willExpiredCnt',
      '/phone/expiredCnt',
      '/phone/unbindaccount',
      '/phone/unbindnetcard',
    ]);
    expect(routeTypeOf('/account/expired')).toBe(2);
    expect(routeTypeOf('/NetworkCard/ip_unexpired')).toBe(2);
    expect(routeTypeOf('/NetworkCard/ip_will_expire')).toBe(3);
    expect(routeTypeOf('/NetworkCard/ip_expire')).toBe(1);
    expect(routeTypeOf('/order/Payed')).toBe(1);
    expect(routeTypeOf('/order/waitPay?x=1')).toBe(4);
    expect(routeTypeOf('/order/ip_expire')).toBe(3);
    expect(routeTypeOf('/phone/buy')).toBeUndefined();
  });

  it('redirects / /account /NetworkCard /order', () => {
    expect(findRoute('/')?.redirect).toBe('/phone/all');
    expect(findRoute('/account')?.redirect).toBe('/account/all');
    expect(findRoute('/NetworkCard')?.redirect).toBe('/NetworkCard/all');
    expect(findRoute('/order/')?.redirect).toBe('/order/all');
  });

  it('roles: admin only by default; /login /operationManual /test12345qr allow both', () => {
    for (const p of ['/login', '/operationManual', '/test12345qr']) expect(findRoute(p)?.roles).toEqual(['admin', 'staff']);
    expect(findRoute('/phone/all')?.roles).toEqual(['admin', 'staff']);
    expect(findRoute('/account/all')?.roles).toBeUndefined();
  });

  it('hidden routes are not in the menu', () => {
    for (const p of ['/phone/groupControl', '/operationManual', '/phoneItem', '/phone/renew', '/console', '/pay/success', '/auth', '/buyall', '/test12345qr', '/404']) {
      expect(findRoute(p)?.hidden).toBe(true);
    }
  });

  it('areas follow ARCHITECTURE.md', () => {
    expect(areaOf('/phone/willExpiredCnt')).toBe('devices');
    expect(areaOf('/phoneItem/serve')).toBe('devices');
    expect(areaOf('/account/buy')).toBe('accounts');
    expect(areaOf('/NetworkCard/renew')).toBe('network');
    expect(areaOf('/order/waitPay')).toBe('billing');
    expect(areaOf('/walletFlow/all')).toBe('billing');
    expect(areaOf('/company/setup')).toBe('org');
    expect(areaOf('/store/all')).toBe('stores');
    expect(areaOf('/login')).toBe('host');
    expect(areaOf('/pay/success')).toBe('host');
    expect(areaOf('/zzz')).toBeUndefined();
  });

  it('menu: invite reward only for level_type 4; staff see nothing admin-only', () => {
    expect(visibleMenu('admin', 1).map((m) => m.path)).not.toContain('/inviteReward/all');
    expect(visibleMenu('admin', 4).map((m) => m.path)).toContain('/inviteReward/all');
    expect(visibleMenu('staff', 4).map((m) => m.path)).toEqual(['/phone/all']);
    expect(menuRoutes.find((m) => m.path === '/order/all')?.children?.map((c) => c.path)).toEqual(['/order/buy', '/order/invest']);
  });

  it('menuKeyOf maps list views to their menu entry', () => {
    expect(menuKeyOf('/phone/expiredCnt')).toBe('/phone/all');
    expect(menuKeyOf('/order/invest')).toBe('/order/invest');
    expect(menuKeyOf('/order/waitPay')).toBe('/order/all');
    expect(menuKeyOf('/phoneItem')).toBe('/phone/all');
  });

  it('landing and safe redirects', () => {
    expect(landingFor('admin')).toBe('/phone/all');
    expect(landingFor('staff')).toBe('/phone/all');
    expect(safeRedirect('/order/all?x=1')).toBe('/order/all?x=1');
    expect(safeRedirect('//evil.com')).toBeUndefined();
    expect(safeRedirect('https://evil.com')).toBeUndefined();
    expect(safeRedirect(null)).toBeUndefined();
  });
});
