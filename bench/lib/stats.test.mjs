// node --test bench/lib (jest's testMatch does not reach bench/, so these use node's runner).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { median, percentile, ratio } from './stats.mjs';
import { markdownTable, textTable } from './table.mjs';
import { appOf } from './bytes.mjs';

test('median of odd and even counts, ignoring non-numbers', () => {
  assert.equal(median([5, 1, 3]), 3);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([NaN, 7, undefined]), 7);
  assert.ok(Number.isNaN(median([])));
});

test('nearest-rank percentiles', () => {
  const xs = Array.from({ length: 100 }, (_, i) => 100 - i); // 100..1, unsorted
  assert.equal(percentile(xs, 50), 50);
  assert.equal(percentile(xs, 95), 95);
  assert.equal(percentile(xs, 99), 99);
  assert.equal(percentile(xs, 100), 100);
  assert.equal(percentile([42], 95), 42);
  assert.ok(Number.isNaN(percentile([], 50)));
});

test('ratio is NaN without a usable denominator', () => {
  assert.equal(ratio(3, 2), 1.5);
  assert.ok(Number.isNaN(ratio(3, 0)));
  assert.ok(Number.isNaN(ratio(NaN, 2)));
});

test('tables: aligned text with verdicts, escaped markdown', () => {
  const rows = [
    { part: 'page', metric: 'first row', value: 812.4, unit: 'ms', budget: '≤ 1,000 ms', pass: true },
    { part: 'api', metric: 'a | b', value: 1234.5, unit: 'req/s', budget: '≥ 0.40 × bare', pass: false },
    { part: 'api', metric: 'none', value: NaN },
  ];
  const text = textTable(rows).split('\n');
  assert.equal(text.length, 5);
  assert.match(text[2], /^page\s+first row\s+812 ms\s+≤ 1,000 ms\s+pass$/);
  assert.match(text[3], /1,235 req\/s .*MISS$/);
  assert.match(text[4], /none\s+—$/);
  const md = markdownTable(rows).split('\n');
  assert.equal(md[1], '|---|---|---|---|---|');
  assert.equal(md[3], '| api | a \\| b | 1,235 req/s | ≥ 0.40 × bare | MISS |');
});

test('responses belong to the remote whose versioned folder serves them, else the host', () => {
  assert.equal(appOf('http://localhost:1/remotes/remote-devices/0.1.0/js/1.abc.js'), 'remote-devices');
  assert.equal(appOf('http://localhost:1/js/main.js'), 'host');
});
