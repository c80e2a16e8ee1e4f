// Routes: GET /ipDevice/resource, POST /ipDevice/totalPrice, POST /ipDevice/buy,
// POST /ipDevice/renew, POST /ipDevice/autoRenew. Paid like phones (billing's placeOrder: the
// balance with its ledger row in one transaction, or the gateway's checkout URL).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, inArray, isNull } from 'drizzle-orm';
import {
  DeviceAutoRenewBody,
  DeviceBuyBody,
  DeviceOptions,
  DevicePriceBody,
  DeviceRenewBody,
  IP_DEVICE_MESSAGES as M,
  NETWORK_ORDER_MESSAGES as NM,
  PayResult,
  Price,
  Updated,
} from '@console/contract';
import { enterprises, ipDevices } from '../../db/schema';
import { AppError, Code, envelope, ok } from '../../lib/envelope';
import { publicBase } from '../../lib/public-url';
import { text } from '../../lib/texts';
import type { Deps } from '../deps';
import { caller } from '../auth/guard';
import { PAY_TYPES, placeOrder } from '../billing/checkout';
import { actorOf, logEvent, targetOfMany } from '../enterprise-log/write';
import { seesWalletBalance } from '../user/member-info';
import {
  checkExpected,
  DEVICE_PLATFORMS,
  DEVICE_PRICES,
  DEVICE_SERVICE_FEES,
  DURATIONS,
  IP_TYPE_OPTIONS,
  isPlatform,
  NET_REGIONS,
  offeredDuration,
} from '../network-card/catalogue';
import { DEVICE_BUY, DEVICE_RENEW, newDeviceRows, quoteDeviceBuy, quoteDeviceRenew } from './orders';
import { loadDevices } from './queries';

const tags = ['ipDevice'];
const security = [{ PToken: [] }];
const bad = (m: string): never => {
  throw new AppError(Code.VALIDATION, m);
};
const platformOf = (p: string | undefined) => {
  const v = (p ?? '').trim();
  if (!v) bad(M.platformRequired);
  if (!isPlatform(v)) bad(M.platform);
  return v;
};
const deviceName = (d: { id: number; address: string; port: number | null }) => ({
  id: d.id,
  name: d.address ? `${d.address}:${d.port}` : `#${d.id}`,
});

