// The dashboard (issue #11 "A home that answers what needs me today"): reached from the sidebar
// header, its device figures equal the device list's counters, its cards lead to the list views,
// it can be made the start page, and at 390 px its cards stack.
import { expect, test, type Page } from '@playwright/test';
import { loginByApi, quietDialogs } from '../support';

test.beforeEach(async ({ page, request, context }) => {
  await quietDialogs(page);
  await loginByApi(request, context);
});

const counter = async (page: Page, key: string) =>
  Number((await page.getByTestId(`phone-cnt-${key}`).locator('span').last().textContent())?.trim());

test('from the sidebar header to the dashboard; its figures are the device list counters', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/phone/all');
  await expect(page.getByTestId('phone-cnt-allCnt')).toBeVisible();
  await expect.poll(() => counter(page, 'allCnt')).toBeGreaterThan(0);
  const all = await counter(page, 'allCnt');
  const willExpire = await counter(page, 'willExpiredCnt');
  const expired = await counter(page, 'expiredCnt');

  const link = page.getByRole('link', { name: /打开工作台/ });
  await expect(link).toHaveAttribute('href', '/dashboard');
  await link.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: '工作台' })).toBeVisible();

  await expect(page.getByTestId('dash-phones-all')).toHaveText(String(all));
  await expect(page.getByTestId('dash-phones-willExpire')).toHaveText(String(willExpire));
  await expect(page.getByTestId('dash-phones-expired')).toHaveText(String(expired));
  for (const h2 of ['设备状态', '本周到期', '近 7 天失败', '余额与自动续费', '快捷操作']) {
    await expect(page.getByRole('heading', { level: 2, name: h2 })).toBeVisible();
  }
  // the boss may recharge: the balance card and the quick actions offer it
  await expect(page.getByTestId('dash-action-recharge')).toBeVisible();

  await page.getByTestId('dash-phones-willExpire-link').click();
  await expect(page).toHaveURL(/\/phone\/willExpiredCnt$/);
});

test('the dashboard as start page: chosen in settings, kept for this user after a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: '工作台' })).toBeVisible();
  await page.getByRole('button', { name: '系统设置' }).click();
  const group = page.getByRole('radiogroup', { name: '起始页' });
  await expect(group.getByRole('radio', { name: '设备列表' })).toBeChecked();
  await group.getByRole('radio', { name: '工作台' }).check();
  expect(await page.evaluate(() => localStorage.getItem('startPage:demoadmin'))).toBe('/dashboard');

  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: '工作台' })).toBeVisible();
  await page.getByRole('button', { name: '系统设置' }).click();
  await expect(page.getByRole('radiogroup', { name: '起始页' }).getByRole('radio', { name: '工作台' })).toBeChecked();
});

test('at 390 px the cards stack in one column inside the viewport', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  const cards = ['phones', 'expiring', 'failures', 'balance', 'actions'].map((k) => page.getByTestId(`dashboard-${k}`));
  await expect(cards[0]).toBeVisible();
  const boxes = await Promise.all(cards.map((c) => c.boundingBox()));
  const lefts = new Set(boxes.map((b) => Math.round(b!.x)));
  expect(lefts.size).toBe(1);
  for (const b of boxes) expect(b!.x + b!.width).toBeLessThanOrEqual(390);
  for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.y).toBeGreaterThan(boxes[i - 1]!.y);
});
