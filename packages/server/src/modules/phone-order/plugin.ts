// Routes of cloud-phone purchase and renewal (docs/api-devices.md "Purchase and renewal"):
// GET /phone/resource, POST /phone/totalPrice, POST /phone/buyV1, GET /phone/renewList,
// POST /phone/renewV1, GET /coupon/list, GET /phone/allocating, GET /phone/order, POST /phone/autoRenew,
// GET and POST /phone/freeTrial.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, inArray } from 'drizzle-orm';
import {
  Allocating,
  BuyOptions,
  CouponList,
  CouponListQuery,
  FreeTrialBody,
  FreeTrialState,
  OrderProgress,
  OrderProgressQuery,
  PhoneAutoRenewBody,
  PhoneBuyBody,
  PhonePriceBody,
  PhoneRenewBody,
  RenewList,
  RenewListQuery,
  Updated,
} from '@console/contract';
import { phones } from '../../db/schema';
import { AppError, Code, envelope, ok } from '../../lib/envelope';
import { labelledIn, langOf } from '../../lib/lang';
import { remaining } from '../../lib/paging';
import type { Deps } from '../deps';
import { caller, requireAuth } from '../auth/guard';
import { actorOf, logEvent, targetOfMany } from '../enterprise-log/write';
import { payOptions, payRoute, priceRoute } from '../billing/sell';
import { remainDays } from '../phone/expiry';
import { visiblePhones } from '../phone/filters';
import { PHONE_NOT_FOUND_MESSAGE } from '../phone/visible';
import { capOf } from './cap';
import { DURATIONS, PLATFORMS, REGIONS, SPECS, specNameIn } from './catalogue';
import './order-types'; // their labels, resources and withdrawal (billing registry)
import './renewable'; // phones in renewal management (billing registry)
import { commaPhoneIds } from './input';
import { allocating, listCoupons, orderProgress } from './queries';
import { PHONE_BUY, PHONE_RENEW, phoneSale } from './sales';
import { PHONE_TRIAL, trialState } from './trial';

const tags = ['phone-order'];
const security = [{ PToken: [] }];

export const phoneOrderPlugin: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock } = deps;
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
      const lang = langOf(req);
      return ok({
        platforms: [...PLATFORMS],
        regions: labelledIn(REGIONS, lang),
        specs: labelledIn(SPECS, lang),
        durations: labelledIn(DURATIONS, lang),
        ...(await payOptions(deps, user)),
        cap: await capOf(db, user.enterpriseId, clock.now()),
      });
    },
  );

  priceRoute(app, deps, tags, {
    path: '/phone/totalPrice',
    summary: 'Price of a purchase (platform, region, spec, …) or a renewal (phone_ids, …)',
    body: PhonePriceBody,
    sale: phoneSale,
  });
  payRoute(app, deps, tags, {
    path: '/phone/buyV1',
    summary: 'Buy phones (admin). Balance pays at once; Alipay/WeChat return the checkout url',
    body: PhoneBuyBody,
    sale: PHONE_BUY,
  });

  // the free trial (website config freeAdpt): one 1-day phone at 0 fen for a new customer, once
  app.get(
    '/phone/freeTrial',
    {
      schema: {
        tags,
        security,
        summary: 'Whether the free trial (one 1-day cloud phone for a new customer, once) can be taken (admin)',
        response: envelope(FreeTrialState),
      },
    },
    async (req) => ok(await trialState(db, caller(req).user.enterpriseId, langOf(req))),
  );
  payRoute(app, deps, tags, {
    path: '/phone/freeTrial',
    summary: 'Take the free trial (admin): a 0 fen phone purchase, allocated like any other',
    body: FreeTrialBody,
    sale: PHONE_TRIAL,
  });

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
      const lang = langOf(req);
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
            spec_name: specNameIn(p.specName, lang),
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

  payRoute(app, deps, tags, {
    path: '/phone/renewV1',
    summary: 'Renew phones (admin, or staff with the device-renewal permission; visible phones only)',
    body: PhoneRenewBody,
    sale: PHONE_RENEW,
  });

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
