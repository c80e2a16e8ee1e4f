// Recycle bin (spec §4 'Device states'): POST /phone/delete, GET /phone/retrievalList,
// POST /phone/restore. Deleting a visible phone puts it in the bin; deleting a phone already in
// the bin purges it (purged_at), and a purged phone can never be restored. Only unexpired bin
// phones can be restored; restored ones leave the bin.
import { langOf } from '../../lib/lang';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, eq, gt, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import { Paging, PhoneIdsOnlyBody, PhoneItem, Removed, Restored } from '@console/contract';
import type { Db } from '../../db/client';
import { phones } from '../../db/schema';
import { AppError, Code, envelope, ok } from '../../lib/envelope';
import { listEnvelope, pageOffset } from '../../lib/paging';
import type { Deps } from '../deps';
import { caller } from '../auth/guard';
import type { SessionUser } from '../auth/session';
import { actorOf, logEvent, targetOfMany } from '../enterprise-log/write';
import { CANCEL_AFTER_MS, visiblePhones } from './filters';
import { selectPhones, toItem } from './queries';
import { PHONE_NOT_FOUND_MESSAGE, requireAdmin, type PhoneRow } from './visible';
import type { Localized } from '@console/contract/localized';

const tags = ['phone'];
const security = [{ PToken: [] }];

export const RESTORE_EXPIRED_MESSAGE: Localized = {
  zh: '已过期的云手机不能恢复',
  en: 'Expired cloud phones cannot be restored',
};

/** In the enterprise's recycle bin and not purged. */
const inBin = (user: SessionUser) =>
  and(eq(phones.enterpriseId, user.enterpriseId), isNotNull(phones.deletedAt), isNull(phones.purgedAt))!;

/** Every id must be found by `where`, else 40004 and nothing changes. */
async function loadAll(db: Db, ids: number[], where: ReturnType<typeof inBin>): Promise<PhoneRow[]> {
  const unique = [...new Set(ids)];
  const rows = await db
    .select()
    .from(phones)
    .where(and(where, inArray(phones.id, unique)));
  if (rows.length !== unique.length) throw new AppError(Code.NOT_FOUND, PHONE_NOT_FOUND_MESSAGE);
  return rows;
}

export const phoneRecycleRoutes: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock } = deps;

  app.post(
    '/phone/delete',
    {
      schema: {
        tags,
        security,
        summary: 'Visible phones go to the recycle bin; phones already in the bin are purged for good (admin)',
        body: PhoneIdsOnlyBody,
        response: envelope(Removed),
      },
    },
    async (req) => {
      const { user } = caller(req);
      requireAdmin(user);
      const now = clock.now();
      const rows = await loadAll(db, req.body.phone_ids, or(visiblePhones(user, now), inBin(user))!);
      const toPurge = rows.filter((p) => p.deletedAt).map((p) => p.id);
      const toRecycle = rows.filter((p) => !p.deletedAt).map((p) => p.id);
      await db.transaction(async (tx) => {
        if (toRecycle.length) await tx.update(phones).set({ deletedAt: now }).where(inArray(phones.id, toRecycle));
        // a purged phone is gone: it releases its sub-account and network card for other phones
        if (toPurge.length) {
          await tx
            .update(phones)
            .set({ purgedAt: now, accountId: null, networkCardId: null, groupId: null, assignedUserId: null })
            .where(inArray(phones.id, toPurge));
        }
        await logEvent(tx, actorOf(req), {
          area: 'devices',
          action: 'phone.delete',
          target: targetOfMany(
            'phone',
            rows.map((p) => ({ id: p.id, name: p.phoneName })),
          ),
          detail: { after: { recycled: toRecycle.length, purged: toPurge.length } },
        });
      });
      return ok({ recycled: toRecycle.length, purged: toPurge.length });
    },
  );

  app.get(
    '/phone/retrievalList',
    {
      schema: {
        tags,
        security,
        summary: 'The recycle bin: phones not purged and not yet expired (admin)',
        querystring: Paging,
        response: listEnvelope(PhoneItem),
      },
    },
    async (req) => {
      const { user } = caller(req);
      requireAdmin(user);
      const now = clock.now();
      const where = and(inBin(user), gt(phones.expirationTime, now));
      const [n] = await db.select({ n: count() }).from(phones).where(where);
      const rows = await selectPhones(db, where).limit(req.query.limit).offset(pageOffset(req.query));
      return ok({ total: Number(n?.n ?? 0), list: rows.map((r) => toItem(r, now, langOf(req))) });
    },
  );

  app.post(
    '/phone/restore',
    {
      schema: {
        tags,
        security,
        summary: 'Take unexpired phones out of the recycle bin (admin)',
        body: PhoneIdsOnlyBody,
        response: envelope(Restored),
      },
    },
    async (req) => {
      const { user } = caller(req);
      requireAdmin(user);
      const now = clock.now();
      const rows = await loadAll(db, req.body.phone_ids, inBin(user));
      if (rows.some((p) => p.expirationTime.getTime() <= now.getTime()))
        throw new AppError(Code.CONFLICT, RESTORE_EXPIRED_MESSAGE);
      const ids = rows.map((p) => p.id);
      await db.transaction(async (tx) => {
        // one by one: a card or sub-account that another live phone (or one restored just before)
        // holds stays with that phone, since each serves one phone
        const live = and(
          isNull(phones.deletedAt),
          gt(phones.expirationTime, new Date(now.getTime() - CANCEL_AFTER_MS)),
        );
        const held = async (col: typeof phones.networkCardId | typeof phones.accountId, id: number | null) =>
          id !== null &&
          (
            await tx
              .select({ id: phones.id })
              .from(phones)
              .where(and(live, eq(col, id)))
              .limit(1)
          ).length > 0;
        for (const p of rows) {
          await tx
            .update(phones)
            .set({
              deletedAt: null,
              networkCardId: (await held(phones.networkCardId, p.networkCardId)) ? null : p.networkCardId,
              accountId: (await held(phones.accountId, p.accountId)) ? null : p.accountId,
            })
            .where(eq(phones.id, p.id));
        }
        await logEvent(tx, actorOf(req), {
          area: 'devices',
          action: 'phone.restore',
          target: targetOfMany(
            'phone',
            rows.map((p) => ({ id: p.id, name: p.phoneName })),
          ),
        });
      });
      return ok({ restored: ids.length });
    },
  );
};
