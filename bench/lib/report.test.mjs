import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lighthouseRows } from './report.mjs';

const lighthouseOf = (lighthouse) => lighthouseRows({ lighthouse });

test("Lighthouse rows: medians against issue 37's goals on the composed console, the monolith beside it", () => {
  const run = (score) => ({ score, lcp: 2000, tbt: 100 });
  const rows = lighthouseOf({
    composed: { '/login': { mobile: [run(95), run(91), run(97)] }, '/phone/all': { desktop: [run(99)] } },
    monolith: { '/login': { mobile: [run(80)] } },
  });
  assert.deepEqual(
    rows.map((r) => [r.metric, r.value, r.budget, r.pass]),
    [
      ['mobile /login, composed (median of 3; LCP 2.0 s, TBT 100 ms)', 95, '≥ 90', true],
      ['desktop /phone/all, composed (median of 1; LCP 2.0 s, TBT 100 ms)', 99, '≥ 100', false],
      ['mobile /login, monolith (median of 1; LCP 2.0 s, TBT 100 ms)', 80, undefined, undefined],
    ],
  );
});

test('a failed Lighthouse run is a miss, named with its error, whatever the other runs scored', () => {
  const [row] = lighthouseOf({
    composed: { '/order/all': { mobile: [{ score: 99, lcp: 1000, tbt: 0 }, { error: 'ended on /auth' }] } },
  });
  assert.equal(row.metric, 'mobile /order/all, composed (median of 1, 1 failed: ended on /auth; LCP 1.0 s, TBT 0 ms)');
  assert.equal(row.pass, false);
});
