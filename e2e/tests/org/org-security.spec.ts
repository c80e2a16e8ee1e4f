// Login control end to end (issue #12; spec §2 security, §4 terminal applications, §6 authorization
// methods): the boss restricts an employee's login hours on /security/loginControl and the
// employee's login is refused with the window named; an employee whose every new terminal needs
// approval waits on /login (已提交登录申请，请等待上级审批) while the boss approves the request
// from a second browser, and the waiting login then enters by itself. The whitelist screen shows
// this browser's terminal id with a copy button. Screens are axe-clean at 390 px; settings are put
// back afterwards (other specs share the database).
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { API, CONSOLE, DEMO_PASSWORD, loginByApi, quietDialogs, expectAxeClean } from '../support';

async function userId(request: APIRequestContext, token: string, username: string): Promise<number> {
  const res = await (
    await request.get(`${API}/security/members`, { headers: { 'P-Token': token }, params: { keyword: username } })
  ).json();
  return (res.data.list as { id: number; username: string }[]).find((m) => m.username === username)!.id;
}

async function resetControl(request: APIRequestContext, token: string, id: number) {
  const res = await (
    await request.post(`${API}/security/loginControl`, {
      headers: { 'P-Token': token },
      data: { user_ids: [id], auth_method: 1, login_time_start: null, login_time_end: null },
    })
  ).json();
  expect(res.code).toBe(0);
}

