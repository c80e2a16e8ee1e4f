// Recycle bin (spec §4 'Device states'): POST /ipDevice/delete, POST /ipDevice/restore.
// Deleting a device puts it in the bin; deleting one already in the bin removes it for good
// (purged_at: it never shows again and cannot be restored), unless stores still go out through it.
// Only unexpired devices can be restored, and restored ones leave the bin.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, inArray, isNotNull } from 'drizzle-orm';
import { DeviceIdsBody, IP_DEVICE_MESSAGES as M, Removed, Restored } from '@console/contract';
import { ipDevices } from '../../db/schema';
import { AppError, Code, envelope, ok } from '../../lib/envelope';
import type { Deps } from '../deps';
import { caller } from '../auth/guard';
import { actorOf, logEvent, targetOfMany } from '../enterprise-log/write';
import { loadDevices } from './queries';

const tags = ['ipDevice'];
const security = [{ PToken: [] }];
const nameOf = (d: { id: number; address: string; port: number | null }) => ({
  id: d.id,
  name: d.address ? `${d.address}:${d.port}` : `#${d.id}`,
});

export const deviceRecycleRoutes: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock } = deps;

  app.post(
    '/ipDevice/delete',
    {
      schema: {
        tags,
        security,
        summary: 'Devices go to the recycle bin; devices already in the bin are removed for good',
        body: DeviceIdsBody,
        response: envelope(Removed),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const now = clock.now();
      const rows = await loadDevices(db, user, now, req.body.ids);
      const toPurge = rows.filter((r) => r.d.deletedAt);
      if (toPurge.some((r) => r.stores > 0)) throw new AppError(Code.CONFLICT, M.boundStores);
      const toRecycle = rows.filter((r) => !r.d.deletedAt);
      await db.transaction(async (tx) => {
        if (toRecycle.length)
          await tx
            .update(ipDevices)
            .set({ deletedAt: now })
            .where(
              inArray(
                ipDevices.id,
                toRecycle.map((r) => r.d.id),
              ),
            );
        if (toPurge.length)
          await tx
            .update(ipDevices)
            .set({ purgedAt: now, autoRenew: false })
            .where(
              and(
                inArray(
                  ipDevices.id,
                  toPurge.map((r) => r.d.id),
                ),
                isNotNull(ipDevices.deletedAt),
              ),
            );
        await logEvent(tx, actorOf(req), {
          area: 'network',
          action: 'ipDevice.delete',
          target: targetOfMany(
            'ip_device',
            rows.map((r) => nameOf(r.d)),
          ),
          detail: { after: { recycled: toRecycle.length, purged: toPurge.length } },
        });
      });
      return ok({ recycled: toRecycle.length, purged: toPurge.length });
    },
  );

  app.post(
    '/ipDevice/restore',
    {
      schema: {
        tags,
        security,
        summary: 'Unexpired devices leave the recycle bin',
        body: DeviceIdsBody,
        response: envelope(Restored),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const now = clock.now();
      const rows = await loadDevices(db, user, now, req.body.ids, isNotNull(ipDevices.deletedAt));
      if (rows.some((r) => r.d.expirationTime && r.d.expirationTime <= now))
        throw new AppError(Code.CONFLICT, M.restoreExpired);
      await db.transaction(async (tx) => {
        await tx
          .update(ipDevices)
          .set({ deletedAt: null })
          .where(
            inArray(
              ipDevices.id,
              rows.map((r) => r.d.id),
            ),
          );
        await logEvent(tx, actorOf(req), {
          area: 'network',
          action: 'ipDevice.restore',
          target: targetOfMany(
            'ip_device',
            rows.map((r) => nameOf(r.d)),
          ),
        });
      });
      return ok({ restored: rows.length });
    },
  );
};
