// Routes: GET /ipDevice/resource, POST /ipDevice/totalPrice, POST /ipDevice/buy,
// POST /ipDevice/renew, POST /ipDevice/autoRenew. Sold through billing's sell routes (sales.ts):
// the balance with its ledger row in one transaction, or the gateway's checkout URL.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { inArray, isNull } from 'drizzle-orm';
import {
  DeviceAutoRenewBody,
  DeviceBuyBody,
  DeviceOptions,
  DevicePriceBody,
  DeviceRenewBody,
  IP_DEVICE_MESSAGES as M,
  Updated,
} from '@console/contract';
import { ipDevices } from '../../db/schema';
import { AppError, Code, envelope, ok } from '../../lib/envelope';
import type { Deps } from '../deps';
import { caller } from '../auth/guard';
import { payOptions, payRoute, priceRoute } from '../billing/sell';
import { actorOf, logEvent, targetOfMany } from '../enterprise-log/write';
import {
  DEVICE_PLATFORMS,
  DEVICE_PRICES,
  DEVICE_SERVICE_FEES,
  DURATIONS,
  IP_TYPE_OPTIONS,
  NET_REGIONS,
} from '../network-card/catalogue';
import { labelledIn, langOf } from '../../lib/lang';
import { loadDevices } from './queries';
import { DEVICE_BUY_SALE, DEVICE_RENEW_SALE, deviceName, deviceSale } from './sales';

const tags = ['ipDevice'];
const security = [{ PToken: [] }];

export const deviceOrderRoutes: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock } = deps;

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
      const lang = langOf(req);
      return ok({
        platforms: labelledIn(DEVICE_PLATFORMS, lang),
        regions: labelledIn(NET_REGIONS, lang),
        types: labelledIn(IP_TYPE_OPTIONS, lang),
        prices: DEVICE_PRICES,
        service_fees: DEVICE_SERVICE_FEES,
        durations: labelledIn(DURATIONS, lang),
        ...(await payOptions(deps, user)),
      });
    },
  );

  priceRoute(app, deps, tags, {
    path: '/ipDevice/totalPrice',
    summary: 'Price of a purchase (platform, region, ip_type, quantity) or, with ids, a renewal',
    body: DevicePriceBody,
    sale: deviceSale,
  });
  payRoute(app, deps, tags, {
    path: '/ipDevice/buy',
    summary: 'Buy platform IP devices (admin); allocated by the IP provider within 2 hours of payment',
    body: DeviceBuyBody,
    sale: DEVICE_BUY_SALE,
  });
  payRoute(app, deps, tags, {
    path: '/ipDevice/renew',
    summary:
      'Renew IP devices: platform ones at their price, own and local ones at the service fee (admin, or a manager with the device-renewal permission)',
    body: DeviceRenewBody,
    sale: DEVICE_RENEW_SALE,
  });

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
