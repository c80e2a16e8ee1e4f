import { PUBLISHED } from './published.fixture';
import { areaOf, findRoute, HOST_ROUTES, landingFor, safeRedirect } from './table';

describe('host routes and area prefixes (spec §2)', () => {
  it('has unique host paths', () => {
    const keys = HOST_ROUTES.map((r) => r.path.toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('redirects / to /phone/all; an area redirect is what its remote publishes', () => {
    expect(findRoute('/')?.redirect).toBe('/phone/all');
    expect(findRoute('/account', PUBLISHED)?.redirect).toBe('/account/all');
    expect(findRoute('/cloudNumber/', PUBLISHED)?.redirect).toBe('/cloudNumber/inUse');
  });

  it('roles: /login /operationManual /test12345qr /404 allow both; /console is admin only', () => {
    for (const p of ['/login', '/operationManual', '/test12345qr', '/404'])
      expect(findRoute(p)?.roles).toEqual(['admin', 'staff']);
    expect(findRoute('/console')?.roles).toBeUndefined();
  });

  it('finds a published route with its area, query and case ignored', () => {
    expect(findRoute('/Phone/ExpiredCnt?x=1', PUBLISHED)).toMatchObject({
      path: '/phone/expiredCnt',
      area: 'devices',
      type: 2,
    });
    expect(findRoute('/order/Payed', PUBLISHED)).toMatchObject({ area: 'billing', type: 1 });
    expect(findRoute('/phone/expiredCnt')).toBeUndefined(); // nothing published yet
    expect(findRoute('/phone/nothing', PUBLISHED)).toBeUndefined();
  });

  it('areas follow ARCHITECTURE.md (host pages first)', () => {
    expect(areaOf('/phone/willExpiredCnt')).toBe('devices');
    expect(areaOf('/phoneItem/serve')).toBe('devices');
    expect(areaOf('/account/buy')).toBe('accounts');
    expect(areaOf('/NetworkCard/renew')).toBe('network');
    expect(areaOf('/order/waitPay')).toBe('billing');
    expect(areaOf('/walletFlow/all')).toBe('billing');
    expect(areaOf('/company/setup')).toBe('org');
    expect(areaOf('/store/all')).toBe('stores');
    expect(areaOf('/pay/other')).toBe('billing');
    expect(areaOf('/pay/success')).toBeUndefined();
    expect(areaOf('/login')).toBeUndefined();
    expect(areaOf('/phones')).toBeUndefined(); // a prefix is a whole segment
    expect(areaOf('/zzz')).toBeUndefined();
  });

  it('landing and safe redirects', () => {
    expect(landingFor('admin', PUBLISHED)).toBe('/phone/all');
    expect(landingFor('staff', PUBLISHED)).toBe('/phone/all');
    expect(landingFor('staff', {})).toBe('/phone/all'); // before the registry answers
    // a build that closed the device list to staff: the first menu page staff may open
    const closed = {
      devices: [{ path: '/phone/all' }],
      network: [{ path: '/NetworkCard/all', roles: ['admin' as const, 'staff' as const] }],
    };
    expect(landingFor('staff', closed)).toBe('/NetworkCard/all');
    expect(safeRedirect('/order/all?x=1')).toBe('/order/all?x=1');
    expect(safeRedirect('//evil.com')).toBeUndefined();
    expect(safeRedirect('https://evil.com')).toBeUndefined();
    expect(safeRedirect(null)).toBeUndefined();
  });
});
