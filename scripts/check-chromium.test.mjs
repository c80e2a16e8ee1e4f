// The install-or-stop decision of check-chromium.mjs, for every combination that matters.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { plan } from './check-chromium.mjs';

const base = { path: '/usr/bin/chromium', exists: false, custom: false, isRoot: false, hasSudo: false, hasApt: true };
const APT = [
  ['apt-get', 'update', '-qq'],
  ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'install', '-y', '-qq', 'chromium'],
];

test('nothing to do when Chromium is there, whoever runs it', () => {
  for (const isRoot of [true, false]) assert.deepEqual(plan({ ...base, exists: true, isRoot }), { action: 'ready' });
});

test('root installs with apt-get directly', () => {
  assert.deepEqual(plan({ ...base, isRoot: true, hasSudo: true }), { action: 'install', commands: APT });
});

test('a user with sudo installs through non-interactive sudo', () => {
  assert.deepEqual(plan({ ...base, hasSudo: true }), {
    action: 'install',
    commands: APT.map((c) => ['sudo', '-n', ...c]),
  });
});

test('a user without sudo is told, in one line, what to run', () => {
  const p = plan(base);
  assert.equal(p.action, 'stop');
  assert.match(p.message, /^Chromium not found at \/usr\/bin\/chromium: run `sudo apt-get install -y chromium`\.$/);
});

test('no apt-get: stop and say where Chromium must be', () => {
  const p = plan({ ...base, isRoot: true, hasApt: false });
  assert.equal(p.action, 'stop');
  assert.doesNotMatch(p.message, /\n/);
  assert.match(p.message, /install Chromium there/);
});

test('a custom CHROMIUM_PATH that is missing is never "fixed" by installing Debian\'s', () => {
  const p = plan({ ...base, path: '/opt/chrome/chrome', custom: true, isRoot: true });
  assert.deepEqual(p, {
    action: 'stop',
    message: 'Chromium not found at CHROMIUM_PATH=/opt/chrome/chrome: fix CHROMIUM_PATH or unset it.',
  });
});
