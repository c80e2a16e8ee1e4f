// Routes: POST /phone/syncCloudMobile (the cloud synchronization record), GET /phone/syncRecords,
// POST /phone/reload (re-read each phone from the provider, as tasks).
//
// What counts as abnormal: the provider reports the instance unhealthy, or the provider does not
// know the phone at all (no provider_instance_id, or the instance missing from its answer).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { count, desc, eq, inArray } from 'drizzle-orm';
import { Paging, ReloadBody, SyncBody, SyncRecord, TasksResult } from '@console/contract';
import type { Db } from '../../db/client';
import { phones, phoneSyncRecords, users } from '../../db/schema';
import { envelope, ok } from '../../lib/envelope';
import { langOf, type Lang } from '../../lib/lang';
import { render, text, zh } from '../../lib/texts';
import { listEnvelope, pageOffset } from '../../lib/paging';
import type { CloudPhoneProvider, InstanceStatus } from '../../providers/cloud-phone';
import type { Deps } from '../deps';
import { caller } from '../auth/guard';
import type { SessionUser } from '../auth/session';
import { visiblePhones } from './filters';
import { runPhoneTasks, type Tx } from './tasks';
import { loadVisiblePhones, requireManager, requireUnexpired, type PhoneRow } from './visible';

const tags = ['phone'];
const security = [{ PToken: [] }];
const BATCH = 500;

type Seen = { id: number; powerState: 'running' | 'stopped'; healthy: boolean };

/** The provider's view of each phone; a phone it cannot answer for is unhealthy. */
async function askProvider(
  provider: CloudPhoneProvider,
  list: Pick<PhoneRow, 'id' | 'providerInstanceId' | 'powerState'>[],
) {
  const known = list.filter((p) => p.providerInstanceId);
  const answers = new Map<string, InstanceStatus>();
  for (let i = 0; i < known.length; i += BATCH) {
    for (const s of await provider.status(known.slice(i, i + BATCH).map((p) => p.providerInstanceId!)))
      answers.set(s.instanceId, s);
  }
  return list.map((p): Seen => {
    const s = p.providerInstanceId ? answers.get(p.providerInstanceId) : undefined;
    return s
      ? { id: p.id, powerState: s.powerState, healthy: s.healthy }
      : { id: p.id, powerState: p.powerState === 'stopped' ? 'stopped' : 'running', healthy: false };
  });
}

/** Writes what the provider said: one UPDATE per (power state, health) pair, not one per phone. */
async function applySeen(db: Db | Tx, seen: Seen[], now: Date) {
  const buckets = new Map<string, number[]>();
  for (const s of seen) {
    const key = `${s.powerState}|${s.healthy ? 'normal' : 'abnormal'}`;
    buckets.set(key, [...(buckets.get(key) ?? []), s.id]);
  }
  for (const [key, ids] of buckets) {
    const [powerState, status] = key.split('|');
    for (let i = 0; i < ids.length; i += BATCH) {
      await db
        .update(phones)
        .set({ powerState, status, lastSyncedAt: now })
        .where(inArray(phones.id, ids.slice(i, i + BATCH)));
    }
  }
}

async function syncPhones(deps: Deps, user: SessionUser, ids: number[] | undefined, lang: Lang) {
  const { db, clock, provider } = deps;
  const now = clock.now();
  const list = ids
    ? await loadVisiblePhones(db, user, now, ids)
    : await db.select().from(phones).where(visiblePhones(user, now));
  let seen: Seen[] | null = null;
  let failure = '';
  try {
    seen = await askProvider(provider, list);
  } catch (e) {
    failure = e instanceof Error ? e.message : String(e);
  }
  const abnormal = seen ? seen.filter((s) => !s.healthy).length : list.length;
  const result = !seen || (list.length > 0 && abnormal === list.length) ? 'failed' : abnormal ? 'partial' : 'success';
  const detailText = seen
    ? text('sync.summary', { total: list.length, normal: list.length - abnormal, abnormal })
    : text('sync.failed', { reason: failure });
  const detail = zh(detailText);
  return db.transaction(async (tx) => {
    if (seen) await applySeen(tx, seen, now);
    const [rec] = await tx
      .insert(phoneSyncRecords)
      .values({
        enterpriseId: user.enterpriseId,
        userId: user.id,
        phoneIds: list.map((p) => p.id),
        phoneCount: list.length,
        result,
        detail,
        detailText,
        createdAt: now,
      })
      .returning();
    return {
      id: rec.id,
      created_at: rec.createdAt.toISOString(),
      phone_count: rec.phoneCount,
      result,
      detail: render(detailText, lang),
      user_name: user.name,
    };
  });
}

