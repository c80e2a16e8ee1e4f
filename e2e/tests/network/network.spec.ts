// Network area end to end (issue 14): the four network card views with their counts, buying a
// card with the balance (the wallet flow has its row), adding an own proxy and checking it
// through a real proxy on loopback, importing 50 own devices with 3 bad lines, the My
// devices views and counts, and the recycle bin round trip. Expected values are read from the
// API: other specs share this database.
import { type APIRequestContext, expect, test } from '@playwright/test';
import { startLoopbackProxy } from '../../../packages/testing/loopback-proxy';
import { API, attemptHeaders, confirmCheckout, loginByApi, payAtCheckout, quietDialogs } from '../support';

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
const devices = async (request: APIRequestContext, view: string, keyword = '') =>
  (
    await api(
      request,
      `/ipDevice/list?view=${view}&page=1&limit=1000${keyword ? `&keyword=${encodeURIComponent(keyword)}` : ''}`,
    )
  ).list as { id: number; address: string; port: number; expiration_time: string | null }[];
/** A /24 nobody else uses in this run. */
const net24 = () => `10.${Math.floor(Math.random() * 200) + 20}.${Math.floor(Math.random() * 250)}`;

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

test('network cards: four views with counts; buy one with the balance and see the wallet flow', async ({
  page,
  request,
}) => {
  await page.goto('/NetworkCard/all');
  await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();
  const cnt = await api(request, '/networkCard/cnt');
  const views = [
    ['all', '全部', 0],
    ['unexpired', '未过期', 2],
    ['will_expire', '即将过期', 3],
    ['expired', '已过期', 1],
  ] as const;
  for (const [key, label, f] of views) {
    expect(cnt[key]).toBe((await api(request, `/networkCard/list?filterStatus=${f}&page=1&limit=1`)).total);
    await expect(page.getByRole('link', { name: `${label} (${cnt[key]})` })).toBeVisible();
  }

  await ensureBalance(request, 3000);
  const before = await api(request, '/networkCard/cnt');
  const flowsBefore = await api(request, '/walletFlow/list?page=1&limit=99999&kind=purchase');
  await page.getByRole('button', { name: '购买网卡' }).click();
  await expect(page).toHaveURL(/\/NetworkCard\/buyCard$/);
  await expect(page.getByTestId('pay-amount')).toHaveText('¥30.00'); // priced by the server
  await page.getByRole('button', { name: '立即购买' }).click();
  await confirmCheckout(page);
  await expect(page.getByTestId('pay-result')).toContainText('购买成功');
  await page.getByRole('button', { name: '查看网卡列表' }).click();
  await expect(page).toHaveURL(/\/NetworkCard\/all/);
  await expect(page.getByRole('link', { name: `全部 (${before.all + 1})` })).toBeVisible();

  const flowsAfter = await api(request, '/walletFlow/list?page=1&limit=99999&kind=purchase');
  expect(flowsAfter.total).toBe(flowsBefore.total + 1);
  const known = new Set(flowsBefore.list.map((f: { id: number }) => f.id));
  const flow = flowsAfter.list.find((f: { id: number }) => !known.has(f.id));
  expect(flow).toMatchObject({ kind: 'purchase', change_fen: -3000 });
  // the wallet flow screen shows the row, and the order list the order
  await page.goto('/walletFlow/all');
  await expect(page.locator('tbody tr', { hasText: flow.order_no })).toContainText('购买网卡 ×1');
  await page.goto('/order/all');
  await expect(page.locator('tbody tr', { hasText: flow.order_no })).toBeVisible();
});

