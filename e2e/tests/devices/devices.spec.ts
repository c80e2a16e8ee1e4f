// The device list screen and its satellites as demoadmin: view counters agree with the list
// totals, bulk renewal waits for a selection, remark / group / network card / sub-account round
// trips through the row menu, recycle bin and restore, cloud sync with its record.
// Expected values come from the API (specs share one database in the full run).
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { API, CONSOLE, loginByApi, quietDialogs } from '../support';

let token = '';
const auth = () => ({ headers: { 'P-Token': token } });

async function api<T>(request: APIRequestContext, path: string, params?: Record<string, string | number>): Promise<T> {
  const res = await request.get(`${API}${path}`, { ...auth(), params });
  const body = await res.json();
  expect(body.code, `${path}: ${body.message}`).toBe(0);
  return body.data as T;
}

interface PhoneRow {
  id: number;
  phone_name: string;
  remark: string | null;
  group_id: number | null;
  account_id: number | null;
  network_card_id: number | null;
}

/** A visible phone by name, read from the API. */
async function phoneNamed(request: APIRequestContext, name: string): Promise<PhoneRow> {
  const page = await api<{ list: PhoneRow[] }>(request, '/phone/list', {
    page: 1,
    limit: 50,
    filterStatus: 0,
    keyword: name,
  });
  const p = page.list.find((x) => x.phone_name === name);
  expect(p, `${name} is in the list`).toBeTruthy();
  return p!;
}

/** 共 N 条 of the list's pagination. */
async function pageTotal(page: Page): Promise<number> {
  const text = await page.locator('.ant-pagination-total-text').innerText();
  return Number(/共\s*(\d+)\s*条/.exec(text)![1]);
}

const row = (page: Page, name: string) => page.locator('tbody tr.ant-table-row', { hasText: name });

/** Opens the row's 更多 menu and clicks an entry. */
async function rowAction(page: Page, name: string, label: string) {
  await row(page, name)
    .getByRole('button', { name: /更\s*多/ })
    .click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
}

/** Chooses an option of the dialog's select by its text. */
async function pick(page: Page, dialogTitle: string, option: string | RegExp) {
  const dialog = page.getByRole('dialog').filter({ hasText: dialogTitle });
  await dialog.locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
}

const PHONE = '云手机-011'; // demo phone without a sub-account or network card

test.beforeEach(async ({ page, request, context }) => {
  await quietDialogs(page);
  token = await loginByApi(request, context);
});

/** Opens a view and checks its page total against the API's; returns the total. */
async function viewTotalMatchesApi(page: Page, request: APIRequestContext, path: string, filterStatus: number) {
  await page.goto(path);
  await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();
  const total = await pageTotal(page);
  const fromApi = await api<{ total: number }>(request, '/phone/list', { page: 1, limit: 1, filterStatus });
  expect(total, path).toBe(fromApi.total);
  return total;
}

test('every view: the tab counter and the API total match the page total', async ({ page, request }) => {
  const tabbed = [
    { path: '/phone/all', filterStatus: 0, tab: '全部' },
    { path: '/phone/willExpiredCnt', filterStatus: 1, tab: '即将过期' },
    { path: '/phone/expiredCnt', filterStatus: 2, tab: '已过期' },
  ];
  for (const v of tabbed) {
    const total = await viewTotalMatchesApi(page, request, v.path, v.filterStatus);
    await expect(page.getByRole('link', { name: `${v.tab} (${total})`, exact: true })).toBeVisible();
  }
  // the views without a tab of their own
  await viewTotalMatchesApi(page, request, '/phone/unbindaccount', 4);
  await viewTotalMatchesApi(page, request, '/phone/unbindnetcard', 6);
});

test('bulk renewal is disabled until a phone is selected', async ({ page }) => {
  await page.goto('/phone/all');
  const renew = page.getByRole('button', { name: '批量续费' });
  await expect(renew).toBeDisabled();
  await row(page, '云手机-001').locator('input[type="checkbox"]').check();
  await expect(renew).toBeEnabled();
  await renew.click();
  await expect(page).toHaveURL(/\/phone\/renew\?selectPhoneIds=\d+$/);
});

