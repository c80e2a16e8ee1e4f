// Paying through the payment simulator as a person does (open the pay URL the console handed
// out, press the confirm button: the form carries the one-time token), and playing the gateway
// in tests: a key pair the test server's simulator signs with (PAYMENT_SIMULATOR_PRIVATE_KEY), so a
// suite can sign, replay and tamper with notifications for POST /pay/notify/:channel.
import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type { ApiResult, TestServer } from './harness';

/** The path (under the API) of a pay URL such as http://console.test/api/pay/simulator/P…?token=… */
export function payPath(url: string): string {
  const u = new URL(url);
  const at = u.pathname.indexOf('/pay/simulator/');
  if (at < 0) throw new Error(`not a simulator pay URL: ${url}`);
  return u.pathname.slice(at) + u.search;
}

export const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';

/** The checkout form of a page: where it posts (resolved like a browser) and its hidden token. */
export function checkoutForm(pagePath: string, html: string): { action: string; token: string } | null {
  const m = html.match(/<form method="post" action="([^"]+)"><input type="hidden" name="token" value="([^"]+)">/);
  if (!m) return null;
  const unescape = (s: string) =>
    s
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');
  return { action: new URL(unescape(m[1]), `http://api.test${pagePath}`).pathname, token: unescape(m[2]) };
}

/** Opens the pay URL and presses 确认支付: the confirm answer (303 to the console on success). */
export async function payThroughSimulator(s: TestServer, url: string): Promise<ApiResult> {
  const p = payPath(url);
  const page = await s.request('GET', p);
  const form = checkoutForm(p, page.text);
  if (!form) throw new Error(`no checkout form at ${p}: ${page.status} ${page.text.slice(0, 300)}`);
  return s.request('POST', form.action, { body: `token=${encodeURIComponent(form.token)}`, form: true });
}

/** POSTs the confirm form of an order with this token (or none). */
export const confirmWith = (s: TestServer, orderNo: string, token?: string) =>
  s.request('POST', `/pay/simulator/${orderNo}/confirm`, {
    body: token === undefined ? '' : `token=${encodeURIComponent(token)}`,
    form: true,
  });

export function gatewayKeys() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    privateKey,
    publicKey,
  };
}

/** Alipay's signing string (as src/providers/payment.ts). */
const signingString = (f: Record<string, string>) =>
  Object.keys(f)
    .filter((k) => k !== 'sign' && k !== 'sign_type' && f[k] !== '')
    .sort()
    .map((k) => `${k}=${f[k]}`)
    .join('&');

/** An RSA2-signed payment notification for the order, as the gateway sends it. */
export function signedNotification(
  privatePem: string,
  o: { orderNo: string; amountFen: number; channel?: string; tradeStatus?: string; notifyId?: string },
) {
  const fields: Record<string, string> = {
    app_id: 'simulator',
    notify_type: 'trade_status_sync',
    notify_id: o.notifyId ?? randomBytes(16).toString('hex'),
    notify_time: new Date().toISOString(),
    out_trade_no: o.orderNo,
    trade_no: `T${randomBytes(6).toString('hex')}`,
    total_fen: String(o.amountFen),
    trade_status: o.tradeStatus ?? 'TRADE_SUCCESS',
    channel: o.channel ?? 'alipay',
    charset: 'utf-8',
    version: '1.0',
    sign_type: 'RSA2',
  };
  return resign(privatePem, fields);
}

/** Signs (again) a set of fields, e.g. after changing one: a valid signature over the new content. */
export function resign(privatePem: string, fields: Record<string, string>): Record<string, string> {
  const { sign: _old, ...rest } = fields;
  return { ...rest, sign: sign('sha256', Buffer.from(signingString(rest), 'utf8'), privatePem).toString('base64') };
}

export const formOf = (f: Record<string, string>) =>
  Object.entries(f)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');

/** Delivers a notification as the gateway does (form body by default, JSON when asked). */
export const deliver = (
  s: TestServer,
  fields: Record<string, string>,
  opts: { channel?: string; json?: boolean } = {},
) =>
  s.request(
    'POST',
    `/pay/notify/${opts.channel ?? 'alipay'}`,
    opts.json ? { body: fields } : { body: formOf(fields), form: true },
  );
