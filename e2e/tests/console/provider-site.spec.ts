// The provider's management site from the user menu: spec §7 "POST | /auth/zhanfu | body passed
// through; purpose not shown" and §7 Other "A provider management site address … [is] configured".
// The e2e API runs with the default address, the API's own simulator of that site: the new tab
// shows it for the demo enterprise; its one-time ticket does not open it twice (a reload is refused).
import { expect, test } from '@playwright/test';
import { apiOf, loginByApi, quietDialogs } from '../support';

test('the demo boss opens 服务商管理后台: a new tab shows the simulator with the enterprise; a reload is refused', async ({
  page,
  request,
  context,
}) => {
  await quietDialogs(page);
  const token = await loginByApi(request, context);
  const { company_name } = (await apiOf(request, token).get<{ company_name: string }>('/user/memberInfo')).data;
  expect(company_name).toBeTruthy();
  await page.goto('/phone/all');
  await page.getByTestId('user-menu').click();
  const opened = context.waitForEvent('page');
  await page.getByRole('menuitem', { name: '服务商管理后台' }).click();
  const site = await opened;
  await site.waitForLoadState();
  expect(site.url()).toMatch(/\/api\/provider\/simulator\?ticket=[\w-]+$/);
  await expect(site.getByRole('heading', { name: '云手机服务商管理后台（模拟器）' })).toBeVisible();
  await expect(site.getByTestId('enterprise-name')).toHaveText(company_name);
  await expect(site.getByTestId('phone-count')).toHaveText(/^\d+$/);
  // the tab cannot reach back into the console (window.open with noopener)
  expect(await site.evaluate(() => window.opener)).toBeNull();

  // the same ticket again: refused, nothing of the enterprise shown
  const again = await site.reload();
  expect(again?.status()).toBe(409);
  await expect(site.getByText('票据已使用')).toBeVisible();
  await expect(site.getByTestId('enterprise-name')).toHaveCount(0);
  await site.close();
});

test('staff are not offered 服务商管理后台', async ({ page, request, context }) => {
  await quietDialogs(page);
  await loginByApi(request, context, 'demostaff', 'staff');
  await page.goto('/phone/all');
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menuitem', { name: /修改登录密码|设置登录密码/ })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '服务商管理后台' })).toHaveCount(0);
});
