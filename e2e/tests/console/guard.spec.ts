import { expect, test } from '@playwright/test';
import { CONSOLE, DEMO_PASSWORD, loginByApi, quietDialogs } from '../support';

test('without a token every console route goes to /auth', async ({ page }) => {
  await page.goto('/phone/all');
  await expect(page).toHaveURL(/\/auth(\?|$)/);
  await page.goto('/walletFlow/all');
  await expect(page).toHaveURL(/\/auth(\?|$)/);
});

test('open routes need no session', async ({ page }) => {
  await page.goto('/operationManual');
  await expect(page).toHaveURL(/\/operationManual$/);
  await page.goto('/login');
  await expect(page.getByTestId('login-submit-password')).toBeVisible();
});

test('an unknown path goes to /404', async ({ page, request, context }) => {
  await quietDialogs(page);
  await loginByApi(request, context);
  await page.goto('/no/such/place');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('404').first()).toBeVisible();
});

test('an invalid token clears the session and sends the user to /auth', async ({ page, context }) => {
  await quietDialogs(page);
  await context.addCookies([{ name: 'p-token', value: 'not-a-real-token', url: CONSOLE }]);
  await page.goto('/phone/all');
  await expect(page).toHaveURL(/\/auth(\?|$)/);
  // the signed-out /auth has loaded: a first-time browser is greeted, with the way to sign in
  await expect(page.getByTestId('auth-to-login')).toBeVisible();
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'p-token')).toBeUndefined();
});

test('a staff member is kept out of admin-only areas', async ({ page, request, context }) => {
  await quietDialogs(page);
  await loginByApi(request, context, 'demostaff', 'staff');
  await page.goto('/walletFlow/all');
  await expect(page.getByRole('heading', { name: '403' })).toBeVisible();
  await expect(page).toHaveURL(/\/walletFlow\/all$/);
});

// issue 37: where every signed-out visitor starts is the light entry: no antd stylesheet, no
// console chunks; signed in from there, the member is back where they were going
test('a visitor without a session is on the light /auth, then signs in back to where they were going', async ({
  page,
}) => {
  await quietDialogs(page);
  const styles: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'stylesheet') styles.push(r.url());
  });
  await page.goto('/order/all');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Forder%2Fall$/);
  await expect(page.getByTestId('auth-welcome')).toBeVisible();
  await expect(page.locator('.ant-btn, .ant-layout')).toHaveCount(0);
  await page.getByTestId('auth-to-login').click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Forder%2Fall$/);
  expect(styles).toEqual([]);
  await page.getByPlaceholder('用户名').fill('demoadmin');
  await page.getByPlaceholder('密码').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit-password').click();
  await expect(page).toHaveURL(/\/order\/all$/);
  await expect(page.locator('link[rel="stylesheet"][href^="/css/antd."]')).toHaveCount(1);
});
