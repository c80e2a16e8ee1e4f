// A keyboard-only journey (issue #11): log in, land on a list, switch its view, open a row's
// actions, open a dialog and close it with Escape — Tab, arrows, Enter and Escape only, with a
// visible focus indicator at every stop.
import { type APIRequestContext, type BrowserContext, type Page, expect, test } from '@playwright/test';
import { DEMO_PASSWORD, apiOf, loginByApi, payAtCheckout, quietDialogs, registerFreshEnterprise } from '../support';

/**
 * The focused element draws an outline or a focus ring (box-shadow). antd draws an input's or a
 * select's ring on its wrapper, and so does the sign-in page (.si-input, .si-segment), so that is
 * where it is looked for.
 */
async function expectVisibleFocus(page: Page, what: string) {
  const style = await page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return null;
    const el =
      focused.closest<HTMLElement>(
        '.ant-input-affix-wrapper, .ant-select, .ant-picker, .ant-input-number, .ant-segmented-item, .si-input, .si-segment',
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

/** Presses Tab until a button or link whose text (spaces ignored) is `text` has the focus. */
async function tabToText(page: Page, text: string | RegExp, max: number) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const at = await page.evaluate(() => {
      const el = document.activeElement;
      return el?.matches('button, a') ? (el.textContent ?? '').replace(/\s/g, '') : null;
    });
    if (at !== null && (typeof text === 'string' ? at === text : text.test(at))) return;
  }
  throw new Error(`${text}: not reached with ${max} Tab presses`);
}

/** The login page by keyboard: name and password (the demo boss's by default), Enter; lands on the phone list. */
async function signInByKeyboard(page: Page, username = 'demoadmin', password = DEMO_PASSWORD) {
  await page.goto('/login');
  await tabTo(page, 'input[placeholder="用户名"]', 'username field');
  await expectVisibleFocus(page, 'username field');
  await page.keyboard.type(username);
  await tabTo(page, 'input[placeholder="密码"]', 'password field', 5);
  await expectVisibleFocus(page, 'password field');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/phone\/all$/);
  await expect(page.getByTestId('list-table')).toBeVisible();
}

/** Tab from a row's 更多 button opens its menu with Enter; ArrowDown to `item`, then Enter. */
async function rowMenuItem(page: Page, item: string) {
  await tabTo(page, '[data-testid="list-table"] tbody tr.ant-table-row [data-testid^="row-actions-"]', 'row 更多', 200);
  await expectVisibleFocus(page, 'row 更多');
  await page.keyboard.press('Enter');
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden) [role="menu"]');
  await expect(menu).toBeVisible();
  const active = async () => (await menu.locator('.ant-dropdown-menu-item-active').allTextContents())[0] ?? null;
  for (let i = 0; i < 12 && (await active()) !== item; i++) await page.keyboard.press('ArrowDown');
  expect(await active()).toBe(item);
  // the item itself has the focus (the menu moves it a frame after the arrow), so Enter picks it
  await expect
    .poll(() => page.evaluate(() => !!document.activeElement?.matches('.ant-dropdown-menu-item-active')))
    .toBe(true);
  await page.keyboard.press('Enter');
}

/** Signed in through the API as the demo boss, on the phone list with its rows drawn. */
async function openPhonesSignedIn(page: Page, request: APIRequestContext, context: BrowserContext) {
  await quietDialogs(page);
  await loginByApi(request, context);
  await page.goto('/phone/all');
  await expect(page.locator('[data-testid="list-table"] tbody tr.ant-table-row').first()).toBeVisible();
}

test('log in, switch a view, open row actions and a dialog, by keyboard only', async ({ page }) => {
  await quietDialogs(page);
  await signInByKeyboard(page);
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
  await openPhonesSignedIn(page, request, context);
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
  await expect(page.getByRole('radio', { name: '员工' })).toBeChecked();
});

test('a confirmation: Tab goes round its buttons and never through the page (issue 34)', async ({
  page,
  request,
  context,
}) => {
  await openPhonesSignedIn(page, request, context);
  await page.locator('[data-testid^="row-actions-"]').first().click();
  await page.getByRole('menuitem', { name: '删除' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toBeVisible();
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
  for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(
      await page.evaluate(() => document.activeElement?.closest('[role="dialog"]')?.tagName ?? 'outside'),
    ).not.toBe('outside');
  }
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
});

test("by keyboard only: sign in, buy a phone, and change a row's remark through its 更多 menu (issue 34)", async ({
  page,
  request,
}) => {
  // a new enterprise of its own with money in its wallet: the demo enterprise's phones (its cap,
  // its expired phones) are other specs' data
  const password = 'Keyboard123';
  const api = apiOf(request, await registerFreshEnterprise(request, page.context(), password));
  const { username } = (await api.get<{ username: string }>('/user/getInfo')).data;
  const topUp = await api.post<{ url: string }>('/phone/recharge', { amount: '1000', pay_type: 1 });
  await payAtCheckout(request, topUp.data.url);
  await page.context().clearCookies();
  await quietDialogs(page);
  await signInByKeyboard(page, username, password);

  // 购买云手机 → the buy page, whose form starts from the server's defaults (balance payment)
  await tabToText(page, '购买云手机', 300);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/phone\/buy$/);
  await expect(page.getByTestId('pay-amount')).toHaveText(/^¥\d+\.\d\d$/);
  await tabToText(page, '立即购买', 100);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: '确认订单' });
  await expect(confirm).toBeVisible();
  await tabToText(page, /^确认支付/, 10);
  await page.keyboard.press('Enter');
  await expect(page.getByText('购买成功')).toBeVisible();

  // back to the list, a row's 更多 → 设置备注, typed and saved with the keyboard
  await tabToText(page, '查看设备列表', 30);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/phone\/all$/);
  // the simulator allocates the phone a few seconds after payment; the list polls until it is there
  await expect(page.locator('[data-testid="list-table"] tbody tr.ant-table-row').first()).toBeVisible({
    timeout: 20_000,
  });
  const firstId = Number(
    (await page.locator('[data-testid="list-table"] tbody tr.ant-table-row').first().getAttribute('data-row-key'))!,
  );
  await rowMenuItem(page, '设置备注');
  const dialog = page.getByRole('dialog', { name: '设置备注' });
  await expect(dialog).toBeVisible();
  await tabTo(page, '[role="dialog"] textarea', 'remark field', 10);
  const remark = `键盘备注${String(Date.now()).slice(-5)}`;
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(remark);
  await tabTo(page, '[role="dialog"] button.ant-btn-primary', 'OK', 10);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const saved = await api.get<{ list: { id: number; remark: string | null }[] }>('/phone/list', {
    page: 1,
    limit: 20,
    filterStatus: 0,
  });
  expect(saved.data.list.find((p) => p.id === firstId)?.remark).toBe(remark);
});
