// POST /dev/clock — dev/test mode only, and only when the server runs on a ShiftedClock: moves
// "now" so e2e can watch the timed rules act (the 23rd–25th of a cloud number, day 8 after expiry).
// `offset_ms` is absolute (0 = real time again); the jobs run once at the new time before it answers.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { envelope, ok } from '../lib/envelope';
import { runJobsOnce } from '../jobs';
import { apartFromRequest } from '../lib/money-scope';
import { ShiftedClock } from '../providers/clock';
import type { Deps } from './deps';

export const devClockPlugin: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { clock } = deps;
  if (!deps.devMode || !(clock instanceof ShiftedClock)) return;
  app.post(
    '/dev/clock',
    {
      schema: {
        tags: ['dev'],
        summary: "[dev/test mode only] set the server clock's offset from real time, then run the jobs once",
        body: Type.Object({ offset_ms: Type.Integer({ minimum: 0, maximum: 400 * 24 * 3600_000 }) }),
        response: envelope(Type.Object({ now: Type.String(), offset_ms: Type.Integer() })),
      },
    },
    async (req) => {
      clock.setOffset(req.body.offset_ms);
      await apartFromRequest(() => runJobsOnce(deps)).catch((err: unknown) =>
        req.log.warn({ err }, 'jobs after a clock move'),
      );
      return ok({ now: clock.now().toISOString(), offset_ms: clock.offset });
    },
  );
};
