// Enterprise certification end to end (issue #12; spec §2 enterprise configuration, §4, §6/§9), as
// the boss of a fresh enterprise (the demo enterprise stays uncertified for the purchase spec):
// /company/setup shows 未认证 and the 10-device cap; the boss fills the form and uploads the
// licence and ID card through object storage; the review (dev endpoint) rejects with a reason,
// the page shows it and the boss resubmits; approval makes it 已认证 and an 11th phone can be
// bought at once. The screen is axe-clean at 390 px.
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import {
  API,
  attemptHeaders,
  confirmCheckout,
  payAtCheckout,
  quietDialogs,
  registerFreshEnterprise,
  expectAxeClean,
} from '../support';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function fillAndSubmit(page: Page) {
  const form = page.locator('form#certification');
  await form.getByLabel('企业名称').fill('杭州云机测试有限公司');
  await form.getByLabel('统一社会信用代码').fill('91330100MA2CXXXX1K');
  await form.getByLabel('法定代表人').fill('王五');
  await form.getByLabel('联系人', { exact: true }).fill('赵六');
  await form.getByLabel('联系人手机号').fill('13912345678');
  const inputs = form.locator('input[type="file"]');
  await inputs.nth(0).setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByText('licence.png')).toBeVisible();
  await inputs.nth(1).setInputFiles({ name: 'id-front.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByText('id-front.png')).toBeVisible();
  await inputs
    .nth(2)
    .setInputFiles({ name: 'id-back.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(form.getByText('id-back.pdf')).toBeVisible();
  await page.getByTestId('certification-submit').click();
  await expect(page.getByText('提交成功，审核将在2个工作日内完成')).toBeVisible();
  await expect(page.getByTestId('certification-status')).toHaveText('审核中');
  await expect(page.getByTestId('certification-timeline')).toContainText('审核将在2个工作日内完成');
}

async function review(
  request: APIRequestContext,
  enterpriseId: number,
  decision: 'approve' | 'reject',
  reason?: string,
) {
  const res = await (
    await request.post(`${API}/dev/company/review`, { data: { enterprise_id: enterpriseId, decision, reason } })
  ).json();
  expect(res.code, res.message).toBe(0);
}

test.use({ viewport: { width: 390, height: 844 } });

test('certify the enterprise: submit, rejected with a reason, resubmit, approved; then an 11th phone is bought', async ({
  page,
  request,
  context,
}) => {
  await quietDialogs(page);
  const token = await registerFreshEnterprise(request, context);
  const headers = { 'P-Token': token };
  const enterpriseId = (await (await request.get(`${API}/user/info`, { headers })).json()).data.enterprise_id as number;

  await page.goto('/company/setup');
  await expect(page.getByRole('heading', { level: 1, name: '企业配置' })).toBeVisible();
  await expect(page.getByTestId('certification-status')).toHaveText('未认证');
  await expect(page.getByText('最多10台（完成企业认证后不限）')).toBeVisible();
  // client-side checks before anything is sent
  await page.getByTestId('certification-submit').click();
  await expect(page.getByText('企业名称不能为空')).toBeVisible();
  await expect(page.getByText('请上传营业执照')).toBeVisible();
  await page.locator('form#certification').getByLabel('统一社会信用代码').fill('123');
  await expect(page.getByText('请输入18位统一社会信用代码')).toBeVisible();
  await page
    .locator('form#certification input[type="file"]')
    .nth(0)
    .setInputFiles({ name: 'licence.exe', mimeType: 'application/octet-stream', buffer: PNG });
  await expect(page.getByText('请上传 jpg、png 或 pdf 格式的文件')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAxeClean(page);

  await page.reload();
  await fillAndSubmit(page);
  expect((await (await request.get(`${API}/user/memberInfo`, { headers })).json()).data.company_attestation).toBe(5);

  await review(request, enterpriseId, 'reject', '营业执照照片不清晰');
  await page.reload();
  await expect(page.getByTestId('certification-status')).toHaveText('认证未通过');
  await expect(page.getByTestId('certification-timeline')).toContainText('原因：营业执照照片不清晰');
  await page.getByTestId('certification-resubmit').click();
  await fillAndSubmit(page);

  await review(request, enterpriseId, 'approve');
  await page.reload();
  await expect(page.getByTestId('certification-status')).toHaveText('已认证');
  await expect(page.getByText('不限数量')).toBeVisible();
  await expect(page.getByTestId('certification-timeline')).toContainText('认证通过');
  await expectAxeClean(page);

  // the cap is lifted at once: 11 phones in one order
  const resource = async () =>
    (await (await request.get(`${API}/phone/resource`, { headers })).json()).data as {
      cap: { certified: boolean; limit: number | null };
      balance_fen: number;
    };
  expect((await resource()).cap).toMatchObject({ certified: true, limit: null });
  const recharge = await (
    await request.post(`${API}/phone/recharge`, {
      headers: { ...headers, ...attemptHeaders('/phone/recharge') },
      data: { amount: 100, pay_type: 1 },
    })
  ).json();
  expect(recharge.code).toBe(0);
  await payAtCheckout(request, recharge.data.url);
  expect((await resource()).balance_fen).toBeGreaterThanOrEqual(11 * 300);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/phone/buy');
  const form = page.getByTestId('checkout-form');
  await form.getByText('Android 10', { exact: true }).click();
  await form.getByText('中国大陆', { exact: true }).click();
  await form.getByText(/^2核4G/).click();
  await page.getByTestId('duration-select').click();
  await page.locator('.ant-select-item-option').filter({ hasText: /^1天$/ }).click();
  await form.locator('input#quantity').fill('11');
  await form.getByText('否', { exact: true }).click();
  await form.getByText(/^余额支付/).click();
  await expect(page.getByTestId('cap-hint')).toHaveCount(0);
  await page.getByRole('button', { name: '立即购买' }).click();
  await confirmCheckout(page);
  await expect(page.getByText('购买成功')).toBeVisible();
});