test('own device: added by hand, checked through a real proxy on loopback', async ({ page }) => {
  // a SOCKS5 proxy with a login whose connections leave from 127.0.0.2: the exit IP the check reports
  const proxy = await startLoopbackProxy({ protocol: 'socks5', username: 'e2e-user', password: 'e2e-secret' });
  const { port } = proxy;
  try {
    await page.goto('/device/all');
    await page.getByRole('button', { name: '添加自有设备' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('IP地址').fill('127.0.0.1');
    await dialog.getByLabel('端口').fill(String(port));
    await dialog.getByLabel('登录账号').fill('e2e-user');
    await dialog.getByLabel('登录密码').fill('e2e-secret');
    await dialog.getByLabel('备注').fill(`e2e-proxy-${port}`);
    await dialog.getByRole('button', { name: '确 定' }).click();
    await expect(dialog).toBeHidden();

    await page.goto(`/device/all?keyword=e2e-proxy-${port}`);
    const row = page.locator('tbody tr.ant-table-row', { hasText: `127.0.0.1:${port}` });
    await expect(row).toBeVisible();
    await expect(page.getByText('e2e-secret')).toHaveCount(0); // the password is never shown
    await row.getByRole('button', { name: 'IP检测' }).click();
    await expect(page.getByText('检测通过：出口IP 127.0.0.2，地区未知')).toBeVisible();
    expect(proxy.tunnels).toBe(1);
  } finally {
    await proxy.close();
  }
});

test('bulk import of 50 own devices with 3 bad lines: 47 land, the 3 are reported by line', async ({
  page,
  request,
}) => {
  const base = net24();
  const lines = Array.from({ length: 50 }, (_, i) =>
    i === 9 ? `${base}.10:0` : i === 24 ? `ftp://${base}.25:21` : i === 39 ? 'not a host:80' : `${base}.${i + 1}:3128`,
  );
  await page.goto('/device/all');
  await page.getByRole('button', { name: '批量导入' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('设备列表').fill(lines.join('\n'));
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(dialog.getByText('成功导入 47 个，失败 3 行')).toBeVisible();
  const rows = dialog.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('10');
  await expect(rows.nth(0)).toContainText('端口必须是1到65535之间的整数');
  await expect(rows.nth(1)).toContainText('25');
  await expect(rows.nth(2)).toContainText('40');
  await expect(rows.nth(2)).toContainText('IP地址或域名格式不正确');
  await dialog.getByRole('button', { name: /完\s*成/ }).click();
  expect(await devices(request, 'all', `${base}.`)).toHaveLength(47);
});

test('my devices: every view tab shows its count, equal to its list total', async ({ page, request }) => {
  await page.goto('/device/all');
  await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();
  const cnt = await api(request, '/ipDevice/cnt');
  const labels: Record<string, string> = {
    all: '全部',
    unexpired: '未过期',
    purchasing: '购买中',
    paid: '已支付',
    will_expire: '即将过期',
    awaiting_payment: '待支付',
    awaiting_allocation: '待分配',
    normal: '正常',
    abnormal: '异常',
    expired: '已过期',
    unbound: '未绑定',
    auto_renew_off: '未开启自动续费',
    recycle: '回收站',
  };
  for (const [view, label] of Object.entries(labels)) {
    expect(cnt[view]).toBe((await api(request, `/ipDevice/list?view=${view}&page=1&limit=1`)).total);
    await expect(page.getByRole('link', { name: `${label} (${cnt[view]})`, exact: true })).toBeVisible();
  }
  await page.getByRole('link', { name: `回收站 (${cnt.recycle})` }).click();
  await expect(page).toHaveURL(/\/device\/recycle$/);
  await expect(page.getByText(`共 ${cnt.recycle} 条`)).toBeVisible();
});

test('recycle bin: delete → restore → delete → delete for good → gone', async ({ page, request }) => {
  const address = `${net24()}.7`;
  const added = await api(request, '/ipDevice/add', {
    kind: 'own',
    protocol: 'http',
    address,
    port: 8080,
    region: '中国大陆',
  });
  const rowOf = () => page.locator('tbody tr.ant-table-row', { hasText: `${address}:8080` });
  const confirm = () => page.locator('.ant-modal-confirm').getByRole('button', { name: '确 定' }).click();

  await page.goto(`/device/all?keyword=${address}`);
  await rowOf().getByRole('button', { name: '删除' }).click();
  await confirm();
  await expect(rowOf()).toHaveCount(0);

  await page.goto(`/device/recycle?keyword=${address}`);
  await rowOf().getByRole('button', { name: '恢复' }).click();
  await expect(rowOf()).toHaveCount(0);
  expect((await devices(request, 'all', address)).map((d) => d.id)).toEqual([added.id]);

  await page.goto(`/device/all?keyword=${address}`);
  await rowOf().getByRole('button', { name: '删除' }).click();
  await confirm();
  // the delete is done once the row leaves the list: opening the bin before that raced the request
  // (the bin's list was read without it, and nothing read it again)
  await expect(rowOf()).toHaveCount(0);
  await page.goto(`/device/recycle?keyword=${address}`);
  await rowOf().getByRole('button', { name: '彻底删除' }).click();
  await confirm();
  await expect(rowOf()).toHaveCount(0);
  expect(await devices(request, 'recycle', address)).toEqual([]);
  expect(await devices(request, 'all', address)).toEqual([]);
  // gone for good: it cannot be restored
  const res = await request.post(`${API}/ipDevice/restore`, {
    headers: { 'P-Token': token },
    data: { ids: [added.id] },
  });
  expect((await res.json()).code).toBe(40004);
});

test('an own device is renewed at its service fee: from its row, paid with the balance', async ({ page, request }) => {
  await ensureBalance(request, 500);
  const address = `${net24()}.9`;
  const added = await api(request, '/ipDevice/add', {
    kind: 'own',
    protocol: 'http',
    address,
    port: 8080,
    region: '中国大陆',
  });
  await page.goto(`/device/all?keyword=${address}`);
  const row = page.locator('tbody tr.ant-table-row', { hasText: `${address}:8080` });
  await row.getByRole('button', { name: '续费' }).click();
  await expect(page).toHaveURL(new RegExp(`/device/renew\\?ids=${added.id}$`));
  const line = page.locator('tbody tr.ant-table-row', { hasText: `${address}:8080` });
  await expect(line).toContainText('自有设备');
  await expect(line).toContainText('¥5.00（服务费）');
  await page.getByRole('button', { name: '立即续费' }).click();
  await confirmCheckout(page);
  await expect(page.getByText('续费成功')).toBeVisible();
  await page.getByRole('button', { name: '查看我的设备' }).click();
  await expect(page).toHaveURL(/\/device\/all$/);
  const [renewed] = await devices(request, 'all', address);
  expect(Date.parse(renewed.expiration_time ?? '')).toBeGreaterThan(Date.now() + 27 * 24 * 3600_000);
});
