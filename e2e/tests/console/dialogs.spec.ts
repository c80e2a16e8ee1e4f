// Spec §2: "Dialogs are 450px wide unless stated otherwise, and dialogs can be dragged." (issue 36
// item 1). A form dialog and a confirmation on the departments screen, measured and dragged by
// their titles with the mouse, as a person would; the confirmation is then cancelled (no change).
import { type Locator, type Page, expect, test } from '@playwright/test';
import { loginByApi, quietDialogs } from '../support';

/**
 * Drags the dialog by `handle` 100 px left and 60 px down: the dialog (`box`) is 450 px wide and
 * the title, with the dialog's content around it, moved as far.
 */
async function expectDraggable(page: Page, box: Locator, handle: Locator) {
  expect((await box.boundingBox())!.width).toBe(450);
  const body = box.locator('.react-draggable');
  const [grip, before] = [(await handle.boundingBox())!, (await body.boundingBox())!];
  await page.mouse.move(grip.x + 10, grip.y + grip.height / 2);
  await page.mouse.down();
  await page.mouse.move(grip.x - 90, grip.y + grip.height / 2 + 60, { steps: 5 });
  await page.mouse.up();
  for (const [was, now] of [
    [grip, (await handle.boundingBox())!],
    [before, (await body.boundingBox())!],
  ]) {
    expect(Math.round(now.x - was.x)).toBe(-100);
    expect(Math.round(now.y - was.y)).toBe(60);
  }
}

test.beforeEach(async ({ page, request, context }) => {
  await quietDialogs(page);
  await loginByApi(request, context);
  await page.goto('/department/all');
  await expect(page.getByRole('heading', { level: 1, name: '部门管理' })).toBeVisible();
});

test('a form dialog (新建部门) is 450px wide and moves when its title is dragged', async ({ page }) => {
  await page.getByRole('button', { name: '新建部门' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectDraggable(page, page.locator('.ant-modal'), dialog.locator('.ant-modal-title'));
});

test('a confirmation (删除 a department) is 450px wide and moves when its title is dragged', async ({ page }) => {
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  await rows.first().getByRole('button', { name: '删除' }).click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toBeVisible();
  await expectDraggable(page, confirm, confirm.locator('.ant-modal-confirm-title'));
  // the rest of the dialog still works after a drag: cancelled, nothing deleted
  await confirm.getByRole('button', { name: /取\s*消/ }).click();
  await expect(confirm).toBeHidden();
  await expect(rows).toHaveCount(count);
});
