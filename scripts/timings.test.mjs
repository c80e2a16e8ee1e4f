import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runSteps, timingTable } from './timings.mjs';

test('steps run in order and stop at the first failure', async () => {
  const ran = [];
  const rows = await runSteps(['a', 'b', 'c'], async (s) => (ran.push(s), s === 'b' ? 2 : 0));
  assert.deepEqual(ran, ['a', 'b']);
  assert.deepEqual(
    rows.map((r) => [r.step, r.status]),
    [
      ['a', 0],
      ['b', 2],
    ],
  );
});

test('a list of scripts runs at the same time, each prefixed; a failure among them stops the run', async () => {
  const running = new Set();
  let most = 0;
  const seen = [];
  const run = async (s, { prefix }) => {
    seen.push([s, prefix]);
    running.add(s);
    most = Math.max(most, running.size);
    await new Promise((resolve) => setTimeout(resolve, 20));
    running.delete(s);
    return s === 'server' ? 1 : 0;
  };
  const rows = await runSteps([['lint', 'typecheck'], ['server', 'build'], 'e2e'], run);
  assert.equal(most, 2);
  assert.deepEqual(seen, [
    ['lint', true],
    ['typecheck', true],
    ['server', true],
    ['build', true],
  ]);
  assert.deepEqual(
    rows.map((r) => [r.step, r.status]),
    [
      ['lint', 0],
      ['typecheck', 0],
      ['server', 1],
      ['build', 0],
    ],
  );
});

test('a lane inside a step runs its scripts one after another, beside the other lanes; a failure ends its lane', async () => {
  const log = [];
  const run = async (s) => {
    log.push(`start ${s}`);
    await new Promise((resolve) => setTimeout(resolve, s === 'lint' ? 60 : 10));
    log.push(`end ${s}`);
    return s === 'unit' ? 3 : 0;
  };
  const rows = await runSteps([['lint', ['typecheck', 'unit', 'never']], 'server'], run);
  // typecheck and unit both ran while lint was still running; the lane stopped at unit's failure
  assert.deepEqual(log, ['start lint', 'start typecheck', 'end typecheck', 'start unit', 'end unit', 'end lint']);
  assert.deepEqual(
    rows.map((r) => [r.step, r.status]),
    [
      ['lint', 0],
      ['typecheck', 0],
      ['unit', 3],
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
  assert.match(timingTable([{ step: 'a', seconds: 5, status: 0 }], 3).split('\n')[2], /^total\s+3\s+ok$/);
});
