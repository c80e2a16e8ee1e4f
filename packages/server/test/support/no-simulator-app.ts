// Builds the app with a real-gateway stand-in (simulator: false) on a throw-away database: which
// payment routes exist and what they answer (billing.test.ts).
import { buildApp, createDatabase } from '../../src/app';
import type { PaymentGateway } from '../../src/providers/payment';

const gateway: PaymentGateway = {
  name: 'real-gateway-stand-in',
  simulator: false,
  channels: ['alipay'],
  async createPayUrl({ orderNo }) {
    return { url: `https://gateway.example/pay?out_trade_no=${orderNo}`, checkoutTokenHash: null };
  },
  verifyNotification() {
    return { ok: false, reason: 'stand-in gateway accepts no notification' };
  },
};
/** What a console with a real gateway serves of the payment routes. */
export async function paymentRoutesWithoutSimulator() {
  const database = await createDatabase('memory://');
  const app = await buildApp({ db: database.db, payment: gateway, consoleUrl: 'http://console.test' });
  await app.ready();
  const out: Record<string, unknown> = {
    hasSimulatorPage: app.hasRoute({ method: 'GET', url: '/pay/simulator/:orderNo' }),
    hasSimulatorConfirm: app.hasRoute({ method: 'POST', url: '/pay/simulator/:orderNo/confirm' }),
    hasNotify: app.hasRoute({ method: 'POST', url: '/pay/notify/:channel' }),
  };
  for (const [method, url] of [
    ['GET', '/pay/simulator/RDEMO0001?token=x'],
    ['POST', '/pay/simulator/RDEMO0001/confirm'],
  ] as const) {
    const r = await app.inject({
      method,
      url,
      ...(method === 'POST'
        ? { payload: 'token=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } }
        : {}),
    });
    out[`${method} ${url}`] = r.statusCode;
  }
  const notify = await app.inject({
    method: 'POST',
    url: '/pay/notify/alipay',
    payload: { out_trade_no: 'RDEMO0001', sign: 'x' },
  });
  await app.close();
  await database.close();
  return Object.assign(out, { notify: { status: notify.statusCode, body: notify.json<unknown>() } });
}
