// Billing area (issue 16) in the composed console on the real API: a recharge of 10.00 through the
// simulated gateway lands on /pay/success and shows in the balance and the wallet flow; an order
// placed with a coupon is cancelled from the order detail and the coupon and balance are back; the
// order filters and counts; the invite link is copied; renewal management and statistics render.
import { type APIRequestContext, expect, test } from '@playwright/test';
import { API, attemptHeaders, loginByApi, memberBalance, quietDialogs, yuanText } from '../support';

let token = '';

test.beforeEach(async ({ page, request, context }) => {
  token = await loginByApi(request, context);
  await quietDialogs(page);
});

async function api(request: APIRequestContext, path: string, data?: unknown) {
  const res =
    data === undefined
      ? await request.get(`${API}${path}`, { headers: { 'P-Token': token } })
      : await request.post(`${API}${path}`, { headers: { 'P-Token': token, ...attemptHeaders(path) }, data });
  return (await res.json()) as { code: number; message: string; data: any };
}

/** The first coupon the server's quote applies to renewing these phones for a month. */
async function applicableCoupon(request: APIRequestContext, coupons: { id: number }[], ids: number[]) {
  for (const c of coupons) {
    const q = await api(request, '/phone/totalPrice', {
      phone_ids: ids,
      duration_unit: 'month',
      duration: 1,
      coupon_id: c.id,
    });
    if (q.data?.coupon_applicable) return { couponId: c.id, payFen: q.data.pay_fen as number };
  }
  return { couponId: 0, payFen: 0 };
}

