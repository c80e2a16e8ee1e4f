// Routes of cloud-phone purchase and renewal (docs/api-devices.md "Purchase and renewal"):
// GET /phone/resource, POST /phone/totalPrice, POST /phone/buyV1, GET /phone/renewList,
// POST /phone/renewV1, GET /coupon/list, GET /phone/allocating, GET /phone/order, POST /phone/autoRenew.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, inArray } from 'drizzle-orm';
import {
  Allocating,
  BuyOptions,
  CouponList,
  CouponListQuery,
  OrderProgress,
  OrderProgressQuery,
  PayResult,
  PhoneAutoRenewBody,
  PhoneBuyBody,
  PhonePriceBody,
  PhoneRenewBody,
  Price,
  RenewList,
  RenewListQuery,
  Updated,
} from '@console/contract';
import { enterprises, phones } from '../../db/schema';
import { AppError, Code, envelope, ok } from '../../lib/envelope';
import { remaining } from '../../lib/paging';
import { publicBase } from '../../lib/public-url';
import { seesWalletBalance } from '../user/member-info';
import type { Deps } from '../deps';
import { caller, isStaff, requireAuth } from '../auth/guard';
import { actorOf, logEvent, targetOfMany } from '../enterprise-log/write';
import { COUPON_UNUSABLE, PAY_TYPES, placeOrder } from '../billing/checkout';
import { remainDays } from '../phone/expiry';
import { visiblePhones } from '../phone/filters';
import { PHONE_NOT_FOUND_MESSAGE } from '../phone/visible';
import { CAP_MESSAGE, capOf } from './cap';
import { DURATIONS, PLATFORMS, REGIONS, SPECS } from './catalogue';
import './fulfilment'; // registers phone_buy / phone_renew with billing
import './order-types'; // their labels, resources and withdrawal (billing registry)
import './renewable'; // phones in renewal management (billing registry)
import { buyQuery, commaPhoneIds, payFields, renewQuery } from './input';
import { allocating, listCoupons, orderProgress } from './queries';
import { quoteBuy, quoteRenew, type Price as Quote } from './quote';
import { text } from '../../lib/texts';
import { langOf } from '../../lib/lang';

const tags = ['phone-order'];
const security = [{ PToken: [] }];
const PRICE_CHANGED = '价格已变化，请刷新后重试';

/** The coupon asked for must apply, and the form's amount must be today's price. */
function checkPrice(price: Quote, couponId: number | null, expectedPayFen: number) {
  if (couponId !== null && !price.coupon_applicable) throw new AppError(Code.CONFLICT, COUPON_UNUSABLE);
  if (price.pay_fen !== expectedPayFen) throw new AppError(Code.CONFLICT, PRICE_CHANGED);
}

