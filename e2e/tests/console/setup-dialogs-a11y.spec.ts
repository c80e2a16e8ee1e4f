// The dialogs the demo data cannot open axe-clean (issue 34: "axe is clean (serious and critical) on
// every screen and dialog in zh and en at 1440 and 390 px"): the data each needs is made through the
// API as the demo boss first — an uploaded app (GET /common/uploadUrl, the PUT to storage, POST
// /app/add) installed on a phone, a whitelisted terminal, a webhook — then each dialog is opened as a
// person opens it, audited, and closed with Escape. Nothing is confirmed on the server: the
// install's and the uninstall's per-phone results show the answer given here (one phone done, one
// failed) rather than a provider call, as more-dialogs-a11y does for the phone operations. What was
// made is removed afterwards (other specs share the database), except what the API cannot remove:
// the webhook (no delete; it is made disabled, so no notice is ever sent) and the stored APK file.
// The WeChat unbind confirmation is not here: the server has no way to bind WeChat but the real
// official-account scan, which the e2e servers do not have.
import type { Page } from '@playwright/test';
import { API, DEMO_PASSWORD, apiOf, type Api } from '../support';
import { expect, test } from '../walk';
import { auditDialogs, type Opener, rowButton } from './dialogAudit';

// this file's own data, named so a person reading the lists sees where it came from
const STAMP = Date.now() % 1_000_000;
const APP_NAME = `A11ySetupApp${STAMP}`;
const TERMINAL = `a11y-setup-terminal-${STAMP}`;
const WEBHOOK_URL = 'http://127.0.0.1:9/a11y-setup-hook';

/** What beforeAll made (ids the screens' addresses name). */
const made = { appId: 0, phones: [] as { id: number; phone_name: string }[], whitelistId: 0, webhook: false };

async function bossApi(request: Parameters<typeof apiOf>[0]): Promise<Api> {
  const res = await request.post(`${API}/user/login`, {
    data: { username: 'demoadmin', password: DEMO_PASSWORD, role: 'admin' },
  });
  const body = await res.json();
  expect(body.code, body.message).toBe(0);
  return apiOf(request, body.data.token as string);
}

test.beforeAll(async ({ request }) => {
  const api = await bossApi(request);
  // an APK of the enterprise's own, as the upload dialog adds one (UploadAppDialog.tsx)
  const apk = Buffer.from('PK\u0003\u0004 a11y setup fake apk');
  const ticket = await api.get<{
    file_id: number;
    upload_url: string;
    method: string;
    headers?: Record<string, string>;
  }>('/common/uploadUrl', { file_name: 'a11y-setup.apk', size: apk.length, purpose: 'apk' });
  expect(ticket.code, ticket.message).toBe(0);
  const url = /^https?:\/\//i.test(ticket.data.upload_url) ? ticket.data.upload_url : `${API}${ticket.data.upload_url}`;
  const put = await request.fetch(url, { method: ticket.data.method, headers: ticket.data.headers, data: apk });
  expect(put.status(), 'the storage accepts the signed PUT').toBeLessThan(300);
  const added = await api.post<{ id: number }>('/app/add', {
    file_id: ticket.data.file_id,
    name: APP_NAME,
    package_name: `com.example.a11ysetup${STAMP}`,
    version: '1.0.0',
    description: 'a11y setup',
  });
  expect(added.code, added.message).toBe(0);
  made.appId = added.data.id;

  // installed on a phone the provider runs (the demo's 云手机-012 is unknown to it): a row of 应用管理
  const phones = await api.get<{ list: { id: number; phone_name: string }[] }>('/phone/all');
  made.phones = phones.data.list.filter((p) => p.phone_name !== '云手机-012').slice(0, 2);
  expect(made.phones).toHaveLength(2);
  const installed = await api.post<{ tasks: { status: string }[] }>('/app/install', {
    app_id: made.appId,
    phone_ids: [made.phones[0].id],
  });
  expect(
    installed.data?.tasks.map((t) => t.status),
    installed.message,
  ).toEqual(['success']);

  const terminal = await api.post<{ id: number }>('/terminal/whitelist/add', {
    terminal_code: TERMINAL,
    remark: 'a11y setup',
  });
  expect(terminal.code, terminal.message).toBe(0);
  made.whitelistId = terminal.data.id;

  // a webhook, unless another spec of this worker set one: off, so no notice is ever delivered
  const hook = await api.get<{ configured: boolean }>('/webhook/config');
  made.webhook = !hook.data.configured;
  if (made.webhook) {
    const set = await api.post('/webhook/config', { url: WEBHOOK_URL, enabled: false });
    expect(set.code, set.message).toBe(0);
  }
});

