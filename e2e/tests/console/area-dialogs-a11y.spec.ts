// The row dialogs of the device list and the store list axe-clean (issue 34: "axe is clean (serious and
// critical) on every screen and dialog in zh and en at 1440 and 390 px"): each opened from the first
// row as a person opens it — its own link or its 更多 menu — in both languages and widths, on one walk
// page each. (提取记录 opens a page, walked with the screens.) (The network, billing, accounts and org specs audit their areas' dialogs; dialogs.spec the
// department form and confirmation; shell-dialogs-a11y the shell's.)
import type { Page } from '@playwright/test';
import { expectAxeClean } from '../support';
import { expect, openInApp, test } from '../walk';

const firstRow = (page: Page) => page.locator('main tbody tr.ant-table-row').filter({ visible: true }).first();

/** Picks an item of a row's 更多 menu by its key (the same in either language). */
async function rowMenu(page: Page, opener: ReturnType<Page['locator']>, key: string) {
  await opener.click();
  await page.locator(`.ant-dropdown:not(.ant-dropdown-hidden) [data-menu-id$="-${key}"]`).click();
}

const phoneMore = (page: Page) => firstRow(page).locator('[data-testid^="row-actions-"]');
const storeMore = (page: Page) =>
  firstRow(page)
    .getByRole('button')
    .filter({ hasText: /更多|More/ });

const DIALOGS: [screen: string, name: string, open: (page: Page) => Promise<void>][] = [
  ...['remark', 'group', 'networkCard', 'account', 'member', 'delete'].map(
    (key) =>
      ['/phone/all', `phone ${key}`, (page: Page) => rowMenu(page, phoneMore(page), key)] as [
        string,
        string,
        (page: Page) => Promise<void>,
      ],
  ),
  [
    '/store/all',
    'store edit',
    (page: Page) =>
      firstRow(page)
        .getByRole('button')
        .filter({ hasText: /编辑|Edit/ })
        .click(),
  ],
  ...['cookie', 'bind', 'authorize', 'handover', 'delete'].map(
    (key) =>
      ['/store/all', `store ${key}`, (page: Page) => rowMenu(page, storeMore(page), key)] as [
        string,
        string,
        (page: Page) => Promise<void>,
      ],
  ),
];

for (const lang of ['zh', 'en'] as const) {
  for (const width of [1440, 390]) {
    for (const [screen, name, open] of DIALOGS) {
      test(`axe, ${lang} ${width}px: the ${name} dialog`, async ({ walk }) => {
        const page = await walk({ lang, width, start: screen });
        await openInApp(page, screen);
        await expect(firstRow(page)).toBeVisible();
        await open(page);
        const dialog = page.locator('.ant-modal, .ant-drawer-content').filter({ visible: true });
        await expect(dialog).toBeVisible();
        // what a dialog loads (its pickers' options) has arrived before it is audited
        await expect(dialog.locator('.ant-spin-spinning')).toHaveCount(0);
        expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(width);
        await expectAxeClean(page, '.ant-modal, .ant-drawer-content');
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      });
    }
  }
}
