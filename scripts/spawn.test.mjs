import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pool } from './spawn.mjs';

const later = (ms, value, log, name) => async () => {
  log.push(`start ${name}`);
  await new Promise((r) => setTimeout(r, ms));
  log.push(`end ${name}`);
  return value;
};

test('pool runs two at a time, in order, and keeps each result in its place', async () => {
  const log = [];
  const results = await pool([later(30, 0, log, 'a'), later(5, 0, log, 'b'), later(5, 0, log, 'c')], 2);
  assert.deepEqual(results, [0, 0, 0]);
  // c starts when b ends, while a still runs
  assert.deepEqual(log.slice(0, 4), ['start a', 'start b', 'end b', 'start c']);
});

test('pool starts nothing after a failure', async () => {
  const log = [];
  const results = await pool([later(5, 1, log, 'a'), later(5, 0, log, 'b')], 1);
  assert.deepEqual(results, [1]);
  assert.ok(!log.includes('start b'));
});
