// The composed console: six remotes loaded at run time from the registry, one URL truth, one copy
// of each shared library, and a failing remote contained in its own area.
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { DEPLOY_DIR } from '../../ports';
import { AREAS } from '../areas';
import { CONSOLE, loginByApi, quietDialogs } from '../support';

const remoteRoot = (page: Page, area: string) => page.locator(`[data-testid="remote-root"][data-remote="${area}"]`);
const listRows = (page: Page, area: string) => remoteRoot(page, area).locator('.ant-table-tbody tr.ant-table-row');

test.beforeEach(async ({ page, request, context }) => {
  await quietDialogs(page);
  await loginByApi(request, context);
});

for (const a of AREAS) {
  test(`${a.pkg} mounts at ${a.path}, with real rows, and survives a reload (deep link)`, async ({ page }) => {
    await page.goto(a.path);
    await expect(remoteRoot(page, a.area)).toBeVisible();
    await expect(listRows(page, a.area).first()).toBeVisible();
    await page.reload();
    await expect(listRows(page, a.area).first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${a.path}$`));
  });
}

test('navigation host → remote → other remote → back keeps the URL and the sidebar in step', async ({ page }) => {
  await page.goto('/console');
  await expect(page.getByTestId('remote-versions')).toBeVisible();
  const nav = page.getByRole('navigation');
  await nav.getByText('设备管理').click();
  await expect(page).toHaveURL(/\/phone\/all$/);
  await expect(listRows(page, 'devices').first()).toBeVisible();
  await expect(nav.locator('.ant-menu-item-selected')).toContainText('设备管理');
  await nav.getByText('网卡管理').click();
  await expect(page).toHaveURL(/\/NetworkCard\/all$/);
  await expect(listRows(page, 'network').first()).toBeVisible();
  await expect(nav.locator('.ant-menu-item-selected')).toContainText('网卡管理');
  await page.goBack();
  await expect(page).toHaveURL(/\/phone\/all$/);
  await expect(listRows(page, 'devices').first()).toBeVisible();
  await expect(nav.locator('.ant-menu-item-selected')).toContainText('设备管理');
  await page.goBack();
  await expect(page).toHaveURL(/\/console$/);
  await page.goForward();
  await expect(listRows(page, 'devices').first()).toBeVisible();
});

test('a visited area comes back as it was left: not loaded, not mounted again', async ({ page }) => {
  await page.goto('/phone/all');
  const nav = page.getByRole('navigation');
  await expect(listRows(page, 'devices').first()).toBeVisible();
  // a mark on the area's DOM: a re-mount would draw a new tree without it
  await remoteRoot(page, 'devices').evaluate((el) => el.setAttribute('data-e2e-kept', ''));
  await nav.getByText('网卡管理').click();
  await expect(listRows(page, 'network').first()).toBeVisible();
  await expect(remoteRoot(page, 'devices')).toBeHidden();

  // (areas not opened yet may be loading in the background meanwhile: only the devices' scripts count)
  const scripts: string[] = [];
  page.on(
    'request',
    (r) => r.resourceType() === 'script' && r.url().includes('/remote-devices/') && scripts.push(r.url()),
  );
  await nav.getByText('设备管理').click();
  await expect(page).toHaveURL(/\/phone\/all$/);
  await expect(listRows(page, 'devices').first()).toBeVisible();
  await expect(remoteRoot(page, 'devices')).toHaveAttribute('data-e2e-kept', '');
  await expect(remoteRoot(page, 'network')).toBeHidden();
  expect(scripts).toEqual([]);
  // the shown area follows the URL again: a view tab of the kept list still works
  await remoteRoot(page, 'devices').locator('[data-testid="view-tabs"] a', { hasText: '即将过期' }).click();
  await expect(page).toHaveURL(/willExpiredCnt/);
});

test('areas not opened yet load in the background once the first is on screen; opening one fetches no script', async ({
  page,
}) => {
  const entries = new Set<string>();
  let lastScriptAt = Date.now();
  page.on('request', (r) => {
    if (r.resourceType() !== 'script') return;
    lastScriptAt = Date.now();
    const entry = r.url().match(/\/remotes\/(remote-[a-z]+)\/.*remoteEntry\.js$/);
    if (entry) entries.add(entry[1]);
  });
  await page.goto('/phone/all');
  await expect(listRows(page, 'devices').first()).toBeVisible();
  // every other area's code arrives without being opened, then the page goes quiet
  await expect.poll(() => [...entries].sort(), { timeout: 30_000 }).toEqual(AREAS.map((a) => a.pkg).sort());
  await expect.poll(() => Date.now() - lastScriptAt, { timeout: 30_000 }).toBeGreaterThan(1_500);
  // nothing was drawn for them
  await expect(page.locator('[data-testid="remote-area"]')).toHaveCount(1);

  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await page.getByRole('navigation').getByText('网卡管理').click();
  await expect(listRows(page, 'network').first()).toBeVisible();
  expect(scripts).toEqual([]);
});

test("the page carries the registry and each area's manifest: no request for either, first screen or next area", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (/(registry|mf-manifest)\.json$/.test(new URL(r.url()).pathname)) asked.push(r.url());
  });
  await page.goto('/phone/all');
  await expect(listRows(page, 'devices').first()).toBeVisible();
  await page.getByRole('navigation').getByText('网卡管理').click();
  await expect(listRows(page, 'network').first()).toBeVisible();
  expect(asked).toEqual([]);
});

test('an area opened on a list route asks for its first rows while its code is on its way, once', async ({ page }) => {
  const log: string[] = [];
  let rowsAsked = () => {};
  const rowsAskedOnce = new Promise<void>((resolve) => (rowsAsked = resolve));
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname !== '/api/phone/list') return;
    log.push(`${url.pathname}${url.search}`);
    rowsAsked();
  });
  // the area's ./app is held back until the rows are asked for (10 s at most): a screen that
  // waited for its code to ask would ask only after that
  const expose = '**/remotes/remote-devices/*/js/__federation_expose_app.*.js';
  await page.route(expose, async (route) => {
    await Promise.race([rowsAskedOnce, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    log.push('code in');
    await route.continue();
  });
  await page.goto('/phone/all');
  await expect(listRows(page, 'devices').first()).toBeVisible({ timeout: 20_000 });
  const rows = log.filter((l) => l.startsWith('/api/phone/list?'));
  expect(rows).toEqual(['/api/phone/list?page=1&limit=20&filterStatus=0']);
  expect(log.indexOf(rows[0])).toBeLessThan(log.indexOf('code in'));
  await page.unroute(expose);
  // a page with a query asks for itself (what the route publishes is the query-less first screen)
  await page.goto('/phone/all?page=2');
  await expect(listRows(page, 'devices').first()).toBeVisible();
  expect(log.filter((l) => l.startsWith('/api/phone/list?page=2'))).toHaveLength(1);
});

test('a link inside a remote navigates to another area through the one history', async ({ page }) => {
  await page.goto('/phone/all');
  const link = remoteRoot(page, 'devices').locator('a[href="/NetworkCard/all"]').first();
  await link.click();
  await expect(page).toHaveURL(/\/NetworkCard\/all$/);
  await expect(listRows(page, 'network').first()).toBeVisible();
  await expect(page.getByRole('navigation').locator('.ant-menu-item-selected')).toContainText('网卡管理');
});

test('each shared library is downloaded once for the whole console', async ({ page, request }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  // one page load, then in-app navigation through every area, as a person would
  await page.goto('/phone/all');
  await expect(listRows(page, 'devices').first()).toBeVisible();
  const nav = page.getByRole('navigation');
  for (const [label, area] of [
    ['分身管理', 'accounts'],
    ['网卡管理', 'network'],
    ['钱包流水', 'billing'],
  ]) {
    await nav.getByText(label).click();
    await expect(listRows(page, area).first()).toBeVisible();
  }
  for (const [label, area] of [
    ['成员管理', 'org'],
    ['店铺管理', 'stores'],
  ]) {
    await page.getByTestId('user-menu').click();
    // the user menu's item (成员管理 is in the sidebar too)
    await page.locator('.ant-dropdown').getByRole('menuitem', { name: label }).click();
    await expect(listRows(page, area).first()).toBeVisible();
  }
  // Every remote's manifest names the files that would hold its own copy of each shared library:
  // there are none (a remote's production build takes them all from the host), so the host's copy
  // serves everyone and no remote can fetch a second one.
  const registry = await (await request.get(`${CONSOLE}/remotes/registry.json`)).json();
  for (const a of AREAS) {
    const manifest = await (await request.get(`${CONSOLE}${registry.remotes[a.area].entry}`)).json();
    const shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[] = manifest.shared;
    const names = shared.map((s) => s.name);
    expect(names, `${a.pkg} shares the console's singletons`).toContain('antd');
    const ownCopies = shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]);
    expect(ownCopies, `${a.pkg} bundles its own copy of a shared library`).toEqual([]);
  }
  // ...and the host's files are each fetched at most once.
  const hostJs = requested.filter((p) => p.startsWith('/js/'));
  expect(new Set(hostJs).size).toBe(hostJs.length);
  // one React, one session, one language: the federation share scope holds one loaded copy each
  const copies = await page.evaluate(() => {
    type Scope = Record<string, Record<string, Record<string, { loaded?: boolean }>>>;
    const fed = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Scope> } }).__FEDERATION__;
    const loaded: Record<string, number> = {};
    const seen = new Set<object>();
    for (const scope of Object.values(fed.__SHARE__)) {
      for (const [lib, versions] of Object.entries(scope.default ?? {})) {
        for (const v of Object.values(versions)) {
          if (seen.has(v)) continue;
          seen.add(v);
          if (v.loaded) loaded[lib] = (loaded[lib] ?? 0) + 1;
        }
      }
    }
    return loaded;
  });
  for (const lib of [
    'react',
    'react-dom',
    'antd',
    'react-router',
    'i18next',
    'react-i18next',
    'axios',
    '@console/shared',
  ]) {
    expect(copies[lib], lib).toBe(1);
  }
});

