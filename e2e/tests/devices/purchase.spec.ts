// Cloud-phone purchase and renewal end to end (spec §2, §5, §6, §9), as demoadmin: the uncertified
// cap refuses more than the enterprise may still buy; buying one phone with the balance shows
// 分配中 and the list shows the phone once the simulator allocated it, with its ledger row;
// renewing two phones picked in the list extends their expiry. Expected values come from the API
// (other specs share the database).
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { type Api, apiOf, confirmCheckout, loginByApi, payAtCheckout, quietDialogs } from '../support';

const CAP_MESSAGE = '未完成企业认证最多可购买10台设备，请先完成企业认证';

interface Cap {
  certified: boolean;
  limit: number | null;
  held: number;
  remaining: number | null;
}
const capOf = async (api: Api) => (await api.get<{ cap: Cap; balance_fen: number }>('/phone/resource')).data;
const visiblePhones = async (api: Api) =>
  (await api.get<{ list: { id: number; phone_name: string }[] }>('/phone/all')).data.list;

/** Tops the wallet up through the payment simulator when it holds less than `fen`. */
async function ensureBalance(api: Api, request: APIRequestContext, fen: number) {
  const { balance_fen } = await capOf(api);
  if (balance_fen >= fen) return;
  const res = await api.post<{ order_no: string; url: string }>('/phone/recharge', {
    amount: Math.ceil((fen - balance_fen) / 100) + 10,
    pay_type: 1,
  });
  expect(res.code).toBe(0);
  await payAtCheckout(request, res.data.url);
  expect((await capOf(api)).balance_fen).toBeGreaterThanOrEqual(fen);
}

/** The demo enterprise is uncertified and may be at its cap: recycle phones (expired ones first) to make room for `n`. */
async function makeRoom(api: Api, n: number) {
  const { cap } = await capOf(api);
  if (cap.remaining === null || cap.remaining >= n) return;
  const need = cap.held - cap.limit! + n; // remaining = limit − held
  const list = async (filterStatus: number) =>
    (await api.get<{ list: { id: number }[] }>('/phone/list', { page: 1, limit: 100, filterStatus })).data.list.map(
      (p) => p.id,
    );
  const expired = await list(2);
  const latest = (await list(0)).reverse().filter((id) => !expired.includes(id));
  const ids = [...expired, ...latest].slice(0, need);
  expect(ids).toHaveLength(need);
  expect((await api.post('/phone/delete', { phone_ids: ids })).code).toBe(0);
  expect((await capOf(api)).cap.remaining).toBeGreaterThanOrEqual(n);
}

async function fillBuyForm(page: Page, quantity: number) {
  const form = page.getByTestId('checkout-form');
  await form.getByText('Android 10', { exact: true }).click();
  await form.getByText('中国大陆', { exact: true }).click();
  await form.getByText(/^2核4G/).click();
  await page.getByTestId('duration-select').click();
  await page.locator('.ant-select-item-option').filter({ hasText: /^1天$/ }).click();
  await form.locator('input#quantity').fill(String(quantity));
  await form.getByText('否', { exact: true }).click();
  await form.getByText(/^余额支付/).click();
}

let api: Api;

test.beforeEach(async ({ page, request, context }) => {
  api = apiOf(request, await loginByApi(request, context));
  await quietDialogs(page);
});

test('uncertified cap: the form refuses one more than may still be bought, and so does the server', async ({
  page,
}) => {
  const { cap, balance_fen } = await capOf(api);
  expect(cap.certified).toBe(false);
  expect(cap.limit).toBe(10);
  const tooMany = cap.remaining! + 1;

  await page.goto('/phone/buy');
  await expect(page.getByTestId('cap-hint')).toContainText(`还可购买 ${cap.remaining} 台`);
  await fillBuyForm(page, tooMany); // may equal the initial 1 (nothing left): then submitting validates it
  await page.getByRole('button', { name: '立即购买' }).click();
  await expect(page.getByText(CAP_MESSAGE)).toBeVisible();
  await expect(page.getByText('购买成功')).toHaveCount(0);

  // The server refuses the same order with the same words, and nothing changes.
  const query = {
    platform: 'android10',
    region: 'cn',
    spec: '2c4g',
    duration_unit: 'day',
    duration: 1,
    quantity: tooMany,
  };
  const price = await api.post<{ pay_fen: number }>('/phone/totalPrice', query);
  const refused = await api.post('/phone/buyV1', {
    ...query,
    auto_renew: 0,
    pay_type: 'balance',
    expected_pay_fen: price.data.pay_fen,
  });
  expect(refused).toMatchObject({ code: 40009, message: CAP_MESSAGE });
  expect(await capOf(api)).toMatchObject({ cap, balance_fen });
});

