// Reading notices: newest first, each with whether the reader has seen it (created after their
// read mark). Texts are written in the reader's language.
import type { NoticeList, NoticeListQuery } from '@console/contract';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { noticeReads, notices } from '../../db/schema';
import type { Lang } from '../../lib/lang';
import { render } from '../../lib/texts';

async function readMark(db: Db, userId: number): Promise<Date> {
  const [r] = await db.select({ at: noticeReads.readAt }).from(noticeReads).where(eq(noticeReads.userId, userId));
  return r?.at ?? new Date(0);
}

export async function unreadCount(db: Db, enterpriseId: number, userId: number): Promise<number> {
  const mark = await readMark(db, userId);
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notices)
    .where(and(eq(notices.enterpriseId, enterpriseId), gt(notices.createdAt, mark)));
  return n;
}

export async function listNotices(
  db: Db,
  enterpriseId: number,
  userId: number,
  q: NoticeListQuery,
  lang: Lang,
): Promise<NoticeList> {
  const where = and(
    eq(notices.enterpriseId, enterpriseId),
    q.resource_type ? eq(notices.resourceType, q.resource_type) : undefined,
    q.resource_id ? eq(notices.resourceId, q.resource_id) : undefined,
  );
  const mark = await readMark(db, userId);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(notices)
    .where(where);
  const rows = await db
    .select()
    .from(notices)
    .where(where)
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  return {
    total,
    unread: await unreadCount(db, enterpriseId, userId),
    list: rows.map((n) => ({
      id: n.id,
      kind: n.kind,
      text: render(n.text, lang),
      resource_type: n.resourceType,
      resource_id: n.resourceId,
      created_at: n.createdAt.toISOString(),
      unread: n.createdAt > mark,
    })),
  };
}

/** Everything up to `now` is read for this user. */
export async function markRead(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .insert(noticeReads)
    .values({ userId, readAt: now })
    .onConflictDoUpdate({
      target: noticeReads.userId,
      set: { readAt: sql`greatest(${noticeReads.readAt}, excluded.read_at)` },
    });
}