export const phoneSyncRoutes: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock, provider } = deps;

  app.post(
    '/phone/syncCloudMobile',
    {
      schema: {
        tags,
        security,
        summary: 'Read power state and health of phones from the provider (absent phone_ids = all visible) (manager)',
        body: SyncBody,
        response: envelope(SyncRecord),
      },
    },
    async (req) => {
      const { user } = caller(req);
      requireManager(user);
      return ok(await syncPhones(deps, user, req.body.phone_ids, langOf(req)));
    },
  );

  app.get(
    '/phone/syncRecords',
    {
      schema: {
        tags,
        security,
        summary: 'Cloud synchronization records, newest first (manager)',
        querystring: Paging,
        response: listEnvelope(SyncRecord),
      },
    },
    async (req) => {
      const { user } = caller(req);
      requireManager(user);
      const where = eq(phoneSyncRecords.enterpriseId, user.enterpriseId);
      const [n] = await db.select({ n: count() }).from(phoneSyncRecords).where(where);
      const rows = await db
        .select({ r: phoneSyncRecords, userName: users.name })
        .from(phoneSyncRecords)
        .leftJoin(users, eq(users.id, phoneSyncRecords.userId))
        .where(where)
        .orderBy(desc(phoneSyncRecords.createdAt), desc(phoneSyncRecords.id))
        .limit(req.query.limit)
        .offset(pageOffset(req.query));
      return ok({
        total: Number(n?.n ?? 0),
        list: rows.map(({ r, userName }) => ({
          id: r.id,
          created_at: r.createdAt.toISOString(),
          phone_count: r.phoneCount,
          result: r.result,
          detail: render(r.detailText, langOf(req), r.detail),
          user_name: userName ?? '',
        })),
      });
    },
  );

  app.post(
    '/phone/reload',
    {
      schema: {
        tags,
        security,
        summary: 'Re-read each phone from the provider, one reload task per phone (manager)',
        body: ReloadBody,
        response: envelope(TasksResult),
      },
    },
    async (req) => {
      const { user } = caller(req);
      requireManager(user);
      const now = clock.now();
      const list = await loadVisiblePhones(db, user, now, req.body.phone_ids);
      requireUnexpired(list, now);
      const answers = new Map<number, InstanceStatus>();
      const tasks = await runPhoneTasks(db, provider, {
        enterpriseId: user.enterpriseId,
        userId: user.id,
        now,
        phones: list,
        lang: langOf(req),
        kind: 'reload',
        payload: {},
        call: async (p, instanceId, phone) => {
          const [s] = await p.status([instanceId]);
          if (!s) return { ok: false, message: `provider does not know ${instanceId}` };
          answers.set(phone.id, s);
          return { ok: true, message: `${s.powerState}, ${s.healthy ? 'healthy' : 'unhealthy'}` };
        },
        // a phone the provider did not answer for is abnormal and keeps its last power state
        after: async (phone, _outcome, tx) => {
          const s = answers.get(phone.id);
          const last = list.find((p) => p.id === phone.id)!.powerState === 'stopped' ? 'stopped' : 'running';
          await applySeen(tx, [{ id: phone.id, powerState: s?.powerState ?? last, healthy: !!s?.healthy }], now);
        },
      });
      return ok({ tasks });
    },
  );
};
