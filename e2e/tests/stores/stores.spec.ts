// Stores area end to end (issue 15): a tag made on the tag page, a store created with a custom
// user agent and that tag, a cookie imported after confirming that it clears the store cache, an
// IP device bound (the store leaves 'awaiting device binding'), an employee authorized, the store
// handed over to another member and the transfer record seen, and the tag's usage link filtering
// the list. Expected values are read from the API: other specs share this database. The browser
// extension (spec §7 "Extension event types: logout, push install plugin, get plugin."): with a
// stand-in content script the console knows it is installed and hands an opened store over; without
// one it says the client is needed at once; signing out tells the extension.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { API, loginByApi, quietDialogs } from '../support';

let token = '';
const api = async (request: APIRequestContext, path: string) => {
  const json = await (await request.get(`${API}${path}`, { headers: { 'P-Token': token } })).json();
  expect(json.code, `${path}: ${json.message}`).toBe(0);
  return json.data;
};

/** Picks an option of an antd Select (inside `scope`) by typing its text. */
async function choose(page: Page, combobox: ReturnType<Page['getByRole']>, text: string) {
  await combobox.click();
  await page.keyboard.type(text);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().click();
}

/** A store row's action from its 更多 menu (打开 and 编辑 are the row's own links). */
async function rowAction(page: Page, store: string, action: string) {
  await page.getByRole('button', { name: `${store} 的更多操作` }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

/** What the console posted to the extension on this tab (the stand-in's records). */
const RECORDS = 'e2eExtensionPosts';
type Posted = { type: string; payload: { store_id?: number; name?: string } | null };
const posted = (page: Page): Promise<Posted[]> =>
  page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as Posted[], RECORDS);

/**
 * A content-script stand-in on every page of the test, in the page's own window like the real one's
 * messages: it records what the console posts ({ source: 'cloud-phone-console', type, payload }).
 * Installed (`answers`), it also announces itself (pushInstallPlugin) as it loads and answers
 * getPlugin, openStore and logout; not installed, it only listens, as no extension would.
 */
async function browserExtension(page: Page, answers: boolean) {
  await page.addInitScript(
    ({ key, answers }) => {
      const say = (type: string, payload?: unknown) =>
        window.postMessage({ source: 'cloud-phone-extension', type, payload }, window.location.origin);
      window.addEventListener('message', (e: MessageEvent) => {
        const d = e.data as { source?: string; type?: string; payload?: unknown } | null;
        if (e.source !== window || !d || d.source !== 'cloud-phone-console' || !d.type) return;
        const seen = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
        seen.push({ type: d.type, payload: d.payload ?? null });
        sessionStorage.setItem(key, JSON.stringify(seen));
        if (!answers) return;
        if (d.type === 'getPlugin') say('getPlugin', { version: 'e2e-1.0' });
        if (d.type === 'openStore') say('openStore');
        if (d.type === 'logout') say('logout');
      });
      if (answers) say('pushInstallPlugin', { version: 'e2e-1.0' });
    },
    { key: RECORDS, answers },
  );
}

const stamp = String(Date.now()).slice(-7);
const tagName = `E2E标签${stamp}`;
const storeName = `E2E店铺${stamp}`;
const ua = `Mozilla/5.0 (Windows NT 10.0; Win64; x64) E2E/${stamp}`;

test.beforeEach(async ({ page, request, context }) => {
  await quietDialogs(page);
  token = await loginByApi(request, context);
});

test('create with a custom UA, import a cookie, bind a device, authorize, hand over, filter by tag', async ({
  page,
  request,
}) => {
  // a tag to put on the store
  await page.goto('/tag');
  await page.getByRole('button', { name: '新建标签' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('标签名称').fill(tagName);
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(page.locator('tbody tr', { hasText: tagName })).toContainText('0 个店铺');

  // the store, with a custom user agent
  await page.goto('/store/all');
  await page.getByRole('button', { name: '新建店铺' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(dialog.getByText('店铺名称不能为空')).toBeVisible(); // spec §5
  await dialog.getByLabel('店铺名称').fill(storeName);
  await choose(page, dialog.getByRole('combobox', { name: '平台' }), 'Amazon');
  await choose(page, dialog.getByRole('combobox', { name: '站点' }), '德国');
  await dialog.getByLabel('账号', { exact: true }).fill(`e2e_${stamp}`);
  await dialog.getByLabel('密码', { exact: true }).fill('E2e-secret-1');
  await choose(page, dialog.getByRole('combobox', { name: '标签' }), tagName);
  await dialog.getByText('新建店铺').click(); // closes the multi-select's list, keeps the dialog
  await dialog.getByLabel('自定义').check();
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(dialog.getByText('UA不能为空')).toBeVisible();
  await dialog.getByLabel('Windows').check();
  await dialog.getByLabel('UA', { exact: true }).fill(ua);
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(dialog).toBeHidden();
  const row = page.locator('tbody tr', { hasText: storeName });
  await expect(row).toContainText('密码已设置');
  await expect(row).toContainText(tagName);
  const store = (await api(request, `/store/list?keyword=${encodeURIComponent(storeName)}`)).list[0];
  expect(store).toMatchObject({ ua_type: 'custom', ua_os: 'windows', user_agent: ua, site: 'DE', has_password: true });
  expect(JSON.stringify(store)).not.toContain('E2e-secret-1');

  // cookie import: confirm that it clears the store cache
  await rowAction(page, storeName, '导入Cookie');
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Cookie').fill('not a cookie');
  await dialog.getByRole('button', { name: /导\s?入/ }).click();
  await page.getByRole('button', { name: '清除缓存并导入' }).click();
  await expect(page.getByText('cookie格式错误').first()).toBeVisible(); // the server refuses it
  await dialog.getByLabel('Cookie').fill(JSON.stringify([{ name: 'session-id', value: 'e2e', domain: '.amazon.de' }]));
  await dialog.getByRole('button', { name: /导\s?入/ }).click();
  await expect(page.getByText('导入新的cookie会清除店铺缓存，确定导入吗？')).toBeVisible();
  await page.getByRole('button', { name: '清除缓存并导入' }).click();
  await expect(row).toContainText('1 个 Cookie');

  // bind an IP device: the store leaves 'awaiting device binding'
  const awaiting = async () =>
    (await api(request, `/store/list?view=awaiting_device&keyword=${encodeURIComponent(storeName)}`)).total;
  expect(await awaiting()).toBe(1);
  await rowAction(page, storeName, '绑定设备');
  dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'IP设备' }).click();
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
  const device = (await option.textContent())!.split(' ')[0];
  await option.click();
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(row).toContainText(device);
  expect(await awaiting()).toBe(0);

  // authorize an employee, then hand the store over to another member
  await rowAction(page, storeName, '授权');
  dialog = page.getByRole('dialog');
  await choose(page, dialog.getByRole('combobox', { name: '授权员工' }), '运营小王');
  await dialog.getByText(`授权员工：${storeName}`).click(); // closes the multi-select's list
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(row).toContainText('运营小王');

  await rowAction(page, storeName, '交接');
  dialog = page.getByRole('dialog');
  await choose(page, dialog.getByRole('combobox', { name: '接收人' }), '运营小王');
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(dialog.getByText('不能将店铺交接给自己')).toBeVisible();
  await choose(page, dialog.getByRole('combobox', { name: '接收人' }), '客服小李');
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('客服小李');
  await expect(row).not.toContainText('运营小王');

  const cnt = await api(request, '/store/cnt');
  await page.getByRole('link', { name: /^交接记录/ }).click();
  await expect(page).toHaveURL(/\/store\/transfers$/);
  await expect(page.getByRole('link', { name: `交接记录 (${cnt.transfers})` })).toBeVisible();
  const record = page.locator('tbody tr', { hasText: storeName });
  await expect(record).toContainText('运营小王');
  await expect(record).toContainText('客服小李');
  await expect(record).toContainText('演示老板');

  // the tag's usage link filters the store list by the tag
  await page.goto('/tag');
  await page.getByRole('link', { name: `${tagName}：1 个店铺` }).click();
  await expect(page).toHaveURL(/\/store\/all\?tag_id=\d+/);
  await expect(page.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(page.locator('tbody tr.ant-table-row')).toContainText(storeName);
});

test('the seven views show their server counts; an employee sees only the authorized stores', async ({
  page,
  request,
  context,
}) => {
  await page.goto('/store/all');
  await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();
  const cnt = await api(request, '/store/cnt');
  for (const [key, label] of [
    ['all', '全部'],
    ['recent', '最近打开'],
    ['urgent_renewal', '紧急续费'],
    ['awaiting_credentials', '待托管凭据'],
    ['awaiting_authorization', '待授权'],
    ['awaiting_device', '待绑定设备'],
    ['transfers', '交接记录'],
  ] as const) {
    await expect(page.getByRole('link', { name: `${label} (${cnt[key]})` })).toBeVisible();
    expect([key, cnt[key] > 0]).toEqual([key, true]);
  }

  await context.clearCookies();
  token = await loginByApi(request, context, 'demoemployee', 'staff');
  const mine = await api(request, '/store/list?page=1&limit=100');
  await page.goto('/store/all');
  await expect(page.getByRole('link', { name: `全部 (${mine.total})` })).toBeVisible();
  await expect(page.getByRole('button', { name: '新建店铺' })).toHaveCount(0);
  await expect(page.locator('tbody tr.ant-table-row')).toHaveCount(mine.total);
  await expect(page.getByRole('button', { name: /^打开 / }).first()).toBeVisible();
});

test.describe('browser extension — "Extension event types: logout, push install plugin, get plugin."', () => {
  test('installed: the console asks once, an opened store is handed over, signing out tells it', async ({ page }) => {
    await browserExtension(page, true);
    await page.goto('/store/all');
    const open = page.getByRole('button', { name: /^打开 / }).first();
    const name = (await open.getAttribute('aria-label'))!.replace(/^打开 /, '');
    await open.click();
    await expect(page.getByText(`已在浏览器插件中打开 ${name}`)).toBeVisible();
    await expect(page.getByText('需要浏览器插件或客户端')).toHaveCount(0);
    const sent = await posted(page);
    // one question for the whole console (host and stores area share @console/shared), then the store
    expect(sent.map((m) => m.type)).toEqual(['getPlugin', 'openStore']);
    expect(sent[1].payload).toMatchObject({ name, store_id: expect.any(Number) });

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/login/);
    // /login is a page load (the console's handoff): read the records once it has loaded, not while
    // the page is being replaced (a CI run read them mid-navigation: "Execution context was destroyed")
    await expect(page.locator('input[type="password"]')).toBeVisible();
    expect((await posted(page)).map((m) => m.type)).toEqual(['getPlugin', 'openStore', 'logout']);
  });

  test('not installed: the client is needed, said without offering the store and waiting', async ({ page }) => {
    await browserExtension(page, false);
    await page.goto('/store/all');
    const open = page.getByRole('button', { name: /^打开 / }).first();
    const name = (await open.getAttribute('aria-label'))!.replace(/^打开 /, '');
    const clicked = Date.now();
    await open.click();
    const told = page.getByRole('dialog', { name: '需要浏览器插件或客户端' });
    await expect(told).toBeVisible();
    await expect(told).toContainText(`请安装浏览器插件或使用 Windows 客户端打开 ${name}`);
    test.info().annotations.push({ type: 'shown after', description: `${Date.now() - clicked} ms` });
    // the console knew there was no extension: no openStore went out, so no hand-over time-out ran
    expect((await posted(page)).map((m) => m.type)).toEqual(['getPlugin']);
  });
});
