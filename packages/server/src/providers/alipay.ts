// The real Alipay adapter behind the PaymentGateway interface (alipay-sdk). Off by default: the
// server uses it only when PAYMENT_GATEWAY=alipay and the keys are configured (alipayFromEnv);
// otherwise the payment simulator stands in. Checkout is the desktop-site payment
// (alipay.trade.page.pay) as a GET URL the browser is sent to; Alipay calls back
// `<API_PUBLIC_URL>/pay/notify/alipay` (its notify_url), verified here with Alipay's public key,
// and sends the person back to the console's /pay/success (return_url). The notification fields
// are mapped onto the ones the console's notification handler checks (out_trade_no, amount in fen,
// trade_status, notify_id, notify_time), so idempotency and the amount check are the same path
// the simulator's notification takes.
import { AlipaySdk } from 'alipay-sdk';
import { AMOUNT_PATTERN, fenToYuan } from '../lib/money';
import type { NotificationCheck, PayChannel, PaymentGateway, PayUrl } from './payment';

export interface AlipayConfig {
  appId: string;
  /** The application's private key (PKCS#1 or PKCS#8 PEM, or the bare base64 Alipay's tool gives). */
  privateKey: string;
  /** Alipay's public key, to verify its notifications. */
  alipayPublicKey: string;
  /** Format of a bare base64 private key (a PEM says its own): PKCS1 (Alipay's tool default) or PKCS8. */
  keyType?: 'PKCS1' | 'PKCS8';
  /** Open-platform gateway (default production; the sandbox's for testing). */
  endpoint?: string;
  /** Where browsers reach this API (the notify_url base). */
  apiPublicUrl: string;
  /** Where the console is (the return_url base). */
  consoleUrl: string;
}

/** '90.00' → 9000; null for anything that is not a yuan amount. */
export function yuanTextToFen(text: string | undefined): number | null {
  if (!text || !AMOUNT_PATTERN.test(text)) return null;
  const [whole, frac = ''] = text.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/** A PEM names its format; a bare key is what the configuration says (PKCS1 by default). */
export function keyTypeOf(key: string, configured: 'PKCS1' | 'PKCS8' = 'PKCS1'): 'PKCS1' | 'PKCS8' {
  if (key.includes('BEGIN RSA PRIVATE KEY')) return 'PKCS1';
  if (key.includes('BEGIN PRIVATE KEY')) return 'PKCS8';
  return configured;
}

export class AlipayGateway implements PaymentGateway {
  readonly name = 'alipay';
  readonly simulator = false;
  readonly channels: readonly PayChannel[] = ['alipay'];
  private readonly sdk: AlipaySdk;

  constructor(private readonly config: AlipayConfig) {
    this.sdk = new AlipaySdk({
      appId: config.appId,
      privateKey: config.privateKey,
      alipayPublicKey: config.alipayPublicKey,
      keyType: keyTypeOf(config.privateKey, config.keyType),
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    });
  }

  async createPayUrl(input: {
    orderNo: string;
    amountFen: number;
    publicBase: string;
    channel: PayChannel;
  }): Promise<PayUrl> {
    const url = this.sdk.pageExecute('alipay.trade.page.pay', 'GET', {
      bizContent: {
        out_trade_no: input.orderNo,
        total_amount: fenToYuan(input.amountFen),
        subject: `订单 ${input.orderNo}`,
        product_code: 'FAST_INSTANT_TRADE_PAY',
        // Alipay closes the trade when the console's 10-minute window ends
        timeout_express: '10m',
      },
      notifyUrl: `${this.config.apiPublicUrl.replace(/\/$/, '')}/pay/notify/alipay`,
      returnUrl: `${this.config.consoleUrl.replace(/\/$/, '')}/pay/success?order_no=${encodeURIComponent(input.orderNo)}`,
    });
    return { url, checkoutTokenHash: null };
  }

  verifyNotification(channel: PayChannel, fields: Record<string, string>): NotificationCheck {
    if (channel !== 'alipay') return { ok: false, reason: `unknown channel ${channel}` };
    if (!fields || typeof fields.sign !== 'string') return { ok: false, reason: 'unsigned notification' };
    let good = false;
    try {
      good = this.sdk.checkNotifySignV2(fields);
    } catch {
      good = false;
    }
    if (!good) return { ok: false, reason: 'bad signature' };
    if (fields.app_id !== this.config.appId) return { ok: false, reason: 'notification for another app' };
    const amountFen = yuanTextToFen(fields.total_amount);
    const { out_trade_no: orderNo, trade_status: tradeStatus, notify_id: notifyId, notify_time: notifyTime } = fields;
    if (!orderNo || !tradeStatus || !notifyId || !notifyTime || amountFen === null) {
      return { ok: false, reason: 'incomplete notification' };
    }
    return { ok: true, notification: { orderNo, amountFen, tradeStatus, notifyId, notifyTime } };
  }
}

/**
 * The gateway the environment asks for: the real Alipay adapter with PAYMENT_GATEWAY=alipay (and
 * ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY, optional ALIPAY_ENDPOINT and ALIPAY_KEY_TYPE), else null (the
 * simulator). A half-configured Alipay is a startup error, not a silent fallback.
 */
export function alipayFromEnv(
  env: Record<string, string | undefined>,
  urls: { apiPublicUrl: string; consoleUrl: string },
): AlipayGateway | null {
  if ((env.PAYMENT_GATEWAY ?? 'simulator') !== 'alipay') return null;
  const missing = ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'].filter((k) => !env[k]);
  if (missing.length) throw new Error(`PAYMENT_GATEWAY=alipay needs ${missing.join(', ')}`);
  return new AlipayGateway({
    appId: env.ALIPAY_APP_ID!,
    privateKey: env.ALIPAY_PRIVATE_KEY!,
    alipayPublicKey: env.ALIPAY_PUBLIC_KEY!,
    endpoint: env.ALIPAY_ENDPOINT || undefined,
    keyType: env.ALIPAY_KEY_TYPE === 'PKCS8' ? 'PKCS8' : 'PKCS1',
    ...urls,
  });
}
