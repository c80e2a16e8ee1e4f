// The devices area as a customer meets it (issue #11 "Forms and tables"), as demoadmin: the buy
// form opens with defaults and a price, its confirm step shows the charge and cancelling it
// charges nothing; an expired phone reads 已过期; the phone name opens its detail; sorting by
// expiry asks the server and changes the order. Expected values come from the API (specs share
// the database).
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { API, loginByApi, quietDialogs, registerFreshEnterprise } from '../support';

let token = '';
async function api<T>(request: APIRequestContext, path: string, params?: Record<string, string | number>) {
  const res = await request.get(`${API}${path}`, { headers: { 'P-Token': token }, params });
  const body = await res.json();
  expect(body.code, `${path}: ${body.message}`).toBe(0);
  return body.data as T;
}
interface Row {
  id: number;
  phone_name: string;
  state: string;
}

test.beforeEach(async ({ page, context, request }) => {
  await quietDialogs(page);
  token = await loginByApi(request, context);
});

const names = (page: Page) => page.locator('tbody tr.ant-table-row td:nth-child(2)').allInnerTexts();

test('buy form: defaults and a price at once; the confirm step shows the charge, cancelling charges nothing', async ({
  page,
  context,
  request,
}) => {
  // a fresh enterprise: room under the uncertified cap whatever the other specs bought
  token = await registerFreshEnterprise(request, context);
  const before = await api<{ balance_fen: number }>(request, '/phone/resource');
  const orders = await api<{ total: number }>(request, '/order/list', { page: 1, limit: 1 });
  await page.goto('/phone/buy');
  await expect(page.getByRole('heading', { level: 1, name: '购买云手机' })).toBeVisible();
  // a price without touching anything, and no "wait for the amount" message
  await expect(page.getByTestId('pay-amount')).toHaveText(/^¥\d/);
  await expect(page.getByText('请等待支付金额计算完成')).toHaveCount(0);
  const amount = await page.getByTestId('pay-amount').innerText();
  await expect(page.getByTestId('order-summary')).toContainText(amount);

  await page.getByRole('button', { name: /立即购买/ }).click();
  const dialog = page.getByRole('dialog', { name: '确认订单' });
  await expect(dialog).toContainText(amount);
  await expect(dialog.getByRole('button', { name: `确认支付 ${amount}` })).toBeVisible();
  await dialog.getByRole('button', { name: /返回修改/ }).click();
  await expect(dialog).toBeHidden();

  const after = await api<{ balance_fen: number }>(request, '/phone/resource');
  expect(after.balance_fen).toBe(before.balance_fen);
  expect((await api<{ total: number }>(request, '/order/list', { page: 1, limit: 1 })).total).toBe(orders.total);
});

test('an expired phone reads 已过期, and its name opens the detail', async ({ page, request }) => {
  const expired = (await api<{ list: Row[] }>(request, '/phone/list', { page: 1, limit: 50, filterStatus: 2 })).list;
  expect(expired.length).toBeGreaterThan(0);
  const phone = expired[0];
  expect(phone.state).toBe('expired');
  await page.goto('/phone/expiredCnt');
  const row = page.locator('tbody tr.ant-table-row', { hasText: phone.phone_name });
  await expect(row.locator('.ant-tag', { hasText: '已过期' })).toBeVisible();
  await expect(row.getByText('正常', { exact: true })).toHaveCount(0);
  await row.getByRole('link', { name: phone.phone_name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/phoneItem\\?id=${phone.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: phone.phone_name })).toBeVisible();
});

test('sorting by expiry asks the server and changes the order', async ({ page, request }) => {
  const asc = (await api<{ list: Row[] }>(request, '/phone/list', { page: 1, limit: 20, filterStatus: 0 })).list;
  const desc = (
    await api<{ list: Row[] }>(request, '/phone/list', {
      page: 1,
      limit: 20,
      filterStatus: 0,
      sort: 'expiration_time:desc',
    })
  ).list;
  await page.goto('/phone/all');
  await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();
  expect(await names(page)).toEqual(asc.map((p) => p.phone_name));
  // antd's header cycles ascending → descending: two clicks ask the server for the descending order
  const header = page.locator('thead th', { hasText: '到期时间' });
  await header.click();
  await expect(page).toHaveURL(/sort=expiration_time(%3A|:)asc/);
  const sorted = page.waitForRequest((r) => r.url().includes('/phone/list') && r.url().includes('expiration_time'));
  await header.click();
  await sorted;
  await expect(page).toHaveURL(/sort=expiration_time(%3A|:)desc/);
  await expect.poll(() => names(page)).toEqual(desc.map((p) => p.phone_name));
  expect(desc.map((p) => p.phone_name)).not.toEqual(asc.map((p) => p.phone_name));
});
