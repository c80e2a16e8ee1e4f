// Routes of cloud-phone purchase and renewal (docs/api-devices.md "Purchase and renewal"):
// GET /phone/resource, POST /phone/totalPrice, POST /phone/buyV1, GET /phone/renewList,
// POST /phone/renewV1, GET /coupon/list, GET /phone/allocating, GET /phone/order, POST /phone/autoRenew.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, inArray } from 'drizzle-orm';
import { Type } from 'typebox';
import { enterprises, phones } from '../../db/schema';
import { AppError, Code, envelope, ok } from '../../lib/envelope';
import { PagingQuery, remaining } from '../../lib/paging';
import { publicBase } from '../../lib/public-url';
import { seesWalletBalance } from '../user/member-info';
import type { Deps } from '../deps';
import { caller, isStaff, requireAuth } from '../auth/guard';
import type { SessionUser } from '../auth/session';
import { COUPON_UNUSABLE, PAY_TYPES, placeOrder } from '../billing/checkout';
import { visiblePhones } from '../phone/filters';
import { PHONE_NOT_FOUND_MESSAGE } from '../phone/visible';
import { CAP_MESSAGE, capOf } from './cap';
import { DURATIONS, PLATFORMS, REGIONS, SPECS } from './catalogue';
import './fulfilment'; // registers phone_buy / phone_renew with billing
import { autoRenewFlag, buyQuery, payFields, phoneIds, renewQuery, type Body } from './input';
import { allocating, listCoupons, orderProgress } from './queries';
import { quoteBuy, quoteRenew, type Price } from './quote';

const tags = ['phone-order'];
const security = [{ PToken: [] }];
const RENEW_FORBIDDEN = '您没有设备续费权限，请联系上级主管';
const PRICE_CHANGED = '价格已变化，请刷新后重试';

const BuyFields = {
  platform: Type.Optional(Type.Unknown({ description: "e.g. 'android10' (see /phone/resource)" })),
  region: Type.Optional(Type.Unknown({ description: "'cn' | 'hk', offered for the spec" })),
  spec: Type.Optional(Type.Unknown({ description: "spec value, e.g. '4c8g'" })),
  quantity: Type.Optional(Type.Unknown({ description: 'integer 1..100' })),
};
const CommonFields = {
  duration_unit: Type.Optional(Type.Unknown({ description: "'day' (value 1) | 'month' (1..12)" })),
  duration: Type.Optional(Type.Unknown({ description: 'integer' })),
  coupon_id: Type.Optional(Type.Unknown({ description: 'an unused, unexpired coupon of the enterprise' })),
};
const RenewFields = { phone_ids: Type.Optional(Type.Unknown({ description: 'visible phone ids (1..500)' })) };
const PayBody = {
  pay_type: Type.Optional(Type.Unknown({ description: PAY_TYPES.join(' | ') })),
  expected_pay_fen: Type.Optional(Type.Unknown({ description: 'the pay_fen the form showed; must equal the price now' })),
};
const PriceSchema = Type.Object({
  unit_fen: Type.Integer(), quantity: Type.Integer(), total_fen: Type.Integer(), discount_fen: Type.Integer(),
  coupon_fen: Type.Integer(), pay_fen: Type.Integer(), coupon_applicable: Type.Boolean(),
});
const PayResult = Type.Object({ order_no: Type.String(), status: Type.String(), pay_fen: Type.Integer(), url: Type.String() });
const NullableInt = Type.Union([Type.Integer(), Type.Null()]);

/** The coupon asked for must apply, and the form's amount must be today's price. */
function checkPrice(price: Price, couponId: number | null, expectedPayFen: number) {
  if (couponId !== null && !price.coupon_applicable) throw new AppError(Code.CONFLICT, COUPON_UNUSABLE);
  if (price.pay_fen !== expectedPayFen) throw new AppError(Code.CONFLICT, PRICE_CHANGED);
}

const canRenew = (u: SessionUser) => !isStaff(u) || u.canRenewDevice;