/** 'HH:MM' in Beijing time, `hours` from now. */
function beijing(hours: number): string {
  const d = new Date(Date.now() + hours * 3600_000 + 8 * 3600_000);
  return `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
}

async function staffLogin(page: Page, username: string) {
  await page.goto(`${CONSOLE}/login`);
  await page.getByText('员工', { exact: true }).click();
  await page.getByPlaceholder('用户名').fill(username);
  await page.getByPlaceholder('密码').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit-password').click();
}

test.use({ viewport: { width: 390, height: 844 } });

test('the boss restricts an employee to hours outside now: the login is refused naming the window', async ({
  page,
  request,
  context,
  browser,
}) => {
  await quietDialogs(page);
  const token = await loginByApi(request, context);
  const id = await userId(request, token, 'demotech01');
  try {
    await page.goto('/security/loginControl');
    await expect(page.getByRole('heading', { level: 1, name: '安全设置' })).toBeVisible();
    await expect(page.getByTestId('security-owner-note')).toContainText('老板账号是企业所有者');
    const tabs = page.getByRole('navigation', { name: '安全设置' });
    await expect(tabs.getByRole('link', { name: '成员登录控制' })).toHaveAttribute('aria-current', 'page');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAxeClean(page);

    const start = beijing(2);
    const end = beijing(3);
    await page.getByRole('button', { name: '设置 demotech01' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('每个新终端登录都需上级审批').click();
    await dialog.getByRole('switch').click();
    await dialog.getByLabel('开始时间').fill(start);
    await dialog.getByLabel('结束时间').fill(end);
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('已更新1名成员的登录控制')).toBeVisible();
    const row = page.locator('tr', { hasText: 'demotech01' });
    await expect(row).toContainText(`${start}-${end}`);
    await expect(row).toContainText('每个新终端登录都需上级审批');

    // the employee, in a browser of their own
    const other = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
    const emp = await other.newPage();
    await staffLogin(emp, 'demotech01');
    await expect(emp.getByText(`当前不在允许的登录时段（${start}-${end}）内，请在允许时段登录`)).toBeVisible();
    await expect(emp).toHaveURL(/\/login/);
    await other.close();
  } finally {
    await resetControl(request, token, id);
  }
});

test('a new terminal waits for approval; the boss approves it from a second browser and the login enters', async ({
  page,
  request,
  context,
  browser,
}) => {
  const token = await loginByApi(request, context);
  const id = await userId(request, token, 'demokefu01');
  const set = await (
    await request.post(`${API}/security/loginControl`, {
      headers: { 'P-Token': token },
      data: { user_ids: [id], auth_method: 3, login_time_start: null, login_time_end: null },
    })
  ).json();
  expect(set.code).toBe(0);
  try {
    // the employee's browser: a fresh terminal id, so the login waits
    const empContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
    const emp = await empContext.newPage();
    await quietDialogs(emp);
    await staffLogin(emp, 'demokefu01');
    await expect(emp.getByTestId('login-waiting')).toContainText('已提交登录申请，请等待上级审批');
    const terminalId = (await emp.getByTestId('login-terminal-id').textContent())!.trim();
    expect(terminalId).toMatch(/^[0-9a-f-]{36}$/);
    await expectAxeClean(emp);

    // the boss's browser
    await quietDialogs(page);
    await page.goto('/security/loginRequest');
    await expect(page.getByTestId('request-status')).toBeVisible();
    const row = page.locator('tr', { hasText: terminalId });
    await expect(row).toContainText('demokefu01');
    await expectAxeClean(page);
    await row.getByRole('button', { name: /^通过/ }).click();
    await expect(page.getByText('已通过1条登录申请')).toBeVisible();
    await page.getByText('已通过', { exact: true }).click();
    await expect(page.locator('tr', { hasText: terminalId })).toContainText('演示老板');

    // the waiting login polls every 3 s and enters, on the employee's first screen (docs/roles.md)
    await expect(emp).toHaveURL(/\/store\/all$/, { timeout: 15_000 });
    await empContext.close();

    // the whitelist shows this browser's terminal id, copyable
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: CONSOLE });
    await page.goto('/security/whitelist');
    const mine = (await page.getByTestId('my-terminal-id').textContent())!.trim();
    expect(mine).toMatch(/^[0-9a-f-]{36}$/);
    await page.getByTestId('copy-terminal-id').click();
    await expect(page.getByText('复制成功')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(mine);
    await page.getByTestId('whitelist-add').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(dialog.getByText('终端识别码不能为空')).toBeVisible();
    await dialog.getByLabel('终端识别码').fill(mine);
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('添加成功')).toBeVisible();
    await expect(page.locator('tr', { hasText: mine })).toContainText('演示老板');
    await expectAxeClean(page);
    // the same code again: the server's answer
    await page.getByTestId('whitelist-add').click();
    await dialog.getByLabel('终端识别码').fill(mine);
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('终端识别码已存在')).toBeVisible();
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await page.locator('tr', { hasText: mine }).getByRole('button', { name: /^删除/ }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /删\s*除/ })
      .click();
    await expect(page.getByText('已删除1个白名单终端')).toBeVisible();
  } finally {
    await resetControl(request, token, id);
  }
});

// issue 32 item 2: a one-time login code passes the same checks as a password: from a terminal
// that must be approved it waits on /auth like the login page, and enters once approved
test('a login code opened in a new browser waits for approval, then enters', async ({ request, browser }) => {
  const boss = (
    await (
      await request.post(`${API}/user/login`, {
        data: { username: 'demoadmin', password: DEMO_PASSWORD, role: 'admin' },
      })
    ).json()
  ).data.token as string;
  const id = await userId(request, boss, 'demotech01');
  const own = await (
    await request.post(`${API}/user/login`, {
      data: { username: 'demotech01', password: DEMO_PASSWORD, role: 'staff', terminal_code: 'e2e-code-own-pc' },
    })
  ).json();
  expect(own.code, own.message).toBe(0);
  const set = await (
    await request.post(`${API}/security/loginControl`, {
      headers: { 'P-Token': boss },
      data: { user_ids: [id], auth_method: 3, login_time_start: null, login_time_end: null },
    })
  ).json();
  expect(set.code).toBe(0);
  try {
    const code = (await (await request.post(`${API}/user/authCode`, { headers: { 'P-Token': own.data.token } })).json())
      .data.code as string;
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
    const tab = await ctx.newPage();
    await quietDialogs(tab);
    await tab.goto(`/auth?code=${encodeURIComponent(code)}`);
    await expect(tab.getByTestId('login-waiting')).toContainText('已提交登录申请，请等待上级审批');
    const terminalId = (await tab.getByTestId('login-terminal-id').textContent())!.trim();
    await expectAxeClean(tab);
    const waiting = await (
      await request.get(`${API}/terminal/requests`, {
        headers: { 'P-Token': boss },
        params: { status: 'waiting', keyword: terminalId },
      })
    ).json();
    const approved = await (
      await request.post(`${API}/terminal/approve`, {
        headers: { 'P-Token': boss },
        data: { ids: [waiting.data.list[0].id] },
      })
    ).json();
    expect(approved.code).toBe(0);
    // in at `/`, whose start route picks the member's first screen, as after a password login
    // (docs/roles.md: demotech01 has no phones of its own, so its stores)
    await expect(tab).toHaveURL(/\/store\/all$/, { timeout: 15_000 });
    await expect(tab.getByRole('navigation')).toBeVisible();
    await ctx.close();
  } finally {
    await resetControl(request, boss, id);
  }
});
