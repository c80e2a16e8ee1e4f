// Channel management (issue 16): GET /inviteChannel/list, POST /inviteChannel/add, POST
// /inviteChannel/update. An enterprise in the invite-reward program makes channel links (one per
// partner, campaign or site), each with its own invite code, and sees who registered, who pays and
// what it earned per channel. Disabling a channel stops its code registering anyone; what came
// through it stays counted. Admins of a program enterprise only (program.ts).
import {
  INVITE_CHANNEL_MAX,
  INVITE_MESSAGES as M,
  InviteChannel,
  InviteChannelAddBody,
  InviteChannelList,
  InviteChannelUpdateBody,
} from '@console/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enterprises, inviteChannels } from '../../db/schema';
import { AppError, Code, envelope, ok } from '../../lib/envelope';
import type { Deps } from '../deps';
import { requireAuth } from '../auth/guard';
import { freeInviteCode } from './codes';
import { programEnterprise } from './program';

const tags = ['inviteReward'];
const security = [{ PToken: [] }];
type Channel = typeof inviteChannels.$inferSelect;

// per channel, over the enterprises registered through it (written out: drizzle leaves columns of
// the outer table unqualified inside a subquery)
const registered = sql<number>`(select count(*) from enterprises e
  where e.invited_via_channel_id = "invite_channels"."id")`.mapWith(Number);
const rewardsOf = (agg: string) =>
  sql<number>`(select ${sql.raw(agg)} from invite_rewards r join enterprises e on e.id = r.invited_enterprise_id
    where e.invited_via_channel_id = "invite_channels"."id" and r.enterprise_id = "invite_channels"."enterprise_id")`.mapWith(
    Number,
  );

export const inviteChannelPlugin: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock } = deps;
  requireAuth(app, deps);
  // the program before the body: an enterprise outside it learns nothing from validation answers
  app.addHook('preValidation', async (req) => {
    await programEnterprise(db, req);
  });

  async function list(enterpriseId: number): Promise<InviteChannel[]> {
    const rows = await db
      .select({
        c: inviteChannels,
        registered,
        paying: rewardsOf('count(distinct r.invited_enterprise_id)'),
        spent: rewardsOf('coalesce(sum(r.spent_fen), 0)'),
        rewards: rewardsOf('coalesce(sum(r.reward_fen), 0)'),
      })
      .from(inviteChannels)
      .where(eq(inviteChannels.enterpriseId, enterpriseId))
      .orderBy(asc(inviteChannels.id));
    return rows.map((r) => ({
      id: r.c.id,
      name: r.c.name,
      code: r.c.code,
      disabled: r.c.disabledAt !== null,
      created_at: r.c.createdAt.toISOString(),
      registered: r.registered,
      paying: r.paying,
      spent_fen: r.spent,
      rewards_fen: r.rewards,
    }));
  }

  async function mustBeFreeName(q: Db, enterpriseId: number, name: string, exceptId?: number) {
    const [taken] = await q
      .select({ id: inviteChannels.id })
      .from(inviteChannels)
      .where(
        and(
          eq(inviteChannels.enterpriseId, enterpriseId),
          eq(inviteChannels.name, name),
          exceptId === undefined ? undefined : ne(inviteChannels.id, exceptId),
        ),
      );
    if (taken) throw new AppError(Code.CONFLICT, M.channelNameTaken);
  }

  const nameOf = (raw: string) => {
    const name = raw.trim();
    if (!name) throw new AppError(Code.VALIDATION, M.channelNameRequired);
    return name;
  };

  app.get(
    '/inviteChannel/list',
    {
      schema: {
        tags,
        security,
        summary: 'Channel links with what came through each',
        response: envelope(InviteChannelList),
      },
    },
    async (req) => ok({ list: await list((await programEnterprise(db, req)).id) }),
  );

  app.post(
    '/inviteChannel/add',
    {
      schema: {
        tags,
        security,
        summary: `A channel link with its own invite code (at most ${INVITE_CHANNEL_MAX})`,
        body: InviteChannelAddBody,
        response: envelope(InviteChannel),
      },
    },
    async (req) => {
      const ent = await programEnterprise(db, req);
      const name = nameOf(req.body.name);
      const made: Channel = await db.transaction(async (tx) => {
        // the enterprise row locked: two adds at once cannot pass the limit or the name check together
        await tx.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.id, ent.id)).for('update');
        const [n] = await tx.select({ n: count() }).from(inviteChannels).where(eq(inviteChannels.enterpriseId, ent.id));
        if (Number(n?.n ?? 0) >= INVITE_CHANNEL_MAX) throw new AppError(Code.CONFLICT, M.channelLimit);
        await mustBeFreeName(tx, ent.id, name);
        const [row] = await tx
          .insert(inviteChannels)
          .values({ enterpriseId: ent.id, name, code: await freeInviteCode(tx), createdAt: clock.now() })
          .returning();
        return row;
      });
      return ok((await list(ent.id)).find((c) => c.id === made.id)!);
    },
  );

  app.post(
    '/inviteChannel/update',
    {
      schema: {
        tags,
        security,
        summary: 'Rename a channel, or disable / enable its code',
        body: InviteChannelUpdateBody,
        response: envelope(InviteChannel),
      },
    },
    async (req) => {
      const ent = await programEnterprise(db, req);
      const { id, disabled } = req.body;
      const mine = and(eq(inviteChannels.id, id), eq(inviteChannels.enterpriseId, ent.id));
      const [channel] = await db.select().from(inviteChannels).where(mine);
      if (!channel) throw new AppError(Code.NOT_FOUND, M.channelNotFound);
      const name = req.body.name === undefined ? undefined : nameOf(req.body.name);
      if (name !== undefined) await mustBeFreeName(db, ent.id, name, id);
      const disabledAt = disabled === undefined ? undefined : disabled ? (channel.disabledAt ?? clock.now()) : null;
      if (name !== undefined || disabledAt !== undefined)
        await db.update(inviteChannels).set({ name, disabledAt }).where(mine);
      return ok((await list(ent.id)).find((c) => c.id === id)!);
    },
  );
};
