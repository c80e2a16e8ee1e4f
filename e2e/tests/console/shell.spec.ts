import { expect, test } from '@playwright/test';
import { API, loginByApi, memberBalance, quietDialogs } from '../support';

test.beforeEach(async ({ page, request, context }) => {
  await quietDialogs(page);
  await loginByApi(request, context);
});

test('the collapsed sidebar stays collapsed after a reload (cookie sidebarStatus)', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/phone/all');
  const sider = page.locator('.ant-layout-sider');
  await expect(sider).toHaveCSS('width', '220px');
  await page.getByRole('button', { name: '展开/收起侧边栏' }).click();
  await expect(sider).not.toHaveCSS('width', '220px');
  expect((await context.cookies()).find((c) => c.name === 'sidebarStatus')?.value).toBe('0');
  await page.reload();
  await expect(page.getByTestId('recharge-button')).toBeVisible();
  await expect(sider).not.toHaveCSS('width', '220px');
  await page.getByRole('button', { name: '展开/收起侧边栏' }).click();
  await expect(sider).toHaveCSS('width', '220px');
});

test("every screen is reached from the sidebar: a group's own page first in it, the dashboard an entry (issue 34)", async ({
  page,
}) => {
  await page.goto('/phone/all');
  const nav = page.getByRole('navigation', { name: '主菜单' });
  for (const [group, own, path, heading] of [
    ['订单管理', '全部订单', '/order/all', '订单管理'],
    ['成员管理', '成员列表', '/member/all', '成员管理'],
    ['企业配置', '企业信息', '/company/setup', '企业配置'],
  ]) {
    const item = nav.getByRole('menuitem', { name: own });
    await nav.getByRole('menuitem', { name: group }).click();
    await item.click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await nav.getByRole('menuitem', { name: '工作台' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: '工作台' })).toBeVisible();
});

test('switching the language to English changes the shell and survives a reload', async ({ page, context }) => {
  await page.goto('/phone/all');
  await expect(page.getByRole('navigation').getByText('设备管理')).toBeVisible();
  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('navigation').getByText(/^Devices/)).toBeVisible(); // not 'My devices'
  expect((await context.cookies()).find((c) => c.name === 'language')?.value).toBe('en');
  await page.reload();
  await expect(page.getByRole('navigation').getByText(/^Devices/)).toBeVisible(); // not 'My devices'
});

test('a language chosen in one tab reaches the other tab whole: sidebar, header and area (issue 34)', async ({
  page,
  context,
}) => {
  await page.goto('/phone/all');
  const other = await context.newPage();
  await other.goto('/account/all');
  await expect(other.getByRole('heading', { level: 1, name: '分身管理' })).toBeVisible();
  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('navigation').getByText(/^Devices/)).toBeVisible();
  // the other tab, untouched: every part of it is in English
  await expect(other.getByRole('navigation', { name: 'Main menu' }).getByText(/^Devices/)).toBeVisible();
  await expect(other.getByTestId('recharge-button')).toContainText('Top up');
  await expect(other.getByRole('heading', { level: 1, name: 'Sub-accounts' })).toBeVisible();
  await other.close();
});

test('the tab has the console icon, drawn without a request (issue 34)', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await page.goto('/phone/all');
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(href).toMatch(/^data:image\/svg\+xml,/);
  // the browser can draw it: an SVG image of its own size
  const size = await page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    return [img.naturalWidth, img.naturalHeight];
  }, href!);
  expect(size[0]).toBeGreaterThan(0);
  expect(asked).not.toContain('/favicon.ico');
});

test("the shell's own reads are made once, not again on every route change (issue 34)", async ({ page }) => {
  // the renewal reminder's check (all phones about to expire) and the website config
  await page.addInitScript(() => localStorage.removeItem('renewNoticeTime'));
  const reads: string[] = [];
  page.on('request', (r) => {
    if (/limit=99999|\/config\/info/.test(r.url())) reads.push(new URL(r.url()).pathname);
  });
  await page.goto('/phone/all');
  await expect(page.locator('[data-testid="list-table"] tbody tr.ant-table-row').first()).toBeVisible();
  await expect.poll(() => reads.length).toBe(2);
  for (const to of ['/account/all', '/NetworkCard/all', '/order/all', '/phone/all']) {
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, to);
    await expect(page.locator('[data-testid="list-table"]').filter({ visible: true })).toBeVisible();
  }
  expect(reads).toHaveLength(2);
});