test('remark and group round trips through the row menu', async ({ page, request }) => {
  const before = await phoneNamed(request, PHONE);
  const groups = await api<{ list: { id: number; name: string }[] }>(request, '/phone/groupList');
  expect(groups.list.length).toBeGreaterThan(0);
  const group = groups.list[0];

  await page.goto(`/phone/all?keyword=${encodeURIComponent(PHONE)}`);
  await expect(row(page, PHONE)).toBeVisible();
  // remark and group are columns a person turns on (列设置): the default set fits a 1440 px screen
  await page.getByRole('button', { name: '列设置' }).click();
  const settings = page.getByTestId('list-column-settings');
  await settings.getByRole('checkbox', { name: '备注' }).check();
  await settings.getByRole('checkbox', { name: '分组' }).check();
  await page.keyboard.press('Escape');

  const remark = `e2e备注${Date.now() % 100000}`;
  await rowAction(page, PHONE, '设置备注');
  const dialog = page.getByRole('dialog').filter({ hasText: '设置备注' });
  await dialog.locator('textarea').fill(remark);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(row(page, PHONE)).toContainText(remark);
  expect((await phoneNamed(request, PHONE)).remark).toBe(remark);

  await rowAction(page, PHONE, '设置分组');
  await pick(page, '设置分组', group.name);
  await expect(row(page, PHONE)).toContainText(group.name);
  expect((await phoneNamed(request, PHONE)).group_id).toBe(group.id);

  // back as it was: ungrouped, original remark
  await rowAction(page, PHONE, '设置分组');
  await pick(page, '设置分组', '不分组');
  await expect(row(page, PHONE)).not.toContainText(group.name);
  expect((await phoneNamed(request, PHONE)).group_id).toBe(before.group_id);
  await rowAction(page, PHONE, '设置备注');
  await dialog.locator('textarea').fill(before.remark ?? '');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await phoneNamed(request, PHONE)).remark ?? '').toBe(before.remark ?? '');
});

// issue 34: "the 绑定网卡 header clipped under the sticky 操作 column" — at 1440 × 900, in zh and en, every
// header shown by default ends left of the fixed 操作 column, so no column starts hidden under it
for (const [lang, actions, card] of [
  ['zh', '操作', '绑定网卡'],
  ['en', 'Actions', 'Network card'],
]) {
  test(`at 1440 px the default columns fit: none starts under the fixed 操作 column (${lang})`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await context.addCookies([{ name: 'language', value: lang, url: CONSOLE }]);
    await page.goto('/phone/all');
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    await expect(page.getByRole('columnheader', { name: actions })).toBeVisible();
    const { fixedLeft, rights } = await page.evaluate((actions) => {
      const ths = [...document.querySelectorAll<HTMLElement>('.ant-table-thead th')];
      // the 操作 column is fixed to the right edge (position: sticky)
      const fixed = ths.find((th) => th.textContent?.trim() === actions)!;
      return {
        fixedLeft: fixed.getBoundingClientRect().left,
        rights: ths
          .filter((th) => th !== fixed)
          .map((th) => [th.textContent, th.getBoundingClientRect().right] as const),
      };
    }, actions);
    for (const [title, right] of rights) expect([title, right <= fixedLeft + 0.5]).toEqual([title, true]);
    expect(rights.map(([title]) => title)).toContain(card);
  });
}

