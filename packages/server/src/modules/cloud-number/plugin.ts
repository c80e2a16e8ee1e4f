// Routes: GET /cloudNumber/cnt, /list, /transfers, /resource; POST /totalPrice, /buy, /renew,
// /autoRenew, /transfer (docs/api-devices.md "Cloud numbers").
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  CloudNumber,
  NumberAutoRenewBody,
  NumberBuyBody,
  NumberCounters,
  NumberListQuery,
  NumberOptions,
  NumberPriceBody,
  NumberRenewBody,
  NumberTransfer,
  NumberTransferBody,
  NumberTransfersQuery,
  PayResult,
  Price,
  Transferred,
  Updated,
} from '@console/contract';
import { AppError, Code, envelope, ok } from '../../lib/envelope';
import { listEnvelope } from '../../lib/paging';
import { publicBase } from '../../lib/public-url';
import { text } from '../../lib/texts';
import type { Deps } from '../deps';
import { caller, isStaff, requireAuth } from '../auth/guard';
import type { SessionUser } from '../auth/session';
import { actorOf, logEvent, targetOfMany } from '../enterprise-log/write';
import { checkExpected, priceOfPurchase, priceOfRenewal, setAutoRenew, transferNumbers } from './actions';
import { BUY_ORDER, registerCloudNumberFulfilment, RENEW_ORDER } from './fulfilment';
import './order-types'; // labels and resources of cloud number orders (billing registry)
import './renewable'; // cloud numbers in renewal management (billing registry)
import { placeOrder } from '../billing/checkout';
import { MONTHS, PAY_TYPES, REGIONS } from './pricing';
import { countNumbers, listNumbers, listTransfers } from './queries';
import { purchaseOf, uniqueIds } from './requests';
import { CLOUD_NUMBER_VIEWS } from './views';

const tags = ['cloud number'];
const security = [{ PToken: [] }];
function admin(req: FastifyRequest, action: string) {
  const { user } = caller(req);
  if (isStaff(user)) throw new AppError(Code.FORBIDDEN, `仅老板账号可以${action}`);
  return user;
}

function manager(req: FastifyRequest) {
  const { user } = caller(req);
  if (isStaff(user) && user.memberRole !== 'manager') throw new AppError(Code.FORBIDDEN, '仅老板或主管可以转移云号码');
  return user;
}

