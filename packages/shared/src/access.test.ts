import { renderHook } from '@testing-library/react';
import { PROFILES, signInAs } from '../../testing/signIn';
import { canCall, useCanOpenRoute } from './access';

describe('canCall', () => {
  const boss = PROFILES.admin;
  const manager = PROFILES.manager;
  const employee = PROFILES.employee;
  const renewer = { ...employee, can_renew_device: 1 as const };

  it('offers nothing before the profile is known', () => {
    expect(canCall('GET /phone/list', undefined)).toBe(false);
  });

  it('follows the role rules of the access table', () => {
    expect(canCall('POST /phone/recharge', boss)).toBe(true);
    expect(canCall('POST /phone/recharge', manager)).toBe(false);
    expect(canCall('POST /phone/group/create', manager)).toBe(true);
    expect(canCall('POST /phone/group/create', employee)).toBe(false);
    expect(canCall('GET /phone/list', employee)).toBe(true);
  });

  it('needs the renewal permission for staff renewals, never for the boss', () => {
    expect(canCall('POST /phone/renewV1', boss)).toBe(true);
    expect(canCall('POST /phone/renewV1', employee)).toBe(false);
    expect(canCall('POST /phone/renewV1', renewer)).toBe(true);
  });

  it("a route selling several kinds: the kind may need more (buying sub-accounts is the boss's)", () => {
    expect(canCall('POST /account/batchPaymentV1', renewer, 'renew')).toBe(true);
    expect(canCall('POST /account/batchPaymentV1', renewer, 'buy')).toBe(false);
    expect(canCall('POST /account/batchPaymentV1', boss, 'buy')).toBe(true);
    expect(canCall('POST /account/batchPaymentV1', renewer, 'constructor')).toBe(true);
  });
});

describe('useCanOpenRoute', () => {
  const routes = [
    { path: '/member/all', roles: ['admin', 'staff'] as const, requires: 'GET /member/list' },
    { path: '/company/binding', roles: ['admin', 'staff'] as const, requires: 'GET /company/bindings' },
    { path: '/phone/recycle', roles: ['admin'] as const },
  ];
  const canOpen = () => renderHook(() => useCanOpenRoute(routes)).result.current;

  it('applies the guard rule to the published routes, query ignored; unknown paths never', async () => {
    await signInAs('manager');
    const open = canOpen();
    expect(open('/member/all?status=disabled')).toBe(true);
    expect(open('/company/binding')).toBe(false); // boss only on the server
    expect(open('/phone/recycle')).toBe(false); // admin route
    expect(open('/not/published')).toBe(false);
  });

  it('offers everything published to the boss', async () => {
    await signInAs('admin');
    const open = canOpen();
    expect(['/member/all', '/company/binding', '/phone/recycle'].every(open)).toBe(true);
  });
});