test('bind a network card and a sub-account: the cells show the bound names; unbind again', async ({
  page,
  request,
}) => {
  // a free, unexpired card and sub-account, read from their areas' lists
  const cards = await api<{ list: { id: number; name: string; phone_id: number | null; is_expired: number }[] }>(
    request,
    '/networkCard/list',
    { page: 1, limit: 1000, filterStatus: 0 },
  );
  const card = cards.list.find((c) => c.phone_id === null && !c.is_expired);
  const accounts = await api<{ list: { id: number; name: string; phone_id: number | null; is_expired: number }[] }>(
    request,
    '/account/list',
    { page: 1, limit: 1000, filterStatus: 0 },
  );
  const account = accounts.list.find((a) => a.phone_id === null && !a.is_expired);
  expect(card, 'a free network card in the demo data').toBeTruthy();
  expect(account, 'a free sub-account in the demo data').toBeTruthy();

  await page.goto(`/phone/all?keyword=${encodeURIComponent(PHONE)}`);
  const cells = row(page, PHONE);
  await expect(cells).toContainText('未绑定');

  await rowAction(page, PHONE, '绑定网卡');
  await pick(page, '绑定网卡', card!.name);
  await expect(cells.getByRole('link', { name: card!.name })).toBeVisible();
  expect((await phoneNamed(request, PHONE)).network_card_id).toBe(card!.id);

  await rowAction(page, PHONE, '绑定分身');
  await pick(page, '绑定分身', account!.name);
  await expect(cells.getByRole('link', { name: account!.name })).toBeVisible();
  expect((await phoneNamed(request, PHONE)).account_id).toBe(account!.id);

  await rowAction(page, PHONE, '绑定网卡');
  await pick(page, '绑定网卡', '解除绑定');
  await expect(cells.getByRole('link', { name: card!.name })).toHaveCount(0);
  await rowAction(page, PHONE, '绑定分身');
  await pick(page, '绑定分身', '解除绑定');
  await expect(cells.getByRole('link', { name: account!.name })).toHaveCount(0);
  const after = await phoneNamed(request, PHONE);
  expect([after.network_card_id, after.account_id]).toEqual([null, null]);
});

test('delete to the recycle bin, find it there, restore it back into the list', async ({ page }) => {
  await page.goto(`/phone/all?keyword=${encodeURIComponent(PHONE)}`);
  await expect(row(page, PHONE)).toBeVisible();
  await rowAction(page, PHONE, '删除');
  const confirm = page.getByRole('dialog').filter({ hasText: '删除 1 台云手机？' });
  await confirm.getByRole('button', { name: /删\s*除/ }).click();
  await expect(row(page, PHONE)).toHaveCount(0);

  await page.goto('/phone/recycle');
  await expect(row(page, PHONE)).toBeVisible();
  await row(page, PHONE)
    .getByRole('button', { name: /恢\s*复/ })
    .click();
  await expect(row(page, PHONE)).toHaveCount(0);

  await page.goto(`/phone/all?keyword=${encodeURIComponent(PHONE)}`);
  await expect(row(page, PHONE)).toBeVisible();
});

test('sync the selection: a new record in 云同步记录', async ({ page, request }) => {
  const before = await api<{ total: number }>(request, '/phone/syncRecords', { page: 1, limit: 1 });
  await page.goto(`/phone/all?keyword=${encodeURIComponent(PHONE)}`);
  await row(page, PHONE).locator('input[type="checkbox"]').check();
  await page.getByRole('button', { name: /^同\s*步$/ }).click();
  await expect(page.getByText(/已同步 1 台云手机|部分同步成功（共 1 台）|同步失败（共 1 台）/)).toBeVisible();

  await page.goto('/phone/syncRecord');
  await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();
  expect(await pageTotal(page)).toBe(before.total + 1);
  const newest = page.locator('tbody tr.ant-table-row').first();
  await expect(newest).toContainText('演示老板');
  await expect(newest.locator('td').nth(1)).toHaveText('1');
});

test('group control: the list selection arrives chosen, restart runs and shows each task', async ({
  page,
  request,
}) => {
  const phone = await phoneNamed(request, '云手机-002');
  await page.goto('/phone/all?keyword=' + encodeURIComponent('云手机-002'));
  await row(page, '云手机-002').locator('input[type="checkbox"]').check();
  await page.getByRole('button', { name: '批量控制' }).click();
  await expect(page).toHaveURL(new RegExp(`/phone/groupControl\\?selectPhoneIds=${phone.id}$`));

  const control = page.getByTestId('group-control');
  await expect(control.getByText('已选 1 台')).toBeVisible();
  // the 2.0 notice links the Windows client of the website config
  await expect(control.getByRole('link', { name: /Windows客户端下载/ })).toHaveAttribute('href', /CloudPhoneClient/);
  await control.getByTestId('operation-select').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '重启' }).click();
  await control.getByRole('button', { name: /执行/ }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '云手机-002' });
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  const results = page.getByTestId('group-control-results');
  await expect(results.locator('tbody tr', { hasText: '云手机-002' })).toContainText(/成功|失败/);
});
