import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runSteps, timingTable } from './timings.mjs';

test('steps run in order and stop at the first failure', () => {
  const ran = [];
  const rows = runSteps(['a', 'b', 'c'], (s) => (ran.push(s), s === 'b' ? 2 : 0));
  assert.deepEqual(ran, ['a', 'b']);
  assert.deepEqual(
    rows.map((r) => [r.step, r.status]),
    [
      ['a', 0],
      ['b', 2],
    ],
  );
});

test('the table has a row per step and a total that says whether all passed', () => {
  const table = timingTable([
    { step: 'lint', seconds: 61.4, status: 0 },
    { step: 'test:server', seconds: 200.2, status: 1 },
  ]);
  const lines = table.split('\n');
  assert.equal(lines.length, 4);
  assert.match(lines[1], /^lint\s+61\s+ok$/);
  assert.match(lines[2], /^test:server\s+200\s+failed \(1\)$/);
  assert.match(lines[3], /^total\s+262\s+failed$/);
});
