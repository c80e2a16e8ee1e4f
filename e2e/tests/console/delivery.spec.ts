// How the composed console reaches the browser (issue #18, "Transfer"): the production build's
// scripts, the host's and the remotes', arrive as their precompressed brotli variants, and the
// console runs on them.
import { expect, test } from '@playwright/test';
import { loginByApi, quietDialogs } from '../support';

test('first screen: every built script of 1 kB or more arrives brotli-compressed, host and remote', async ({
  page,
  request,
  context,
}) => {
  await quietDialogs(page);
  await loginByApi(request, context);
  const scripts = new Map<string, { encoding: string; length: number }>();
  page.on('response', (r) => {
    const p = new URL(r.url()).pathname;
    const h = r.headers();
    if (/\/js\/[^/]+\.js$/.test(p))
      scripts.set(p, { encoding: h['content-encoding'] ?? 'identity', length: Number(h['content-length']) });
  });
  await page.goto('/phone/all');
  await expect(page.locator('[data-area="devices"] .ant-table-row[data-row-key]').first()).toBeVisible();

  const all = [...scripts];
  const brotli = all.filter(([, s]) => s.encoding === 'br').map(([p]) => p);
  expect(brotli.filter((p) => p.startsWith('/js/')).length).toBeGreaterThan(5);
  expect(brotli.filter((p) => p.startsWith('/remotes/remote-devices/')).length).toBeGreaterThan(1);
  // what is not brotli is under 1 kB (not worth a variant)
  expect(all.filter(([, s]) => s.encoding !== 'br' && !(s.length < 1024))).toEqual([]);
});
