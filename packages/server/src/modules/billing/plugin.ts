// Routes: POST /phone/recharge (admins); POST /pay/notify/:channel (the gateway's signed
// notification, public); and only when the gateway is the simulator: GET /pay/simulator/:orderNo
// and POST …/confirm, both behind the order's one-time checkout token.
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, eq, isNull } from 'drizzle-orm';
import { timingSafeEqual } from 'node:crypto';
import {
  OrderNoParams,
  PayNotifyBody,
  PayNotifyParams,
  RechargeBody,
  RechargeResult,
  SimulatorConfirmBody,
  SimulatorPageQuery,
} from '@console/contract';
import { payments } from '../../db/schema';
import { AppError, Code, envelope } from '../../lib/envelope';
import { langOf, type Localized } from '../../lib/lang';
import { AMOUNT_MESSAGE, rechargeFen } from '../../lib/money';
import { render } from '../../lib/texts';
import { isPaymentSimulator, PaymentSimulator, type PayChannel } from '../../providers/payment';
import type { Deps } from '../deps';
import { caller, requireAuth } from '../auth/guard';
import { idempotent } from '../../lib/idempotency';
import { payFenOf } from './checkout';
import { expireOrder } from './expiry';
import { canFulfil } from './fulfilment';
import { handleNotification } from './notify';
import { createRechargeOrder, findOrder } from './recharge';
import { actorOf } from '../enterprise-log/write';
import { simulatorMessage, simulatorPage } from './simulator-page';

export const billingPlugin: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock, payment } = deps;

  await app.register(async (inner) => {
    const authed = inner.withTypeProvider<TypeBoxTypeProvider>();
    requireAuth(authed, deps);
    authed.post(
      '/phone/recharge',
      {
        schema: {
          tags: ['billing'],
          security: [{ PToken: [] }],
          summary:
            'Create a wallet recharge order; returns the (simulated) Alipay pay URL. An amount of 0 has nothing ' +
            'to pay: status 1, no URL, no order and no wallet-flow row',
          body: RechargeBody,
          response: envelope(RechargeResult),
        },
      },
      async (req) => {
        const { user } = caller(req);
        const amountFen = rechargeFen(req.body.amount);
        if (amountFen === null) throw new AppError(Code.VALIDATION, AMOUNT_MESSAGE);
        const now = clock.now();
        return idempotent(db, req, { userId: user.id, enterpriseId: user.enterpriseId, now }, (tx) =>
          createRechargeOrder(tx, payment, {
            enterpriseId: user.enterpriseId,
            userId: user.id,
            amountFen,
            publicBase: deps.apiPublicUrl,
            now,
            actor: actorOf(req),
          }),
        );
      },
    );
  });

  // The gateway's asynchronous notification (Alipay notify_url): form or JSON fields, signed.
  app.post(
    '/pay/notify/:channel',
    {
      schema: {
        tags: ['payment'],
        summary: "Gateway payment notification (signed, as Alipay's notify_url): answers the text 'success'",
        params: PayNotifyParams,
        body: PayNotifyBody,
      },
    },
    async (req, reply) => {
      const outcome = await handleNotification(db, payment, req.params.channel, req.body, clock.now());
      if (outcome.ok) return reply.type('text/plain; charset=utf-8').send('success');
      req.log.warn({ orderNo: outcome.orderNo, reason: outcome.reason }, 'payment notification refused');
      const code = outcome.status === 404 ? Code.NOT_FOUND : outcome.status === 409 ? Code.CONFLICT : Code.VALIDATION;
      return reply
        .status(outcome.status)
        .send({ code, message: `notification refused: ${outcome.reason}`, data: null });
    },
  );

  if (isPaymentSimulator(payment)) {
    // the checkout URL is built from the configured public URL, never from request headers
    payment.setPublicUrl(deps.apiPublicUrl);
    await app.register(async (sim) => paymentSimulatorRoutes(sim, deps, payment));
  }
};

/** Headers of every simulator page: no script, no framing, forms only to us (and the console after the redirect). */
export function simulatorHeaders(consoleUrl: string): Record<string, string> {
  let consoleOrigin = '';
  try {
    consoleOrigin = ` ${new URL(consoleUrl).origin}`;
  } catch {
    /* 'self' only */
  }
  return {
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'${consoleOrigin}; frame-ancestors 'none'; base-uri 'none'`,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
    'cache-control': 'no-store',
  };
}

