// A first login on a fresh enterprise (issues #10 and #11): the new-user guide is an in-page
// checklist that follows real progress, and the first-visit dialogs never stack: a new enterprise
// has no phones (no renewal reminder), so the certification notice (not certified, spec §4) is the
// one modal, after its 1 s; a route change closes it.
import { expect, test } from '@playwright/test';
import { loginByApi, quietDialogs, registerFreshEnterprise } from '../support';

test('first login: the getting-started checklist in the page, one modal at a time, closed by a route change', async ({
  page,
  request,
  context,
}) => {
  await registerFreshEnterprise(request, context);
  await page.goto('/phone/all');
  const card = page.getByTestId('getting-started');
  await expect(card).toBeVisible();
  const steps = card.locator('[data-testid^="step-"]');
  await expect(steps).toHaveCount(4);
  await expect(card.locator('[data-testid^="step-"][data-done="true"]')).toHaveCount(0);

  const open = page.locator('.ant-modal:visible');
  await expect(open).toHaveCount(1, { timeout: 5000 });
  await expect(open.locator('.ant-modal-title')).toHaveText('企业认证');
  // a check that nothing stacks on it: only letting the time pass shows it
  await page.waitForTimeout(1500);
  await expect(open).toHaveCount(1);

  // a route change (here the browser's own navigation: the modal's mask covers the page's links)
  // closes the open first-visit dialog
  await page.evaluate(() => {
    window.history.pushState({}, '', '/phone/expiredCnt');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/phone\/expiredCnt$/);
  await expect(open).toHaveCount(0);
});

// issue 34 item 5: on a 1440 × 900 screen the page's data starts in the upper half, for the demo boss
// (carousel, renewal notice and alerts above the list) as for a newcomer (the getting-started guide)
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
