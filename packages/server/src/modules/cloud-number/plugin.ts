// Routes: GET /cloudNumber/cnt, /list, /transfers, /resource; POST /totalPrice, /buy, /renew,
// /autoRenew, /transfer (docs/api-devices.md "Cloud numbers").
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { AppError, Code, envelope, ok } from '../../lib/envelope';
import { listEnvelope, PagingQuery } from '../../lib/paging';
import { publicBase } from '../../lib/public-url';
import type { Deps } from '../deps';
import { caller, isStaff, requireAuth } from '../auth/guard';
import type { SessionUser } from '../auth/session';
import {
  checkExpected, priceOfPurchase, priceOfRenewal, setAutoRenew, transferNumbers,
} from './actions';
import { BUY_ORDER, registerCloudNumberFulfilment, RENEW_ORDER } from './fulfilment';
import { placeOrder } from '../billing/checkout';
import { MONTHS, PAY_TYPES, REGIONS } from './pricing';
import { countNumbers, listNumbers, listTransfers } from './queries';
import {
  readAutoRenew, readExpectedPay, readIds, readMonths, readPayType, readQuantity, readRegion, readUserId,
} from './requests';
import { CLOUD_NUMBER_VIEWS, type CloudNumberView } from './views';

const tags = ['cloud number'];
const security = [{ PToken: [] }];
const NullableInt = Type.Union([Type.Integer(), Type.Null()]);
// Body fields are read by requests.ts, which answers each bad field with its own message.
const field = (description: string) => Type.Optional(Type.Unknown({ description }));

