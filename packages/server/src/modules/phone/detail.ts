// Routes: GET /phone/all (selectors), GET /phone/detail, POST /phone/update (remark),
// POST /phone/user/set (assign to a member), POST /arm/token (streaming token).
import { langOf } from '../../lib/lang';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  ArmToken,
  ArmTokenBody,
  PhoneAll,
  PhoneAllQuery,
  PhoneAssignBody,
  PhoneDetail,
  PhoneDetailQuery,
  PhoneRemarkBody,
  Updated,
} from '@console/contract';
import { phones, users } from '../../db/schema';
import { AppError, Code, envelope, ok } from '../../lib/envelope';
import type { Deps } from '../deps';
import { caller } from '../auth/guard';
import { actorOf, logEvent, targetOfMany } from '../enterprise-log/write';
import { keywordCondition, visiblePhones } from './filters';
import { selectPhones, toItem } from './queries';
import { NO_INSTANCE_MESSAGE } from './tasks';
import { loadVisiblePhones, requireManager } from './visible';
import type { Localized } from '@console/contract/localized';

const tags = ['phone'];
const security = [{ PToken: [] }];

export const MEMBER_NOT_FOUND_MESSAGE: Localized = { zh: '成员不存在', en: 'Member not found' };
export const MEMBER_DISABLED_MESSAGE: Localized = {
  zh: '该成员已停用，不能分配云手机',
  en: 'This member is disabled and cannot be assigned cloud phones',
};

export const phoneDetailRoutes: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock, provider } = deps;

  app.get(
    '/phone/all',
    {
      schema: {
        tags,
        security,
        summary: 'Every visible phone, for selectors (id order)',
        querystring: PhoneAllQuery,
        response: envelope(PhoneAll),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const rows = await db
        .select({
          id: phones.id,
          phone_name: phones.phoneName,
          group_id: phones.groupId,
          account_id: phones.accountId,
          network_card_id: phones.networkCardId,
        })
        .from(phones)
        .where(and(visiblePhones(user, clock.now()), keywordCondition(req.query.keyword)))
        .orderBy(asc(phones.id));
      return ok({ list: rows });
    },
  );

  app.get(
    '/phone/detail',
    {
      schema: {
        tags,
        security,
        summary: 'One visible phone with its provider-side fields',
        querystring: PhoneDetailQuery,
        response: envelope(PhoneDetail),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const now = clock.now();
      const [p] = await loadVisiblePhones(db, user, now, [req.query.id]);
      const [row] = await selectPhones(db, eq(phones.id, p.id));
      const [assignee] = p.assignedUserId
        ? await db.select({ name: users.name }).from(users).where(eq(users.id, p.assignedUserId))
        : [];
      return ok({
        ...toItem(row, now, langOf(req)),
        region: p.region,
        platform: p.platform,
        power_state: p.powerState,
        pod_property: p.podProperty,
        assigned_user_id: p.assignedUserId,
        assigned_user_name: assignee?.name ?? '',
        order_no: p.orderNo ?? '',
        last_synced_at: p.lastSyncedAt?.toISOString() ?? null,
      });
    },
  );

  app.post(
    '/phone/update',
    {
      schema: {
        tags,
        security,
        summary: 'Set a phone remark (manager)',
        body: PhoneRemarkBody,
        response: envelope(),
      },
    },
    async (req) => {
      const { user } = caller(req);
      requireManager(user);
      const [p] = await loadVisiblePhones(db, user, clock.now(), [req.body.id]);
      const remark = req.body.remark.trim();
      await db.transaction(async (tx) => {
        await tx.update(phones).set({ remark }).where(eq(phones.id, p.id));
        await logEvent(tx, actorOf(req), {
          area: 'devices',
          action: 'phone.remark',
          target: { type: 'phone', id: p.id, name: p.phoneName },
          detail: { before: { remark: p.remark }, after: { remark } },
        });
      });
      return ok(null);
    },
  );

  app.post(
    '/phone/user/set',
    {
      schema: {
        tags,
        security,
        summary: 'Assign phones to an active member of the enterprise (null = unassign) (manager)',
        body: PhoneAssignBody,
        response: envelope(Updated),
      },
    },
    async (req) => {
      const { user } = caller(req);
      requireManager(user);
      const list = await loadVisiblePhones(db, user, clock.now(), req.body.phone_ids);
      let assignee: number | null = null;
      let assigneeName = '';
      if (req.body.user_id !== null) {
        const [member] = await db
          .select()
          .from(users)
          .where(and(eq(users.id, req.body.user_id), eq(users.enterpriseId, user.enterpriseId)))
          .limit(1);
        if (!member) throw new AppError(Code.NOT_FOUND, MEMBER_NOT_FOUND_MESSAGE);
        if (member.status !== 'active') throw new AppError(Code.CONFLICT, MEMBER_DISABLED_MESSAGE);
        assignee = member.id;
        assigneeName = member.name || member.username;
      }
      const res = await db.transaction(async (tx) => {
        const rows = await tx
          .update(phones)
          .set({ assignedUserId: assignee })
          .where(
            and(
              eq(phones.enterpriseId, user.enterpriseId),
              inArray(
                phones.id,
                list.map((p) => p.id),
              ),
            ),
          )
          .returning({ id: phones.id });
        await logEvent(tx, actorOf(req), {
          area: 'devices',
          action: 'phone.assign',
          target: targetOfMany(
            'phone',
            list.map((p) => ({ id: p.id, name: p.phoneName })),
          ),
          detail: { after: { member: assigneeName } },
        });
        return rows;
      });
      return ok({ updated: res.length });
    },
  );

  app.post(
    '/arm/token',
    {
      schema: {
        tags,
        security,
        summary: "Short-lived token for the provider's streaming (ARM) endpoint of a visible phone",
        body: ArmTokenBody,
        response: envelope(ArmToken),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const now = clock.now();
      const [p] = await loadVisiblePhones(db, user, now, [req.body.phone_id]);
      if (!p.providerInstanceId) throw new AppError(Code.CONFLICT, NO_INSTANCE_MESSAGE);
      const t = await provider.armToken(p.providerInstanceId, now);
      return ok({ token: t.token, expires_at: t.expiresAt.toISOString() });
    },
  );
};
