// Enterprise log and binding settings end to end (issue #12), as demoadmin: a change made as the
// boss (a phone's remark) appears on /company/log with its before → after, the filtered list
// downloads as CSV, the screens are axe-clean and usable by keyboard at 390 px; /company/binding
// shows the WeChat state and the official account's QR code. Expected values come from the API
// (other specs share the database).
import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { API, loginByApi, quietDialogs, expectAxeClean } from '../support';

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page }) => {
  await quietDialogs(page);
});

test('a change made as the boss is in the enterprise log, with before → after, and exports as CSV', async ({
  page,
  request,
  context,
}) => {
  const token = await loginByApi(request, context);
  const headers = { 'P-Token': token };
  const phones = (await (await request.get(`${API}/phone/list?limit=1`, { headers })).json()).data.list;
  const phone = phones[0] as { id: number; phone_name: string; remark: string };
  const remark = `日志${Date.now() % 100000}`;
  const changed = await (await request.post(`${API}/phone/update`, { headers, data: { id: phone.id, remark } })).json();
  expect(changed.code).toBe(0);

  // the screen as it opens: the newest rows (this change among them), axe-clean, no sideways scroll
  await page.goto('/company/log');
  await expect(page.getByRole('heading', { level: 1, name: '企业日志' })).toBeVisible();
  await expect(page.locator('tr', { hasText: `备注: ${remark}` }).first()).toBeVisible({ timeout: 15_000 });
  // the tabs of enterprise configuration, the current one marked
  const tabs = page.getByRole('navigation', { name: '企业配置' });
  await expect(tabs.getByRole('link', { name: '企业日志' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: '绑定设置' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAxeClean(page);

  // filtered to this phone's remark changes
  await page.goto(`/company/log?keyword=${encodeURIComponent(phone.phone_name)}&action=phone.remark`);
  const row = page.locator('tr', { hasText: `备注: ${remark}` }).first();
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row).toContainText('修改云手机备注');
  await expect(row).toContainText(phone.phone_name);
  await expect(row).toContainText('成功');
  // filled text filters (their clear buttons are 24 px targets) are axe-clean too
  await expectAxeClean(page);

  // CSV of the same filters, reached and pressed by keyboard
  const exportButton = page.getByRole('button', { name: /导出\s*CSV/ });
  await exportButton.focus();
  await expect(exportButton).toBeFocused();
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toMatch(/^enterprise-log-\d{8}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.split('\r\n')[0].replace(/^\uFEFF/, '')).toBe('时间,成员,模块,操作,对象,变更,原因,结果,IP,终端');
  expect(csv).toContain('修改云手机备注');
  expect(csv).toContain(remark);
});

test('binding settings: WeChat state, the QR code to bind, the masked mobile', async ({ page, request, context }) => {
  const token = await loginByApi(request, context);
  const b = (await (await request.get(`${API}/company/bindings`, { headers: { 'P-Token': token } })).json()).data;
  await page.goto('/company/binding');
  await expect(page.getByRole('heading', { level: 1, name: '绑定设置' })).toBeVisible();
  const card = page.getByTestId('bindings');
  // the demo boss has not bound WeChat (nothing in the suite binds it): the QR code to scan is offered
  expect(b.is_bind_wc).toBe(0);
  await expect(card).toContainText('未绑定');
  await expect(card).toContainText(b.phone_masked);
  await expect(page.getByAltText('微信公众号二维码')).toBeVisible();
  // the tabs are links: the keyboard reaches the log from here
  const logTab = page.getByRole('navigation', { name: '企业配置' }).getByRole('link', { name: '企业日志' });
  await logTab.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/company\/log$/);
  await page.goto('/company/binding');
  await expect(card).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAxeClean(page);
});