/** Another area and its menu label, to prove the shell still navigates while one area is down. */
const neighbourOf = (area: string) => (area === 'devices' ? ['accounts', '分身管理'] : ['devices', '设备管理']);

for (const blocked of AREAS) {
  test(`when ${blocked.pkg} is unreachable its area shows a fallback and the rest works`, async ({ page }) => {
    await page.route(`**/remotes/${blocked.pkg}/**`, (r) => r.abort());
    await page.goto(blocked.path);
    const fallback = page.locator(`[data-testid="remote-fallback"][data-area="${blocked.area}"]`);
    await expect(fallback).toBeVisible();
    await expect(page.getByTestId('recharge-button')).toBeVisible(); // the shell is alive
    const [other, menuLabel] = neighbourOf(blocked.area);
    await page.getByRole('navigation').getByText(menuLabel).click();
    await expect(listRows(page, other).first()).toBeVisible();
    // back to the broken area, the network heals, and retry really loads it
    await page.goBack();
    await expect(fallback).toBeVisible();
    await page.unroute(`**/remotes/${blocked.pkg}/**`);
    await fallback.getByTestId('remote-retry').click();
    await expect(listRows(page, blocked.area).first()).toBeVisible();
  });
}

test("a live remote whose build is gone from the server keeps its pages: its area's fallback, not 页面不存在", async ({
  page,
}) => {
  // this worker's own deploy folder (ports.ts): the live remote-stores build disappears from it
  const live = JSON.parse(fs.readFileSync(path.join(DEPLOY_DIR, 'registry.json'), 'utf8')).remotes.stores.version;
  const build = path.join(DEPLOY_DIR, 'remotes', 'remote-stores', live);
  fs.renameSync(build, `${build}.gone`);
  try {
    await page.goto('/store/all');
    const fallback = page.locator('[data-testid="remote-fallback"][data-area="stores"]');
    await expect(fallback).toBeVisible();
    await expect(page).toHaveURL(/\/store\/all$/);
    await expect(page.getByText('页面不存在')).toHaveCount(0);
    await page.getByRole('navigation').getByText('设备管理').click();
    await expect(listRows(page, 'devices').first()).toBeVisible();
    await page.goBack();
    await expect(fallback).toBeVisible();
  } finally {
    fs.renameSync(`${build}.gone`, build);
  }
  // the build is back: retry loads the area
  await page.locator('[data-testid="remote-fallback"][data-area="stores"]').getByTestId('remote-retry').click();
  await expect(listRows(page, 'stores').first()).toBeVisible();
});

test('a remote that does not answer in time shows the fallback', async ({ page }) => {
  await page.route('**/remotes/remote-billing/**', async (r) => {
    await new Promise((resolve) => setTimeout(resolve, 12_000)); // the e2e console waits 8 s
    await r.continue().catch(() => undefined);
  });
  await page.goto('/order/all');
  await expect(page.locator('[data-testid="remote-fallback"][data-area="billing"]')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('recharge-button')).toBeVisible();
});

test('a remote that throws while rendering is contained in its area', async ({ page }) => {
  // malformed rows from the API make the device list's render throw
  await page.route('**/api/phone/list?*', (r) =>
    r.fulfill({ json: { code: 0, message: '', data: { total: 1, list: [null] } } }),
  );
  await page.goto('/phone/all');
  await expect(remoteRoot(page, 'devices').or(page.getByTestId('remote-error'))).toBeVisible();
  await expect(page.getByTestId('remote-error')).toBeVisible();
  await expect(page.getByTestId('recharge-button')).toBeVisible();
  await page.getByRole('navigation').getByText('网卡管理').click();
  await expect(listRows(page, 'network').first()).toBeVisible();
});
