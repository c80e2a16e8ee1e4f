// Routes of the invite-reward screen (/inviteReward/all): GET /inviteReward/summary,
// GET /inviteReward/invited, GET /inviteReward/list, GET /inviteReward/income, GET /inviteReward/gifts. Admins of an
// enterprise in the invite-reward program (level_type 4) only: others get 40003 (spec §6: the menu
// shows only for level_type 4, and the server refuses the rest).
import { CST_OFFSET_MS } from '../../lib/business-time';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { InviteGifts, InviteIncome, InvitedCompany, InviteRewardItem, InviteSummary, Paging } from '@console/contract';
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import { coupons, enterprises, inviteChannels, inviteRewards } from '../../db/schema';
import { envelope, ok } from '../../lib/envelope';
import { listEnvelope, pageOffset } from '../../lib/paging';
import type { Deps } from '../deps';
import { requireAuth } from '../auth/guard';
import { programEnterprise as programEnterpriseOf } from './program';
import { couponStatus } from '../billing/price';
import { REWARD_PERCENT, WELCOME_GIFT } from './rewards';
import { langOf } from '../../lib/lang';
import { couponNameIn } from '../phone-order/queries';

const tags = ['inviteReward'];
const security = [{ PToken: [] }];

export const inviteRewardPlugin: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock } = deps;
  requireAuth(app, deps);

  const programEnterprise = (req: FastifyRequest) => programEnterpriseOf(db, req);

  app.get(
    '/inviteReward/summary',
    {
      schema: {
        tags,
        security,
        summary: 'Invite code, invited enterprises, rewards',
        response: envelope(InviteSummary),
      },
    },
    async (req) => {
      const ent = await programEnterprise(req);
      const now = clock.now();
      const cst = new Date(now.getTime() + CST_OFFSET_MS);
      const monthStart = new Date(Date.UTC(cst.getUTCFullYear(), cst.getUTCMonth(), 1) - CST_OFFSET_MS);
      const [[inv], [rw]] = await Promise.all([
        db.select({ n: count() }).from(enterprises).where(eq(enterprises.invitedByEnterpriseId, ent.id)),
        db
          .select({
            total: sql<number>`coalesce(sum(${inviteRewards.rewardFen}), 0)::bigint`,
            month: sql<number>`coalesce(sum(${inviteRewards.rewardFen}) filter (where ${inviteRewards.createdAt} >= ${monthStart}), 0)::bigint`,
            paying: sql<number>`count(distinct ${inviteRewards.invitedEnterpriseId})::int`,
          })
          .from(inviteRewards)
          .where(eq(inviteRewards.enterpriseId, ent.id)),
      ]);
      return ok({
        invite_code: ent.inviteCode,
        reward_percent: REWARD_PERCENT,
        invited: Number(inv?.n ?? 0),
        paying: Number(rw.paying),
        rewards_fen: Number(rw.total),
        month_rewards_fen: Number(rw.month),
      });
    },
  );

  app.get(
    '/inviteReward/invited',
    {
      schema: {
        tags,
        security,
        summary: 'Enterprises registered with the invite code, what they paid and what it earned (my team)',
        querystring: Paging,
        response: listEnvelope(InvitedCompany),
      },
    },
    async (req) => {
      const ent = await programEnterprise(req);
      const where = eq(enterprises.invitedByEnterpriseId, ent.id);
      const [[c], rows] = await Promise.all([
        db.select({ n: count() }).from(enterprises).where(where),
        db
          .select({
            e: enterprises,
            spent: sql<number>`coalesce(sum(${inviteRewards.spentFen}), 0)::bigint`,
            rewards: sql<number>`coalesce(sum(${inviteRewards.rewardFen}), 0)::bigint`,
            channel: inviteChannels.name,
          })
          .from(enterprises)
          .leftJoin(
            inviteRewards,
            and(eq(inviteRewards.invitedEnterpriseId, enterprises.id), eq(inviteRewards.enterpriseId, ent.id)),
          )
          .leftJoin(inviteChannels, eq(inviteChannels.id, enterprises.invitedViaChannelId))
          .where(where)
          .groupBy(enterprises.id, inviteChannels.name)
          .orderBy(desc(enterprises.createdAt), desc(enterprises.id))
          .limit(req.query.limit)
          .offset(pageOffset(req.query)),
      ]);
      return ok({
        total: Number(c?.n ?? 0),
        list: rows.map(({ e, spent, rewards, channel }) => ({
          id: e.id,
          name: e.name,
          registered_at: e.createdAt.toISOString(),
          certified: e.companyAttestation === 1 || e.companyAttestation === 2,
          spent_fen: Number(spent),
          rewards_fen: Number(rewards),
          status: Number(rewards) > 0 || Number(spent) > 0 ? ('paying' as const) : ('registered' as const),
          channel: channel ?? '',
        })),
      });
    },
  );

  app.get(
    '/inviteReward/list',
    {
      schema: {
        tags,
        security,
        summary: 'Rewards credited, newest first',
        querystring: Paging,
        response: listEnvelope(InviteRewardItem),
      },
    },
    async (req) => {
      const ent = await programEnterprise(req);
      const where = eq(inviteRewards.enterpriseId, ent.id);
      const [[c], rows] = await Promise.all([
        db.select({ n: count() }).from(inviteRewards).where(where),
        db
          .select({ r: inviteRewards, company: enterprises.name })
          .from(inviteRewards)
          .innerJoin(enterprises, eq(enterprises.id, inviteRewards.invitedEnterpriseId))
          .where(where)
          .orderBy(desc(inviteRewards.createdAt), desc(inviteRewards.id))
          .limit(req.query.limit)
          .offset(pageOffset(req.query)),
      ]);
      return ok({
        total: Number(c?.n ?? 0),
        list: rows.map(({ r, company }) => ({
          id: r.id,
          company,
          order_no: r.orderNo,
          spent_fen: r.spentFen,
          reward_fen: r.rewardFen,
          created_at: r.createdAt.toISOString(),
        })),
      });
    },
  );

  app.get(
    '/inviteReward/income',
    {
      schema: {
        tags,
        security,
        summary: 'Rewards by month (China time), the last 12 months (my income)',
        response: envelope(InviteIncome),
      },
    },
    async (req) => {
      const ent = await programEnterprise(req);
      const since = new Date(clock.now().getTime() - 366 * 24 * 3600_000);
      const month = sql<string>`to_char(${inviteRewards.createdAt} at time zone 'Asia/Shanghai', 'YYYY-MM')`;
      const rows = await db
        .select({
          month,
          rewards: sql<number>`sum(${inviteRewards.rewardFen})::bigint`,
          spent: sql<number>`sum(${inviteRewards.spentFen})::bigint`,
          orders: sql<number>`count(*)::int`,
        })
        .from(inviteRewards)
        .where(and(eq(inviteRewards.enterpriseId, ent.id), gte(inviteRewards.createdAt, since)))
        .groupBy(month)
        .orderBy(desc(month));
      return ok({
        list: rows.map((r) => ({
          month: r.month,
          rewards_fen: Number(r.rewards),
          spent_fen: Number(r.spent),
          orders: Number(r.orders),
        })),
      });
    },
  );

  app.get(
    '/inviteReward/gifts',
    {
      schema: {
        tags,
        security,
        summary: 'Invitation gifts: the rules, and the welcome coupons invited enterprises received (newest first)',
        querystring: Paging,
        response: envelope(InviteGifts),
      },
    },
    async (req) => {
      const ent = await programEnterprise(req);
      const now = clock.now();
      const lang = langOf(req);
      const where = and(eq(coupons.source, 'invite_gift'), eq(enterprises.invitedByEnterpriseId, ent.id));
      const [[c], rows] = await Promise.all([
        db
          .select({ n: count() })
          .from(coupons)
          .innerJoin(enterprises, eq(enterprises.id, coupons.enterpriseId))
          .where(where),
        db
          .select({ c: coupons, company: enterprises.name })
          .from(coupons)
          .innerJoin(enterprises, eq(enterprises.id, coupons.enterpriseId))
          .where(where)
          .orderBy(desc(coupons.createdAt), desc(coupons.id))
          .limit(req.query.limit)
          .offset(pageOffset(req.query)),
      ]);
      return ok({
        rules: [
          {
            kind: 'welcome_coupon' as const,
            name: WELCOME_GIFT.name[lang],
            amount_fen: WELCOME_GIFT.amountFen,
            min_spend_fen: WELCOME_GIFT.minSpendFen,
            valid_days: WELCOME_GIFT.validDays,
          },
        ],
        total: Number(c?.n ?? 0),
        list: rows.map(({ c: g, company }) => ({
          id: g.id,
          company,
          coupon: couponNameIn(g, lang),
          amount_fen: g.amountFen,
          granted_at: g.createdAt.toISOString(),
          expires_at: g.expiresAt.toISOString(),
          status: couponStatus(g, now),
        })),
      });
    },
  );
};
