// Spec §6: "Routes declare allowed roles. Most are admin only." — "Ordinary employees can only log in
// to stores." — "Extra member permissions are the right to set user login times and the device
// renewal permission." The screens staff may open, computed from the access table and every remote's
// routes.json as the guard decides, equal the list docs/roles.md documents (issue 36 item 8).
import { canCall, isEndpoint, mayOpenRoute, type UserInfo } from '@console/shared';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PublishedRoute } from '@console/ui';
import { HOST_ROUTES } from './table';

const ROOT = join(__dirname, '../../..');
const AREAS = ['devices', 'accounts', 'network', 'stores', 'org', 'billing'];

const routes: PublishedRoute[] = [
  ...HOST_ROUTES,
  ...AREAS.flatMap(
    (a) =>
      (JSON.parse(readFileSync(join(ROOT, `remote-${a}/src/routes.json`), 'utf8')) as { routes: PublishedRoute[] })
        .routes,
  ),
].filter((r) => !r.redirect);

const staff = (memberRole: string, renew: boolean, loginTime: boolean) =>
  ({
    level: 3,
    member_role: memberRole,
    can_renew_device: renew ? 1 : 0,
    can_set_login_time: loginTime ? 1 : 0,
  }) as UserInfo;

// the least a staff member needs to open a screen, in the order docs/roles.md names them
const WHO: [label: string, info: UserInfo][] = [
  ['employee', staff('employee', false, false)],
  ['manager', staff('manager', false, false)],
  ['manager + renewDevice', staff('manager', true, false)],
  ['manager + setLoginTime', staff('manager', false, true)],
];

const opens = (route: PublishedRoute, info: UserInfo) =>
  mayOpenRoute(route, 'staff', (e) => isEndpoint(e) && canCall(e, info));

function fromTable(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const r of routes) {
    const who = WHO.find(([, info]) => opens(r, info));
    if (who) out[r.path] = who[0];
  }
  return out;
}

function documented(): Record<string, string> {
  const doc = readFileSync(join(ROOT, 'docs/roles.md'), 'utf8');
  const table = doc.split('<!-- staff-screens:start -->')[1].split('<!-- staff-screens:end -->')[0];
  const out: Record<string, string> = {};
  // the table's rows after its header and separator
  for (const line of table
    .split('\n')
    .filter((l) => l.startsWith('|'))
    .slice(2)) {
    const cells = line.split('|').map((c) => c.trim());
    out[cells[1]] = cells[3];
  }
  return out;
}

describe('the screens staff open (docs/roles.md, spec §6)', () => {
  it('the documented list is what the access table and the routes give, route by route', () => {
    expect(fromTable()).toEqual(documented());
  });

  it('"Ordinary employees can only log in to stores": an employee opens the store list, the manual and the open pages', () => {
    const employee = WHO[0][1];
    const theirs = routes.filter((r) => opens(r, employee)).map((r) => r.path);
    expect(theirs.filter((p) => !p.startsWith('/store/'))).toEqual([
      '/login',
      '/auth',
      '/operationManual',
      '/test12345qr',
      '/404',
      '/pay/success',
    ]);
    expect(theirs).toContain('/store/all');
  });

  it('"Most are admin only": the boss opens every screen, staff fewer than a third of them', () => {
    const boss = { level: 1, member_role: 'manager', can_renew_device: 0, can_set_login_time: 0 } as UserInfo;
    const all = routes.filter((r) => mayOpenRoute(r, 'admin', (e) => isEndpoint(e) && canCall(e, boss)));
    expect(all).toHaveLength(routes.length);
    expect(Object.keys(fromTable()).length).toBeLessThan(routes.length / 3);
  });
});
