// The boundary rule as `pnpm lint` runs it: the real eslint.config.js, imports linted as if they
// were in the named file (no file is written). Only the boundary rule's messages are looked at.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import { ROOT } from './boundaries.js';

// The code linted here is not the file on disk. Under CI=true typescript-eslint infers a single run
// and builds its program from the files on disk, so a .ts probe would be linted as the real file;
// the watch program (an editor's mode) reads the text given instead.
const eslint = new ESLint({
  cwd: ROOT,
  ruleFilter: ({ ruleId }) => ruleId === 'local/boundaries',
  overrideConfig: { languageOptions: { parserOptions: { disallowAutomaticSingleRunInference: true } } },
});

/** The boundary messages for `code` linted as the file at `filePath` (relative to the repo). */
async function crossings(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}/${filePath}` });
  assert.deepEqual(
    result.messages.filter((m) => m.fatal),
    [],
  );
  return result.messages.map((m) => m.message);
}

test('a remote never imports another remote, by relative path or by package name', async () => {
  const file = 'remote-devices/src/probe.js';
  assert.deepEqual(await crossings(file, "import { x } from '../../remote-accounts/src/api/accounts';"), [
    'remote-devices must not import remote-accounts (../../remote-accounts/src/api/accounts): a remote never imports another remote.',
  ]);
  assert.equal((await crossings(file, "export * from 'remote-billing/src/x';")).length, 1);
  assert.equal((await crossings(file, "const m = import('remote-org/App');")).length, 1);
  assert.equal((await crossings(file, "jest.mock('../../remote-stores/src/api');")).length, 1);
});

test('a remote never imports the host', async () => {
  const [message] = await crossings('remote-network/src/probe.js', "import '../../host/src/app/logout';");
  assert.match(message, /^remote-network must not import host/);
});

test('@console/shared never imports @console/ui', async () => {
  assert.deepEqual(await crossings('packages/shared/src/probe.js', "import { ListPage } from '@console/ui';"), [
    'packages/shared must not import packages/ui (@console/ui): @console/shared never imports @console/ui.',
  ]);
  assert.equal((await crossings('packages/shared/src/probe.js', "import '../../ui/src/index';")).length, 1);
});

test('packages never import an app', async () => {
  assert.deepEqual(await crossings('packages/ui/src/probe.js', "import { logout } from 'host/src/app/logout';"), [
    'packages/ui must not import host (host/src/app/logout): packages never import an app.',
  ]);
  assert.equal((await crossings('packages/ui/src/probe.js', "import '../../../remote-devices/src/x';")).length, 1);
});

test('the server never imports browser packages; the contract imports nothing of ours', async () => {
  assert.equal((await crossings('packages/server/src/probe.js', "import '@console/shared';")).length, 1);
  assert.equal((await crossings('packages/server/src/probe.js', "import '@console/ui';")).length, 1);
  assert.equal((await crossings('packages/contract/src/probe.js', "import '@console/shared';")).length, 1);
});

test('the allowed directions pass', async () => {
  const allowed = [
    ['remote-devices/src/probe.js', "import { get } from '@console/shared'; import { ListPage } from '@console/ui';"],
    ['remote-devices/src/probe.js', "import { api } from './api/phone'; import '../src/x';"],
    ['packages/ui/src/probe.js', "import { get } from '@console/shared';"],
    ['packages/server/src/probe.js', "import { Type } from 'typebox'; import '@console/contract';"],
    ['packages/contract/src/probe.js', "import { Type } from 'typebox'; import './common';"],
    // a name that only looks like an app is not one
    ['packages/ui/src/probe.js', "import './host-frame'; import '../remote-like';"],
  ];
  for (const [file, code] of allowed) assert.deepEqual(await crossings(file, code), [], `${file}: ${code}`);
});

test('TypeScript files are checked too (type-aware parsing of a real source file)', async () => {
  const messages = await crossings(
    'packages/console-server/src/main.ts',
    "import type { X } from 'remote-accounts/src/x';",
  );
  assert.deepEqual(messages, [
    'packages/console-server must not import remote-accounts (remote-accounts/src/x): packages never import an app.',
  ]);
});
