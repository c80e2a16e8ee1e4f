// Helpers shared by the e2e specs: API ports of playwright.config.ts, quick login, quiet dialogs.
import { randomUUID } from 'node:crypto';
import type { AxeResults } from 'axe-core';
import { IDEMPOTENCY_HEADER, needsIdempotencyKey } from '@console/contract/idempotency';
import { type APIRequestContext, type BrowserContext, type Page, expect } from '@playwright/test';

import { API, CONSOLE } from '../ports';
import { runAxe } from './axe';

export { API, CONSOLE };
export const DEMO_PASSWORD = 'Demo123456';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The serious and critical axe violations (WCAG 2.2 AA) of the settled page, or of `scope` in it.
 * Axe reads colours as they are drawn, so a button still fading in would count as low contrast
 * (issue 33): this waits until no finite CSS animation or transition is running (endless ones,
 * spinners, change no colours). Axe collects violations only (nothing reads the passes).
 */
export async function axeViolations(page: Page, scope?: string): Promise<AxeResults['violations']> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  // areas the shell keeps hidden (inert) are not on the screen
  const result = await runAxe(page, {
    include: scope,
    exclude: '[inert]',
    options: { runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'] },
  });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** No serious or critical axe violation on the settled page (or in the part `scope` selects). */
export async function expectAxeClean(page: Page, scope?: string): Promise<void> {
  const bad = await axeViolations(page, scope);
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Logs in through the API and stores the token where the console keeps it (cookie p-token). */
export async function loginByApi(
  request: APIRequestContext,
  context: BrowserContext,
  username = 'demoadmin',
  role: 'admin' | 'staff' = 'admin',
): Promise<string> {
  const res = await request.post(`${API}/user/login`, { data: { username, password: DEMO_PASSWORD, role } });
  const body = await res.json();
  if (body.code !== 0) throw new Error(`login failed: ${body.message}`);
  await context.addCookies([{ name: 'p-token', value: body.data.token, url: CONSOLE }]);
  return body.data.token as string;
}

/** Marks the once-only shell dialogs (new-user guide, renewal reminder, certification notice) as seen. */
export async function quietDialogs(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const now = String(Date.now());
    if (!localStorage.getItem('renewNoticeTime')) localStorage.setItem('renewNoticeTime', now);
    if (!localStorage.getItem('authNoticeSuppressedAt')) localStorage.setItem('authNoticeSuppressedAt', now);
    // the guide's flag is per login name, which a page does not know before the console signs in:
    // every user of this page reads as having seen it (shell/firstVisit/gettingStarted.ts closedKey)
    const stored = Object.getOwnPropertyDescriptor(Storage.prototype, 'getItem')!.value as (k: string) => string | null;
    Storage.prototype.getItem = function (this: Storage, key: string) {
      return stored.call(this, key) ?? (key.startsWith('gettingStartedClosed:') ? now : null);
    };
  });
}

/**
 * The headers a direct API call needs: a money endpoint's Idempotency-Key, a new one per call (one
 * attempt each, as the console makes one per checkout).
 */
export const attemptHeaders = (path: string): Record<string, string> =>
  needsIdempotencyKey(`POST ${path.split('?')[0]}`) ? { [IDEMPOTENCY_HEADER]: randomUUID() } : {};

/** The API's answer: `{ code, message, data }` (code 0 = success). */
export type Envelope<T> = { code: number; message: string; data: T };

/** Direct API calls as one signed-in user (setup and checks beside what the page shows). */
export function apiOf(request: APIRequestContext, token: string) {
  const headers = { 'P-Token': token };
  return {
    get: async <T>(path: string, params?: Record<string, string | number>) =>
      (await (await request.get(`${API}${path}`, { headers, params })).json()) as Envelope<T>,
    post: async <T>(path: string, data: object) =>
      (await (
        await request.post(`${API}${path}`, { headers: { ...headers, ...attemptHeaders(path) }, data })
      ).json()) as Envelope<T>,
  };
}
export type Api = ReturnType<typeof apiOf>;

/** Fen as the console writes money everywhere: 123456 → '¥1,234.56', -505 → '-¥5.05'. */
export function yuanText(fen: number): string {
  const abs = Math.abs(Math.trunc(fen));
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${fen < 0 ? '-' : ''}¥${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** The checkout's confirm step (确认订单): what it charges, then 确认支付. */
export async function confirmCheckout(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: '确认订单' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /确认支付/ }).click();
}

export async function memberBalance(request: APIRequestContext, token: string): Promise<string> {
  const res = await request.get(`${API}/user/memberInfo`, { headers: { 'P-Token': token } });
  return (await res.json()).data.amount as string;
}

/**
 * Pays as the person at the checkout does: opens the pay URL the console handed out and presses
 * 确认支付 (the page's form carries the order's one-time token); the simulator then sends its
 * signed notification and redirects to the console.
 */
export async function payAtCheckout(request: APIRequestContext, url: string) {
  const page = await request.get(url);
  expect(page.status(), 'the checkout page opens from the pay URL').toBe(200);
  const form = (await page.text()).match(
    /<form method="post" action="([^"]+)"><input type="hidden" name="token" value="([^"]+)">/,
  );
  expect(form, 'the checkout page offers the confirm button').not.toBeNull();
  const res = await request.post(new URL(form![1], url).toString(), { form: { token: form![2] }, maxRedirects: 0 });
  expect(res.status()).toBe(303);
  expect(res.headers().location).toMatch(/\/pay\/success\?order_no=/);
}

/** Registers a new user through the real API (a fresh enterprise of their own); returns its token. */
export async function registerFreshEnterprise(
  request: APIRequestContext,
  context: BrowserContext,
  password = 'Fresh12345',
): Promise<string> {
  const phone = `137${String(Date.now()).slice(-8)}`;
  const sent = await (await request.post(`${API}/sms/code`, { data: { phone, scene: 'register' } })).json();
  if (sent.code !== 0) throw new Error(`sms code: ${sent.message}`);
  const sms = await (await request.get(`${API}/dev/sms/last?phone=${phone}`)).json();
  const res = await (
    await request.post(`${API}/user/register`, { data: { phone, password, smsCode: sms.data.code } })
  ).json();
  if (res.code !== 0) throw new Error(`register failed: ${res.message}`);
  await context.addCookies([{ name: 'p-token', value: res.data.token, url: CONSOLE }]);
  return res.data.token as string;
}
