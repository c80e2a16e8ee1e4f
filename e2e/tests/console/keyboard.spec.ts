// A keyboard-only journey (issue #11): log in, land on a list, switch its view, open a row's
// actions, open a dialog and close it with Escape — Tab, arrows, Enter and Escape only, with a
// visible focus indicator at every stop.
import { type Page, expect, test } from '@playwright/test';
import { DEMO_PASSWORD, loginByApi, quietDialogs } from '../support';

/**
 * The focused element draws an outline or a focus ring (box-shadow). antd draws an input's or a
 * select's ring on its wrapper, so that is where it is looked for.
 */
async function expectVisibleFocus(page: Page, what: string) {
  const style = await page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return null;
    const el =
      focused.closest<HTMLElement>(
        '.ant-input-affix-wrapper, .ant-select, .ant-picker, .ant-input-number, .ant-segmented-item',
      ) ?? focused;
    const s = getComputedStyle(el);
    return { tag: el.tagName, outline: `${s.outlineStyle} ${s.outlineWidth}`, shadow: s.boxShadow };
  });
  expect(style, `${what}: something has the focus`).not.toBeNull();
  const outlined = !style!.outline.startsWith('none') && !style!.outline.endsWith(' 0px');
  expect(outlined || style!.shadow !== 'none', `${what}: focus is visible (${JSON.stringify(style)})`).toBe(true);
}

/** Presses Tab (or Shift+Tab) until the focused element matches `selector` (at most `max` presses). */
async function tabTo(page: Page, selector: string, what: string, max = 80, key = 'Tab') {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector)) return;
  }
  throw new Error(`${what}: not reached with ${max} Tab presses (${selector})`);
}

test('log in, switch a view, open row actions and a dialog, by keyboard only', async ({ page }) => {
  await quietDialogs(page);
  await page.goto('/login');

  await tabTo(page, 'input[placeholder="用户名"]', 'username field');
  await expectVisibleFocus(page, 'username field');
  await page.keyboard.type('demoadmin');
  await tabTo(page, 'input[placeholder="密码"]', 'password field', 5);
  await expectVisibleFocus(page, 'password field');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/phone\/all$/);
  await expect(page.locator('[data-testid="list-table"] tbody tr.ant-table-row').first()).toBeVisible();

  // the list's views: links, Tab reaches each, Enter follows one
  const views = page.getByTestId('view-tabs').getByRole('link');
  await expect(views.first()).toHaveAttribute('aria-current', 'page');
  await tabTo(page, '[data-testid="view-tabs"] li:nth-child(2) a', 'second view');
  await expectVisibleFocus(page, 'second view');
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/phone\/all$/);
  await expect(views.nth(1)).toHaveAttribute('aria-current', 'page');
  // Tab leaves the views (no trap): from the second view, one press per remaining view goes past the last
  const count = await views.count();
  for (let i = 1; i < count; i++) await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => !!document.activeElement?.closest('[data-testid="view-tabs"]')),
    'Tab leaves the view links',
  ).toBe(false);

  // back to all phones, then a row's actions menu
  await tabTo(page, '[data-testid="view-tabs"] li:nth-child(1) a', 'first view', 10, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/phone\/all$/);
  await expect(page.locator('[data-testid="list-table"] tbody tr.ant-table-row').first()).toBeVisible();
  await tabTo(
    page,
    '[data-testid="list-table"] tbody tr.ant-table-row :is(button, a)[aria-haspopup], [data-testid="list-table"] tbody tr.ant-table-row .ant-dropdown-trigger',
    "a row's actions menu button",
    200,
  );
  await expectVisibleFocus(page, 'row actions button');
  const trigger = await page.evaluateHandle(() => document.activeElement!);
  await page.keyboard.press('Enter');
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden) [role="menu"]');
  await expect(menu).toBeVisible();
  // the WAI-ARIA menu button: the menu takes the focus, the arrows move through its items
  // (issue 34: the items could not be reached), Escape closes it and gives the focus back
  const activeItem = () =>
    page.evaluate(() => {
      const menuEl = document.querySelector('.ant-dropdown:not(.ant-dropdown-hidden) [role="menu"]');
      const active = menuEl?.querySelector('.ant-dropdown-menu-item-active');
      return { inMenu: !!menuEl?.contains(document.activeElement), item: active?.textContent ?? null };
    });
  await expect.poll(async () => (await activeItem()).inMenu).toBe(true);
  await page.keyboard.press('ArrowDown');
  const first = (await activeItem()).item;
  expect(first).not.toBeNull();
  await page.keyboard.press('ArrowDown');
  expect((await activeItem()).item).not.toBe(first);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect.poll(() => page.evaluate((el) => document.activeElement === el, trigger)).toBe(true);

  // a dialog: the top bar's recharge opens one, Escape closes it and focus comes back
  await tabTo(page, '[data-testid="recharge-button"]', 'recharge button', 300);
  await expectVisibleFocus(page, 'recharge button');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
  await expectVisibleFocus(page, 'first control in the dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('recharge-button')).toBeFocused();
  await expectVisibleFocus(page, 'recharge button after the dialog');
});

test('the first Tab offers a skip to the main area; after it the next Tab is in the page (issue 34)', async ({
  page,
  request,
  context,
}) => {
  await quietDialogs(page);
  await loginByApi(request, context);
  await page.goto('/phone/all');
  await expect(page.locator('[data-testid="list-table"] tbody tr.ant-table-row').first()).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: '跳到主要内容' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectVisibleFocus(page, 'skip link');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/phone\/all$/);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
});

/** From the page start, Tab until `until` has the focus: for each stop before it, whether it is in `within`. */
async function stopsWithin(page: Page, within: string, until: string): Promise<boolean[]> {
  const stops: boolean[] = [];
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    const at = await page.evaluate(
      ([w, u]) => ({ within: !!document.activeElement?.closest(w), until: !!document.activeElement?.matches(u) }),
      [within, until],
    );
    if (at.until) return stops;
    stops.push(at.within);
  }
  throw new Error(`${until}: not reached`);
}

test('the login role is one tab stop, changed with the arrows (issue 34)', async ({ page }) => {
  await page.goto('/login');
  const role = '[data-testid="login-role"]';
  expect((await stopsWithin(page, role, 'input[placeholder="用户名"]')).filter(Boolean)).toHaveLength(1);
  await tabTo(page, `${role} input`, 'login role', 10, 'Shift+Tab');
  await expectVisibleFocus(page, 'login role');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('login-role').locator('.ant-segmented-item-selected-text')).toContainText(/员\s*工/);
});
