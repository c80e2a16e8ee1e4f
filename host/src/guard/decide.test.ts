import { PUBLISHED } from '../routes/published.fixture';
import { decide, type GuardInput, isOpenPath } from './decide';

const everything = () => true;
const admin = { token: 't', name: 'Boss', role: 'admin' as const, published: PUBLISHED, can: everything };
const staff = { token: 't', name: 'Emp', role: 'staff' as const, published: PUBLISHED, can: everything };
const anon = (path: string, token?: string): GuardInput => ({
  path,
  token,
  name: '',
  role: undefined,
  published: PUBLISHED,
  can: everything,
});

describe('decide (spec §2 navigation guard, §6 roles)', () => {
  it.each(['/auth', '/login', '/operationManual', '/test12345qr'])('%s is open without a token', (path) => {
    expect(decide(anon(path))).toBe('pass');
    expect(decide({ ...anon(path), published: undefined })).toBe('pass'); // no wait for the registry
  });

  it('open routes also pass with a token and no profile (no profile load on /login)', () => {
    expect(decide(anon('/login', 't'))).toBe('pass');
    expect(decide(anon('/auth', 't'))).toBe('pass');
  });

  it('open paths match like the router: trailing slash and case ignored', () => {
    expect(isOpenPath('/login/')).toBe(true);
    expect(isOpenPath('/OperationManual')).toBe(true);
    expect(isOpenPath('/login/extra')).toBe(false);
  });

  it.each(['/', '/phone/all', '/404', '/console', '/pay/success', '/nowhere'])(
    '%s without a token goes to /auth',
    (path) => {
      expect(decide(anon(path))).toBe('auth');
      expect(decide({ path, token: '', name: 'x', role: 'admin', published: PUBLISHED, can: everything })).toBe('auth');
    },
  );

  it('with a token and no user name held, the profile is loaded', () => {
    expect(decide(anon('/phone/all', 't'))).toBe('loadProfile');
    expect(decide(anon('/nowhere', 't'))).toBe('loadProfile');
  });

  it('an area path waits for the published routes; host pages do not', () => {
    expect(decide({ path: '/phone/all', ...admin, published: undefined })).toBe('loadRoutes');
    expect(decide({ path: '/store/anything', ...admin, published: undefined })).toBe('loadRoutes');
    expect(decide({ path: '/console', ...admin, published: undefined })).toBe('pass');
    expect(decide({ path: '/pay/success', ...admin, published: undefined })).toBe('pass');
  });

  it('a path the deployed remote does not publish is not found (spec §2: → /404)', () => {
    expect(decide({ path: '/phone/nothing', ...admin })).toBe('notFound');
    expect(decide({ path: '/order/nothing/deeper', ...staff })).toBe('notFound');
    // the same path once a new build of the remote publishes it
    const next = { ...PUBLISHED, devices: [...PUBLISHED.devices!, { path: '/phone/nothing' }] };
    expect(decide({ path: '/phone/nothing', ...admin, published: next })).toBe('pass');
  });

  it('an area missing from the registry passes: its RemoteArea shows the fallback', () => {
    expect(decide({ path: '/store/all', ...admin })).toBe('pass');
    expect(decide({ path: '/store/all', ...admin, published: {} })).toBe('pass');
  });

  it('an admin passes admin-only and shared routes', () => {
    for (const path of [
      '/phone/all',
      '/phone/expiredCnt',
      '/order/all',
      '/console',
      '/pay/success',
      '/404',
      '/NetworkCard/all',
    ]) {
      expect(decide({ path, ...admin })).toBe('pass');
    }
  });

  it('a staff user is refused admin-only routes and may open the routes open to both', () => {
    expect(decide({ path: '/phone/all', ...staff })).toBe('pass'); // device list: both roles
    expect(decide({ path: '/phone/buy', ...staff })).toBe('forbidden'); // published without roles: admin only
    expect(decide({ path: '/account/all', ...staff })).toBe('forbidden');
    expect(decide({ path: '/walletFlow/all', ...staff })).toBe('forbidden');
    expect(decide({ path: '/console', ...staff })).toBe('forbidden');
    expect(decide({ path: '/404', ...staff })).toBe('pass');
    expect(decide({ path: '/operationManual', ...staff })).toBe('pass');
    expect(decide({ path: '/test12345qr', ...staff })).toBe('pass');
    expect(decide({ path: '/login', ...staff })).toBe('pass');
  });

  it('redirect entries and unknown paths outside every area pass (the router forwards them: / → /phone/all, * → /404)', () => {
    expect(decide({ path: '/', ...staff })).toBe('pass');
    expect(decide({ path: '/account', ...staff })).toBe('pass');
    expect(decide({ path: '/cloudNumber/', ...admin })).toBe('pass');
    expect(decide({ path: '/no/such/page', ...staff })).toBe('pass');
  });

  it('matches routes case-insensitively with a trailing slash, like react-router', () => {
    expect(decide({ path: '/networkcard/all/', ...staff })).toBe('forbidden');
    expect(decide({ path: '/networkcard/all/', ...admin })).toBe('pass');
  });

  it('no role known yet (name held but no profile) does not refuse', () => {
    expect(decide({ ...staff, path: '/phone/all', role: undefined })).toBe('pass');
  });

  it('a route whose endpoint the server would refuse the member is forbidden (routes.json `requires`)', () => {
    const published = {
      ...PUBLISHED,
      devices: [
        ...PUBLISHED.devices!,
        { path: '/phone/groupControl', roles: ['staff' as const], requires: 'POST /phone/actionYunPhone' },
      ],
    };
    const employee = { ...staff, published, can: (e: string) => e !== 'POST /phone/actionYunPhone' };
    expect(decide({ ...employee, path: '/phone/groupControl' })).toBe('forbidden');
    expect(decide({ ...staff, published, path: '/phone/groupControl' })).toBe('pass');
  });
});