export const deviceOrderRoutes: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock, payment } = deps;

  app.get(
    '/ipDevice/resource',
    {
      schema: {
        tags,
        security,
        summary: 'What can be bought: platforms, regions, IP types, prices, durations, pay types, balance',
        response: envelope(DeviceOptions),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const [ent] = await db
        .select({ b: enterprises.walletBalanceFen })
        .from(enterprises)
        .where(eq(enterprises.id, user.enterpriseId));
      return ok({
        platforms: DEVICE_PLATFORMS,
        regions: NET_REGIONS,
        types: IP_TYPE_OPTIONS,
        prices: DEVICE_PRICES,
        service_fees: DEVICE_SERVICE_FEES,
        durations: DURATIONS,
        pay_types: PAY_TYPES.filter((t) => t === 'balance' || payment.channels.includes(t)),
        balance_fen: seesWalletBalance(user) ? ent.b : null,
      });
    },
  );

  app.post(
    '/ipDevice/totalPrice',
    {
      schema: {
        tags,
        security,
        summary: 'Price of a purchase (platform, region, ip_type, quantity) or, with ids, a renewal',
        body: DevicePriceBody,
        response: envelope(Price),
      },
    },
    async (req) => {
      const b = req.body;
      const now = clock.now();
      const d = offeredDuration(b.duration_unit, b.duration);
      if (b.ids) return ok((await quoteDeviceRenew(db, caller(req).user, b.ids, d, now)).price);
      platformOf(b.platform);
      const region = b.region ?? bad(NM.regionRequired);
      const ipType = b.ip_type ?? bad(M.typeRequired);
      const quantity = b.quantity ?? bad(NM.quantityRequired);
      return ok(quoteDeviceBuy({ platform: b.platform!, region, ipType, quantity, duration: d }, now));
    },
  );

  app.post(
    '/ipDevice/buy',
    {
      schema: {
        tags,
        security,
        summary: 'Buy platform IP devices (admin); allocated by the IP provider within 2 hours of payment',
        body: DeviceBuyBody,
        response: envelope(PayResult),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const b = req.body;
      const now = clock.now();
      const platform = platformOf(b.platform);
      const d = offeredDuration(b.duration_unit, b.duration);
      const price = quoteDeviceBuy(
        { platform, region: b.region, ipType: b.ip_type, quantity: b.quantity, duration: d },
        now,
      );
      checkExpected(b.expected_pay_fen, price);
      const detail = {
        platform,
        region: b.region,
        ip_type: b.ip_type,
        quantity: b.quantity,
        duration_unit: d.unit,
        duration: d.value,
        auto_renew: b.auto_renew === 1,
      };
      return ok(
        await db.transaction(async (tx) => {
          const placed = await placeOrder(tx, payment, {
            enterpriseId: user.enterpriseId,
            userId: user.id,
            type: DEVICE_BUY,
            goods: text('goods.ip_device_buy', { region: b.region, unit: d.unit, value: d.value }),
            quantity: b.quantity,
            totalFen: price.total_fen,
            discountFen: price.discount_fen,
            couponFen: 0,
            couponId: null,
            payType: b.pay_type,
            flowKind: 'purchase',
            remark: text('flow.ip_device_buy', { quantity: b.quantity }),
            prefix: 'I',
            now,
            publicBase: publicBase(req),
            detail,
          });
          // a gateway order's devices show as 'awaiting payment' until it is paid (or expires)
          if (placed.status === 'awaiting_payment')
            await tx
              .insert(ipDevices)
              .values(newDeviceRows(user.enterpriseId, placed.order_no, detail, 'awaiting_payment', null, now));
          await logEvent(tx, actorOf(req), {
            area: 'network',
            action: 'ipDevice.buy',
            target: { type: 'order', id: placed.order_no, name: `${platform} ${b.region} ×${b.quantity}` },
            detail: {
              after: { quantity: b.quantity, pay_type: b.pay_type, pay_fen: placed.pay_fen, status: placed.status },
            },
          });
          return placed;
        }),
      );
    },
  );

  app.post(
    '/ipDevice/renew',
    {
      schema: {
        tags,
        security,
        summary:
          'Renew IP devices: platform ones at their price, own and local ones at the service fee (admin, or a manager with the device-renewal permission)',
        body: DeviceRenewBody,
        response: envelope(PayResult),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const b = req.body;
      const now = clock.now();
      const d = offeredDuration(b.duration_unit, b.duration);
      return ok(
        await db.transaction(async (tx) => {
          const { price, devices } = await quoteDeviceRenew(tx, user, b.ids, d, now);
          checkExpected(b.expected_pay_fen, price);
          const placed = await placeOrder(tx, payment, {
            enterpriseId: user.enterpriseId,
            userId: user.id,
            type: DEVICE_RENEW,
            goods: text('goods.ip_device_renew', { unit: d.unit, value: d.value }),
            quantity: b.ids.length,
            totalFen: price.total_fen,
            discountFen: price.discount_fen,
            couponFen: 0,
            couponId: null,
            payType: b.pay_type,
            flowKind: 'renewal',
            remark: text('flow.ip_device_renew', { count: b.ids.length }),
            prefix: 'I',
            now,
            publicBase: publicBase(req),
            detail: { ids: b.ids, duration_unit: d.unit, duration: d.value },
          });
          await logEvent(tx, actorOf(req), {
            area: 'network',
            action: 'ipDevice.renew',
            target: targetOfMany('ip_device', devices.map(deviceName)),
            detail: { after: { order_no: placed.order_no, pay_type: b.pay_type, pay_fen: placed.pay_fen } },
          });
          return placed;
        }),
      );
    },
  );

  app.post(
    '/ipDevice/autoRenew',
    {
      schema: {
        tags,
        security,
        summary: 'Turn auto-renewal on or off for platform devices (admin)',
        body: DeviceAutoRenewBody,
        response: envelope(Updated),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const on = req.body.auto_renew === 1;
      const rows = await loadDevices(db, user, clock.now(), req.body.ids, isNull(ipDevices.deletedAt));
      if (rows.some((r) => r.d.kind !== 'platform')) throw new AppError(Code.CONFLICT, M.autoRenewKind);
      await db.transaction(async (tx) => {
        await tx
          .update(ipDevices)
          .set({ autoRenew: on })
          .where(
            inArray(
              ipDevices.id,
              rows.map((r) => r.d.id),
            ),
          );
        await logEvent(tx, actorOf(req), {
          area: 'network',
          action: 'ipDevice.autoRenew',
          target: targetOfMany(
            'ip_device',
            rows.map((r) => deviceName(r.d)),
          ),
          detail: { after: { auto_renew: on } },
        });
      });
      return ok({ updated: rows.length });
    },
  );
};
