// Routes: POST /phone/recharge (admins), GET /pay/simulator/:orderNo, POST …/confirm (any payable order).
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError, Code, envelope, ok } from '../../lib/envelope';
import { AMOUNT_MESSAGE, yuanToFen } from '../../lib/money';
import { publicBase } from '../../lib/public-url';
import type { Deps } from '../deps';
import { caller, isStaff, requireAuth } from '../auth/guard';
import { payFenOf } from './checkout';
import { confirmPayment } from './confirm';
import { canFulfil } from './fulfilment';
import { createRechargeOrder, findOrder } from './recharge';
import { simulatorMessage, simulatorPage } from './simulator-page';

const OrderNoParams = Type.Object({ orderNo: Type.String({ maxLength: 32 }) });

export const billingPlugin: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock, payment, consoleUrl } = deps;

  await app.register(async (inner) => {
    const authed = inner.withTypeProvider<TypeBoxTypeProvider>();
    requireAuth(authed, deps);
    authed.post('/phone/recharge', {
      schema: {
        tags: ['billing'], security: [{ PToken: [] }],
        summary: 'Create a wallet recharge order; returns the (simulated) Alipay pay URL',
        body: Type.Object({
          amount: Type.Union([Type.String({ maxLength: 20 }), Type.Number()], { description: 'yuan, >0, at most 2 decimals' }),
          pay_type: Type.Literal(1, { description: '1 = Alipay (the only method offered)' }),
        }),
        response: envelope(Type.Object({ url: Type.String(), status: Type.Integer(), order_no: Type.String() })),
      },
    }, async (req) => {
      const { user } = caller(req);
      if (isStaff(user)) throw new AppError(Code.FORBIDDEN, '仅老板账号可以充值');
      const amountFen = yuanToFen(req.body.amount);
      if (amountFen === null) throw new AppError(Code.VALIDATION, AMOUNT_MESSAGE);
      return ok(await createRechargeOrder(db, payment, {
        enterpriseId: user.enterpriseId, userId: user.id, amountFen, publicBase: publicBase(req), now: clock.now(),
      }));
    });
  });

  app.get('/pay/simulator/:orderNo', {
    schema: { tags: ['pay simulator'], summary: '[Simulator] Alipay / WeChat Pay checkout page (HTML)', params: OrderNoParams },
  }, async (req, reply) => {
    reply.type('text/html; charset=utf-8');
    const order = await findOrder(db, req.params.orderNo);
    if (!order) return reply.status(404).send(simulatorMessage('订单不存在', `订单 ${req.params.orderNo} 不存在`));
    const expired = order.status === 'awaiting_payment' && order.expiresAt <= clock.now();
    return simulatorPage({
      orderNo: order.orderNo, totalFen: payFenOf(order), goodsName: order.goodsName, payType: order.payType,
      status: expired ? 'expired' : order.status,
      payable: order.status === 'awaiting_payment' && !expired && canFulfil(order.type),
    });
  });

  app.post('/pay/simulator/:orderNo/confirm', {
    schema: {
      tags: ['pay simulator'], params: OrderNoParams,
      summary: '[Simulator] Confirm payment: credits the wallet / delivers the order once, then redirects to the console',
    },
  }, async (req, reply) => {
    const orderNo = req.params.orderNo;
    const result = await confirmPayment(db, orderNo, clock.now());
    if (result === 'credited' || result === 'already_paid') {
      return reply.redirect(`${consoleUrl}/pay/success?order_no=${encodeURIComponent(orderNo)}`, 303);
    }
    reply.type('text/html; charset=utf-8');
    if (result === 'not_found') return reply.status(404).send(simulatorMessage('订单不存在', `订单 ${orderNo} 不存在`));
    return reply.status(409).send(simulatorMessage('无法支付', result === 'expired'
      ? `订单 ${orderNo} 已超过10分钟支付时限，已过期，请重新下单` : `订单 ${orderNo} 当前状态不可支付`));
  });
};
