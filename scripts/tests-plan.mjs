// What to test for a change or for one remote (issue 33): pure, so scripts/tests-plan.test.mjs
// can pin it. A plan names what scripts/tests-run.mjs runs, cheapest first:
//   lint     files to lint (null: none)          typecheck  tsc -b (incremental)
//   unit     jest unit: { related: files } (jest --findRelatedTests) or { paths } or 'all'
//   server   jest server: { paths } (changed suites) or 'all'
//   nodeTests node:test folders (scripts, bench/lib, packages/build)
//   builds   apps built from the working tree; every other app comes from its deployed build
//   e2e      spec folders (tests/<area>/) or files under e2e/, or 'all'
import { REMOTES } from './apps.mjs';

/** The area a remote serves: remote-devices → devices (its e2e specs live in e2e/tests/devices). */
export const areaOf = (remote) => remote.replace(/^remote-/, '');

/** Every app: what a change to a package they all build on rebuilds. */
export const APPS = ['host', ...REMOTES];
const NODE_TEST_DIRS = ['scripts', 'bench/lib', 'packages/build'];
/** Source files: what ESLint reads and jest can follow. */
export const CODE = /\.(ts|tsx|js|mjs|cjs)$/;
const LINTED = /\.(ts|tsx|js|mjs|cjs|json|md|css|yaml|yml)$/;

/** One remote's team: its unit tests, its build from the working tree, its own e2e specs. */
export function planForRemote(remote) {
  if (!REMOTES.includes(remote)) throw new Error(`not a remote: ${remote} (one of ${REMOTES.join(', ')})`);
  return {
    lint: null,
    typecheck: false,
    unit: { paths: [`${remote}/`] },
    server: null,
    nodeTests: [],
    builds: [remote],
    e2e: [`tests/${areaOf(remote)}/`],
  };
}

/** What a change to these files (paths from the repository root) touches. */
export function planForChanges(files) {
  const plan = { lint: [], typecheck: false, unit: null, server: null, nodeTests: [], builds: [], e2e: [] };
  const related = [];
  const add = (list, ...items) => items.forEach((i) => list.includes(i) || list.push(i));
  const everything = () => {
    plan.unit = 'all';
    plan.builds = [...APPS];
    plan.e2e = 'all';
  };

  for (const file of files) {
    if (LINTED.test(file)) plan.lint.push(file);
    if (/\.tsx?$/.test(file) || /(^|\/)tsconfig[^/]*\.json$/.test(file)) plan.typecheck = true;
    const top = file.split('/')[0];
    const pkg = top === 'packages' ? file.split('/')[1] : null;

    if (REMOTES.includes(top) || top === 'host') {
      if (CODE.test(file)) related.push(file);
      if (/\.json$/.test(file)) related.push(file); // routes.json, i18n: jest follows json imports
      if (!/\.test\.tsx?$/.test(file) && !/\.md$/.test(file)) {
        add(plan.builds, top);
        if (plan.e2e !== 'all') add(plan.e2e, top === 'host' ? 'tests/console/' : `tests/${areaOf(top)}/`);
      }
    } else if (pkg === 'server') {
      if (/^packages\/server\/test\/.*\.test\.ts$/.test(file)) {
        if (plan.server !== 'all') plan.server = { paths: [...(plan.server?.paths ?? []), file] };
      } else if (!/\.md$/.test(file)) {
        // every suite builds the whole app (test/support/test-app.ts): any source reaches all of them
        plan.server = 'all';
        if (CODE.test(file) && !/\/test\//.test(file)) plan.e2e = 'all';
      }
      if (/^packages\/server\/src\/.*\.test\.ts$/.test(file)) related.push(file);
    } else if (pkg === 'contract' || pkg === 'shared' || pkg === 'ui' || pkg === 'build' || pkg === 'testing') {
      if (/\.md$/.test(file)) continue;
      // the contract is the server's too; packages/testing holds the server suites' jest transform
      if (pkg === 'contract' || pkg === 'testing') plan.server = 'all';
      if (pkg === 'build') add(plan.nodeTests, 'packages/build');
      everything();
    } else if (pkg === 'console-server') {
      if (CODE.test(file)) related.push(file);
      if (plan.e2e !== 'all') add(plan.e2e, 'tests/console/');
    } else if (top === 'e2e') {
      if (plan.e2e === 'all') continue;
      const spec = file.match(/^e2e\/(tests\/.*\.spec\.ts)$/);
      if (spec) add(plan.e2e, spec[1]);
      else if (!/\.md$/.test(file)) plan.e2e = 'all'; // support, ports, config, prepare: every spec
    } else if (top === 'scripts' || top === 'bench') {
      if (CODE.test(file)) add(plan.nodeTests, top === 'bench' ? 'bench/lib' : 'scripts');
      if (file === 'scripts/build.mjs' || file === 'scripts/apps.mjs') everything();
    } else if (['package.json', 'pnpm-lock.yaml', 'jest.config.js', 'tsconfig.base.json'].includes(file)) {
      // the toolchain itself: everything
      everything();
      plan.server = 'all';
      plan.typecheck = true;
      plan.nodeTests = [...NODE_TEST_DIRS];
    }
  }
  if (plan.unit !== 'all' && related.length) plan.unit = { related };
  if (plan.e2e !== 'all') {
    // a folder covers the files in it
    plan.e2e = plan.e2e.filter((p) => !plan.e2e.some((q) => q !== p && q.endsWith('/') && p.startsWith(q)));
  }
  if (!plan.lint.length) plan.lint = null;
  if (plan.e2e !== 'all' && !plan.e2e.length) plan.e2e = null;
  return plan;
}