const CANNOT_PAY: Localized = { zh: '无法支付', en: 'Cannot pay' };
const LINK_USED: Localized = { zh: '链接已使用', en: 'Link already used' };
const linkUsed = (orderNo: string): Localized => ({
  zh: `订单 ${orderNo} 的支付链接已使用过`,
  en: `The payment link of order ${orderNo} has already been used`,
});
const orderLapsed = (orderNo: string): Localized => ({
  zh: `订单 ${orderNo} 已超过10分钟支付时限，已过期，请重新下单`,
  en: `Order ${orderNo} was not paid within 10 minutes and has expired; place a new order`,
});
const notPayable = (orderNo: string): Localized => ({
  zh: `订单 ${orderNo} 当前状态不可支付`,
  en: `Order ${orderNo} cannot be paid in its current status`,
});

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** /pay/simulator/*: registered only when the gateway is the simulator (buildApp with a real gateway has none). */
export async function paymentSimulatorRoutes(
  scope: FastifyInstance,
  deps: Deps,
  gateway: PaymentSimulator,
): Promise<void> {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock, consoleUrl } = deps;
  const headers = simulatorHeaders(consoleUrl);
  app.addHook('onSend', async (_req, reply, body) => {
    reply.headers(headers);
    return body;
  });

  /** The order and its payment when `token` is the payment's unused checkout token; else why not. */
  async function checkToken(orderNo: string, token: string | undefined) {
    const order = await findOrder(db, orderNo);
    if (!order)
      return {
        refused: 404 as const,
        title: { zh: '订单不存在', en: 'Order not found' },
        text: { zh: `订单 ${orderNo} 不存在`, en: `Order ${orderNo} not found` },
      };
    const [pay] = await db.select().from(payments).where(eq(payments.orderNo, orderNo)).limit(1);
    const given = token ? PaymentSimulator.tokenHash(token) : '';
    if (!pay?.checkoutTokenHash || !token || !sameHash(given, pay.checkoutTokenHash)) {
      return {
        refused: 403 as const,
        title: { zh: '链接无效', en: 'Invalid link' },
        text: {
          zh: '支付链接无效：请从控制台重新发起支付',
          en: 'The payment link is invalid: start the payment again from the console',
        },
      };
    }
    if (pay.checkoutTokenUsedAt) return { refused: 409 as const, title: LINK_USED, text: linkUsed(orderNo) };
    return { order, pay };
  }

  app.get(
    '/pay/simulator/:orderNo',
    {
      schema: {
        tags: ['pay simulator'],
        summary: '[Simulator] Alipay / WeChat Pay checkout page (HTML); needs the one-time token of the pay URL',
        params: OrderNoParams,
        querystring: SimulatorPageQuery,
      },
    },
    async (req, reply) => {
      reply.type('text/html; charset=utf-8');
      const lang = langOf(req);
      const c = await checkToken(req.params.orderNo, req.query.token);
      if ('refused' in c) return reply.status(c.refused!).send(simulatorMessage(c.title!, c.text!, lang));
      const { order } = c;
      const expired =
        order.status === 'expired' || (order.status === 'awaiting_payment' && order.expiresAt <= clock.now());
      if (expired)
        return reply
          .status(410)
          .send(simulatorMessage({ zh: '订单已过期', en: 'Order expired' }, orderLapsed(order.orderNo), lang));
      return simulatorPage(
        {
          orderNo: order.orderNo,
          totalFen: payFenOf(order),
          goodsName: render(order.goodsText, lang, order.goodsName),
          payType: order.payType,
          status: order.status,
          token: req.query.token!,
          payable: order.status === 'awaiting_payment' && canFulfil(order.type),
        },
        lang,
      );
    },
  );

  app.post(
    '/pay/simulator/:orderNo/confirm',
    {
      schema: {
        tags: ['pay simulator'],
        params: OrderNoParams,
        body: SimulatorConfirmBody,
        summary:
          '[Simulator] Confirm with the one-time token (form field): the simulator sends its signed notification, then redirects to the console',
      },
    },
    async (req, reply) => {
      reply.type('text/html; charset=utf-8');
      const lang = langOf(req);
      const orderNo = req.params.orderNo;
      const now = clock.now();
      const c = await checkToken(orderNo, req.body?.token);
      if ('refused' in c) return reply.status(c.refused!).send(simulatorMessage(c.title!, c.text!, lang));
      const { order, pay } = c;
      if (order.status === 'awaiting_payment' && order.expiresAt <= now) {
        await db.transaction((tx) => expireOrder(tx, order));
        return reply.status(409).send(simulatorMessage(CANNOT_PAY, orderLapsed(orderNo), lang));
      }
      // already paid (e.g. the gateway's notification arrived first): nothing to do but show success
      if (order.status === 'paid' || order.status === 'buying') {
        return reply.redirect(`${consoleUrl}/pay/success?order_no=${encodeURIComponent(orderNo)}`, 303);
      }
      if (order.status !== 'awaiting_payment') {
        return reply.status(409).send(simulatorMessage(CANNOT_PAY, notPayable(orderNo), lang));
      }
      // one-time: the first confirm takes the token, a second one (double submit, replayed form) is refused
      const taken = await db
        .update(payments)
        .set({ checkoutTokenUsedAt: now })
        .where(and(eq(payments.id, pay.id), isNull(payments.checkoutTokenUsedAt)))
        .returning({ id: payments.id });
      if (!taken.length) return reply.status(409).send(simulatorMessage(LINK_USED, linkUsed(orderNo), lang));
      // the gateway's side: a signed notification, delivered to the same verification path as POST /pay/notify/:channel
      const channel = order.payType as PayChannel;
      const notification = gateway.signNotification({ orderNo, amountFen: pay.amountFen, channel, at: now });
      const outcome = await handleNotification(db, gateway, channel, notification, now);
      if (outcome.ok) return reply.redirect(`${consoleUrl}/pay/success?order_no=${encodeURIComponent(orderNo)}`, 303);
      req.log.warn({ orderNo, reason: outcome.reason }, '[Payment simulator] notification refused');
      return reply
        .status(409)
        .send(
          simulatorMessage(CANNOT_PAY, outcome.result === 'expired' ? orderLapsed(orderNo) : notPayable(orderNo), lang),
        );
    },
  );
}
