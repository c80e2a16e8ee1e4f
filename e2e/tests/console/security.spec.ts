// Browser hardening of the composed console (issue 9, items 1 and 10): it runs under its
// Content-Security-Policy without a single violation, serves the security headers, keeps source
// maps and the API's developer-only reads out of reach of the public port.
import { expect, type Page, test } from '@playwright/test';
import { AREAS } from '../areas';
import { API, loginByApi, quietDialogs } from '../support';

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

/** Collects CSP violations (from the first script on) and console errors of a page. */
async function watch(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: unknown[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__csp.push({
        directive: e.violatedDirective,
        blocked: e.blockedURI,
        source: `${e.sourceFile}:${e.lineNumber}`,
      });
    });
  });
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return {
    violations: () => page.evaluate(() => (window as unknown as { __csp: Violation[] }).__csp),
    cspErrors: () => errors.filter((t) => /content security policy|refused to/i.test(t)),
    errors,
  };
}

const remoteRoot = (page: Page, area: string) => page.locator(`[data-testid="remote-root"][data-remote="${area}"]`);

test('the login page runs under the policy with no violation', async ({ page }) => {
  const w = await watch(page);
  await page.goto('/login');
  await expect(page.getByPlaceholder('用户名')).toBeVisible();
  expect(await w.violations()).toEqual([]);
  expect(w.cspErrors()).toEqual([]);
  // the control: an injected inline script is refused, and the watcher sees it
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__inlineRan = true';
    document.body.append(s);
  });
  await expect.poll(async () => (await w.violations()).map((v) => v.directive)).toEqual(['script-src-elem']);
  expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
});

test('the composed console (host + remotes from the registry) runs with zero CSP violations', async ({
  page,
  request,
  context,
}) => {
  await quietDialogs(page);
  await loginByApi(request, context);
  const w = await watch(page);
  await page.goto('/phone/all');
  // the remote's own code ran and drew its antd table (rows depend on data, not on the policy)
  const table = (area: string) => remoteRoot(page, area).locator('.ant-table');
  await expect(table('devices')).toBeVisible({ timeout: 30_000 });
  // a second remote, loaded in the same page through client-side navigation
  await page.getByRole('navigation').getByText('网卡管理').click();
  await expect(table('network')).toBeVisible({ timeout: 30_000 });
  // antd's styles apply: its stylesheet, one file (style-src 'self'), read the theme's CSS variables,
  // which antd writes into <style> elements (style-src 'unsafe-inline'): the primary is the console's blue
  await expect(page.locator('link[rel="stylesheet"][href^="/css/antd."]')).toHaveCount(1);
  expect(await page.locator('style').count()).toBeGreaterThan(0);
  const primary = page.getByTestId('recharge-button');
  await expect(primary).toBeVisible();
  expect(await primary.evaluate((el) => getComputedStyle(el).cursor)).toBe('pointer');
  expect(await primary.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(46, 102, 232)'); // #2e66e8
  expect(await w.violations()).toEqual([]);
  expect(w.cspErrors()).toEqual([]);
});

test('security headers on the page and on the JS of the host and of a remote', async ({ request }) => {
  const registry = await (await request.get('/remotes/registry.json')).json();
  const devices = registry.remotes.devices.entry as string;
  const remoteEntry = devices.replace(/mf-manifest\.json$/, 'remoteEntry.js');
  for (const url of ['/', '/phone/all', '/js/main.js', remoteEntry, '/remotes/registry.json']) {
    const res = await request.get(url);
    expect([url, res.status()]).toEqual([url, 200]);
    const h = res.headers();
    const csp = h['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(h['x-frame-options']).toBe('DENY');
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(h['permissions-policy']).toContain('camera=()');
    expect(h['strict-transport-security']).toBeUndefined(); // plain HTTP, no trusted proxy
  }
  // the page has no inline script: every <script> has a src, but two data blocks (never run): the
  // entries' script lists (packages/build/entry-preload.js) and the registry
  const html = await (await request.get('/')).text();
  expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? []).toEqual([
    '<script type="application/json" id="console-preload">',
    '<script type="application/json" id="console-registry">',
  ]);
});

test("the SMS simulator's last code is not reachable through the console port", async ({ request }) => {
  // send a code first, so there is one to leak
  await request.post('/api/sms/code', { data: { phone: '13800000000', scene: 'login' } }).catch(() => undefined);
  for (const url of [
    '/api/dev/sms/last?phone=13800000000',
    '/api/%64ev/sms/last?phone=13800000000',
    '/api//dev/sms/last?phone=13800000000',
  ]) {
    const res = await request.get(url);
    expect([url, res.status()]).toEqual([url, 404]);
    const body = await res.json();
    expect(body).toEqual({ code: 40004, message: expect.any(String), data: null });
    expect(JSON.stringify(body)).not.toMatch(/\b\d{6}\b/);
  }
  // the API itself still answers its developer read in this dev/test run (DEV_MODE=1)
  expect((await request.get(`${API}/dev/sms/last?phone=13800000000`)).status()).not.toBe(502);
});

test('source maps are not served (they stay in the build folders)', async ({ request }) => {
  const registry = await (await request.get('/remotes/registry.json')).json();
  const remoteEntry = (registry.remotes[AREAS[0].area].entry as string).replace(/mf-manifest\.json$/, 'remoteEntry.js');
  for (const js of ['/js/main.js', remoteEntry]) {
    expect((await request.get(js)).status()).toBe(200);
    expect((await request.get(`${js}.map`)).status()).toBe(404);
  }
});
