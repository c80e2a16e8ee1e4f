// Routes: GET /statistics/summary (data statistics over a range of China-time days) and
// GET /statistics/operations (operation management: what needs acting on now). Admins only.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Operations, Statistics, StatisticsQuery } from '@console/contract';
import { and, count, eq, gt, gte, isNull, ne } from 'drizzle-orm';
import { enterprises, orders, phones } from '../../db/schema';
import { envelope, ok } from '../../lib/envelope';
import { langOf } from '../../lib/lang';
import type { Deps } from '../deps';
import { caller, requireAuth } from '../auth/guard';
import { renewablesOf } from '../billing/renewables';
import { forecast } from '../renewal/forecast';
import { rangeOf, statistics } from './queries';

const tags = ['statistics'];
const security = [{ PToken: [] }];
const DAY_MS = 24 * 3600_000;

export const statisticsPlugin: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock } = deps;
  requireAuth(app, deps);
  const renewables = (enterpriseId: number, now: Date) => renewablesOf(db, enterpriseId, now);

  app.get(
    '/statistics/summary',
    {
      schema: {
        tags,
        security,
        summary: 'Spending by day and type (the ledger), devices by state, expiries by week, members',
        querystring: StatisticsQuery,
        response: envelope(Statistics),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const now = clock.now();
      const range = rangeOf(req.query);
      return ok(
        await statistics(db, user.enterpriseId, range, now, await renewables(user.enterpriseId, now), langOf(req)),
      );
    },
  );

  app.get(
    '/statistics/operations',
    {
      schema: {
        tags,
        security,
        summary: 'What needs acting on: expiring, failing, awaiting allocation or payment',
        response: envelope(Operations),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const now = clock.now();
      const eid = user.enterpriseId;
      const ofEnt = eq(orders.enterpriseId, eid);
      const [items, [ent], [abnormal], [failed], [buying], [waiting]] = await Promise.all([
        renewables(eid, now),
        db.select({ balance: enterprises.walletBalanceFen }).from(enterprises).where(eq(enterprises.id, eid)),
        db
          .select({ n: count() })
          .from(phones)
          .where(
            and(
              eq(phones.enterpriseId, eid),
              isNull(phones.deletedAt),
              ne(phones.status, 'normal'),
              gt(phones.expirationTime, now),
            ),
          ),
        db
          .select({ n: count() })
          .from(orders)
          .where(
            and(
              ofEnt,
              eq(orders.status, 'payment_failed'),
              gte(orders.createdAt, new Date(now.getTime() - 30 * DAY_MS)),
            ),
          ),
        db
          .select({ n: count() })
          .from(orders)
          .where(and(ofEnt, eq(orders.status, 'buying'))),
        db
          .select({ n: count() })
          .from(orders)
          .where(and(ofEnt, eq(orders.status, 'awaiting_payment'), gt(orders.expiresAt, now))),
      ]);
      const soon = now.getTime() + 7 * DAY_MS;
      const f = forecast(items, ent.balance, now);
      return ok({
        expiring_7d: items.filter((i) => Date.parse(i.expires_at) > now.getTime() && Date.parse(i.expires_at) <= soon)
          .length,
        auto_renew_short_fen: f.windows[0].short_fen,
        abnormal_phones: Number(abnormal.n),
        payment_failed: Number(failed.n),
        awaiting_allocation: Number(buying.n),
        awaiting_payment: Number(waiting.n),
      });
    },
  );
};
