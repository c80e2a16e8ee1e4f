// GET /dashboard/summary: what needs the caller today (host page /dashboard).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DashboardSummary } from '@console/contract';
import { envelope, ok } from '../../lib/envelope';
import type { Deps } from '../deps';
import { caller, requireAuth } from '../auth/guard';
import { dashboardSummary } from './queries';

export const dashboardPlugin: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock } = deps;
  requireAuth(app, deps);

  app.get(
    '/dashboard/summary',
    {
      schema: {
        tags: ['dashboard'],
        security: [{ PToken: [] }],
        summary:
          'Phones by status, what expires within 7 days, failures of the last 7 days, balance against 30 days of auto-renewals',
        response: envelope(DashboardSummary),
      },
    },
    async (req) => ok(await dashboardSummary(db, caller(req).user, clock.now())),
  );
};
