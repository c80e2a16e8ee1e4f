// The real Alipay adapter without the network: its checkout URL is Alipay's page-pay request for
// the order, and its notification check accepts only what Alipay's key signed for this app.
import { generateKeyPairSync, sign } from 'node:crypto';
import { alipayFromEnv, AlipayGateway, yuanTextToFen } from './alipay';
import { signingString } from './payment';

const pem = (k: import('node:crypto').KeyObject, type: 'pkcs8' | 'spki') =>
  k.export({ type, format: 'pem' }).toString();
const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
const alipay = generateKeyPairSync('rsa', { modulusLength: 2048 });
const gateway = new AlipayGateway({
  appId: '2021000000000001',
  privateKey: pem(app.privateKey, 'pkcs8'),
  alipayPublicKey: pem(alipay.publicKey, 'spki'),
  apiPublicUrl: 'https://console.example.com/api',
  consoleUrl: 'https://console.example.com',
});

/** An asynchronous notification as Alipay signs it (RSA2 over the sorted fields without sign / sign_type). */
function notification(over: Record<string, string> = {}, key = alipay.privateKey) {
  const fields: Record<string, string> = {
    app_id: '2021000000000001',
    notify_type: 'trade_status_sync',
    notify_id: 'ac05099524730693a8b330c5ecf72da9786',
    notify_time: '2030-01-15 12:00:00',
    out_trade_no: 'P20300115120000123456',
    trade_no: '2030011522001400000000000001',
    total_amount: '90.00',
    trade_status: 'TRADE_SUCCESS',
    charset: 'utf-8',
    version: '1.0',
    ...over,
  };
  fields.sign_type = 'RSA2';
  fields.sign = sign('sha256', Buffer.from(signingString(fields), 'utf8'), key).toString('base64');
  return fields;
}

test("the checkout URL is Alipay's page pay for the order, amount in yuan, with the console's notify and return URLs", async () => {
  const { url, checkoutTokenHash } = await gateway.createPayUrl({
    orderNo: 'P20300115120000123456',
    amountFen: 9000,
    publicBase: 'ignored',
    channel: 'alipay',
  });
  expect(checkoutTokenHash).toBeNull();
  const u = new URL(url);
  expect(u.origin).toBe('https://openapi.alipay.com');
  const q = u.searchParams;
  expect(q.get('method')).toBe('alipay.trade.page.pay');
  expect(q.get('app_id')).toBe('2021000000000001');
  expect(q.get('notify_url')).toBe('https://console.example.com/api/pay/notify/alipay');
  expect(q.get('return_url')).toBe('https://console.example.com/pay/success?order_no=P20300115120000123456');
  expect(JSON.parse(q.get('biz_content')!)).toMatchObject({
    out_trade_no: 'P20300115120000123456',
    total_amount: '90.00',
    product_code: 'FAST_INSTANT_TRADE_PAY',
  });
  expect(q.get('sign')).toBeTruthy();
});

test('a notification signed by Alipay is read in fen; forged, tampered, foreign or incomplete ones are refused', () => {
  expect(gateway.verifyNotification('alipay', notification())).toEqual({
    ok: true,
    notification: {
      orderNo: 'P20300115120000123456',
      amountFen: 9000,
      tradeStatus: 'TRADE_SUCCESS',
      notifyId: 'ac05099524730693a8b330c5ecf72da9786',
      notifyTime: '2030-01-15 12:00:00',
    },
  });
  const tampered = { ...notification(), total_amount: '0.01' };
  expect(gateway.verifyNotification('alipay', tampered)).toEqual({ ok: false, reason: 'bad signature' });
  // signed with the app's own key (anyone's key), not Alipay's
  expect(gateway.verifyNotification('alipay', notification({}, app.privateKey))).toEqual({
    ok: false,
    reason: 'bad signature',
  });
  expect(gateway.verifyNotification('alipay', notification({ app_id: '2021000000000999' }))).toEqual({
    ok: false,
    reason: 'notification for another app',
  });
  const { sign: _unsigned, ...rest } = notification();
  expect(gateway.verifyNotification('alipay', rest)).toEqual({ ok: false, reason: 'unsigned notification' });
  expect(gateway.verifyNotification('alipay', notification({ total_amount: 'abc' }))).toEqual({
    ok: false,
    reason: 'incomplete notification',
  });
  expect(gateway.verifyNotification('wechat', notification()).ok).toBe(false);
});

test('off by default; PAYMENT_GATEWAY=alipay needs its keys', () => {
  const urls = { apiPublicUrl: 'https://c/api', consoleUrl: 'https://c' };
  expect(alipayFromEnv({}, urls)).toBeNull();
  expect(alipayFromEnv({ PAYMENT_GATEWAY: 'simulator' }, urls)).toBeNull();
  expect(() => alipayFromEnv({ PAYMENT_GATEWAY: 'alipay', ALIPAY_APP_ID: 'x' }, urls)).toThrow(
    'PAYMENT_GATEWAY=alipay needs ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY',
  );
  const g = alipayFromEnv(
    {
      PAYMENT_GATEWAY: 'alipay',
      ALIPAY_APP_ID: 'x',
      ALIPAY_PRIVATE_KEY: pem(app.privateKey, 'pkcs8'),
      ALIPAY_PUBLIC_KEY: pem(alipay.publicKey, 'spki'),
    },
    urls,
  );
  expect(g).toBeInstanceOf(AlipayGateway);
  expect(g!.simulator).toBe(false);
});

test('yuan text → fen', () => {
  expect(yuanTextToFen('90.00')).toBe(9000);
  expect(yuanTextToFen('0.01')).toBe(1);
  expect(yuanTextToFen('12')).toBe(1200);
  expect(yuanTextToFen('1.234')).toBeNull();
  expect(yuanTextToFen(undefined)).toBeNull();
});
