// The console on a phone (390 × 844, issue #11): the top bar keeps the menu button, the balance
// and the user menu, everything else is in one keyboard-operable 更多 menu; the page never scrolls
// sideways, with the renewal reminder or a dialog open too; the user menu and logout are reachable.
import { type Page, expect, test } from '@playwright/test';
import { CONSOLE, loginByApi, quietDialogs } from '../support';

test.use({ viewport: { width: 390, height: 844 } });

const WIDTH = 390;

/** Nothing wider than the screen: the page itself never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'page width').toBeLessThanOrEqual(WIDTH);
}

/** The element lies inside the screen horizontally (not cut off or pushed off to the right). */
async function expectOnScreen(page: Page, testId: string) {
  const box = await page.getByTestId(testId).boundingBox();
  expect(box, testId).not.toBeNull();
  expect(box!.x, `${testId} left`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${testId} right`).toBeLessThanOrEqual(WIDTH);
}

test.describe('signed in as the boss', () => {
  test.beforeEach(async ({ page, request, context }) => {
    await quietDialogs(page);
    await loginByApi(request, context);
  });

  test('top bar: menu button, balance and avatar; the rest in 更多, opened and closed by keyboard', async ({
    page,
  }) => {
    await page.goto('/phone/all');
    const bar = page.getByTestId('topbar');
    await expect(page.getByTestId('wallet-balance')).toBeVisible();
    const toggle = bar.getByRole('button', { name: '展开/收起侧边栏' });
    await expect(toggle).toBeVisible();
    await expect(bar.getByTestId('user-menu')).toBeVisible();
    for (const id of ['wallet-balance', 'user-menu', 'topbar-more']) await expectOnScreen(page, id);
    // the balance label stays on one line (it used to wrap one character per line)
    // every text in it (余额, the amount) takes one line box
    const lines = await page.getByTestId('wallet').evaluate((el) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      const counts: number[] = [];
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(n);
        counts.push(range.getClientRects().length);
      }
      return counts;
    });
    expect(lines.length).toBeGreaterThan(0);
    for (const n of lines) expect(n).toBe(1);
    await expect(bar).not.toContainText('操作手册');
    await expect(page.getByTestId('recharge-button')).toHaveCount(0);

    // keyboard: Enter opens the overflow menu, Tab moves into it, Esc closes it and returns focus
    const more = page.getByTestId('topbar-more');
    await more.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    for (const name of [
      '充值',
      '2.0升级公告',
      '操作手册',
      '客服',
      'Windows客户端下载',
      '免费试用',
      '系统设置',
      'English',
    ]) {
      await expect(menu.getByRole('menuitem', { name })).toBeVisible();
    }
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(more).toBeFocused();
    await expectNoSidewaysScroll(page);

    // a dialog from the overflow menu stays inside the screen
    await more.click();
    await page.getByRole('menuitem', { name: '充值' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByPlaceholder('请输入充值金额')).toBeVisible();
    const box = await page.locator('.ant-modal').boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(WIDTH);
    await expectNoSidewaysScroll(page);
  });

  test('the user menu and logout are on screen and work', async ({ page }) => {
    await page.goto('/phone/all');
    await page.getByTestId('user-menu').click();
    const logout = page.getByRole('menuitem', { name: '退出登录' });
    await expect(logout).toBeVisible();
    await expect(page.getByTestId('member-counts')).toBeVisible();
    const box = await logout.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(WIDTH);
    await expectNoSidewaysScroll(page);
    await logout.click();
    await expect(page).toHaveURL(/\/login/);
  });

  test('English: the top bar and the user menu fit, nothing wraps inside a word', async ({ page, context }) => {
    await context.addCookies([{ name: 'language', value: 'en', url: CONSOLE }]);
    await page.goto('/phone/all');
    await expect(page.getByTestId('wallet-balance')).toBeVisible();
    await expectOnScreen(page, 'user-menu');
    await page.getByTestId('user-menu').click();
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
    // each count label breaks between words at most: no line holds a piece of a word
    const broken = await page.getByTestId('member-counts').evaluate(
      (dl) =>
        [...dl.querySelectorAll('dt')].filter((dt) => {
          const words = dt.textContent.split(' ');
          const range = document.createRange();
          range.selectNodeContents(dt);
          return range.getClientRects().length > words.length;
        }).length,
    );
    expect(broken).toBe(0);
    await expectNoSidewaysScroll(page);
  });
});

test('the renewal reminder fits the screen; its table scrolls inside its own box', async ({
  page,
  request,
  context,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem('authNoticeSuppressedAt', String(Date.now()));
  });
  await loginByApi(request, context);
  await page.goto('/phone/all');
  const reminder = page.getByRole('dialog').filter({ hasText: '续费提示' });
  await expect(reminder).toBeVisible();
  const box = await page.locator('.ant-modal').filter({ hasText: '续费提示' }).boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(WIDTH);
  await expectNoSidewaysScroll(page);
  await reminder.getByRole('button', { name: /确\s*定/ }).click();
  await expect(reminder).toBeHidden();
});
