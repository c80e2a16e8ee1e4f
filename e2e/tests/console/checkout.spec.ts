// Every checkout pays once (issue 31), as a new customer meets them: on an enterprise registered
// here (its own wallet and things), each of the ten checkouts — cloud phones, cloud numbers,
// sub-accounts, network cards and IP devices, bought and renewed — shows its confirm step (what,
// how much, the amount), and a double click on 确认支付 makes exactly one order. A purchase the
// balance cannot pay recharges through the payment page and comes back to the form with its
// choices, saying the balance now covers it.
import { type APIRequestContext, type BrowserContext, type Page, expect, test } from '@playwright/test';
import {
  API,
  attemptHeaders,
  CONSOLE,
  payAtCheckout,
  quietDialogs,
  registerFreshEnterprise,
  yuanText,
} from '../support';

test.describe.configure({ mode: 'serial' });

type Envelope<T> = { code: number; message: string; data: T };
let token = '';

async function call<T>(request: APIRequestContext, path: string, data?: object): Promise<T> {
  const headers = { 'P-Token': token, ...(data ? attemptHeaders(path) : {}) };
  const res = data
    ? await request.post(`${API}${path}`, { headers, data })
    : await request.get(`${API}${path}`, { headers });
  const body = (await res.json()) as Envelope<T>;
  expect(body.code, `${path}: ${body.message}`).toBe(0);
  return body.data;
}

const ordersOf = async (request: APIRequestContext, type: string) =>
  (await call<{ total: number }>(request, `/order/list?page=1&limit=1&order_type=${type}`)).total;

async function signIn(context: BrowserContext, page: Page) {
  await context.addCookies([{ name: 'p-token', value: token, url: CONSOLE }]);
  await quietDialogs(page);
}

/**
 * Opens the confirm step of the checkout on screen, checks it says what is bought and charges the
 * amount the form showed, double-clicks 确认支付, and expects one more order of `type`.
 */
