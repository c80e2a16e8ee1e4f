// Roles end to end (issue #11, issue 36 item 8): an employee and a manager walk the console and meet
// no 403 — no page refused by the guard, no request refused by the server (40003) — because every
// menu entry, link and action follows the same access table as the server (@console/contract/access).
// Spec §6: "Ordinary employees can only log in to stores" — an employee lands on the stores and the
// sidebar offers nothing else; a manager gets what their permissions open (docs/roles.md). A route
// opened by hand that the member may not see renders 403 inside the shell, URL kept.
import { expect, type Page, test } from '@playwright/test';
import { loginByApi, quietDialogs } from '../support';
import { openInApp } from '../walk';

/** Records every API answer that refused the caller (code 40003). */
function watchRefusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', async (res) => {
    if (!res.url().includes('/api/')) return;
    const body = await res.json().catch(() => undefined);
    if (body?.code === 40003) refused.push(`${res.request().method()} ${new URL(res.url()).pathname}: ${body.message}`);
  });
  return refused;
}

const forbidden = (page: Page) => page.getByRole('heading', { name: '403' });

/** Clicks every sidebar entry (groups opened) and checks none is refused. */
async function walkSidebar(page: Page) {
  const nav = page.getByRole('navigation', { name: /主菜单|Main menu/ });
  const items = nav.getByRole('menuitem');
  await expect(items.first()).toBeVisible();
  const count = await items.count();
  for (let i = 0; i < count; i++) {
    await items.nth(i).click();
    await expect(forbidden(page)).toHaveCount(0);
    await expect(page).not.toHaveURL(/\/404$/);
  }
}

/** The items of the dropdown menu that is open (not the sidebar's menu items). */
const openDropdownItems = (page: Page) => page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem');

/**
 * Back on the device list as a member gets there: dialogs closed with Escape, then a link's in-app
 * navigation when an action led elsewhere (a reload only if a dialog will not close).
 */
async function backToList(page: Page) {
  const dialogs = page.getByRole('dialog').filter({ visible: true });
  for (let i = 0; i < 3 && (await dialogs.count()) > 0; i++) await page.keyboard.press('Escape');
  if ((await dialogs.count()) > 0) await page.goto('/phone/all');
  else await openInApp(page, '/phone/all');
  await expect(page.locator('main').getByRole('row').nth(1)).toBeVisible();
}

/** Opens every menu of the device list's toolbar and first row and clicks each item offered. */
async function walkDeviceActions(page: Page) {
  await page.goto('/phone/all');
  await backToList(page);
  const menus = page.locator('main').getByRole('button', { name: /更多|操作/ });
  const menuCount = await menus.count();
  for (let m = 0; m < menuCount; m++) {
    await backToList(page);
    await menus.nth(m).click();
    await expect(openDropdownItems(page).first()).toBeVisible();
    const n = await openDropdownItems(page).count();
    await page.keyboard.press('Escape');
    for (let i = 0; i < n; i++) {
      await backToList(page);
      await menus.nth(m).click();
      const item = openDropdownItems(page).nth(i);
      if (!(await item.isEnabled())) {
        await page.keyboard.press('Escape');
        continue;
      }
      await item.click();
      await expect(forbidden(page)).toHaveCount(0);
      await page.keyboard.press('Escape');
    }
  }
}

const sidebarLabels = (page: Page) =>
  page
    .getByRole('navigation', { name: /主菜单|Main menu/ })
    .getByRole('menuitem')
    .allInnerTexts();

test('a staff employee lands on the stores, is offered only them, and meets no 403', async ({
  page,
  request,
  context,
}) => {
  await quietDialogs(page);
  await loginByApi(request, context, 'demoemployee', 'staff');
  const refused = watchRefusals(page);
  await page.goto('/');
  // spec §6: "Ordinary employees can only log in to stores"
  await expect(page).toHaveURL(/\/store\/all$/);
  await expect(page.getByRole('button', { name: /^打开 / }).first()).toBeVisible();
  expect((await sidebarLabels(page)).map((l) => l.trim())).toEqual(['店铺管理']);
  await expect(page.getByTestId('recharge-button')).toHaveCount(0);
  await walkSidebar(page);
  await page.goto('/phone/all');
  await expect(forbidden(page)).toBeVisible();
  expect(refused, 'requests the server refused').toEqual([]);
});

test('a staff manager with both permissions walks the console and meets no 403', async ({ page, request, context }) => {
  await quietDialogs(page);
  await loginByApi(request, context, 'demostaff', 'staff');
  const refused = watchRefusals(page);
  await page.goto('/phone/all');
  // never offered to staff: the boss's wallet actions and buying
  await expect(page.getByTestId('recharge-button')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '购买云手机' })).toHaveCount(0);
  // spec §6: "Most are admin only": the boss's areas are not in the manager's menu
  const labels = (await sidebarLabels(page)).join(' ');
  for (const boss of ['分身管理', '网卡管理', '钱包流水', '企业配置']) expect(labels).not.toContain(boss);
  await walkSidebar(page);
  await walkDeviceActions(page);
  expect(refused, 'requests the server refused').toEqual([]);
});

test('a route the member may not open renders 403 inside the shell, keeps its URL and offers a way back', async ({
  page,
  request,
  context,
}) => {
  await quietDialogs(page);
  await loginByApi(request, context, 'demoemployee', 'staff');
  await page.goto('/store/all');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.goto('/walletFlow/all');
  await expect(forbidden(page)).toBeVisible();
  await expect(page).toHaveURL(/\/walletFlow\/all$/);
  await expect(page.getByRole('navigation', { name: /主菜单|Main menu/ })).toBeVisible();
  await page.getByRole('button', { name: '返回上一页' }).click();
  await expect(page).toHaveURL(/\/store\/all$/);
});