export const cloudNumberPlugin: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock, payment } = deps;
  registerCloudNumberFulfilment();
  requireAuth(app, deps);
  // no discounts or coupons on cloud numbers; 'C' orders are cloud number orders
  const orderBase = (req: FastifyRequest, user: SessionUser) => ({
    enterpriseId: user.enterpriseId,
    userId: user.id,
    discountFen: 0,
    couponFen: 0,
    couponId: null,
    prefix: 'C',
    now: clock.now(),
    publicBase: publicBase(req),
  });

  app.get(
    '/cloudNumber/cnt',
    {
      schema: {
        tags,
        security,
        summary: "Cloud number counters per view (each equals that view's list total)",
        response: envelope(NumberCounters),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const now = clock.now();
      const counts = await Promise.all(CLOUD_NUMBER_VIEWS.map((v) => countNumbers(db, user, now, v)));
      return ok(Object.fromEntries(CLOUD_NUMBER_VIEWS.map((v, i) => [v, counts[i]])));
    },
  );

  app.get(
    '/cloudNumber/list',
    {
      schema: {
        tags,
        security,
        summary: 'Paged cloud numbers of a view; employees see only the numbers they hold',
        querystring: NumberListQuery,
        response: listEnvelope(CloudNumber),
      },
    },
    async (req) => {
      const q = req.query;
      return ok(
        await listNumbers(db, caller(req).user, clock.now(), {
          view: q.view,
          page: q.page,
          limit: q.limit,
          keyword: q.keyword,
        }),
      );
    },
  );

  app.get(
    '/cloudNumber/transfers',
    {
      schema: {
        tags,
        security,
        summary: 'Transfer records, newest first',
        querystring: NumberTransfersQuery,
        response: listEnvelope(NumberTransfer),
      },
    },
    async (req) => ok(await listTransfers(db, caller(req).user, req.query)),
  );

  app.get(
    '/cloudNumber/resource',
    {
      schema: {
        tags,
        security,
        summary: 'What can be bought: regions with their monthly rent, durations, payment methods',
        response: envelope(NumberOptions),
      },
    },
    async () => ok({ regions: [...REGIONS], months: [...MONTHS], pay_types: [...PAY_TYPES] }),
  );

  app.post(
    '/cloudNumber/totalPrice',
    {
      schema: {
        tags,
        security,
        summary: 'Price of { region, quantity, months } (purchase) or { ids, months } (renewal)',
        body: NumberPriceBody,
        response: envelope(Price),
      },
    },
    async (req) => {
      const b = req.body;
      if (b.ids !== undefined)
        return ok((await priceOfRenewal(db, caller(req).user, uniqueIds(b.ids), b.months)).price);
      const { region, quantity } = purchaseOf(b);
      return ok(priceOfPurchase(region, quantity, b.months).price);
    },
  );

  app.post(
    '/cloudNumber/buy',
    {
      schema: {
        tags,
        security,
        summary: 'Buy new cloud numbers (admin). Balance pays at once; alipay/wechat return the pay URL',
        body: NumberBuyBody,
        response: envelope(PayResult),
      },
    },
    async (req) => {
      const user = admin(req, '购买云号码');
      const { region, quantity, months, pay_type: payType, expected_pay_fen: expected } = req.body;
      const { region: r, price } = priceOfPurchase(region, quantity, months);
      checkExpected(expected, price.pay_fen);
      return ok(
        await db.transaction(async (tx) => {
          const placed = await placeOrder(tx, payment, {
            ...orderBase(req, user),
            type: BUY_ORDER,
            goods: text('goods.cloud_number_buy', { region: r.value, months }),
            quantity,
            totalFen: price.total_fen,
            payType,
            detail: { region, quantity, months, month_fen: r.month_fen },
            flowKind: 'purchase',
            remark: text('flow.cloud_number_buy', { region: r.value, quantity, months }),
          });
          await logEvent(tx, actorOf(req), {
            area: 'devices',
            action: 'cloudNumber.buy',
            target: { type: 'order', id: placed.order_no, name: `${region} ×${quantity}` },
            detail: {
              after: { region, quantity, months, pay_type: payType, pay_fen: placed.pay_fen, status: placed.status },
            },
          });
          return placed;
        }),
      );
    },
  );

  app.post(
    '/cloudNumber/renew',
    {
      schema: {
        tags,
        security,
        summary: 'Renew cloud numbers (admin): expiry += months from the later of now and expiry',
        body: NumberRenewBody,
        response: envelope(PayResult),
      },
    },
    async (req) => {
      const user = admin(req, '续费云号码');
      const { months, pay_type: payType, expected_pay_fen: expected } = req.body;
      const ids = uniqueIds(req.body.ids);
      const { price, numbers } = await priceOfRenewal(db, user, ids, months);
      checkExpected(expected, price.pay_fen);
      return ok(
        await db.transaction(async (tx) => {
          const placed = await placeOrder(tx, payment, {
            ...orderBase(req, user),
            type: RENEW_ORDER,
            goods: text('goods.cloud_number_renew', { months }),
            quantity: ids.length,
            totalFen: price.total_fen,
            payType,
            detail: { ids, months },
            flowKind: 'renewal',
            remark: text('flow.cloud_number_renew', { count: ids.length, months }),
          });
          await logEvent(tx, actorOf(req), {
            area: 'devices',
            action: 'cloudNumber.renew',
            target: targetOfMany(
              'cloud_number',
              numbers.map((n) => ({ id: n.id, name: n.number })),
            ),
            detail: {
              after: {
                order_no: placed.order_no,
                months,
                pay_type: payType,
                pay_fen: placed.pay_fen,
                status: placed.status,
              },
            },
          });
          return placed;
        }),
      );
    },
  );

  app.post(
    '/cloudNumber/autoRenew',
    {
      schema: {
        tags,
        security,
        summary: 'Turn auto-renewal on or off (admin)',
        body: NumberAutoRenewBody,
        response: envelope(Updated),
      },
    },
    async (req) => {
      const user = admin(req, '设置云号码自动续费');
      const [ids, on] = [uniqueIds(req.body.ids), req.body.auto_renew === 1];
      return ok({ updated: await setAutoRenew(db, user, ids, on, actorOf(req)) });
    },
  );

  app.post(
    '/cloudNumber/transfer',
    {
      schema: {
        tags,
        security,
        summary: 'Hand cloud numbers to another active member (admin or manager); recorded per number',
        body: NumberTransferBody,
        response: envelope(Transferred),
      },
    },
    async (req) => {
      const user = manager(req);
      const [ids, toUserId] = [uniqueIds(req.body.ids), req.body.to_user_id];
      return ok({ transferred: await transferNumbers(db, user, ids, toUserId, clock.now(), actorOf(req)) });
    },
  );
};