export const phoneOrderPlugin: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock, payment } = deps;
  requireAuth(app, deps);

  app.get(
    '/phone/resource',
    {
      schema: {
        tags,
        security,
        summary: 'What can be bought: platforms, regions, specs with prices, durations, pay types, balance, cap',
        response: envelope(BuyOptions),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const [ent] = await db
        .select({ balance: enterprises.walletBalanceFen })
        .from(enterprises)
        .where(eq(enterprises.id, user.enterpriseId));
      return ok({
        platforms: [...PLATFORMS],
        regions: REGIONS,
        specs: SPECS,
        durations: DURATIONS,
        pay_types: PAY_TYPES.filter((t) => t === 'balance' || payment.channels.includes(t)),
        balance_fen: seesWalletBalance(user) ? ent.balance : null,
        cap: await capOf(db, user.enterpriseId, clock.now()),
      });
    },
  );

  app.post(
    '/phone/totalPrice',
    {
      schema: {
        tags,
        security,
        summary: 'Price of a purchase (platform, region, spec, …) or a renewal (phone_ids, …)',
        body: PhonePriceBody,
        response: envelope(Price),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const b = req.body;
      const now = clock.now();
      const quote =
        b.phone_ids !== undefined
          ? await quoteRenew(db, user, renewQuery(b), now)
          : await quoteBuy(db, user.enterpriseId, buyQuery(b), now);
      return ok(quote.price);
    },
  );

  app.post(
    '/phone/buyV1',
    {
      schema: {
        tags,
        security,
        summary: 'Buy phones (admin). Balance pays at once; Alipay/WeChat return the checkout url',
        body: PhoneBuyBody,
        response: envelope(PayResult),
      },
    },
    async (req) => {
      const { user } = caller(req);
      if (isStaff(user)) throw new AppError(Code.FORBIDDEN, '仅老板账号可以购买设备');
      const b = req.body;
      const q = buyQuery(b);
      const autoRenew = b.auto_renew === 1;
      const pay = payFields(b);
      const now = clock.now();
      const base = publicBase(req);
      return ok(
        await db.transaction(async (tx) => {
          // the enterprise row lock makes the cap check and the order one step (no two buys past the cap)
          await tx
            .select({ id: enterprises.id })
            .from(enterprises)
            .where(eq(enterprises.id, user.enterpriseId))
            .for('update');
          const cap = await capOf(tx, user.enterpriseId, now);
          if (cap.remaining !== null && q.quantity > cap.remaining) throw new AppError(Code.CONFLICT, CAP_MESSAGE);
          const { price, goods } = await quoteBuy(tx, user.enterpriseId, q, now);
          checkPrice(price, q.couponId, pay.expectedPayFen);
          const placed = await placeOrder(tx, payment, {
            enterpriseId: user.enterpriseId,
            userId: user.id,
            type: 'phone_buy',
            goods,
            quantity: q.quantity,
            totalFen: price.total_fen,
            discountFen: price.discount_fen,
            couponFen: price.coupon_fen,
            couponId: q.couponId,
            payType: pay.payType,
            flowKind: 'purchase',
            remark: text('flow.phone_buy', { ...goods.params, quantity: q.quantity }),
            now,
            publicBase: base,
            detail: {
              spec: q.spec.value,
              spec_name: q.spec.label,
              region: q.region,
              platform: q.platform,
              duration_unit: q.duration.unit,
              duration: q.duration.value,
              quantity: q.quantity,
              auto_renew: autoRenew,
            },
          });
          await logEvent(tx, actorOf(req), {
            area: 'devices',
            action: 'phone.buy',
            target: { type: 'order', id: placed.order_no, name: `${q.spec.label} ×${q.quantity}` },
            detail: {
              after: {
                spec: q.spec.label,
                quantity: q.quantity,
                duration: `${q.duration.value} ${q.duration.unit}`,
                pay_type: pay.payType,
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

  app.get(
    '/phone/renewList',
    {
      schema: {
        tags,
        security,
        summary: 'The chosen phones as the renewal form shows them (all must be visible)',
        querystring: RenewListQuery,
        response: envelope(RenewList),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const ids = commaPhoneIds(req.query.selectPhoneIds);
      const now = clock.now();
      const rows = await db
        .select()
        .from(phones)
        .where(and(visiblePhones(user, now), inArray(phones.id, ids)));
      if (rows.length !== ids.length) throw new AppError(Code.NOT_FOUND, PHONE_NOT_FOUND_MESSAGE);
      const byId = new Map(rows.map((p) => [p.id, p]));
      return ok({
        list: ids
          .map((id) => byId.get(id)!)
          .map((p) => ({
            id: p.id,
            phone_name: p.phoneName,
            is_domestic_name: p.isDomesticName,
            spec_name: p.specName,
            version: p.version,
            expiration_time: p.expirationTime.toISOString(),
            ...remaining(p.expirationTime, now),
            // counted like the phone list (a started day counts)
            remain_day: remainDays(p.expirationTime.getTime() - now.getTime()),
            auto_renew: p.autoRenew ? 1 : 0,
          })),
      });
    },
  );

  app.post(
    '/phone/renewV1',
    {
      schema: {
        tags,
        security,
        summary: 'Renew phones (admin, or staff with the device-renewal permission; visible phones only)',
        body: PhoneRenewBody,
        response: envelope(PayResult),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const b = req.body;
      const q = renewQuery(b);
      const pay = payFields(b);
      const now = clock.now();
      const base = publicBase(req);
      return ok(
        await db.transaction(async (tx) => {
          const { price, goods } = await quoteRenew(tx, user, q, now);
          checkPrice(price, q.couponId, pay.expectedPayFen);
          const placed = await placeOrder(tx, payment, {
            enterpriseId: user.enterpriseId,
            userId: user.id,
            type: 'phone_renew',
            goods,
            quantity: q.phoneIds.length,
            totalFen: price.total_fen,
            discountFen: price.discount_fen,
            couponFen: price.coupon_fen,
            couponId: q.couponId,
            payType: pay.payType,
            flowKind: 'renewal',
            remark: text('flow.phone_renew', { count: q.phoneIds.length }),
            now,
            publicBase: base,
            detail: { phone_ids: q.phoneIds, duration_unit: q.duration.unit, duration: q.duration.value },
          });
          const renewed = await tx
            .select({ id: phones.id, name: phones.phoneName })
            .from(phones)
            .where(inArray(phones.id, q.phoneIds));
          await logEvent(tx, actorOf(req), {
            area: 'devices',
            action: 'phone.renew',
            target: targetOfMany('phone', renewed),
            detail: {
              after: {
                order_no: placed.order_no,
                duration: `${q.duration.value} ${q.duration.unit}`,
                pay_type: pay.payType,
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

  app.get(
    '/coupon/list',
    {
      schema: {
        tags,
        security,
        summary: "The enterprise's coupons (admin)",
        querystring: CouponListQuery,
        response: envelope(CouponList),
      },
    },
    async (req) => {
      const { user } = caller(req);
      if (isStaff(user)) throw new AppError(Code.FORBIDDEN, '仅老板账号可以查看优惠券');
      return ok(await listCoupons(db, user.enterpriseId, clock.now(), req.query, langOf(req)));
    },
  );

  app.get(
    '/phone/allocating',
    {
      schema: {
        tags,
        security,
        summary: 'Phones paid for and not yet allocated by the provider',
        response: envelope(Allocating),
      },
    },
    async (req) => ok(await allocating(db, caller(req).user)),
  );

  app.get(
    '/phone/order',
    {
      schema: {
        tags,
        security,
        summary: 'One order of the enterprise and how many of its phones are allocated',
        querystring: OrderProgressQuery,
        response: envelope(OrderProgress),
      },
    },
    async (req) => ok(await orderProgress(db, caller(req).user, req.query.order_no, clock.now())),
  );

  app.post(
    '/phone/autoRenew',
    {
      schema: {
        tags,
        security,
        summary: 'Turn auto-renewal on or off for phones (admin)',
        body: PhoneAutoRenewBody,
        response: envelope(Updated),
      },
    },
    async (req) => {
      const { user } = caller(req);
      if (isStaff(user)) throw new AppError(Code.FORBIDDEN, '仅老板账号可以设置自动续费');
      const ids = req.body.phone_ids;
      const on = req.body.auto_renew === 1;
      const now = clock.now();
      return ok(
        await db.transaction(async (tx) => {
          const where = and(visiblePhones(user, now), inArray(phones.id, ids));
          const found = await tx
            .select({ id: phones.id, name: phones.phoneName })
            .from(phones)
            .where(where)
            .for('update');
          if (found.length !== ids.length) throw new AppError(Code.NOT_FOUND, PHONE_NOT_FOUND_MESSAGE);
          const done = await tx.update(phones).set({ autoRenew: on }).where(where).returning({ id: phones.id });
          await logEvent(tx, actorOf(req), {
            area: 'devices',
            action: 'phone.autoRenew',
            target: targetOfMany('phone', found),
            detail: { after: { auto_renew: on } },
          });
          return { updated: done.length };
        }),
      );
    },
  );
};
