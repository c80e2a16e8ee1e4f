// The free trial (issue 34: "免费试用 opens a text with no action"): a new enterprise's boss takes it
// from the top bar — one 1-day cloud phone at ¥0, once — and lands on the device list with the phone
// being allocated; opening the offer again says it was taken. The demo boss (a customer) is told why not.
import { expect, test } from '@playwright/test';
import { apiOf, loginByApi, memberBalance, quietDialogs, registerFreshEnterprise } from '../support';

test.beforeEach(async ({ page }) => {
  await quietDialogs(page);
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('a new customer takes the free trial from the top bar, once', async ({ page, request, context }) => {
  const token = await registerFreshEnterprise(request, context);
  const balance = await memberBalance(request, token);
  await page.goto('/phone/all');
  await page.getByRole('button', { name: '免费试用' }).click();
  const dialog = page.getByRole('dialog', { name: '免费试用' });
  await expect(dialog.getByTestId('free-trial-offer')).toContainText('2核4G');
  await dialog.getByRole('button', { name: '立即领取' }).click();
  await expect(page.getByText('试用云手机已下单，正在分配')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/phone\/all$/);
  await expect(page.getByTestId('allocating')).toContainText('1 台云手机分配中');
  // the order is a ¥0 purchase; the wallet did not move
  const orders = (await apiOf(request, token).get<{ list: { goods_name: string; pay_fen?: number }[] }>('/order/list'))
    .data.list;
  expect(orders.map((o) => o.goods_name)).toEqual(['免费试用云手机 2核4G 1天']);
  expect(await memberBalance(request, token)).toBe(balance);

  await page.getByRole('button', { name: '免费试用' }).click();
  await expect(dialog.getByTestId('free-trial-reason')).toHaveText('您的企业已领取过免费试用');
  await expect(dialog.getByRole('button', { name: '立即领取' })).toHaveCount(0);
});

test('an enterprise that already holds phones is told the trial is for new customers', async ({
  page,
  request,
  context,
}) => {
  await loginByApi(request, context);
  await page.goto('/phone/all');
  await page.getByRole('button', { name: '免费试用' }).click();
  const dialog = page.getByRole('dialog', { name: '免费试用' });
  await expect(dialog.getByTestId('free-trial-reason')).toHaveText('免费试用仅限尚未购买云手机的新用户');
  await expect(dialog.getByRole('heading', { name: '有疑问？联系客服' })).toBeVisible();
});
