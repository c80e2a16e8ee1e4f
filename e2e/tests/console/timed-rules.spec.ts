// The timed rules of spec §4/§9 as a customer meets them, with the API's test-only clock control
// (POST /dev/clock: dev/test mode only). It moves the shared server's clock by weeks, which would
// age every other spec's data, so it runs in its own Playwright project after all the others
// (playwright.config.ts) and in a fresh enterprise of its own.
//   - an unpaid order leaves 待支付 once its 10 minutes are over;
//   - a phone bought for one day is cancelled on day 8: gone from the list, a notice says so;
//   - a cloud number with auto-renew off is unsubscribed on the 25th of its expiry month.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { API, attemptHeaders, CONSOLE, payAtCheckout, quietDialogs, registerFreshEnterprise } from '../support';

type Envelope<T> = { code: number; message: string; data: T };
const MIN = 60_000;
const PASSWORD = 'Fresh12345';
const DAY = 24 * 60 * MIN;

function apiOf(request: APIRequestContext, token: string) {
  const headers = { 'P-Token': token };
  const unwrap = async <T>(res: Promise<{ json(): Promise<unknown> }>) => {
    const body = (await (await res).json()) as Envelope<T>;
    expect(body.code, body.message).toBe(0);
    return body.data;
  };
  return {
    get: <T>(path: string) => unwrap<T>(request.get(`${API}${path}`, { headers })),
    post: <T>(path: string, data: object) =>
      unwrap<T>(request.post(`${API}${path}`, { headers: { ...headers, ...attemptHeaders(path) }, data })),
  };
}

/** Sets the server clock `ms` ahead of real time (0 = real time again); the jobs run once. */
async function clockAhead(request: APIRequestContext, ms: number) {
  const res = await (await request.post(`${API}/dev/clock`, { data: { offset_ms: Math.round(ms) } })).json();
  expect(res.code, res.message).toBe(0);
  return new Date(res.data.now as string);
}

/** 00:00 on the 25th of the month `at` falls in, Beijing time (UTC+8). */
function twentyFifthOf(at: Date): Date {
  const cst = new Date(at.getTime() + 8 * 3600_000);
  return new Date(Date.UTC(cst.getUTCFullYear(), cst.getUTCMonth(), 25) - 8 * 3600_000);
}

/** The list's empty state (its text, not the picture's <title>). */
const emptyList = (page: Page) => page.locator('.ant-empty-description', { hasText: '暂无数据' });

async function openNotices(page: Page) {
  await page.getByTestId('notice-bell').click();
  return page.getByRole('dialog', { name: '通知' });
}

test.afterAll(async ({ request }) => {
  await clockAhead(request, 0);
});

test('an unpaid order lapses, a one-day phone is cancelled on day 8, a number without auto-renew goes on the 25th', async ({
  page,
  request,
  context,
}) => {
  await quietDialogs(page);
  const token = await registerFreshEnterprise(request, context, PASSWORD);
  const api = apiOf(request, token);
  const { username } = await api.get<{ username: string }>('/user/getInfo');

  // money first: a top-up paid at the simulator's checkout
  const topUp = await api.post<{ url: string }>('/phone/recharge', { amount: '100', pay_type: 1 });
  await payAtCheckout(request, topUp.url);

  // a phone for one day, paid from the balance, and allocated by the simulator
  const phoneQuery = {
    platform: 'android10',
    region: 'cn',
    spec: '2c4g',
    duration_unit: 'day',
    duration: 1,
    quantity: 1,
  };
  const phonePrice = await api.post<{ pay_fen: number }>('/phone/totalPrice', phoneQuery);
  await api.post('/phone/buyV1', {
    ...phoneQuery,
    auto_renew: 0,
    pay_type: 'balance',
    expected_pay_fen: phonePrice.pay_fen,
  });
  await expect
    .poll(async () => (await api.get<{ list: { id: number }[] }>('/phone/all')).list.length, { timeout: 30_000 })
    .toBe(1);

  // a cloud number for a month, auto-renew switched off
  const numberQuery = { region: 'cn', quantity: 1, months: 1 };
  const numberPrice = await api.post<{ pay_fen: number }>('/cloudNumber/totalPrice', numberQuery);
  await api.post('/cloudNumber/buy', { ...numberQuery, pay_type: 'balance', expected_pay_fen: numberPrice.pay_fen });
  const [cloudNumber] = (
    await api.get<{ list: { id: number; number: string; expiration_time: string }[] }>(
      '/cloudNumber/list?view=inUse&page=1&limit=10',
    )
  ).list;
  await api.post('/cloudNumber/autoRenew', { ids: [cloudNumber.id], auto_renew: 0 });

  // an order left at the payment gateway
  const unpaid = await api.post<{ order_no: string }>('/phone/recharge', { amount: '50', pay_type: 1 });
  await page.goto('/order/waitPay');
  await expect(page.getByRole('row').filter({ hasText: unpaid.order_no })).toBeVisible();

  await clockAhead(request, 11 * MIN);
  await page.reload();
  await expect(emptyList(page)).toBeVisible(); // the only order of this enterprise in 待支付
  await expect(page.getByRole('row').filter({ hasText: unpaid.order_no })).toHaveCount(0);

  // day 8 after the phone's expiry, and past the 25th of the number's expiry month
  const expiry = new Date(cloudNumber.expiration_time);
  const target = Math.max(Date.now() + 9 * DAY, twentyFifthOf(expiry).getTime() + MIN);
  await clockAhead(request, target - Date.now());
  // weeks later the 7-day session has ended: sign in again
  const again = await (
    await request.post(`${API}/user/login`, { data: { username, password: PASSWORD, role: 'admin' } })
  ).json();
  expect(again.code, again.message).toBe(0);
  await context.addCookies([{ name: 'p-token', value: again.data.token, url: CONSOLE }]);

  await page.goto('/phone/all');
  await expect(emptyList(page)).toBeVisible(); // its only phone is gone

  await page.goto('/cloudNumber/unsubscribed');
  await expect(page.getByRole('row').filter({ hasText: cloudNumber.number })).toBeVisible();

  const drawer = await openNotices(page);
  await expect(drawer.getByText(/云手机-001 到期已满 7 天，服务已注销/)).toBeVisible();
  await expect(drawer.getByText(new RegExp(`云号码 ${cloudNumber.number} 未续费，已于 25 日退订`))).toBeVisible();
  await drawer.getByRole('button', { name: '全部标为已读' }).click();
  await expect(drawer.getByText('未读')).toHaveCount(0);
});
