// Cloud numbers end to end: counters equal list totals, buy one with balance (wallet ledger row),
// renew it (expiry moves on), transfer it to a member (transfer record). Expected values are read
// from the API: other specs share this database.
import { type APIRequestContext, expect, test } from '@playwright/test';
import { API, attemptHeaders, confirmCheckout, loginByApi, payAtCheckout, quietDialogs } from '../support';

const VIEWS = ['willExpire', 'inUse', 'unsubscribing', 'noPhysical', 'unsubscribed'] as const;
const LABELS: Record<(typeof VIEWS)[number], string> = {
  willExpire: '即将到期',
  inUse: '使用中',
  unsubscribing: '即将退订',
  noPhysical: '未绑定实体号码',
  unsubscribed: '已退订',
};

let token = '';
const api = async (request: APIRequestContext, path: string, body?: object) => {
  const headers = { 'P-Token': token };
  const res = body
    ? await request.post(`${API}${path}`, { headers: { ...headers, ...attemptHeaders(path) }, data: body })
    : await request.get(`${API}${path}`, { headers });
  const json = await res.json();
  expect(json.code, `${path}: ${json.message}`).toBe(0);
  return json.data;
};
const inUse = async (request: APIRequestContext) =>
  (await api(request, '/cloudNumber/list?view=inUse&page=1&limit=99999')).list as {
    id: number;
    number: string;
    expiration_time: string;
    assigned_user_name: string;
  }[];

/** Tops the wallet up through the payment simulator when another spec left too little for this one. */
async function ensureBalance(request: APIRequestContext, fen: number) {
  const info = await api(request, '/user/memberInfo');
  if (info.amount_fen >= fen) return;
  const order = await api(request, '/phone/recharge', { amount: '100', pay_type: 1 });
  await payAtCheckout(request, order.url);
}

test.beforeEach(async ({ page, request, context }) => {
  await quietDialogs(page);
  token = await loginByApi(request, context);
});

test('cloud numbers: counters, buy with balance, renew, transfer', async ({ page, request }) => {
  await page.goto('/cloudNumber/inUse');
  await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();

  // every counter equals its list's total, and the tab shows it
  const cnt = await api(request, '/cloudNumber/cnt');
  for (const v of VIEWS) {
    expect(cnt[v]).toBe((await api(request, `/cloudNumber/list?view=${v}&page=1&limit=1`)).total);
    await expect(page.getByRole('link', { name: `${LABELS[v]} (${cnt[v]})` })).toBeVisible();
  }
  await expect(page.getByText(`共 ${cnt.inUse} 条`)).toBeVisible();

  // buy one number with balance
  await ensureBalance(request, 2000);
  const before = new Set((await inUse(request)).map((n) => n.id));
  const flowsBefore = await api(request, '/walletFlow/list?page=1&limit=99999&kind=purchase');
  await page.getByRole('button', { name: '购买云号码' }).click();
  await expect(page).toHaveURL(/\/cloud\/cloudBuy$/);
  await expect(page.getByTestId('pay-amount')).toHaveText('¥10.00'); // priced by the server
  await page.getByRole('button', { name: '立即购买' }).click();
  await confirmCheckout(page);
  await expect(page.getByTestId('pay-result')).toContainText('购买成功');
  await page.getByRole('button', { name: '查看云号码列表' }).click();
  await expect(page).toHaveURL(/\/cloudNumber\/inUse/);
  const bought = (await inUse(request)).filter((n) => !before.has(n.id));
  expect(bought).toHaveLength(1);
  const num = bought[0];

  // the ledger has its purchase row
  const flowsAfter = await api(request, '/walletFlow/list?page=1&limit=99999&kind=purchase');
  expect(flowsAfter.total).toBe(flowsBefore.total + 1);
  const known = new Set(flowsBefore.list.map((f: { id: number }) => f.id));
  const flow = flowsAfter.list.find((f: { id: number }) => !known.has(f.id));
  expect(flow).toMatchObject({ kind: 'purchase', change_fen: -1000 });

  // it appears in the list
  await page.goto(`/cloudNumber/inUse?keyword=${num.number}`);
  const row = page.locator('tbody tr.ant-table-row', { hasText: num.number });
  await expect(row).toBeVisible();

  // renew it for one month
  await row.locator('input[type="checkbox"]').check();
  await page.getByRole('button', { name: '批量续费' }).click();
  await expect(page).toHaveURL(new RegExp(`/cloud/cloudRenew\\?ids=${num.id}$`));
  await expect(page.getByText(num.number)).toBeVisible();
  await expect(page.getByTestId('pay-amount')).toHaveText('¥10.00');
  await page.getByRole('button', { name: '立即续费' }).click();
  await confirmCheckout(page);
  await expect(page.getByTestId('pay-result')).toContainText('续费成功');
  await page.getByRole('button', { name: '查看云号码列表' }).click();
  await expect(page).toHaveURL(/\/cloudNumber\/inUse/);
  const renewed = (await inUse(request)).find((n) => n.id === num.id)!;
  expect(Date.parse(renewed.expiration_time)).toBeGreaterThan(Date.parse(num.expiration_time));

  // transfer it to a member
  await page.goto(`/cloudNumber/inUse?keyword=${num.number}`);
  await page.locator('tbody tr.ant-table-row', { hasText: num.number }).locator('input[type="checkbox"]').check();
  await page.getByRole('button', { name: /^转\s?移$/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('transfer-member').click();
  await page.locator('.ant-select-item-option', { hasText: '客服小李（demokefu01）' }).click();
  await dialog.getByRole('button', { name: /^确\s?定$/ }).click();
  await expect(dialog).toBeHidden();
  expect((await inUse(request)).find((n) => n.id === num.id)!.assigned_user_name).toBe('客服小李');

  await page.getByRole('link', { name: '转移记录' }).click();
  await expect(page).toHaveURL(/\/cloudNumber\/transfers$/);
  await expect(
    page.locator('tbody tr.ant-table-row', { hasText: num.number }).filter({ hasText: '客服小李' }),
  ).toBeVisible();
});