const CloudNumberItem = Type.Object({
  id: Type.Integer(), number: Type.String(), region: Type.String({ description: "'cn' | 'hk'" }),
  physical_number: Type.Union([Type.String(), Type.Null()], { description: 'null = no physical number bound' }),
  phone_id: NullableInt, phone_name: Type.String(), assigned_user_id: NullableInt, assigned_user_name: Type.String(),
  monthly_fee_fen: Type.Integer(), auto_renew: Type.Integer(),
  status: Type.String({ description: "'in_use' | 'unsubscribing' | 'unsubscribed'" }),
  expiration_time: Type.String(), remain_day: Type.Integer(), created_at: Type.String(),
});
const TransferItem = Type.Object({
  id: Type.Integer(), number: Type.String(), from_user_name: Type.String(), to_user_name: Type.String(),
  operator_name: Type.String(), created_at: Type.String(),
});
const Price = Type.Object({
  unit_fen: Type.Integer(), quantity: Type.Integer(), total_fen: Type.Integer(), discount_fen: Type.Integer(),
  coupon_fen: Type.Integer(), pay_fen: Type.Integer(), coupon_applicable: Type.Boolean(),
});
const PayResult = Type.Object({
  order_no: Type.String(), status: Type.String({ description: "'paid' | 'awaiting_payment'" }),
  pay_fen: Type.Integer(), url: Type.String({ description: "'' for balance" }),
});
const Counts = Type.Object(Object.fromEntries(CLOUD_NUMBER_VIEWS.map((v) => [v, Type.Integer()])));

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
    enterpriseId: user.enterpriseId, userId: user.id, discountFen: 0, couponFen: 0, couponId: null,
    prefix: 'C', now: clock.now(), publicBase: publicBase(req),
  });

  app.get('/cloudNumber/cnt', {
    schema: { tags, security, summary: 'Cloud number counters per view (each equals that view\'s list total)', response: envelope(Counts) },
  }, async (req) => {
    const { user } = caller(req);
    const now = clock.now();
    const counts = await Promise.all(CLOUD_NUMBER_VIEWS.map((v) => countNumbers(db, user, now, v)));
    return ok(Object.fromEntries(CLOUD_NUMBER_VIEWS.map((v, i) => [v, counts[i]])));
  });

  app.get('/cloudNumber/list', {
    schema: {
      tags, security, summary: 'Paged cloud numbers of a view; employees see only the numbers they hold',
      querystring: Type.Object({
        ...PagingQuery,
        view: Type.Union(CLOUD_NUMBER_VIEWS.map((v) => Type.Literal(v)), { default: 'inUse' }),
        keyword: Type.Optional(Type.String({ maxLength: 50, description: 'number or physical number contains' })),
      }),
      response: listEnvelope(CloudNumberItem),
    },
  }, async (req) => {
    const q = req.query;
    return ok(await listNumbers(db, caller(req).user, clock.now(), {
      view: q.view as CloudNumberView, page: q.page, limit: q.limit, keyword: q.keyword,
    }));
  });

  app.get('/cloudNumber/transfers', {
    schema: { tags, security, summary: 'Transfer records, newest first', querystring: Type.Object(PagingQuery), response: listEnvelope(TransferItem) },
  }, async (req) => ok(await listTransfers(db, caller(req).user, req.query)));

  app.get('/cloudNumber/resource', {
    schema: {
      tags, security, summary: 'What can be bought: regions with their monthly rent, durations, payment methods',
      response: envelope(Type.Object({
        regions: Type.Array(Type.Object({ value: Type.String(), label: Type.String(), month_fen: Type.Integer() })),
        months: Type.Array(Type.Integer()), pay_types: Type.Array(Type.String()),
      })),
    },
  }, async () => ok({ regions: [...REGIONS], months: [...MONTHS], pay_types: [...PAY_TYPES] }));

  app.post('/cloudNumber/totalPrice', {
    schema: {
      tags, security, summary: 'Price of { region, quantity, months } (purchase) or { ids, months } (renewal)',
      body: Type.Object({
        region: field("'cn' | 'hk'"), quantity: field(`int 1..50`), months: field('int 1..12'), ids: field('cloud number ids (renewal)'),
      }),
      response: envelope(Price),
    },
  }, async (req) => {
    const b = req.body;
    const months = readMonths(b.months);
    if (b.ids !== undefined) return ok((await priceOfRenewal(db, caller(req).user, readIds(b.ids), months)).price);
    return ok(priceOfPurchase(readRegion(b.region), readQuantity(b.quantity), months).price);
  });

  app.post('/cloudNumber/buy', {
    schema: {
      tags, security, summary: 'Buy new cloud numbers (admin). Balance pays at once; alipay/wechat return the pay URL',
      body: Type.Object({
        region: field("'cn' | 'hk'"), quantity: field('int 1..50'), months: field('int 1..12'),
        pay_type: field("'balance' | 'alipay' | 'wechat'"), expected_pay_fen: field('the pay_fen of /cloudNumber/totalPrice'),
      }),
      response: envelope(PayResult),
    },
  }, async (req) => {
    const user = admin(req, '购买云号码');
    const b = req.body;
    const [region, quantity, months, payType, expected] = [
      readRegion(b.region), readQuantity(b.quantity), readMonths(b.months), readPayType(b.pay_type), readExpectedPay(b.expected_pay_fen),
    ];
    const { region: r, price } = priceOfPurchase(region, quantity, months);
    checkExpected(expected, price.pay_fen);
    return ok(await db.transaction((tx) => placeOrder(tx, payment, {
      ...orderBase(req, user), type: BUY_ORDER, goodsName: `云号码（${r.label}）${months}个月`, quantity,
      totalFen: price.total_fen, payType, detail: { region, quantity, months, month_fen: r.month_fen }, flowKind: 'purchase',
      remark: `购买云号码（${r.label}）×${quantity}，${months}个月`,
    })));
  });

  app.post('/cloudNumber/renew', {
    schema: {
      tags, security, summary: 'Renew cloud numbers (admin): expiry += months from the later of now and expiry',
      body: Type.Object({
        ids: field('cloud number ids, 1..500'), months: field('int 1..12'),
        pay_type: field("'balance' | 'alipay' | 'wechat'"), expected_pay_fen: field('the pay_fen of /cloudNumber/totalPrice'),
      }),
      response: envelope(PayResult),
    },
  }, async (req) => {
    const user = admin(req, '续费云号码');
    const b = req.body;
    const [ids, months, payType, expected] = [readIds(b.ids), readMonths(b.months), readPayType(b.pay_type), readExpectedPay(b.expected_pay_fen)];
    const { price } = await priceOfRenewal(db, user, ids, months);
    checkExpected(expected, price.pay_fen);
    return ok(await db.transaction((tx) => placeOrder(tx, payment, {
      ...orderBase(req, user), type: RENEW_ORDER, goodsName: `云号码续费${months}个月`, quantity: ids.length,
      totalFen: price.total_fen, payType, detail: { ids, months }, flowKind: 'renewal',
      remark: `续费云号码 ×${ids.length}，${months}个月`,
    })));
  });

  app.post('/cloudNumber/autoRenew', {
    schema: {
      tags, security, summary: 'Turn auto-renewal on or off (admin)',
      body: Type.Object({ ids: field('cloud number ids'), auto_renew: field('0 | 1') }),
      response: envelope(Type.Object({ updated: Type.Integer() })),
    },
  }, async (req) => {
    const user = admin(req, '设置云号码自动续费');
    const [ids, on] = [readIds(req.body.ids), readAutoRenew(req.body.auto_renew)];
    return ok({ updated: await setAutoRenew(db, user, ids, on) });
  });

  app.post('/cloudNumber/transfer', {
    schema: {
      tags, security, summary: 'Hand cloud numbers to another active member (admin or manager); recorded per number',
      body: Type.Object({ ids: field('cloud number ids'), to_user_id: field('an active member of the enterprise') }),
      response: envelope(Type.Object({ transferred: Type.Integer() })),
    },
  }, async (req) => {
    const user = manager(req);
    const [ids, toUserId] = [readIds(req.body.ids), readUserId(req.body.to_user_id)];
    return ok({ transferred: await transferNumbers(db, user, ids, toUserId, clock.now()) });
  });
};