test.afterAll(async ({ request }) => {
  const api = await bossApi(request);
  // each is still there: nothing was confirmed
  const results = [
    await api.post<{ tasks: { status: string }[] }>('/app/uninstall', {
      app_id: made.appId,
      phone_ids: [made.phones[0].id],
    }),
    await api.post('/app/delete', { id: made.appId }),
    await api.post('/terminal/whitelist/delete', { ids: [made.whitelistId] }),
  ];
  for (const r of results) expect(r.code, r.message).toBe(0);
});

/**
 * The per-phone results of an install or uninstall: the answer to `path` is one phone done and one
 * failed, given here, so no provider call is made and no install changes.
 */
const answerTasks = (page: Page, path: string, kind: 'install' | 'uninstall') =>
  page.route(
    `**${path}`,
    (route) =>
      route.fulfill({
        json: {
          code: 0,
          message: '',
          data: {
            tasks: made.phones.map((p, i) => ({
              id: i + 1,
              phone_id: p.id,
              phone_name: p.phone_name,
              kind,
              payload: { app_id: made.appId, app_name: APP_NAME },
              status: i === 0 ? 'success' : 'failed',
              result: i === 0 ? '' : 'provider timeout',
              created_at: new Date().toISOString(),
              finished_at: new Date().toISOString(),
            })),
          },
        },
      }),
    { times: 1 },
  );

/**
 * The results are the only dialog left on show (the confirmation before them has closed). The
 * pointer stays where it pressed: the install's 关闭 takes the place of 安装 under it, so axe reads
 * a primary button's hover shade too (the theme's colorPrimaryHover).
 */
async function resultsShown(page: Page) {
  await expect(page.getByTestId('app-task-summary')).toBeVisible();
  await expect(page.locator('.ant-modal').filter({ visible: true })).toHaveCount(1);
}

const OK = /^(确\s?定|OK)$/;
const UNINSTALL = /^(卸\s?载|Uninstall)$/;

const DIALOGS: [screen: () => string, name: string, open: Opener, says: RegExp][] = [
  // the app market: an uploaded app's delete confirmation, the install's results
  [() => `/mall/all?keyword=${APP_NAME}`, 'own app delete', rowButton(/^(删\s?除|Delete)$/), /删除应用|Delete app/],
  [
    () => `/mall/all?keyword=${APP_NAME}`,
    'app install results',
    async (page) => {
      await answerTasks(page, '/app/install', 'install');
      await rowButton(/安装到云手机|Install on phones/)(page);
      const dialog = page.locator('.ant-modal').filter({ visible: true });
      await dialog.getByRole('button', { name: /全选|Select all/ }).click();
      await dialog.getByRole('button', { name: /^(安\s?装|Install)$/ }).click();
      await resultsShown(page);
    },
    /共 2 台，失败 1 台|2 phone\(s\), 1 failed/,
  ],
  // application management: the uninstall confirmation and its results
  [() => `/app/manage?app_id=${made.appId}`, 'app uninstall', rowButton(UNINSTALL), /卸载应用|Uninstall app/],
  [
    () => `/app/manage?app_id=${made.appId}`,
    'app uninstall results',
    async (page) => {
      await answerTasks(page, '/app/uninstall', 'uninstall');
      await rowButton(UNINSTALL)(page);
      await page.locator('.ant-modal').filter({ visible: true }).getByRole('button', { name: OK }).click();
      await resultsShown(page);
    },
    /执行结果[\s\S]*共 2 台，失败 1 台|Results[\s\S]*2 phone\(s\), 1 failed/,
  ],
  // the terminal whitelist's delete confirmation
  [
    () => `/security/whitelist?keyword=${TERMINAL}`,
    'whitelist delete',
    rowButton(new RegExp(`^(删除|Delete) ${TERMINAL}$`)),
    /删除1个白名单终端|Delete 1 whitelisted terminals/,
  ],
  // the webhook's new-secret confirmation
  [
    () => '/company/webhook',
    'webhook rotate secret',
    (page) =>
      page
        .locator('main')
        .getByRole('button', { name: /^(重新生成签名密钥|Generate a new signing secret)$/ })
        .click(),
    /重新生成签名密钥？|Generate a new signing secret\?/,
  ],
];

auditDialogs(DIALOGS.map(([screen, name, open, says]) => ({ screen, name, open, says })));
