// Payment gateway. The embedded default is a SIMULATOR for both channels the console offers
// (Alipay and WeChat Pay). It behaves like the real gateway it stands for:
// - createPayUrl issues a one-time checkout token (only its SHA-256 is stored, on the payment
//   row) and hands out `<apiPublicUrl>/pay/simulator/<orderNo>?token=…`: only the browser that
//   got this URL can open the checkout page and confirm;
// - on confirm it does not mark anything paid itself: it builds an Alipay-style asynchronous
//   notification and signs it with its own private key (RSA2 = RSA-SHA256, as Alipay's notify);
//   the console verifies it with the gateway's public key (verifyNotification) on the same path a
//   real gateway's notify_url call takes (POST /pay/notify/:channel).
// No real money moves. A real gateway adapter implements the same interface (simulator: false),
// and then the /pay/simulator/* routes do not exist.
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';

export type PayChannel = 'alipay' | 'wechat';

/** What createPayUrl hands back: the URL for the paying browser, and the hash of its one-time token (if any). */
export interface PayUrl {
  url: string;
  checkoutTokenHash: string | null;
}

/** A notification whose signature checked out. */
export interface VerifiedNotification {
  orderNo: string;
  amountFen: number;
  /** TRADE_SUCCESS / TRADE_FINISHED mean paid; anything else is not a payment. */
  tradeStatus: string;
  notifyId: string;
  notifyTime: string;
}

export type NotificationCheck = { ok: true; notification: VerifiedNotification } | { ok: false; reason: string };

export interface PaymentGateway {
  readonly name: string;
  readonly simulator: boolean;
  /** The channels this gateway takes payments on. */
  readonly channels: readonly PayChannel[];
  /**
   * The URL the browser should open to pay the order on the channel. `publicBase` is the
   * request's idea of where the API is; a gateway with a configured public URL ignores it.
   */
  createPayUrl(input: { orderNo: string; amountFen: number; publicBase: string; channel: PayChannel }): Promise<PayUrl>;
  /** Checks a notification's signature with the gateway's public key; never trusts an unsigned field. */
  verifyNotification(channel: PayChannel, fields: Record<string, string>): NotificationCheck;
}

export const PAID_TRADE_STATUSES: readonly string[] = ['TRADE_SUCCESS', 'TRADE_FINISHED'];

/** Alipay's signing string: every non-empty parameter except sign and sign_type, sorted by key, `k=v` joined by `&`. */
export function signingString(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((k) => k !== 'sign' && k !== 'sign_type' && fields[k] !== '' && fields[k] !== undefined)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
}

const FEN = /^(0|[1-9]\d{0,11})$/;

