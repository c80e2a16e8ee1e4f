// Routes: POST /ipDevice/check, and GET /ipCheck/echo, the default check target. The check
// tunnels through the device to the target with a time-out (providers/ip-check.ts) and reports
// reachable / latency / exit IP and its region; the outcome is kept on the device (status normal
// or abnormal). A failed check answers spec §8's 'IP check failed' sentence.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, isNull } from 'drizzle-orm';
import { Type } from 'typebox';
import { DeviceCheckResult, DeviceIdBody, IP_DEVICE_MESSAGES as M } from '@console/contract';
import { ipDevices } from '../../db/schema';
import { AppError, Code, envelope, ok } from '../../lib/envelope';
import { unmapIpv4 } from '../../lib/public-address';
import { open } from '../../lib/secret-box';
import type { Deps } from '../deps';
import { caller } from '../auth/guard';
import { loadDevices } from './queries';

const IpEcho = Type.Object({ ip: Type.String() });

export const deviceCheckRoutes: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock, ipCheck } = deps;

  app.post(
    '/ipDevice/check',
    {
      schema: {
        tags: ['ipDevice'],
        security: [{ PToken: [] }],
        summary: 'Check a device: through it to the check target with a time-out; failure = IP check failed',
        body: DeviceIdBody,
        response: envelope(DeviceCheckResult),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const [{ d }] = await loadDevices(db, user, clock.now(), [req.body.id], isNull(ipDevices.deletedAt));
      if (d.stage !== 'active' || !d.address || !d.port) throw new AppError(Code.CONFLICT, M.notAllocated);
      const outcome = await ipCheck.check({
        protocol: d.protocol,
        address: d.address,
        port: d.port,
        username: d.username,
        password: d.passwordEnc ? open(d.passwordEnc) : '',
      });
      const checkedAt = clock.now();
      const result = {
        reachable: outcome.reachable,
        latency_ms: outcome.latencyMs,
        exit_ip: outcome.exitIp,
        region: outcome.region,
        checked_at: checkedAt.toISOString(),
        // the region comes from the geolocation provider, a simulator by default
        simulated: ipCheck.geolocationSimulated,
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

/** Public (outside the session hook of the device routes): it only tells callers their own address. */
export const ipCheckEchoRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/ipCheck/echo',
    {
      schema: {
        tags: ['ipDevice'],
        summary: 'The address this request came from (the IP check target; set IP_CHECK_URL for another)',
        response: envelope(IpEcho),
      },
    },
    async (req) => ok({ ip: unmapIpv4(req.ip) }),
  );
};
