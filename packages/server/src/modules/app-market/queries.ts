// The catalogue an enterprise sees (platform apps + its own uploads) and what is installed where.
import { and, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apps, phoneApps, phones, storedFiles } from '../../db/schema';
import { likePattern } from '../../lib/paging';
import { AppError, Code } from '../../lib/envelope';
import type { SessionUser } from '../auth/session';
import { visiblePhones } from '../phone/filters';
import type { Localized } from '@console/contract/localized';

export const APP_NOT_FOUND_MESSAGE: Localized = { zh: '应用不存在', en: 'App not found' };

type AppRow = typeof apps.$inferSelect;

/** Platform apps and the enterprise's own uploads. */
const catalogueOf = (enterpriseId: number): SQL => or(isNull(apps.enterpriseId), eq(apps.enterpriseId, enterpriseId))!;

/** An app of the caller's catalogue with its APK's object key (null for platform apps); else 40004. */
export async function requireCatalogueApp(db: Db, enterpriseId: number, appId: number) {
  const [row] = await db
    .select({ app: apps, objectKey: storedFiles.objectKey })
    .from(apps)
    .leftJoin(storedFiles, eq(storedFiles.id, apps.fileId))
    .where(and(eq(apps.id, appId), catalogueOf(enterpriseId)))
    .limit(1);
  if (!row) throw new AppError(Code.NOT_FOUND, APP_NOT_FOUND_MESSAGE);
  return row;
}

export async function listApps(
  db: Db,
  user: SessionUser,
  now: Date,
  q: { page: number; limit: number; keyword?: string },
) {
  const p = likePattern(q.keyword);
  const where = and(
    catalogueOf(user.enterpriseId),
    p ? or(ilike(apps.name, p), ilike(apps.packageName, p), ilike(apps.description, p)) : undefined,
  );
  // installed on the phones this caller sees, so the count matches /app/installed?app_id=
  // (qualified by hand: drizzle prints bare column names in a one-table select, "id" would be ambiguous)
  const installed = sql<number>`(select count(*) from phone_apps inner join phones on phones.id = phone_apps.phone_id
    where phone_apps.app_id = apps.id and phone_apps.status = 'installed' and ${visiblePhones(user, now)})`.mapWith(
    Number,
  );
  const [n] = await db.select({ n: count() }).from(apps).where(where);
  const rows = await db
    .select({ app: apps, installed })
    .from(apps)
    .where(where)
    // own uploads first (newest first), then the platform catalogue in its own order
    .orderBy(
      sql`${apps.enterpriseId} is null`,
      desc(sql`case when ${apps.enterpriseId} is null then 0 else ${apps.id} end`),
      apps.id,
    )
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  return { total: Number(n?.n ?? 0), list: rows.map((r) => toApp(r.app, r.installed)) };
}

export const toApp = (a: AppRow, installedCount: number) => ({
  id: a.id,
  name: a.name,
  package_name: a.packageName,
  version: a.version,
  size_bytes: a.sizeBytes,
  icon: a.icon,
  description: a.description,
  source: a.enterpriseId === null ? ('platform' as const) : ('own' as const),
  installed_count: installedCount,
  created_at: a.createdAt.toISOString(),
});

export async function listInstalled(
  db: Db,
  user: SessionUser,
  now: Date,
  q: { page: number; limit: number; app_id?: number; phone_id?: number },
) {
  const where = and(
    eq(phoneApps.enterpriseId, user.enterpriseId),
    visiblePhones(user, now),
    q.app_id ? eq(phoneApps.appId, q.app_id) : undefined,
    q.phone_id ? eq(phoneApps.phoneId, q.phone_id) : undefined,
  );
  const from = () =>
    db
      .select({ pa: phoneApps, phoneName: phones.phoneName, appName: apps.name, version: apps.version })
      .from(phoneApps)
      .innerJoin(phones, eq(phones.id, phoneApps.phoneId))
      .innerJoin(apps, eq(apps.id, phoneApps.appId));
  const [n] = await db
    .select({ n: count() })
    .from(phoneApps)
    .innerJoin(phones, eq(phones.id, phoneApps.phoneId))
    .where(where);
  const rows = await from()
    .where(where)
    .orderBy(desc(phoneApps.updatedAt), desc(phoneApps.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  return {
    total: Number(n?.n ?? 0),
    list: rows.map((r) => ({
      phone_id: r.pa.phoneId,
      phone_name: r.phoneName,
      app_id: r.pa.appId,
      app_name: r.appName,
      version: r.version,
      status: r.pa.status,
      updated_at: r.pa.updatedAt.toISOString(),
    })),
  };
}
