// The row dialogs of the device list and the store list axe-clean (issue 34: "axe is clean (serious and
// critical) on every screen and dialog in zh and en at 1440 and 390 px"): each opened from the first
// row as a person opens it — its own link or its 更多 menu — in both languages and widths, on one walk
// page each. (提取记录 opens a page, walked with the screens; more- and setup-dialogs-a11y audit the
// other areas' dialogs, dialogs.spec the department form and confirmation, shell-dialogs-a11y the shell's.)
import type { Page } from '@playwright/test';
import { expect } from '../walk';
import { type AuditedDialog, auditDialogs, menuItem, type Opener, rows } from './dialogAudit';

const firstRow = (page: Page) => rows(page).first();
/** The first row is on show before a dialog of it is opened. */
const rowShown = (page: Page) => expect(firstRow(page)).toBeVisible();

const phoneMore = (page: Page) => firstRow(page).locator('[data-testid^="row-actions-"]');
const storeMore = (page: Page) =>
  firstRow(page)
    .getByRole('button')
    .filter({ hasText: /更多|More/ });

const onFirstRow = (screen: string, name: string, open: Opener): AuditedDialog => ({
  screen,
  name,
  open,
  ready: rowShown,
});

auditDialogs([
  ...['remark', 'group', 'networkCard', 'account', 'member', 'delete'].map((key) =>
    onFirstRow('/phone/all', `phone ${key}`, (page) => menuItem(page, phoneMore(page), key)),
  ),
  onFirstRow('/store/all', 'store edit', (page) =>
    firstRow(page)
      .getByRole('button')
      .filter({ hasText: /编辑|Edit/ })
      .click(),
  ),
  ...['cookie', 'bind', 'authorize', 'handover', 'delete'].map((key) =>
    onFirstRow('/store/all', `store ${key}`, (page) => menuItem(page, storeMore(page), key)),
  ),
]);
