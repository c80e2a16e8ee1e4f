// Shell services seen from the devices area (issue #10 item 5), each on an enterprise registered
// here: a balance purchase inside the area updates the top-bar balance and the sidebar counters
// without a page reload; a balance short of the price offers the shell's recharge dialog,
// prefilled with the missing amount.
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { type Api, apiOf, confirmCheckout, payAtCheckout, quietDialogs, registerFreshEnterprise } from '../support';

interface Resource {
  balance_fen: number;
  cap: { limit: number | null; held: number; remaining: number | null };
}
const resourceOf = async (api: Api) => (await api.get<Resource>('/phone/resource')).data;
const counters = async (api: Api) => (await api.get<{ allCnt: number }>('/phone/cnt')).data;

/** A mark on the window that a full page load would wipe: proves the page was not reloaded. */
async function markWindow(page: Page) {
  await page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
}
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

async function fillBuyForm(page: Page) {
  const form = page.getByTestId('checkout-form');
  await form.getByText('Android 10', { exact: true }).click();
  await form.getByText('中国大陆', { exact: true }).click();
  await form.getByText(/^2核4G/).click();
  await page.getByTestId('duration-select').click();
  await page.locator('.ant-select-item-option').filter({ hasText: /^1天$/ }).click();
  await form.getByText('否', { exact: true }).click();
  await form.getByText(/^余额支付/).click();
  await expect(page.getByTestId('pay-amount')).toHaveText(/^¥\d+\.\d\d$/);
}

/** A new enterprise's wallet is empty: money for a phone, paid at the simulated checkout. */
async function addMoney(api: Api, request: APIRequestContext) {
  const res = await api.post<{ url: string }>('/phone/recharge', { amount: 200, pay_type: 1 });
  expect(res.code).toBe(0);
  await payAtCheckout(request, res.data.url);
}

test('a balance purchase in the devices area updates the top-bar balance and the sidebar counters without a reload', async ({
  page,
  request,
  context,
}) => {
  // an enterprise of its own: no other spec's phones or purchases change what it counts
  const api = apiOf(request, await registerFreshEnterprise(request, context));
  await quietDialogs(page);
  await addMoney(api, request);
  const allBefore = (await counters(api)).allCnt;

  await page.goto('/phone/all');
  const balance = page.getByTestId('wallet-balance');
  const allCnt = page.getByTestId('phone-cnt-allCnt');
  await expect(allCnt).toContainText(String(allBefore));
  const balanceBefore = (await balance.textContent())!.trim();
  await markWindow(page);

  // into the buy screen by the list's own button: the area navigates, the page stays
  await page.getByTestId('list-page').getByRole('button', { name: '购买云手机', exact: true }).click();
  await fillBuyForm(page);
  await page.getByRole('button', { name: '立即购买' }).click();
  await confirmCheckout(page);
  await expect(page.getByText('购买成功')).toBeVisible();

  // the top bar shows what the server now says, without a reload
  const after = (await resourceOf(api)).balance_fen;
  await expect(balance).not.toHaveText(balanceBefore);
  await expect(balance).toHaveText(
    `¥${(after / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
  );
  // the simulator allocates a few seconds after payment; the counters follow in place
  await page.getByRole('button', { name: '查看设备列表' }).click();
  await expect(allCnt).toContainText(String(allBefore + 1), { timeout: 20_000 });
  expect(await sameDocument(page)).toBe(true);
});

test("a balance short of the price offers the shell's recharge dialog with the missing amount", async ({
  page,
  request,
  context,
}) => {
  // a new enterprise has an empty wallet: any phone costs more than its balance
  const api = apiOf(request, await registerFreshEnterprise(request, context));
  await quietDialogs(page);
  expect((await resourceOf(api)).balance_fen).toBe(0);

  await page.goto('/phone/buy');
  await fillBuyForm(page);
  const price = (await page.getByTestId('pay-amount').textContent())!.replace('¥', '');
  await expect(page.getByTestId('balance-short')).toBeVisible();
  await markWindow(page);
  await page.getByTestId('balance-recharge').click();

  const dialog = page.getByRole('dialog', { name: '充值' });
  await expect(dialog).toBeVisible();
  // the shortfall (price − 0) is the suggested amount
  await expect(dialog.locator('input#amount')).toHaveValue(price);
  expect(await sameDocument(page)).toBe(true);
});