export const phoneOrderPlugin: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock, payment } = deps;
  requireAuth(app, deps);

  app.get('/phone/resource', {
    schema: {
      tags, security, summary: 'What can be bought: platforms, regions, specs with prices, durations, pay types, balance, cap',
      response: envelope(Type.Object({
        platforms: Type.Array(Type.Object({ value: Type.String(), label: Type.String() })),
        regions: Type.Array(Type.Object({ value: Type.String(), label: Type.String() })),
        specs: Type.Array(Type.Object({
          value: Type.String(), label: Type.String(), month_fen: Type.Integer(), day_fen: Type.Integer(), regions: Type.Array(Type.String()),
        })),
        durations: Type.Array(Type.Object({ unit: Type.String(), value: Type.Integer(), label: Type.String() })),
        pay_types: Type.Array(Type.String()),
        balance_fen: Type.Union([Type.Integer(), Type.Null()], { description: 'null for members who may not see the wallet' }),
        cap: Type.Object({ certified: Type.Boolean(), limit: NullableInt, held: Type.Integer(), remaining: NullableInt }),
      })),
    },
  }, async (req) => {
    const { user } = caller(req);
    const [ent] = await db.select({ balance: enterprises.walletBalanceFen }).from(enterprises).where(eq(enterprises.id, user.enterpriseId));
    return ok({
      platforms: [...PLATFORMS], regions: REGIONS, specs: SPECS, durations: DURATIONS,
      pay_types: PAY_TYPES.filter((t) => t === 'balance' || payment.channels.includes(t)),
      balance_fen: seesWalletBalance(user) ? ent.balance : null, cap: await capOf(db, user.enterpriseId, clock.now()),
    });
  });

  app.post('/phone/totalPrice', {
    schema: {
      tags, security, summary: 'Price of a purchase (platform, region, spec, …) or a renewal (phone_ids, …)',
      body: Type.Object({ ...BuyFields, ...CommonFields, ...RenewFields }), response: envelope(PriceSchema),
    },
  }, async (req) => {
    const { user } = caller(req);
    const b = req.body as Body;
    const now = clock.now();
    const quote = b.phone_ids !== undefined
      ? await quoteRenew(db, user, renewQuery(b), now)
      : await quoteBuy(db, user.enterpriseId, buyQuery(b), now);
    return ok(quote.price);
  });

  app.post('/phone/buyV1', {
    schema: {
      tags, security, summary: 'Buy phones (admin). Balance pays at once; Alipay/WeChat return the checkout url',
      body: Type.Object({ ...BuyFields, ...CommonFields, ...PayBody, auto_renew: Type.Optional(Type.Unknown({ description: '0 | 1' })) }),
      response: envelope(PayResult),
    },
  }, async (req) => {
    const { user } = caller(req);
    if (isStaff(user)) throw new AppError(Code.FORBIDDEN, '仅老板账号可以购买设备');
    const b = req.body as Body;
    const q = buyQuery(b);
    if (b.auto_renew === undefined || b.auto_renew === null || b.auto_renew === '') throw new AppError(Code.VALIDATION, '请选择是否自动续费');
    const autoRenew = autoRenewFlag(b.auto_renew);
    const pay = payFields(b);
    const now = clock.now();
    const base = publicBase(req);
    return ok(await db.transaction(async (tx) => {
      // the enterprise row lock makes the cap check and the order one step (no two buys past the cap)
      await tx.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.id, user.enterpriseId)).for('update');
      const cap = await capOf(tx, user.enterpriseId, now);
      if (cap.remaining !== null && q.quantity > cap.remaining) throw new AppError(Code.CONFLICT, CAP_MESSAGE);
      const { price, goodsName } = await quoteBuy(tx, user.enterpriseId, q, now);
      checkPrice(price, q.couponId, pay.expectedPayFen);
      return placeOrder(tx, payment, {
        enterpriseId: user.enterpriseId, userId: user.id, type: 'phone_buy', goodsName, quantity: q.quantity,
        totalFen: price.total_fen, discountFen: price.discount_fen, couponFen: price.coupon_fen, couponId: q.couponId,
        payType: pay.payType, flowKind: 'purchase', remark: `购买${goodsName} ×${q.quantity}`, now, publicBase: base,
        detail: {
          spec: q.spec.value, spec_name: q.spec.label, region: q.region, platform: q.platform,
          duration_unit: q.duration.unit, duration: q.duration.value, quantity: q.quantity, auto_renew: autoRenew,
        },
      });
    }));
  });

  app.get('/phone/renewList', {
    schema: {
      tags, security, summary: 'The chosen phones as the renewal form shows them (all must be visible)',
      querystring: Type.Object({ selectPhoneIds: Type.String({ maxLength: 6000, description: 'comma-separated phone ids' }) }),
      response: envelope(Type.Object({ list: Type.Array(Type.Object({
        id: Type.Integer(), phone_name: Type.String(), is_domestic_name: Type.String(), spec_name: Type.String(),
        version: Type.String(), expiration_time: Type.String(), remain_day: Type.Integer(), remain_hour: Type.Integer(),
        is_expired: Type.Integer(), auto_renew: Type.Integer(),
      })) })),
    },
  }, async (req) => {
    const { user } = caller(req);
    const ids = phoneIds(req.query.selectPhoneIds.split(',').map((s) => s.trim()).filter(Boolean));
    const now = clock.now();
    const rows = await db.select().from(phones).where(and(visiblePhones(user, now), inArray(phones.id, ids)));
    if (rows.length !== ids.length) throw new AppError(Code.NOT_FOUND, PHONE_NOT_FOUND_MESSAGE);
    const byId = new Map(rows.map((p) => [p.id, p]));
    return ok({
      list: ids.map((id) => byId.get(id)!).map((p) => ({
        id: p.id, phone_name: p.phoneName, is_domestic_name: p.isDomesticName, spec_name: p.specName, version: p.version,
        expiration_time: p.expirationTime.toISOString(), ...remaining(p.expirationTime, now), auto_renew: p.autoRenew ? 1 : 0,
      })),
    });
  });

  app.post('/phone/renewV1', {
    schema: {
      tags, security, summary: 'Renew phones (admin, or staff with the device-renewal permission; visible phones only)',
      body: Type.Object({ ...RenewFields, ...CommonFields, ...PayBody }), response: envelope(PayResult),
    },
  }, async (req) => {
    const { user } = caller(req);
    if (!canRenew(user)) throw new AppError(Code.FORBIDDEN, RENEW_FORBIDDEN);
    const b = req.body as Body;
    const q = renewQuery(b);
    const pay = payFields(b);
    const now = clock.now();
    const base = publicBase(req);
    return ok(await db.transaction(async (tx) => {
      const { price, goodsName } = await quoteRenew(tx, user, q, now);
      checkPrice(price, q.couponId, pay.expectedPayFen);
      return placeOrder(tx, payment, {
        enterpriseId: user.enterpriseId, userId: user.id, type: 'phone_renew', goodsName, quantity: q.phoneIds.length,
        totalFen: price.total_fen, discountFen: price.discount_fen, couponFen: price.coupon_fen, couponId: q.couponId,
        payType: pay.payType, flowKind: 'renewal', remark: `续费云手机 ×${q.phoneIds.length}`, now, publicBase: base,
        detail: { phone_ids: q.phoneIds, duration_unit: q.duration.unit, duration: q.duration.value },
      });
    }));
  });

  app.get('/coupon/list', {
    schema: {
      tags, security, summary: "The enterprise's coupons (admin)",
      querystring: Type.Object({
        ...PagingQuery,
        status: Type.Optional(Type.Union([Type.Literal('usable'), Type.Literal('used'), Type.Literal('expired')])),
      }),
      response: envelope(Type.Object({ total: Type.Integer(), list: Type.Array(Type.Object({
        id: Type.Integer(), name: Type.String(), amount_fen: Type.Integer(), min_spend_fen: Type.Integer(),
        expires_at: Type.String(), status: Type.String(), used_order_no: Type.Union([Type.String(), Type.Null()]),
      })) })),
    },
  }, async (req) => {
    const { user } = caller(req);
    if (isStaff(user)) throw new AppError(Code.FORBIDDEN, '仅老板账号可以查看优惠券');
    return ok(await listCoupons(db, user.enterpriseId, clock.now(), req.query));
  });

  app.get('/phone/allocating', {
    schema: {
      tags, security, summary: 'Phones paid for and not yet allocated by the provider',
      response: envelope(Type.Object({
        count: Type.Integer(),
        orders: Type.Array(Type.Object({ order_no: Type.String(), quantity: Type.Integer(), paid_at: Type.String() })),
      })),
    },
  }, async (req) => ok(await allocating(db, caller(req).user)));

  app.get('/phone/order', {
    schema: {
      tags, security, summary: 'One order of the enterprise and how many of its phones are allocated',
      querystring: Type.Object({ order_no: Type.String({ minLength: 1, maxLength: 32 }) }),
      response: envelope(Type.Object({
        order_no: Type.String(), type: Type.String(), status: Type.String(), quantity: Type.Integer(),
        pay_fen: Type.Integer(), allocated: Type.Integer(),
      })),
    },
  }, async (req) => ok(await orderProgress(db, caller(req).user, req.query.order_no, clock.now())));

  app.post('/phone/autoRenew', {
    schema: {
      tags, security, summary: 'Turn auto-renewal on or off for phones (admin)',
      body: Type.Object({ ...RenewFields, auto_renew: Type.Optional(Type.Unknown({ description: '0 | 1' })) }),
      response: envelope(Type.Object({ updated: Type.Integer() })),
    },
  }, async (req) => {
    const { user } = caller(req);
    if (isStaff(user)) throw new AppError(Code.FORBIDDEN, '仅老板账号可以设置自动续费');
    const b = req.body as Body;
    const ids = phoneIds(b.phone_ids);
    const on = autoRenewFlag(b.auto_renew);
    const now = clock.now();
    return ok(await db.transaction(async (tx) => {
      const where = and(visiblePhones(user, now), inArray(phones.id, ids));
      const found = await tx.select({ id: phones.id }).from(phones).where(where).for('update');
      if (found.length !== ids.length) throw new AppError(Code.NOT_FOUND, PHONE_NOT_FOUND_MESSAGE);
      const done = await tx.update(phones).set({ autoRenew: on }).where(where).returning({ id: phones.id });
      return { updated: done.length };
    }));
  });
};