async function expectPaidOnce(page: Page, request: APIRequestContext, type: string, submit: '立即购买' | '立即续费') {
  const before = await ordersOf(request, type);
  const amount = page.getByTestId('pay-amount');
  await expect(amount).toHaveText(/^¥[\d,]+\.\d\d$/);
  const shown = (await amount.textContent())!;
  await page.getByRole('button', { name: submit }).click();
  const dialog = page.getByRole('dialog', { name: '确认订单' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('summary-pay')).toHaveText(shown);
  // 450 px wide (spec §2), like every dialog
  expect((await dialog.boundingBox())?.width).toBe(450);
  await dialog.getByRole('button', { name: /确认支付/ }).dblclick();
  await expect(page.getByTestId('pay-result')).toContainText(submit === '立即购买' ? '购买成功' : '续费成功');
  await expect(page.getByTestId('pay-result')).toContainText(`已支付 ${shown}`);
  expect(await ordersOf(request, type)).toBe(before + 1);
}

test('a new enterprise with money to spend', async ({ request, context }) => {
  token = await registerFreshEnterprise(request, context);
  const topUp = await call<{ url: string }>(request, '/phone/recharge', { amount: 2000, pay_type: 1 });
  await payAtCheckout(request, topUp.url);
  expect((await call<{ amount_fen: number }>(request, '/user/memberInfo')).amount_fen).toBe(200_000);
});

test('cloud phone: buy, then renew it', async ({ page, request, context }) => {
  await signIn(context, page);
  await page.goto('/phone/buy');
  await expectPaidOnce(page, request, 'phone_buy', '立即购买');
  // the result follows the allocation to its end, and the sidebar counts the phone
  await expect(page.getByTestId('pay-result-delivery')).toContainText('已全部分配（1）', { timeout: 30_000 });
  await expect(page.getByTestId('phone-cnt-allCnt')).toContainText('1');

  const [phone] = (await call<{ list: { id: number }[] }>(request, '/phone/all')).list;
  await page.goto(`/phone/renew?selectPhoneIds=${phone.id}`);
  await expectPaidOnce(page, request, 'phone_renew', '立即续费');
});

test('cloud number: buy, then renew it', async ({ page, request, context }) => {
  await signIn(context, page);
  await page.goto('/cloud/cloudBuy');
  await expectPaidOnce(page, request, 'cloud_number_buy', '立即购买');
  const [number] = (await call<{ list: { id: number }[] }>(request, '/cloudNumber/list?view=inUse&page=1&limit=10'))
    .list;
  await page.goto(`/cloud/cloudRenew?ids=${number.id}`);
  await expectPaidOnce(page, request, 'cloud_number_renew', '立即续费');
});

test('sub-account: buy the one created on the list, then renew it', async ({ page, request, context }) => {
  await signIn(context, page);
  const { id } = await call<{ id: number }>(request, '/account/add', { name: `结账分身${Date.now() % 100000}` });
  await page.goto(`/account/buy?selectAccountIds=${id}`);
  await expectPaidOnce(page, request, 'account_buy', '立即购买');
  await page.goto(`/account/renew?selectAccountIds=${id}`);
  await expectPaidOnce(page, request, 'account_renew', '立即续费');
});

test('network card: buy, then renew it', async ({ page, request, context }) => {
  await signIn(context, page);
  await page.goto('/NetworkCard/buyCard');
  await expectPaidOnce(page, request, 'network_card_buy', '立即购买');
  const [card] = (await call<{ list: { id: number }[] }>(request, '/networkCard/list?page=1&limit=10&filterStatus=0'))
    .list;
  await page.goto(`/NetworkCard/renew?ids=${card.id}`);
  await expectPaidOnce(page, request, 'network_card_renew', '立即续费');
});

test('IP device: buy platform IPs; renew an own device at its service fee', async ({ page, request, context }) => {
  await signIn(context, page);
  await page.goto('/agentIp/aggregateBuy3');
  const form = page.getByTestId('checkout-form');
  // the platform and the auto-renewal are the buyer's to choose
  await form.getByLabel('平台').click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Amazon' }).click();
  await form.getByText('否', { exact: true }).click();
  await expectPaidOnce(page, request, 'ip_device_buy', '立即购买');

  const own = await call<{ id: number }>(request, '/ipDevice/add', {
    kind: 'own',
    protocol: 'http',
    address: `198.18.${Date.now() % 250}.7`,
    port: 8080,
    region: '中国大陆',
  });
  await page.goto(`/device/renew?ids=${own.id}`);
  await expectPaidOnce(page, request, 'ip_device_renew', '立即续费');
});

test('short of balance: recharge from the purchase, come back to it with its choices, pay', async ({
  page,
  request,
  context,
}) => {
  // another new enterprise: an empty wallet
  token = await registerFreshEnterprise(request, context);
  await quietDialogs(page);
  await page.goto('/NetworkCard/buyCard');
  const form = page.getByTestId('checkout-form');
  await form.getByLabel('购买数量').fill('2');
  await expect(page.getByTestId('pay-amount')).toHaveText('¥60.00');
  // the balance cannot pay: another method is chosen for the customer, the balance says what is missing
  await expect(form.getByRole('radio', { name: '支付宝' })).toBeChecked();
  await form.getByText(/^余额支付/).click();
  await expect(page.getByTestId('balance-short')).toContainText('还差 ¥60.00');
  await expect(page.getByRole('button', { name: '立即购买' })).toBeDisabled();

  await page.getByTestId('balance-recharge').click();
  const recharge = page.getByRole('dialog', { name: '充值' });
  await expect(recharge.locator('input#amount')).toHaveValue('60.00');
  await recharge.getByRole('button', { name: '去支付' }).click();
  await expect(page).toHaveURL(/\/api\/pay\/simulator\//);
  await page.getByRole('button', { name: /确认支付/ }).click();

  // back on the purchase, as it was, and the balance now covers it
  await expect(page).toHaveURL(/\/NetworkCard\/buyCard$/);
  await expect(page.getByTestId('recharged')).toContainText(`余额 ${yuanText(6000)}，已足够支付本单`);
  await expect(page.getByTestId('checkout-form').getByLabel('购买数量')).toHaveValue('2');
  await expect(page.getByTestId('pay-amount')).toHaveText('¥60.00');
  await expect(page.getByTestId('checkout-form').getByRole('radio', { name: /^余额支付/ })).toBeChecked();
  await expectPaidOnce(page, request, 'network_card_buy', '立即购买');
  expect((await call<{ amount_fen: number }>(request, '/user/memberInfo')).amount_fen).toBe(0);
});
