import { decide, isOpenPath } from './decide';

const admin = { token: 't', name: 'Boss', role: 'admin' as const };
const staff = { token: 't', name: 'Emp', role: 'staff' as const };

describe('decide (spec §2 navigation guard, §6 roles)', () => {
  it.each(['/auth', '/login', '/operationManual', '/test12345qr'])('%s is open without a token', (path) => {
    expect(decide({ path, token: undefined, name: '', role: undefined })).toBe('pass');
  });

  it('open routes also pass with a token and no profile (no profile load on /login)', () => {
    expect(decide({ path: '/login', token: 't', name: '', role: undefined })).toBe('pass');
    expect(decide({ path: '/auth', token: 't', name: '', role: undefined })).toBe('pass');
  });

  it('open paths match like the router: trailing slash and case ignored', () => {
    expect(isOpenPath('/login/')).toBe(true);
    expect(isOpenPath('/OperationManual')).toBe(true);
    expect(isOpenPath('/login/extra')).toBe(false);
  });

  it.each(['/', '/phone/all', '/404', '/console', '/pay/success', '/nowhere'])('%s without a token goes to /auth', (path) => {
    expect(decide({ path, token: undefined, name: '', role: undefined })).toBe('auth');
    expect(decide({ path, token: '', name: 'x', role: 'admin' })).toBe('auth');
  });

  it('with a token and no user name held, the profile is loaded', () => {
    expect(decide({ path: '/phone/all', token: 't', name: '', role: undefined })).toBe('loadProfile');
    expect(decide({ path: '/nowhere', token: 't', name: '', role: undefined })).toBe('loadProfile');
  });

  it('an admin passes admin-only and shared routes', () => {
    for (const path of ['/phone/all', '/phone/expiredCnt', '/order/all', '/console', '/pay/success', '/404', '/NetworkCard/ip_expire']) {
      expect(decide({ path, ...admin })).toBe('pass');
    }
  });

  it('a staff user is refused admin-only routes and may open the routes open to both', () => {
    expect(decide({ path: '/phone/all', ...staff })).toBe('pass'); // device list: both roles
    expect(decide({ path: '/account/all', ...staff })).toBe('forbidden');
    expect(decide({ path: '/walletFlow/all', ...staff })).toBe('forbidden');
    expect(decide({ path: '/404', ...staff })).toBe('pass');
    expect(decide({ path: '/operationManual', ...staff })).toBe('pass');
    expect(decide({ path: '/test12345qr', ...staff })).toBe('pass');
    expect(decide({ path: '/login', ...staff })).toBe('pass');
  });

  it('redirect entries and unknown paths pass (the router forwards them: / → /phone/all, * → /404)', () => {
    expect(decide({ path: '/', ...staff })).toBe('pass');
    expect(decide({ path: '/account', ...admin })).toBe('pass');
    expect(decide({ path: '/no/such/page', ...staff })).toBe('pass');
  });

  it('matches routes case-insensitively with a trailing slash, like react-router', () => {
    expect(decide({ path: '/networkcard/all/', ...staff })).toBe('forbidden');
    expect(decide({ path: '/networkcard/all/', ...admin })).toBe('pass');
  });

  it('no role known yet (name held but no profile) does not refuse', () => {
    expect(decide({ path: '/phone/all', token: 't', name: 'x', role: undefined })).toBe('pass');
  });
});