test("the sidebar's device count sits beside its label, not over the label's last character (issue 34)", async ({
  page,
}) => {
  await page.goto('/phone/all');
  const nav = page.getByRole('navigation', { name: '主菜单' });
  const badge = nav.locator('.ant-badge').filter({ visible: true }).first();
  await expect(badge).toBeVisible();
  const gap = await badge.evaluate((el) => {
    // the label's text is the text node beside the count
    const text = [...el.parentElement!.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
    const range = document.createRange();
    range.selectNodeContents(text!);
    return el.getBoundingClientRect().left - range.getBoundingClientRect().right;
  });
  expect(gap).toBeGreaterThanOrEqual(4);
});

test('recharge: a bad amount shows the spec message; a good one pays through the simulator', async ({
  page,
  request,
  context,
}) => {
  const token = (await context.cookies()).find((c) => c.name === 'p-token')!.value;
  const before = Number(await memberBalance(request, token));
  await page.goto('/phone/all');
  await page.getByTestId('recharge-button').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByPlaceholder('请输入充值金额').fill('10.005');
  await dialog.getByRole('button', { name: '去支付' }).click();
  await expect(dialog.getByText('请输入正确的价格，例：10, 10.00')).toBeVisible();
  await dialog.getByPlaceholder('请输入充值金额').fill('12.50');
  await dialog.getByRole('button', { name: '去支付' }).click();
  await expect(page).toHaveURL(/\/api\/pay\/simulator\//);
  await page.getByRole('button', { name: /确认支付/ }).click();
  await expect(page).toHaveURL(/\/pay\/success\?order_no=/);
  expect(Number(await memberBalance(request, token))).toBeCloseTo(before + 12.5, 2);
});

// spec §5 "Must be a positive number with at most 2 decimals, or 0 with up to 2 decimals"; §4 "If the url is
// empty and status is 1, it goes to /pay/success. The recharge dialog closes either way."
test('recharge: 0.00 has nothing to pay — the dialog closes on /pay/success and the balance is unchanged', async ({
  page,
  request,
  context,
}) => {
  const token = (await context.cookies()).find((c) => c.name === 'p-token')!.value;
  const before = await memberBalance(request, token);
  await page.goto('/phone/all');
  await page.getByTestId('recharge-button').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByPlaceholder('请输入充值金额').fill('0.00');
  await dialog.getByRole('button', { name: '去支付' }).click();
  await expect(page).toHaveURL(/\/pay\/success$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('pay-noOrder')).toBeVisible();
  expect(await memberBalance(request, token)).toBe(before);
});

// spec §3 Member info: "amount (wallet balance), ..., coupons_number, ip_number, ..." — the user menu shows
// every count of the member info, and the coupons count opens the coupon list
test('the user menu shows the member info counts, ip_number and coupons_number included', async ({
  page,
  request,
  context,
}) => {
  const token = (await context.cookies()).find((c) => c.name === 'p-token')!.value;
  const info = (await (await request.get(`${API}/user/memberInfo`, { headers: { 'P-Token': token } })).json()).data;
  await page.goto('/phone/all');
  await page.getByTestId('user-menu').click();
  const counts = page.getByTestId('member-counts');
  await expect(counts.getByText('有效IP')).toBeVisible();
  await expect(page.getByTestId('member-count-ip_number')).toHaveText(String(info.ip_number));
  const coupons = page.getByTestId('member-count-coupons_number');
  await expect(coupons).toHaveText(String(info.coupons_number));
  await coupons.getByRole('link').click();
  await expect(page).toHaveURL(/\/coupon\/all$/);
});
