// App market and application management end to end, as demoadmin: the catalogue on /mall/all
// is the server's; installing an app on a phone shows it on /app/manage, uninstalling removes
// it; an uploaded (fake) APK joins the catalogue as 自有 and can be deleted again. Expected
// values come from the API (other specs share the database).
import { expect, test } from '@playwright/test';
import { apiOf, loginByApi, quietDialogs } from '../support';

interface MarketApp {
  id: number;
  name: string;
  source: 'platform' | 'own';
}

// antd puts a space between two CJK characters of a button label
const exactButton = (label: string) => new RegExp(`^${label.split('').join('\\s*')}$`);

test.beforeEach(async ({ page }) => {
  await quietDialogs(page);
});

test('catalogue from the server; install on a phone → installed in application management → uninstall → gone', async ({
  page,
  request,
  context,
}) => {
  const api = apiOf(request, await loginByApi(request, context));
  const first = (await api.get<{ total: number; list: MarketApp[] }>('/app/list', { page: 1, limit: 20 })).data;
  expect(first.list.some((a) => a.source === 'platform')).toBe(true);
  const app = first.list.find((a) => a.source === 'platform')!;
  // a phone the provider runs (the demo's 云手机-012 is unknown to it)
  const phones = (await api.get<{ list: { id: number; phone_name: string }[] }>('/phone/all')).data.list;
  const phone = phones.find((p) => p.phone_name !== '云手机-012')!;
  expect(phone).toBeTruthy();

  await page.goto('/mall/all');
  for (const a of first.list.slice(0, 5)) {
    await expect(page.getByRole('cell', { name: a.name, exact: true }).first()).toBeVisible();
  }
  await expect(page.getByText('平台').first()).toBeVisible();

  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: app.name, exact: true }) })
    .first();
  await row.getByRole('button', { name: '安装到云手机' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: `安装到云手机：${app.name}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox').click();
  await dialog.getByRole('combobox').fill(phone.phone_name);
  await page.locator('.ant-select-item-option').filter({ hasText: phone.phone_name }).first().click();
  await dialog.locator('.ant-modal-title').click(); // a multiple select keeps its list open over the buttons
  await dialog.getByRole('button', { name: exactButton('安装') }).click();
  await expect(dialog.getByTestId('app-task-summary')).toHaveText('共 1 台，失败 0 台');
  await expect(dialog.getByText('成功')).toBeVisible();
  await dialog
    .locator('.ant-modal-footer')
    .getByRole('button', { name: exactButton('关闭') })
    .click();

  await page.goto(`/app/manage?app_id=${app.id}`);
  const installed = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: phone.phone_name, exact: true }) });
  await expect(installed).toHaveCount(1);
  await expect(installed.getByText('已安装')).toBeVisible();
  await expect(installed.getByRole('cell', { name: app.name, exact: true })).toBeVisible();

  await installed.getByRole('button', { name: exactButton('卸载') }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: '卸载应用' })
    .getByRole('button', { name: exactButton('确定') })
    .click();
  const results = page.getByRole('dialog').filter({ hasText: '执行结果' });
  await expect(results.getByTestId('app-task-summary')).toHaveText('共 1 台，失败 0 台');
  await results
    .locator('.ant-modal-footer')
    .getByRole('button', { name: exactButton('关闭') })
    .click();
  await expect(installed).toHaveCount(0);
  const left = (
    await api.get<{ list: { phone_id: number }[] }>('/app/installed', { page: 1, limit: 100, app_id: app.id })
  ).data.list;
  expect(left.map((x) => x.phone_id)).not.toContain(phone.id);
});

test('upload a small APK → it appears in the catalogue as 自有 → delete it', async ({ page, request, context }) => {
  const api = apiOf(request, await loginByApi(request, context));
  const name = `E2E工具${Date.now() % 1_000_000}`;

  await page.goto('/mall/all');
  await page.getByRole('button', { name: '上传应用' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '添加到应用市场' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'e2e-tool.apk',
    mimeType: 'application/vnd.android.package-archive',
    buffer: Buffer.from('PK\u0003\u0004 e2e fake apk'),
  });
  await expect(dialog.getByTestId('apk-upload')).toContainText('e2e-tool.apk');
  await expect(dialog.getByRole('button', { name: '添加到应用市场' })).toBeEnabled();
  await dialog.getByLabel('应用名称').fill(name);
  await dialog.getByLabel('应用包名').fill('com.example.e2etool');
  await dialog.getByLabel('版本号').fill('1.0.0');
  await dialog.getByRole('button', { name: '添加到应用市场' }).click();
  await expect(page.getByText(`已添加应用「${name}」`)).toBeVisible();

  const own = (await api.get<{ list: MarketApp[] }>('/app/list', { page: 1, limit: 20, keyword: name })).data.list;
  expect(own.map((a) => [a.name, a.source])).toEqual([[name, 'own']]);

  await page.getByPlaceholder('应用名称、包名或描述').fill(name);
  await page.getByPlaceholder('应用名称、包名或描述').press('Enter');
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('自有')).toBeVisible();

  await row.getByRole('button', { name: exactButton('删除') }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: '删除应用' })
    .getByRole('button', { name: exactButton('确定') })
    .click();
  await expect(row).toHaveCount(0);
  expect((await api.get<{ total: number }>('/app/list', { page: 1, limit: 20, keyword: name })).data.total).toBe(0);
});
