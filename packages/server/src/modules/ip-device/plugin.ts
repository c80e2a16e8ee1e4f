// Routes of IP devices (docs/api-network.md): GET /ipDevice/cnt, GET /ipDevice/list,
// POST /ipDevice/add, /update, /import; the recycle bin (recycle.ts), the IP check (check.ts),
// platform purchase and renewal (order-routes.ts). Managers only (the access table): devices
// carry proxy credentials.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, isNull } from 'drizzle-orm';
import {
  DeviceAddBody,
  DeviceCounters,
  DeviceImportBody,
  DeviceImportResult,
  DeviceListQuery,
  DeviceUpdateBody,
  IP_DEVICE_MESSAGES as M,
  IpDevice,
} from '@console/contract';
import { ipDevices } from '../../db/schema';
import { AppError, Code, envelope, ok } from '../../lib/envelope';
import { langOf } from '../../lib/lang';
import { listEnvelope } from '../../lib/paging';
import { seal } from '../../lib/secret-box';
import type { Deps } from '../deps';
import { caller, requireAuth } from '../auth/guard';
import { actorOf, logEvent } from '../enterprise-log/write';
import { deviceCheckRoutes } from './check';
import { rowFields } from './fields';
import { parseImport } from './input';
import { deviceOrderRoutes } from './order-routes';
import { countDevices, listDevices, loadDevices, toItem } from './queries';
import { deviceRecycleRoutes } from './recycle';
import './orders'; // registers ip_device_buy / ip_device_renew with billing
import './renewable'; // platform IP devices in renewal management (billing registry)

const tags = ['ipDevice'];
const security = [{ PToken: [] }];

export const ipDevicePlugin: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock } = deps;
  requireAuth(app, deps);

  app.get(
    '/ipDevice/cnt',
    { schema: { tags, security, summary: "Every 'My devices' view's total", response: envelope(DeviceCounters) } },
    async (req) => ok(await countDevices(db, caller(req).user, clock.now())),
  );

  app.get(
    '/ipDevice/list',
    {
      schema: {
        tags,
        security,
        summary: 'Paged devices of a view (all, unexpired, purchasing, …, recycle), newest first',
        querystring: DeviceListQuery,
        response: listEnvelope(IpDevice),
      },
    },
    async (req) => {
      const q = req.query;
      return ok(
        await listDevices(
          db,
          caller(req).user,
          clock.now(),
          {
            view: q.view,
            kind: q.kind,
            keyword: q.keyword,
            page: q.page,
            limit: q.limit,
          },
          langOf(req),
        ),
      );
    },
  );

  app.post(
    '/ipDevice/add',
    {
      schema: {
        tags,
        security,
        summary: 'Add an own or local device by hand',
        body: DeviceAddBody,
        response: envelope(IpDevice),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const now = clock.now();
      const fields = rowFields(req.body, 'add');
      const row = await db.transaction(async (tx) => {
        const [d] = await tx
          .insert(ipDevices)
          .values({ enterpriseId: user.enterpriseId, kind: req.body.kind, stage: 'active', createdAt: now, ...fields })
          .returning();
        await logEvent(tx, actorOf(req), {
          area: 'network',
          action: 'ipDevice.add',
          target: { type: 'ip_device', id: d.id, name: `${d.address}:${d.port}` },
          detail: { after: { kind: d.kind, protocol: d.protocol, region: d.region } },
        });
        return d;
      });
      return ok(toItem(row, 0, [], now, langOf(req)));
    },
  );

  app.post(
    '/ipDevice/update',
    {
      schema: {
        tags,
        security,
        summary:
          "Edit an own or local device (empty password keeps the stored one); a platform device's connection is the platform's",
        body: DeviceUpdateBody,
        response: envelope(IpDevice),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const now = clock.now();
      const [{ d: before, stores }] = await loadDevices(db, user, now, [req.body.id], isNull(ipDevices.deletedAt));
      if (before.kind === 'platform') throw new AppError(Code.CONFLICT, M.notEditable);
      const fields = rowFields(req.body, 'update');
      const row = await db.transaction(async (tx) => {
        const [d] = await tx.update(ipDevices).set(fields).where(eq(ipDevices.id, before.id)).returning();
        await logEvent(tx, actorOf(req), {
          area: 'network',
          action: 'ipDevice.update',
          target: { type: 'ip_device', id: d.id, name: `${d.address}:${d.port}` },
          detail: {
            before: { address: before.address, port: before.port, protocol: before.protocol },
            after: {
              address: d.address,
              port: d.port,
              protocol: d.protocol,
              password_changed: 'passwordEnc' in fields,
            },
          },
        });
        return d;
      });
      return ok(toItem(row, stores, [], now, langOf(req)));
    },
  );

  app.post(
    '/ipDevice/import',
    {
      schema: {
        tags,
        security,
        summary: 'Bulk import own/local devices, one per line; good lines land, bad ones are reported by line number',
        body: DeviceImportBody,
        response: envelope(DeviceImportResult),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const b = req.body;
      const region = b.region.trim();
      if (!region) throw new AppError(Code.VALIDATION, M.regionRequired);
      const now = clock.now();
      const { good, errors } = parseImport(b.text, b.protocol, langOf(req));
      if (good.length) {
        await db.transaction(async (tx) => {
          await tx.insert(ipDevices).values(
            good.map((g) => ({
              enterpriseId: user.enterpriseId,
              kind: b.kind,
              stage: 'active',
              protocol: g.protocol,
              address: g.address,
              port: g.port,
              username: g.username,
              passwordEnc: g.password ? seal(g.password) : null,
              region,
              createdAt: now,
            })),
          );
          await logEvent(tx, actorOf(req), {
            area: 'network',
            action: 'ipDevice.import',
            detail: { after: { kind: b.kind, imported: good.length, failed: errors.length } },
          });
        });
      }
      return ok({ imported: good.length, errors });
    },
  );

  for (const routes of [deviceRecycleRoutes, deviceCheckRoutes, deviceOrderRoutes]) await app.register(routes, deps);
};
