// Sub-accounts end to end (issue 13; spec §2, §4, §7, §9), as demoadmin: the three views with the
// current view's total; create → configure environment → bind a cloud phone → buy with the
// balance (the top-bar balance and the wallet flow follow) → initialize (the live status moves it
// to running, polled without the loading overlay) → power off → renew with the balance → delete.
// Axe on the new dialogs and pay screens. Expected values come from the API (other specs share
// the database).
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { type Api, apiOf, axeViolations, confirmCheckout, loginByApi, payAtCheckout, quietDialogs } from '../support';

async function axe(page: Page, scope?: string) {
  const bad = await axeViolations(page, scope);
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

const balanceFen = async (api: Api) =>
  (await api.post<{ balance_fen: number }>('/account/getBatchPaymentList', { kind: 'renew' })).data.balance_fen;

/** Tops the wallet up through the API's recharge when it holds less than `fen`. */
async function ensureBalance(api: Api, request: APIRequestContext, fen: number) {
  if ((await balanceFen(api)) >= fen) return;
  const res = await api.post<{ url: string }>('/phone/recharge', { amount: Math.ceil(fen / 100) + 10, pay_type: 1 });
  expect(res.code).toBe(0);
  await payAtCheckout(request, res.data.url);
}

/** As the console writes money: ¥1,234.56. */
const yuan = (fen: number) =>
  `¥${(fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function rowOf(page: Page, name: string) {
  // narrow the list to the one sub-account (names are unique per run)
  const search = page.getByPlaceholder('分身名称或备注');
  await search.fill(name);
  await search.press('Enter');
  // the list narrowed to that one row: the search's answer is drawn, not the list before it, which
  // the answer replaces (a CI run opened the row menu of that list and the menu went with it)
  const rows = page.locator('tr.ant-table-row').filter({ visible: true }); // areas visited before stay, hidden
  await expect(rows).toHaveCount(1);
  await expect(page.locator('[data-testid="list-table"][aria-busy="true"]')).toHaveCount(0);
  const row = rows.filter({ hasText: name });
  await expect(row).toHaveCount(1);
  return row;
}

async function menu(page: Page, row: ReturnType<Page['locator']>, item: string) {
  await row.getByRole('button', { name: /更多/ }).click();
  await page.locator('.ant-dropdown:visible .ant-dropdown-menu-item').filter({ hasText: item }).click();
}

async function choose(page: Page, testId: string, option: string | RegExp) {
  await page.getByTestId(testId).click();
  const dropdown = page.locator('.ant-select-dropdown:visible');
  const item = dropdown.locator('.ant-select-item-option').filter({ hasText: option }).first();
  // long lists are virtual: move down with the keyboard until the option is rendered
  for (let i = 0; i < 40 && (await item.count()) === 0; i++) await page.keyboard.press('ArrowDown');
  await item.click();
}

let api: Api;

test.beforeEach(async ({ page, request, context }) => {
  api = apiOf(request, await loginByApi(request, context));
  await quietDialogs(page);
});

test('the three views with the current view total', async ({ page }) => {
  const total = (await api.get<{ total: number }>('/account/list', { filterStatus: 2, page: 1, limit: 1 })).data.total;
  await page.goto('/account/expired');
  await expect(page.getByTestId('view-tabs').getByRole('link', { name: `已过期 (${total})` })).toBeVisible();
  await page.getByTestId('view-tabs').getByRole('link', { name: '全部' }).click();
  await expect(page).toHaveURL(/\/account\/all$/);
  const all = (await api.get<{ total: number }>('/account/list', { filterStatus: 0, page: 1, limit: 1 })).data.total;
  await expect(page.getByTestId('view-tabs').getByRole('link', { name: `全部 (${all})` })).toBeVisible();
});

test('create → environment → bind phone → bind and unbind a network card → buy → initialize → power off → renew → delete', async ({
  page,
  request,
}) => {
  await ensureBalance(api, request, 10_000);
  const name = `E2E分身-${Date.now().toString(36)}`;
  // a phone nobody's sub-account runs on
  const phones = (
    await api.get<{ list: { id: number; phone_name: string; account_id: number | null }[] }>('/phone/all')
  ).data.list;
  const free = phones.find((p) => p.account_id === null);
  expect(free, 'the demo enterprise has a phone without a sub-account').toBeTruthy();

  await page.goto('/account/all');
  await page.getByTestId('account-create').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('分身名称').fill(name);
  await axe(page, '.ant-modal');
  await dialog.getByRole('button', { name: '确 定' }).click();
  // the list is used once the dialog has gone: a search typed while it closes is lost to it
  await expect(dialog).toBeHidden();
  let row = await rowOf(page, name);
  await expect(row.getByTestId('account-state')).toHaveAttribute('data-state', 'creating');
  await expect(row).toContainText('待支付');

  // environment: brand, country and a §9 resolution
  await menu(page, row, '配置环境');
  await choose(page, 'env-brand', '小米 Xiaomi');
  await choose(page, 'env-country', '中国大陆');
  await choose(page, 'env-resolution', '1920×1080');
  await axe(page, '.ant-modal');
  await page.getByRole('dialog').getByRole('button', { name: '确 定' }).click();
  await expect(row).toContainText('xiaomi / CN / 1920×1080');

  // bind the free phone
  await menu(page, row, '绑定云手机');
  await choose(page, 'bind-phone-select', free!.phone_name);
  await page.getByRole('dialog').getByRole('button', { name: '确 定' }).click();
  await expect(row).toContainText(free!.phone_name);

  // a network card no other sub-account uses, chosen in the edit dialog; its IP shows on the row
  const cards = (
    await api.get<{ list: { id: number; name: string; ip: string; account_id: number | null }[] }>(
      '/networkCard/list',
      { page: 1, limit: 500, filterStatus: 2 },
    )
  ).data.list;
  const card = cards.find((c) => c.account_id === null && c.ip);
  expect(card, 'the demo enterprise has an unexpired network card without a sub-account').toBeTruthy();
  await menu(page, row, '编辑');
  await choose(page, 'account-card-select', `${card!.name} (${card!.ip})`);
  await page.getByRole('dialog').getByRole('button', { name: '确 定' }).click();
  await expect(row).toContainText(card!.ip);
  await menu(page, row, '解绑网卡');
  await page.locator('.ant-modal-confirm').getByRole('button', { name: '确 定' }).click();
  await expect(row).not.toContainText(card!.ip);

  // buy its first month with the balance: the top-bar balance follows, the ledger has the row
  const before = await balanceFen(api);
  await row.getByRole('link', { name: '购买' }).click();
  await expect(page).toHaveURL(/\/account\/buy\?selectAccountIds=\d+$/);
  await expect(page.getByText('已选 1 / 1 个分身')).toBeVisible();
  await choose(page, 'duration-select', /^1个月$/);
  await expect(page.getByTestId('pay-amount')).toHaveText('¥20.00');
  await page.getByText(/^余额/).first().click();
  await axe(page);
  await page.getByRole('button', { name: '立即购买' }).click();
  await confirmCheckout(page);
  await expect(page.getByTestId('pay-result')).toContainText('购买成功');
  expect(await balanceFen(api)).toBe(before - 2000);
  await expect(page.getByTestId('wallet-balance')).toContainText(yuan(before - 2000));
  const flows = await api.get<{ list: { kind: string; remark: string; change: string }[] }>('/walletFlow/list', {
    page: 1,
    limit: 5,
  });
  expect(flows.data.list[0]).toMatchObject({ kind: 'purchase', remark: '购买分身 ×1' });

  // initialize: the live status (polled quietly, no loading overlay) moves it to running
  await page.getByRole('button', { name: '返回分身列表' }).click();
  row = await rowOf(page, name);
  await menu(page, row, '初始化');
  await expect(page.getByRole('dialog')).toContainText('1 个分身可以初始化');
  await page.getByRole('dialog').getByRole('button', { name: '开始初始化' }).click();
  await expect(row.getByTestId('account-state')).toHaveAttribute('data-state', 'initializing');
  const polled = page.waitForRequest((r) => r.url().includes('/account/getStatus'), { timeout: 30_000 });
  await polled;
  await expect(page.getByText('加载中', { exact: true })).toHaveCount(0);
  await expect(row.getByTestId('account-state')).toHaveAttribute('data-state', 'running', { timeout: 60_000 });

  // details with the pod
  await row.getByRole('button', { name: '详情' }).click();
  await expect(page.getByTestId('pod-detail')).toBeVisible();
  await axe(page, '.ant-drawer');
  await page.keyboard.press('Escape');

  // power off
  await menu(page, row, '关机');
  await page.locator('.ant-modal-confirm').getByRole('button', { name: '确 定' }).click();
  await expect(row.getByTestId('account-state')).toHaveAttribute('data-state', 'powered_off');

  // renew one day with the balance
  const beforeRenew = await balanceFen(api);
  await row.getByRole('link', { name: '续费' }).click();
  await expect(page).toHaveURL(/\/account\/renew\?selectAccountIds=\d+$/);
  await choose(page, 'duration-select', /^1天$/);
  await expect(page.getByTestId('pay-amount')).toHaveText('¥1.00');
  await page.getByText(/^余额/).first().click();
  await axe(page);
  await page.getByRole('button', { name: '立即续费' }).click();
  await confirmCheckout(page);
  await expect(page.getByTestId('pay-result')).toContainText('续费成功');
  expect(await balanceFen(api)).toBe(beforeRenew - 100);
  await expect(page.getByTestId('wallet-balance')).toContainText(yuan(beforeRenew - 100));

  // delete: it leaves the list and frees the phone
  await page.getByRole('button', { name: '返回分身列表' }).click();
  row = await rowOf(page, name);
  await menu(page, row, '删除');
  await page.locator('.ant-modal-confirm').getByRole('button', { name: '确 定' }).click();
  await expect(page.locator('tr.ant-table-row').filter({ hasText: name })).toHaveCount(0);
  const after = (await api.get<{ list: { id: number; account_id: number | null }[] }>('/phone/all')).data.list;
  expect(after.find((p) => p.id === free!.id)?.account_id).toBe(null);
});