test('buy one phone with the balance: 分配中, then it is in the list, and the ledger has the purchase', async ({
  page,
  request,
}) => {
  await makeRoom(api, 1);
  await ensureBalance(api, request, 10_000);
  const before = new Set((await visiblePhones(api)).map((p) => p.id));

  await page.goto('/phone/buy');
  await fillBuyForm(page, 1);
  const amount = page.getByTestId('pay-amount');
  await expect(amount).toHaveText(/^¥\d+\.\d\d$/);
  const shown = await amount.textContent();
  await page.getByRole('button', { name: '立即购买' }).click();
  await confirmCheckout(page);

  await expect(page.getByText('购买成功')).toBeVisible();
  await expect(page.getByText(/分配中/)).toBeVisible();
  const orderNo = (await page.getByText(/^订单号：/).textContent())!.replace('订单号：', '').trim();
  await expect(page.getByText(`已支付 ${shown}`)).toBeVisible();

  await page.getByRole('button', { name: '查看设备列表' }).click();
  await expect(page).toHaveURL(/\/phone\/all$/);

  // The simulator allocates 5 s after payment; the list polls and shows the new phone.
  let name = '';
  await expect
    .poll(
      async () => {
        const fresh = (await visiblePhones(api)).find((p) => !before.has(p.id));
        name = fresh?.phone_name ?? '';
        return name;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  await expect(page.getByText(name, { exact: true })).toBeVisible({ timeout: 20_000 });
  expect(
    (await api.get<{ status: string; allocated: number }>('/phone/order', { order_no: orderNo })).data,
  ).toMatchObject({ status: 'paid', allocated: 1 });

  // The wallet ledger has the purchase, for the amount shown.
  const flows = await api.get<{ list: { kind: string; order_no: string; change: string }[] }>('/walletFlow/list', {
    page: 1,
    limit: 50,
    kind: 'purchase',
  });
  const row = flows.data.list.find((f) => f.order_no === orderNo);
  expect(row).toBeDefined();
  expect(row!.change).toBe(`-${shown!.replace(/[¥,]/g, '')}`);
});

test('renew two phones picked in the list: the renewal page lists them, the balance pays, expiry moves later', async ({
  page,
  request,
}) => {
  await ensureBalance(api, request, 50_000);
  await page.goto('/phone/all');
  const rows = page.locator('tr[data-row-key]');
  await expect(rows.nth(1)).toBeVisible();
  await rows.nth(0).locator('.ant-checkbox-wrapper').click();
  await rows.nth(1).locator('.ant-checkbox-wrapper').click();
  await page.getByRole('button', { name: '批量续费' }).click();

  await expect(page).toHaveURL(/\/phone\/renew\?selectPhoneIds=\d+,\d+$/);
  const ids = new URL(page.url()).searchParams.get('selectPhoneIds')!;
  type RenewPhone = { id: number; phone_name: string; expiration_time: string };
  const before = (await api.get<{ list: RenewPhone[] }>('/phone/renewList', { selectPhoneIds: ids })).data.list;
  expect(before).toHaveLength(2);
  const table = page.getByTestId('renew-phones');
  for (const p of before) await expect(table.getByText(p.phone_name, { exact: true })).toBeVisible();

  await page.getByTestId('duration-select').click();
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: /^1个月$/ })
    .click();
  await page
    .getByTestId('checkout-form')
    .getByText(/^余额支付/)
    .click();
  await expect(page.getByTestId('pay-amount')).toHaveText(/^¥\d+\.\d\d$/);
  await page.getByRole('button', { name: '立即续费' }).click();
  await confirmCheckout(page);
  await expect(page.getByText('续费成功')).toBeVisible();

  const after = (await api.get<{ list: RenewPhone[] }>('/phone/renewList', { selectPhoneIds: ids })).data.list;
  for (const p of before) {
    const now = after.find((a) => a.id === p.id)!;
    expect(Date.parse(now.expiration_time)).toBeGreaterThan(Date.parse(p.expiration_time));
  }
});

