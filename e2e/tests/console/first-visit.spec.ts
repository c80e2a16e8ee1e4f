// A first login on a fresh enterprise (issues #10, #11, 34 and 36): the new-user guide is a dialog
// shown once (spec §2/§4) with the member's real progress, and the first-visit dialogs never stack:
// a new enterprise has no phones (no renewal reminder), so after the guide the certification notice
// (not certified, spec §4) takes its turn; a route change closes it.
import { expect, test } from '@playwright/test';
import { loginByApi, quietDialogs, registerFreshEnterprise } from '../support';

test('first login: the new-user guide once, then the certification notice, one modal at a time, closed by a route change', async ({
  page,
  request,
  context,
}) => {
  await registerFreshEnterprise(request, context);
  await page.goto('/phone/all');
  const open = page.locator('.ant-modal:visible');
  await expect(open).toHaveCount(1);
  await expect(open.locator('.ant-modal-title')).toHaveText('新手指引');
  const guide = page.getByTestId('new-user-guide');
  await expect(guide.locator('[data-testid^="step-"]')).toHaveCount(4);
  await expect(guide.locator('[data-testid^="step-"][data-done="true"]')).toHaveCount(0);
  await expect(guide).toContainText('已完成 0/4');
  // the certification notice's 1 s passes while the guide is open: it waits its turn
  await page.waitForTimeout(1500);
  await expect(open).toHaveCount(1);
  await guide.page().getByRole('button', { name: '知道了' }).click();
  await expect(open.locator('.ant-modal-title')).toHaveText('企业认证');
  await expect(open).toHaveCount(1);

  // a route change (here the browser's own navigation: the modal's mask covers the page's links)
  // closes the open first-visit dialog
  await page.evaluate(() => {
    window.history.pushState({}, '', '/phone/expiredCnt');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/phone\/expiredCnt$/);
  await expect(open).toHaveCount(0);

  // shown once: back on the home page after a reload, no guide
  await page.goto('/phone/all');
  await expect(page.locator('.ant-table')).toBeVisible();
  await expect(page.getByTestId('new-user-guide')).toHaveCount(0);
});

// issue 34 item 5: on a 1440 × 900 screen the page's data starts in the upper half, for the demo boss
// (carousel, renewal notice and alerts above the list) as for a newcomer (whose guide was a card above it)
test.describe('the first screen at 1440 × 900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the demo boss: /phone/all's first data row starts in the upper half", async ({ page, request, context }) => {
    await loginByApi(request, context);
    await quietDialogs(page);
    await page.goto('/phone/all');
    const firstRow = page.locator('.ant-table-tbody tr[data-row-key]').first();
    await expect(firstRow).toBeVisible();
    await expect(page.getByTestId('renew-notice')).toBeVisible(); // the demo has phones about to expire
    expect((await firstRow.boundingBox())!.y).toBeLessThan(450);
  });

  test("a newcomer: /phone/all's table starts in the upper half", async ({ page, request, context }) => {
    await registerFreshEnterprise(request, context);
    await quietDialogs(page);
    await page.goto('/phone/all');
    const table = page.locator('.ant-table-tbody');
    await expect(table).toBeVisible();
    expect((await table.boundingBox())!.y).toBeLessThan(450);
  });
});
