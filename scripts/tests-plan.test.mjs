import assert from 'node:assert/strict';
import { test } from 'node:test';
import { planForChanges, planForRemote } from './tests-plan.mjs';

test("a remote's plan: its unit tests, its build and its own e2e folder", () => {
  assert.deepEqual(planForRemote('remote-devices'), {
    lint: null,
    typecheck: false,
    unit: { paths: ['remote-devices/'] },
    server: null,
    nodeTests: [],
    builds: ['remote-devices'],
    e2e: ['tests/devices/'],
  });
  assert.throws(() => planForRemote('host'), /not a remote/);
});

test("a change inside one remote: related unit tests, that remote's build and e2e folder", () => {
  const plan = planForChanges(['remote-org/src/members/MemberListPage.tsx', 'remote-org/src/i18n/en.json']);
  assert.deepEqual(plan.unit, {
    related: ['remote-org/src/members/MemberListPage.tsx', 'remote-org/src/i18n/en.json'],
  });
  assert.deepEqual(plan.builds, ['remote-org']);
  assert.deepEqual(plan.e2e, ['tests/org/']);
  assert.equal(plan.server, null);
  assert.equal(plan.typecheck, true);
});

test('a unit test alone changes no build and no e2e run', () => {
  const plan = planForChanges(['remote-billing/src/pages/OrderListPage.test.tsx']);
  assert.deepEqual(plan.unit, { related: ['remote-billing/src/pages/OrderListPage.test.tsx'] });
  assert.deepEqual(plan.builds, []);
  assert.equal(plan.e2e, null);
});

test('the host runs the console-wide specs', () => {
  assert.deepEqual(planForChanges(['host/src/shell/ShellLayout.tsx']).e2e, ['tests/console/']);
});

test('a server source change runs the whole server suite and every e2e spec; a suite change only itself', () => {
  const source = planForChanges(['packages/server/src/modules/phone/routes.ts']);
  assert.equal(source.server, 'all');
  assert.equal(source.e2e, 'all');
  assert.deepEqual(planForChanges(['packages/server/test/phone.test.ts']).server, {
    paths: ['packages/server/test/phone.test.ts'],
  });
  assert.equal(planForChanges(['packages/server/test/phone.test.ts']).e2e, null);
});

test('a shared package rebuilds every app and runs every unit and e2e test', () => {
  const plan = planForChanges(['packages/ui/src/theme.ts']);
  assert.equal(plan.unit, 'all');
  assert.equal(plan.e2e, 'all');
  assert.deepEqual(plan.builds.sort(), [
    'host',
    'remote-accounts',
    'remote-billing',
    'remote-devices',
    'remote-network',
    'remote-org',
    'remote-stores',
  ]);
  assert.equal(planForChanges(['packages/contract/src/access.ts']).server, 'all');
  // the server suites' jest transform and resolver live in packages/testing
  assert.equal(planForChanges(['packages/testing/esm-resolver.cjs']).server, 'all');
});

test('an e2e spec runs alone, and a folder covers its files', () => {
  assert.deepEqual(planForChanges(['e2e/tests/org/org-members.spec.ts']).e2e, ['tests/org/org-members.spec.ts']);
  assert.deepEqual(planForChanges(['e2e/tests/org/org-members.spec.ts', 'remote-org/src/routes.json']).e2e, [
    'tests/org/',
  ]);
  assert.equal(planForChanges(['e2e/tests/support.ts']).e2e, 'all');
});

test('docs change nothing but lint; scripts run their node tests', () => {
  const docs = planForChanges(['docs/testing.md', 'README.md']);
  assert.deepEqual(docs.lint, ['docs/testing.md', 'README.md']);
  assert.equal(docs.unit, null);
  assert.equal(docs.e2e, null);
  assert.deepEqual(planForChanges(['scripts/timings.mjs']).nodeTests, ['scripts']);
});

test('the toolchain (lockfile, jest or TypeScript config) runs everything', () => {
  const plan = planForChanges(['pnpm-lock.yaml']);
  assert.equal(plan.unit, 'all');
  assert.equal(plan.server, 'all');
  assert.equal(plan.e2e, 'all');
  assert.equal(plan.typecheck, true);
});