test('recharge 10.00 through the simulated gateway → /pay/success → balance and wallet flow updated', async ({
  page,
  request,
}) => {
  const before = Number(await memberBalance(request, token));
  await page.goto('/walletFlow/all');
  await page.getByTestId('recharge-button').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByPlaceholder('请输入充值金额').fill('10.00');
  await dialog.getByRole('button', { name: '去支付' }).click();
  await expect(page).toHaveURL(/\/api\/pay\/simulator\//);
  await page.getByRole('button', { name: /确认支付/ }).click();
  await expect(page).toHaveURL(/\/pay\/success\?order_no=/);
  await expect(page.getByTestId('pay-paid')).toBeVisible();
  const orderNo = new URL(page.url()).searchParams.get('order_no')!;
  expect(Number(await memberBalance(request, token))).toBeCloseTo(before + 10, 2);
  // one money format everywhere (¥1,010.00): the top bar and the lists
  const after = yuanText(Math.round((before + 10) * 100));
  await expect(page.getByTestId('wallet-balance')).toContainText(after);

  await page.goto(`/walletFlow/all?order_no=${orderNo}`);
  const row = page.locator('tbody tr.ant-table-row', { hasText: orderNo });
  await expect(row).toContainText('+¥10.00');
  await expect(row).toContainText(after);
  await expect(row).toContainText('充值');
  // the newest ledger row is the balance the top bar shows
  await page.goto('/walletFlow/all');
  await expect(page.locator('tbody tr.ant-table-row').first()).toContainText(after);
});

test('an order with a coupon, cancelled from its detail: the coupon and the balance are back', async ({
  page,
  request,
}) => {
  const coupons = (await api(request, '/coupon/list?status=usable&limit=100')).data.list as any[];
  const phones = (await api(request, '/phone/list?page=1&limit=50&filterStatus=0')).data.list as any[];
  const ids = phones
    .filter((p) => p.spec_name === '4核8G')
    .slice(0, 2)
    .map((p) => p.id);
  expect(ids).toHaveLength(2);
  // a coupon that applies to this renewal (scope and minimum checked by the server's quote)
  const { couponId, payFen } = await applicableCoupon(request, coupons, ids);
  expect(couponId, 'the demo has a usable coupon for a ¥200 renewal').toBeGreaterThan(0);
  const placed = await api(request, '/phone/renewV1', {
    phone_ids: ids,
    duration_unit: 'month',
    duration: 1,
    coupon_id: couponId,
    pay_type: 'alipay',
    expected_pay_fen: payFen,
  });
  expect(placed.data.status).toBe('awaiting_payment');
  const orderNo = placed.data.order_no as string;
  const before = Number(await memberBalance(request, token));
  const usable = async () =>
    ((await api(request, '/coupon/list?status=usable&limit=100')).data.list as any[]).some((c) => c.id === couponId);
  expect(await usable()).toBe(false);

  await page.goto(`/order/waitPay?keyword=${orderNo}`);
  await page.getByRole('button', { name: orderNo }).click();
  const detail = page.getByTestId('order-detail');
  await expect(detail.getByTestId('pay-countdown')).toContainText(/剩余支付时间 (10:00|0\d:\d\d)/);
  await detail.getByRole('button', { name: /取消订单/ }).click();
  await page.getByRole('button', { name: /确定取消|确 定取消/ }).click();
  await expect(page.getByText('订单已取消，优惠券已退回')).toBeVisible();
  expect(await usable()).toBe(true);
  expect(Number(await memberBalance(request, token))).toBeCloseTo(before, 2);
  const order = (await api(request, `/order/detail?order_no=${orderNo}`)).data;
  expect(order.order.status).toBe('cancelled');
  expect(order.flows).toEqual([]);
});

test('order filters: the status tabs count what they list; type and payment filters narrow it', async ({
  page,
  request,
}) => {
  const counts = (await api(request, '/order/counts')).data;
  await page.goto('/order/all');
  const tabs = page.getByTestId('view-tabs');
  await expect(tabs.getByRole('link', { name: `全部 (${counts.all})` })).toBeVisible();
  await tabs.getByRole('link', { name: new RegExp(`^已过期 \\(${counts.expired}\\)$`) }).click();
  await expect(page).toHaveURL(/\/order\/ip_expire/);
  await expect(page.getByText(`共 ${counts.expired} 条`)).toBeVisible();

  await page.goto('/order/all?order_type=recharge&pay_type=alipay');
  const rows = page.locator('tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  for (const text of await rows.allTextContents()) {
    expect(text).toContain('充值');
    expect(text).toContain('支付宝');
  }
});

test('invite reward: the link is the page origin + /login?invite_code=…, copy says 复制成功', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/inviteReward/all');
  const link = page.getByTestId('invite-link');
  const origin = new URL(page.url()).origin;
  await expect(link).toHaveValue(`${origin}/login?invite_code=DEMO2024`);
  await page.getByRole('button', { name: /复\s?制/ }).click();
  await expect(page.getByText('复制成功')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}/login?invite_code=DEMO2024`);
  await page.getByRole('navigation', { name: '邀请返利' }).getByRole('link', { name: '我的团队' }).click();
  await expect(page).toHaveURL(/\/inviteReward\/team$/);
  // the team's row, not the overview's reward rows of the same enterprise (they can still be in the
  // DOM for a moment while the route changes)
  await expect(
    page.locator('tbody tr.ant-table-row', { hasText: '星辰电商（演示被邀请企业）' }).filter({ hasText: '抖音推广' }),
  ).toBeVisible();
});

test('channel management: a new channel link brings an enterprise with its welcome gift; disabled, it registers no one', async ({
  page,
  context,
  browser,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/inviteReward/all');
  await page.getByRole('navigation', { name: '邀请返利' }).getByRole('link', { name: '渠道管理' }).click();
  await expect(page.getByRole('heading', { name: '渠道管理' })).toBeVisible();
  await expect(page.getByTestId('channel-table')).toContainText('抖音推广');
  const name = `e2e渠道${String(Date.now()).slice(-6)}`;
  await page.getByRole('button', { name: /新建渠道/ }).click();
  await page.getByTestId('channel-name').fill(name);
  await page.getByRole('button', { name: /确\s?定/ }).click();
  await expect(page.getByText('渠道已创建')).toBeVisible();
  const row = page.locator('tbody tr.ant-table-row', { hasText: name });
  await row.getByRole('button', { name: `复制 ${name}` }).click();
  await expect(page.getByText('复制成功')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/login\?invite_code=[A-Z0-9]{8}$/);
  await expect(row.getByTestId('channel-link')).toHaveText(link);

  // someone opens the link and registers (a browser of their own)
  const visitor = await browser.newContext();
  const guest = await visitor.newPage();
  await quietDialogs(guest);
  await guest.goto(link);
  const code = new URL(link).searchParams.get('invite_code')!;
  await expect(guest.getByPlaceholder('邀请码（选填）')).toHaveValue(code);
  const phone = `137${String(Date.now()).slice(-8)}`;
  await guest.getByPlaceholder('手机号').last().fill(phone);
  await guest.getByTestId('sms-code-register').click();
  // the countdown starts once the code is sent: only then is there a code to read
  await expect(guest.getByTestId('sms-code-register')).toContainText(/\d+s后重新获取/);
  const sms = await (await request.get(`${API}/dev/sms/last?phone=${phone}`)).json();
  await guest.getByPlaceholder('验证码').last().fill(sms.data.code);
  await guest.getByPlaceholder('设置密码（6-30位）').fill('Newpass123');
  await guest.getByPlaceholder('确认密码').fill('Newpass123');
  await guest.getByTestId('register-submit').click();
  await expect(guest).toHaveURL(/\/phone\/all$/);
  await visitor.close();

  const company = `${phone.slice(0, 3)}****${phone.slice(-4)}的企业`;
  await page.reload();
  await expect(row).toContainText(name);
  await expect(row.locator('td').nth(2)).toHaveText('1'); // registered through it
  await page.getByRole('link', { name: '我的团队' }).click();
  await expect(page.locator('tbody tr.ant-table-row', { hasText: company })).toContainText(name);
  await page.getByRole('link', { name: '邀请礼品' }).click();
  await expect(page.getByTestId('gift-rule')).toContainText('¥20.00');
  await expect(page.locator('tbody tr.ant-table-row', { hasText: company })).toContainText('未使用');

  // disabled: the link registers no one any more
  await page.getByRole('link', { name: '渠道管理' }).click();
  await row.getByRole('button', { name: `停用 ${name}` }).click();
  await expect(row).toContainText('已停用');
  const late = `136${String(Date.now()).slice(-8)}`;
  await request.post(`${API}/sms/code`, { data: { phone: late } });
  const lateSms = await (await request.get(`${API}/dev/sms/last?phone=${late}`)).json();
  const refused = await (
    await request.post(`${API}/user/register`, {
      data: { phone: late, password: 'Newpass123', smsCode: lateSms.data.code, code },
    })
  ).json();
  expect(refused).toMatchObject({ code: 40003, message: '该邀请链接已停用' });
});

test('renewal management lists every kind with the forecast; statistics render with the ledger totals', async ({
  page,
  request,
}) => {
  await page.goto('/renew/all');
  await expect(page.getByTestId('renewal-forecast')).toBeVisible();
  await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();
  // sub-accounts are there too (the accounts area registers them): filter by kind, the demo's 分身-A02
  // renews itself, and its renew link opens the accounts area's renewal with it chosen
  await page.locator('[data-filter-name="kind"]').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^分身$/ }).click();
  const a02 = page.locator('tbody tr.ant-table-row', { hasText: '分身-A02' });
  await expect(a02).toBeVisible();
  await expect(page.locator('tbody tr.ant-table-row').first()).toContainText('分身');
  await expect(a02.getByRole('switch', { name: '自动续费 分身-A02' })).toBeChecked();
  await a02.getByRole('link', { name: '续费' }).click();
  await expect(page).toHaveURL(/\/account\/renew\?selectAccountIds=\d+$/);

  await page.goto('/statistics/all');
  await expect(page.getByTestId('stats-body')).toBeVisible();
  await expect(page.getByTestId('chart').first()).toBeVisible();
  const from = await page.locator('#stats-from').inputValue();
  const to = await page.locator('#stats-to').inputValue();
  const flows = (await api(request, `/walletFlow/list?limit=99999&date_from=${from}&date_to=${to}`)).data.list as any[];
  const net = flows.reduce((n, f) => n + f.change_fen, 0);
  await expect(page.getByTestId('stats-net')).toContainText(yuanText(net));
});