// issue 34 item 7: "spec radio buttons wrapping into a staggered second row on the buy page"
test('at 390 px the buy choices wrap as chips in step: each row starts at the left edge, every chip whole', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/phone/buy');
  const groups = page.locator('main .buy-choices');
  await expect(groups.first()).toBeVisible();
  const layout = await groups.evaluateAll((els) =>
    els.map((group) => {
      const box = group.getBoundingClientRect();
      const chips = [...group.querySelectorAll<HTMLElement>('.ant-radio-button-wrapper')];
      const tops = [...new Set(chips.map((c) => Math.round(c.getBoundingClientRect().top)))];
      const rowStarts = tops.map((top) =>
        Math.min(
          ...chips
            .filter((c) => Math.round(c.getBoundingClientRect().top) === top)
            .map((c) => c.getBoundingClientRect().left),
        ),
      );
      return {
        rows: tops.length,
        stepped: rowStarts.every((left) => Math.abs(left - box.left) < 1),
        inside: chips.every((c) => c.getBoundingClientRect().right <= box.right + 1),
        leftEdges: chips.every((c) => getComputedStyle(c).borderInlineStartWidth === '1px'),
      };
    }),
  );
  // the specs' group (long prices) wraps at this width: the check is about a real second row
  expect(Math.max(...layout.map((g) => g.rows))).toBeGreaterThan(1);
  for (const g of layout) expect(g).toMatchObject({ stepped: true, inside: true, leftEdges: true });
});

test('renewal without chosen phones: a clear empty state with the way back', async ({ page }) => {
  await page.goto('/phone/renew');
  await expect(page.getByText('没有选择要续费的云手机')).toBeVisible();
  await page.getByRole('button', { name: '返回设备列表' }).click();
  await expect(page).toHaveURL(/\/phone\/all$/);
});

test('phone detail: fields, the 2.0 notice with the configured Windows client, renewal of this phone, services', async ({
  page,
}) => {
  const [first] = await visiblePhones(api);
  const config = await api.post<Record<string, string>>('/config/info', {
    group: 'website',
    keys: ['InstallationApp'],
  });
  await page.goto(`/phoneItem?id=${first.id}`);
  const detail = page.getByTestId('phone-detail');
  await expect(detail.getByText(first.phone_name).first()).toBeVisible();
  const remote = page.getByTestId('remote-card');
  await expect(remote.getByText(/升级到2.0后，云手机不能再在网页中操作/)).toBeVisible();
  expect(config.data.InstallationApp).toBeTruthy();
  // The server makes the address absolute against the base it was asked through (API or /api).
  const file = new URL(config.data.InstallationApp).pathname;
  const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(remote.getByRole('link', { name: /下载Windows客户端/ })).toHaveAttribute(
    'href',
    new RegExp(`${escaped}$`),
  );

  await page.getByRole('link', { name: '服务', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/phoneItem/serve\\?id=${first.id}$`));
  await expect(page.getByTestId('phone-bindings')).toBeVisible();
  await expect(page.getByTestId('purchase-order')).toBeVisible();

  await page.getByRole('link', { name: '详情', exact: true }).click();
  await page.getByRole('button', { name: /续\s?费/ }).click();
  await expect(page).toHaveURL(new RegExp(`/phone/renew\\?selectPhoneIds=${first.id}$`));
  await expect(page.getByTestId('renew-phones').getByText(first.phone_name, { exact: true })).toBeVisible();
});
