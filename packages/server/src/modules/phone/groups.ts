// Routes: GET /phone/groupList, POST /phone/group/create|rename|delete|set.
// Group names are unique per enterprise; deleting a group leaves its phones ungrouped.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import {
  GroupCreateBody,
  GroupCreated,
  GroupDeleteBody,
  GroupRenameBody,
  GroupSetBody,
  PhoneGroupList,
  Updated,
} from '@console/contract';
import type { Db } from '../../db/client';
import { phoneGroups, phones, subAccounts } from '../../db/schema';
import { AppError, Code, envelope, ok } from '../../lib/envelope';
import type { Deps } from '../deps';
import { caller } from '../auth/guard';
import { actorOf, logEvent, targetOfMany } from '../enterprise-log/write';
import { visiblePhones } from './filters';
import { loadVisiblePhones, requireManager } from './visible';
import type { Localized } from '@console/contract/localized';

const tags = ['phone'];
const security = [{ PToken: [] }];

export const GROUP_NAME_EMPTY_MESSAGE: Localized = { zh: '分组名称不能为空', en: 'Enter a group name' };
export const GROUP_NAME_TAKEN_MESSAGE: Localized = {
  zh: '分组名称已存在',
  en: 'A group with this name already exists',
};
export const GROUP_NOT_FOUND_MESSAGE: Localized = { zh: '分组不存在', en: 'Group not found' };

function cleanName(name: string) {
  const n = name.trim();
  if (!n) throw new AppError(Code.VALIDATION, GROUP_NAME_EMPTY_MESSAGE);
  return n;
}

async function requireGroup(db: Db, enterpriseId: number, id: number) {
  const [g] = await db
    .select()
    .from(phoneGroups)
    .where(and(eq(phoneGroups.id, id), eq(phoneGroups.enterpriseId, enterpriseId)))
    .limit(1);
  if (!g) throw new AppError(Code.NOT_FOUND, GROUP_NOT_FOUND_MESSAGE);
  return g;
}

async function requireFreeName(db: Db, enterpriseId: number, name: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: phoneGroups.id })
    .from(phoneGroups)
    .where(
      and(
        eq(phoneGroups.enterpriseId, enterpriseId),
        eq(phoneGroups.name, name),
        exceptId ? ne(phoneGroups.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw new AppError(Code.CONFLICT, GROUP_NAME_TAKEN_MESSAGE);
}

export const phoneGroupRoutes: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock } = deps;

  app.get(
    '/phone/groupList',
    {
      schema: {
        tags,
        security,
        summary: 'Phone groups of the enterprise with the number of phones the caller sees in each',
        response: envelope(PhoneGroupList),
      },
    },
    async (req) => {
      const { user } = caller(req);
      const counts = db
        .select({ groupId: phones.groupId, n: count().as('n') })
        .from(phones)
        .where(visiblePhones(user, clock.now()))
        .groupBy(phones.groupId)
        .as('counts');
      const rows = await db
        .select({ id: phoneGroups.id, name: phoneGroups.name, n: counts.n })
        .from(phoneGroups)
        .leftJoin(counts, eq(counts.groupId, phoneGroups.id))
        .where(eq(phoneGroups.enterpriseId, user.enterpriseId))
        .orderBy(asc(phoneGroups.id));
      return ok({ list: rows.map((r) => ({ id: r.id, name: r.name, phone_count: Number(r.n ?? 0) })) });
    },
  );

  app.post(
    '/phone/group/create',
    {
      schema: {
        tags,
        security,
        summary: 'Create a phone group (manager)',
        body: GroupCreateBody,
        response: envelope(GroupCreated),
      },
    },
    async (req) => {
      const { user } = caller(req);
      requireManager(user);
      const name = cleanName(req.body.name);
      await requireFreeName(db, user.enterpriseId, name);
      const g = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(phoneGroups)
          .values({ enterpriseId: user.enterpriseId, name, createdAt: clock.now() })
          .returning();
        await logEvent(tx, actorOf(req), {
          area: 'devices',
          action: 'group.create',
          target: { type: 'group', id: row.id, name: row.name },
          detail: { after: { name: row.name } },
        });
        return row;
      });
      return ok({ id: g.id, name: g.name });
    },
  );

  app.post(
    '/phone/group/rename',
    {
      schema: {
        tags,
        security,
        summary: 'Rename a phone group (manager)',
        body: GroupRenameBody,
        response: envelope(),
      },
    },
    async (req) => {
      const { user } = caller(req);
      requireManager(user);
      const name = cleanName(req.body.name);
      const g = await requireGroup(db, user.enterpriseId, req.body.id);
      await requireFreeName(db, user.enterpriseId, name, g.id);
      await db.transaction(async (tx) => {
        await tx.update(phoneGroups).set({ name }).where(eq(phoneGroups.id, g.id));
        await logEvent(tx, actorOf(req), {
          area: 'devices',
          action: 'group.rename',
          target: { type: 'group', id: g.id, name },
          detail: { before: { name: g.name }, after: { name } },
        });
      });
      return ok(null);
    },
  );

  app.post(
    '/phone/group/delete',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a phone group; its phones become ungrouped (manager)',
        body: GroupDeleteBody,
        response: envelope(),
      },
    },
    async (req) => {
      const { user } = caller(req);
      requireManager(user);
      const g = await requireGroup(db, user.enterpriseId, req.body.id);
      await db.transaction(async (tx) => {
        // every phone of the group, recycled ones included, or the foreign key would refuse
        await tx.update(phones).set({ groupId: null }).where(eq(phones.groupId, g.id));
        await tx.update(subAccounts).set({ groupId: null }).where(eq(subAccounts.groupId, g.id)); // sub-accounts too
        await tx.delete(phoneGroups).where(eq(phoneGroups.id, g.id));
        await logEvent(tx, actorOf(req), {
          area: 'devices',
          action: 'group.delete',
          target: { type: 'group', id: g.id, name: g.name },
          detail: { before: { name: g.name } },
        });
      });
      return ok(null);
    },
  );

  app.post(
    '/phone/group/set',
    {
      schema: {
        tags,
        security,
        summary: 'Move phones into a group (null = ungrouped) (manager)',
        body: GroupSetBody,
        response: envelope(Updated),
      },
    },
    async (req) => {
      const { user } = caller(req);
      requireManager(user);
      const list = await loadVisiblePhones(db, user, clock.now(), req.body.phone_ids);
      const group = req.body.group_id === null ? null : await requireGroup(db, user.enterpriseId, req.body.group_id);
      const groupId = group?.id ?? null;
      const groupName = group?.name ?? '';
      const ids = list.map((p) => p.id);
      const res = await db.transaction(async (tx) => {
        const rows = await tx
          .update(phones)
          .set({ groupId })
          .where(and(eq(phones.enterpriseId, user.enterpriseId), inArray(phones.id, ids)))
          .returning({ id: phones.id });
        await logEvent(tx, actorOf(req), {
          area: 'devices',
          action: 'phone.setGroup',
          target: targetOfMany(
            'phone',
            list.map((p) => ({ id: p.id, name: p.phoneName })),
          ),
          detail: { after: { group: groupName } },
        });
        return rows;
      });
      return ok({ updated: res.length });
    },
  );
};
