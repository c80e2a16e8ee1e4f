// Route: POST /ipDevice/check. The IP provider connects to the device with a time-out and
// reports reachable / latency / exit IP and region; the outcome is kept on the device (status
// normal or abnormal). A failed check answers spec §8's 'IP check failed' sentence.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, isNull } from 'drizzle-orm';
import { DeviceCheckResult, DeviceIdBody, IP_DEVICE_MESSAGES as M } from '@console/contract';
import { ipDevices } from '../../db/schema';
import { AppError, Code, envelope, ok } from '../../lib/envelope';
import { open } from '../../lib/secret-box';
import { IP_CHECK_TIMEOUT_MS } from '../../providers/ip-device';
import type { Deps } from '../deps';
import { caller } from '../auth/guard';
import { loadDevices } from './queries';

export const deviceCheckRoutes: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock, ipDevices: provider } = deps;

  app.post(
    '/ipDevice/check',
    {
      schema: {
        tags: ['ipDevice'],
        security: [{ PToken: [] }],
        summary: 'Check a device: connect through the IP provider with a time-out; failure = IP check failed',
        body: DeviceIdBody,
        response: envelope(DeviceCheckResult),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const [{ d }] = await loadDevices(db, user, clock.now(), [req.body.id], isNull(ipDevices.deletedAt));
      if (d.stage !== 'active' || !d.address || !d.port) throw new AppError(Code.CONFLICT, M.notAllocated);
      const outcome = await provider.check(
        {
          protocol: d.protocol,
          address: d.address,
          port: d.port,
          username: d.username,
          password: d.passwordEnc ? open(d.passwordEnc) : '',
          mappedIp: d.mappedIp,
          region: d.region,
        },
        IP_CHECK_TIMEOUT_MS,
      );
      const checkedAt = clock.now();
      const result = {
        reachable: outcome.reachable,
        latency_ms: outcome.latencyMs,
        exit_ip: outcome.exitIp,
        region: outcome.region,
        checked_at: checkedAt.toISOString(),
        simulated: provider.simulator,
      };
      await db
        .update(ipDevices)
        .set({
          status: outcome.reachable ? 'normal' : 'abnormal',
          lastCheckAt: checkedAt,
          lastCheck: { ...result, reason: outcome.reason },
        })
        .where(eq(ipDevices.id, d.id));
      if (!outcome.reachable) {
        req.log.info({ device: d.id, reason: outcome.reason }, 'IP check failed');
        throw new AppError(Code.CONFLICT, M.checkFailed);
      }
      return ok(result);
    },
  );
};