/** Verifies an RSA2 (or Ed25519) signed notification with `publicKey`; shared by the simulator and adapters. */
export function verifySignedNotification(publicKey: KeyObject, fields: Record<string, string>): NotificationCheck {
  if (!fields || typeof fields !== 'object') return { ok: false, reason: 'missing notification' };
  const signature = fields.sign;
  if (typeof signature !== 'string' || signature === '') return { ok: false, reason: 'unsigned notification' };
  const ed = publicKey.asymmetricKeyType === 'ed25519';
  if (fields.sign_type !== (ed ? 'ED25519' : 'RSA2'))
    return { ok: false, reason: `unsupported sign_type ${String(fields.sign_type ?? '')}` };
  for (const [k, v] of Object.entries(fields)) {
    if (typeof v !== 'string') return { ok: false, reason: `field ${k} is not a string` };
  }
  let good = false;
  try {
    good = verify(
      ed ? null : 'sha256',
      Buffer.from(signingString(fields), 'utf8'),
      publicKey,
      Buffer.from(signature, 'base64'),
    );
  } catch {
    good = false;
  }
  if (!good) return { ok: false, reason: 'bad signature' };
  const {
    out_trade_no: orderNo,
    total_fen: fen,
    trade_status: tradeStatus,
    notify_id: notifyId,
    notify_time: notifyTime,
  } = fields;
  if (!orderNo || !tradeStatus || !notifyId || !notifyTime || !fen || !FEN.test(fen)) {
    return { ok: false, reason: 'incomplete notification' };
  }
  return { ok: true, notification: { orderNo, amountFen: Number(fen), tradeStatus, notifyId, notifyTime } };
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export interface PaymentSimulatorOptions {
  /** PEM (PKCS#8) private key, RSA or Ed25519. Default: `PAYMENT_SIMULATOR_PRIVATE_KEY`, else a fresh RSA-2048 key pair. */
  privateKeyPem?: string;
  /** Where this API is reached by browsers (the checkout page's base); set by the billing plugin from the config. */
  publicUrl?: string;
}

export class PaymentSimulator implements PaymentGateway {
  readonly name: string = 'payment-simulator';
  readonly simulator = true;
  readonly channels: readonly PayChannel[] = ['alipay', 'wechat'];
  readonly appId = 'simulator';
  private keys?: { privateKey: KeyObject; publicKey: KeyObject };
  private publicUrl: string | null;

  constructor(opts: PaymentSimulatorOptions = {}) {
    const pem = opts.privateKeyPem ?? process.env.PAYMENT_SIMULATOR_PRIVATE_KEY;
    if (pem) {
      const privateKey = createPrivateKey(pem); // a bad key fails the start
      this.keys = { privateKey, publicKey: createPublicKey(privateKey) };
    }
    this.publicUrl = opts.publicUrl?.replace(/\/$/, '') ?? null;
  }

  // A fresh pair is made when first needed: RSA-2048 takes 0.1-0.2 s, which every API start (and
  // every server suite's) paid although most never sign or check a notification.
  private get keyPair(): { privateKey: KeyObject; publicKey: KeyObject } {
    return (this.keys ??= generateKeyPairSync('rsa', { modulusLength: 2048 }));
  }

  private get privateKey(): KeyObject {
    return this.keyPair.privateKey;
  }

  get publicKey(): KeyObject {
    return this.keyPair.publicKey;
  }

  /** The API's configured public URL: checkout URLs are built from it, never from request headers. */
  setPublicUrl(url: string): void {
    this.publicUrl = url.replace(/\/$/, '');
  }

  async createPayUrl({
    orderNo,
    publicBase,
  }: {
    orderNo: string;
    amountFen: number;
    publicBase: string;
    channel: PayChannel;
  }): Promise<PayUrl> {
    const token = randomBytes(24).toString('base64url');
    const base = this.publicUrl ?? publicBase;
    return {
      url: `${base}/pay/simulator/${encodeURIComponent(orderNo)}?token=${token}`,
      checkoutTokenHash: sha256(token),
    };
  }

  /** The hash stored for a checkout token (what createPayUrl stored). */
  static tokenHash(token: string): string {
    return sha256(token);
  }

  /** The signed asynchronous notification the gateway sends once the person confirmed. */
  signNotification(input: {
    orderNo: string;
    amountFen: number;
    channel: PayChannel;
    at: Date;
  }): Record<string, string> {
    const ed = this.privateKey.asymmetricKeyType === 'ed25519';
    const fields: Record<string, string> = {
      app_id: this.appId,
      notify_type: 'trade_status_sync',
      notify_id: randomBytes(16).toString('hex'),
      notify_time: input.at.toISOString(),
      out_trade_no: input.orderNo,
      trade_no: `SIM${input.at.getTime()}${randomBytes(4).toString('hex')}`,
      total_fen: String(input.amountFen),
      trade_status: 'TRADE_SUCCESS',
      channel: input.channel,
      charset: 'utf-8',
      version: '1.0',
      sign_type: ed ? 'ED25519' : 'RSA2',
    };
    fields.sign = sign(ed ? null : 'sha256', Buffer.from(signingString(fields), 'utf8'), this.privateKey).toString(
      'base64',
    );
    return fields;
  }

  verifyNotification(_channel: PayChannel, fields: Record<string, string>): NotificationCheck {
    return verifySignedNotification(this.publicKey, fields);
  }
}

/** The historical name (app.ts, index.ts): the same simulator, Alipay and WeChat Pay. */
export class AlipaySimulator extends PaymentSimulator {}

export function isPaymentSimulator(g: PaymentGateway): g is PaymentSimulator {
  return g.simulator && g instanceof PaymentSimulator;
}

export const PAY_CHANNEL_NAMES: Record<PayChannel, { zh: string; en: string }> = {
  alipay: { zh: '支付宝', en: 'Alipay' },
  wechat: { zh: '微信支付', en: 'WeChat Pay' },
};
