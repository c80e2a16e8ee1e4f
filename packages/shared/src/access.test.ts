import { permits, type Policy } from '@console/contract/access';
import { renderHook } from '@testing-library/react';
import { PROFILES, signInAs } from '../../testing/signIn';
import { callerOf, canCall, useCanOpenRoute } from './access';

describe('canCall', () => {
  const boss = PROFILES.admin;
  const manager = PROFILES.manager; // holds the device renewal permission
  const plainManager = { ...manager, can_renew_device: 0 as const };
  const employee = PROFILES.employee;
  const renewer = { ...employee, can_renew_device: 1 as const };

  it('offers nothing before the profile is known', () => {
    expect(canCall('GET /phone/list', undefined)).toBe(false);
  });

  it('follows the role rules of the access table', () => {
    expect(canCall('POST /phone/recharge', boss)).toBe(true);
    expect(canCall('POST /phone/recharge', manager)).toBe(false);
    expect(canCall('POST /phone/group/create', boss)).toBe(true);
    // spec §6: "Routes declare allowed roles. Most are admin only."
    expect(canCall('POST /phone/group/create', manager)).toBe(false);
    expect(canCall('POST /phone/group/create', employee)).toBe(false);
    expect(canCall('GET /phone/list', boss)).toBe(true);
    // spec §6: "Ordinary employees can only log in to stores."
    expect(canCall('GET /phone/list', employee)).toBe(false);
    expect(canCall('POST /store/open', employee)).toBe(true);
    // spec §6: "Managers also hand over stores and move members between departments."
    expect(canCall('POST /member/move', manager)).toBe(true);
    expect(canCall('POST /member/move', employee)).toBe(false);
  });

  it('needs the renewal permission for staff renewals, never for the boss', () => {
    expect(canCall('POST /phone/renewV1', boss)).toBe(true);
    expect(canCall('POST /phone/renewV1', employee)).toBe(false);
    // spec §6: "Extra member permissions are the right to set user login times and the device renewal permission."
    expect(canCall('POST /phone/renewV1', manager)).toBe(true);
    expect(canCall('POST /phone/renewV1', plainManager)).toBe(false);
    // spec §6: "Ordinary employees can only log in to stores." (the renewal flag opens nothing for an employee)
    expect(canCall('POST /phone/renewV1', renewer)).toBe(false);
  });

  it("renewing sub-accounts, like buying them, is the boss's (no kind is a staff member's)", () => {
    for (const kind of ['buy', 'renew', undefined]) {
      expect(canCall('POST /account/batchPaymentV1', boss, kind)).toBe(true);
      // spec §6: "Routes declare allowed roles. Most are admin only."
      expect(canCall('POST /account/batchPaymentV1', manager, kind)).toBe(false);
      expect(canCall('POST /account/batchPaymentV1', renewer, kind)).toBe(false);
    }
  });

  it('a route selling several kinds: the kind may need more (a policy built here; no route of the table has kinds today)', () => {
    const selling: Policy = {
      who: 'manager',
      permission: 'renewDevice',
      kinds: { buy: { who: 'admin' } },
    };
    const may = (info: typeof boss, kind?: string) => permits(selling, callerOf(info), kind);
    expect(may(manager, 'renew')).toBe(true); // a kind not listed needs only the route's own rule
    expect(may(manager)).toBe(true);
    expect(may(manager, 'buy')).toBe(false);
    expect(may(boss, 'buy')).toBe(true);
    expect(may(manager, 'constructor')).toBe(true); // only the policy's own kinds count
    // the route's own rule still applies to every kind
    expect(may(plainManager, 'renew')).toBe(false);
    expect(may(renewer, 'renew')).toBe(false);
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
