// The dialog audits of issue 34 ("axe is clean (serious and critical) on every screen and dialog in
// zh and en at 1440 and 390 px"): how a dialog is opened as a person opens it, and the one check
// every audited dialog gets. area-, more- and setup-dialogs-a11y.spec.ts list the dialogs.
import { expect, type Locator, type Page } from '@playwright/test';
import { expectAxeClean } from '../support';
import { openInApp, settle, test } from '../walk';

export type Opener = (page: Page) => Promise<void>;

export const LANGS = ['zh', 'en'] as const;
export const WIDTHS = [1440, 390] as const;

/** The visible rows of the screen's table. */
export const rows = (page: Page) => page.locator('main tbody tr.ant-table-row').filter({ visible: true });

/** Presses the screen's own button (a toolbar's, not a row's). */
export const button =
  (name: RegExp): Opener =>
  (page) =>
    page.locator('main').getByRole('button', { name }).filter({ visible: true }).first().click();

/** Presses `name` on the first row that offers it. */
export const rowButton =
  (name: RegExp): Opener =>
  (page) =>
    rows(page)
      .filter({ has: page.getByRole('button', { name }) })
      .first()
      .getByRole('button', { name })
      .click();

/** Picks an item of a menu by its key (the same in either language). */
export async function menuItem(page: Page, opener: Locator, key: string) {
  await opener.click();
  await page.locator(`.ant-dropdown:not(.ant-dropdown-hidden) [data-menu-id$="-${key}"]`).click();
}

const DIALOG = '.ant-modal, .ant-drawer-section';

/**
 * The dialog on show, once what it loads has arrived: it fits the window, says what it is about
 * (`says`), is axe-clean, and Escape closes it.
 */
export async function expectDialogAudited(page: Page, width: number, says?: RegExp) {
  const dialog = page.locator(DIALOG).filter({ visible: true });
  await expect(dialog).toBeVisible();
  if (says) await expect(dialog).toContainText(says);
  // what a dialog loads (its pickers' options) has arrived before it is audited
  await expect(dialog.locator('.ant-spin-spinning')).toHaveCount(0);
  expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(width);
  await expectAxeClean(page, DIALOG);
  // Only the topmost popup of antd's portal stack takes Escape. The pointer still rests where the
  // menu item was clicked, and antd opens a submenu on hover: a CI run caught one opening again over
  // the dialog, and Escape closed it instead. A person's pointer moves on; so does this one, and the
  // submenus are gone before Escape. A failure still says what else was on the page.
  await page.mouse.move(0, 0);
  await expect(page.locator('.ant-dropdown-menu-submenu-popup').filter({ visible: true })).toHaveCount(0);
  const popups = await popupsOn(page);
  await page.keyboard.press('Escape');
  await expect(dialog, `Escape closes the dialog; before it: ${popups}`).toBeHidden();
}

/** The popups in the page (dialogs, menus, submenus, tooltips) and where the focus is. */
const popupsOn = (page: Page) =>
  page.evaluate(() => {
    const popups = [
      ...document.querySelectorAll('.ant-modal-wrap, .ant-dropdown, .ant-dropdown-menu-submenu-popup, .ant-tooltip'),
    ].map(
      (e) => `${e.className.split(' ').slice(0, 3).join('.')}${(e as HTMLElement).checkVisibility() ? ' (shown)' : ''}`,
    );
    const focus = document.activeElement;
    return `${popups.join(', ') || 'no popups'}; focus on ${focus?.tagName}.${focus?.className}`;
  });

/** Opens `screen` in the app, unless the page is on it already (two dialogs of one screen). */
async function go(page: Page, screen: string) {
  const here = new URL(page.url());
  if (here.pathname + here.search === screen) return settle(page);
  await openInApp(page, screen);
}

export interface AuditedDialog {
  screen: string | (() => string);
  name: string;
  open: Opener;
  /** What the dialog says, to tell it from another one on show. */
  says?: RegExp;
  /** Waits on the screen before the dialog is opened (its rows, say). */
  ready?: Opener;
}

/** One test per dialog, language and width, each on the walk page of its language and width. */
export function auditDialogs(dialogs: readonly AuditedDialog[]) {
  for (const lang of LANGS) {
    for (const width of WIDTHS) {
      for (const d of dialogs) {
        // a screen named by a function is asked when the test runs (after the file's set-up)
        const screenOf = typeof d.screen === 'string' ? () => d.screen as string : d.screen;
        const ready = d.ready ?? (async () => undefined);

        test(`axe, ${lang} ${width}px: the ${d.name} dialog`, async ({ walk }) => {
          const screen = screenOf();
          const page = await walk({ lang, width, start: screen });
          await go(page, screen);
          await ready(page);
          await d.open(page);
          await expectDialogAudited(page, width, d.says);
        });
      }
    }
  }
}
