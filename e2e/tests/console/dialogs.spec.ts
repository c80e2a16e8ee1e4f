// Dialogs as spec §2 draws them: "Dialogs are 450px wide unless stated otherwise, and dialogs can
// be dragged." (issue 36 item 1): a form dialog and a confirmation on the departments screen,
// measured and dragged by their titles with the mouse, as a person would; the confirmation is then
// cancelled (no change). And axe-clean (issue 34: every dialog in zh and en at 1440 and 390 px):
// a form dialog and a confirmation, each in both languages and widths, on one walk page each.
import { type Locator, type Page } from '@playwright/test';
import { expectAxeClean, loginByApi, quietDialogs } from '../support';
import { expect, openInApp, test } from '../walk';

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

const departmentRows = (page: Page) => page.locator('main .ant-table-tbody tr.ant-table-row').filter({ visible: true });

test.describe('450px and draggable', () => {
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
    const rows = departmentRows(page);
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
});

const DIALOGS = [
  ['the new-department form', (page: Page) => page.getByRole('button', { name: /新建部门|New department/ }).click()],
  [
    'the delete-department confirmation',
    (page: Page) =>
      departmentRows(page)
        .first()
        .getByRole('button', { name: /删除|Delete/ })
        .click(),
  ],
] as const;

for (const lang of ['zh', 'en'] as const) {
  for (const width of [1440, 390]) {
    for (const [name, open] of DIALOGS) {
      test(`axe, ${lang} ${width}px: ${name}`, async ({ walk }) => {
        const page = await walk({ lang, width, start: '/department/all' });
        await openInApp(page, '/department/all');
        await expect(departmentRows(page).first()).toBeVisible();
        await open(page);
        const dialog = page.locator('.ant-modal').filter({ visible: true });
        await expect(dialog).toBeVisible();
        // at 390 px the 450px dialog fits the screen (antd narrows it to the window)
        expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(width);
        await expectAxeClean(page, '.ant-modal');
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      });
    }
  }
}
