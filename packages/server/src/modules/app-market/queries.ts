// The catalogue an enterprise sees (platform apps + its own uploads) and what is installed where.
// A platform app's row holds its Chinese name and description; an English request reads the
// catalogue's English (PLATFORM_APPS, by package name). An enterprise's uploads are its own
// words and read as uploaded in either language.
import { and, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apps, phoneApps, phones, storedFiles } from '../../db/schema';
import { PLATFORM_APPS } from '../../demo/apps';
import { likePattern } from '../../lib/paging';
import { AppError, Code } from '../../lib/envelope';
import type { Lang, Localized } from '../../lib/lang';
import type { SessionUser } from '../auth/session';
import { visiblePhones } from '../phone/filters';

export const APP_NOT_FOUND_MESSAGE: Localized = { zh: '应用不存在', en: 'App not found' };

type AppRow = typeof apps.$inferSelect;

const PLATFORM_EN = new Map(PLATFORM_APPS.map((a) => [a.packageName, a.en]));

/** An app's name and description in `lang`: a platform app's English from the catalogue, else the row's own. */
export function appTextIn(
  a: Pick<AppRow, 'enterpriseId' | 'packageName' | 'name' | 'description'>,
  lang: Lang,
): { name: string; description: string } {
  const en = lang === 'en' && a.enterpriseId === null ? PLATFORM_EN.get(a.packageName) : undefined;
  return en ?? { name: a.name, description: a.description };
}

/** Package names of the platform apps whose English name or description contains `keyword` (any case). */
function platformPackagesMatching(keyword: string): string[] {
  const k = keyword.trim().toLowerCase();
  if (!k) return [];
  return PLATFORM_APPS.filter(
    (a) => a.en.name.toLowerCase().includes(k) || a.en.description.toLowerCase().includes(k),
  ).map((a) => a.packageName);
}

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
  lang: Lang,
) {
  const p = likePattern(q.keyword);
  // the keyword finds a platform app by its Chinese or its English name / description, whatever the language
  const byEnglish = platformPackagesMatching(q.keyword ?? '');
  const where = and(
    catalogueOf(user.enterpriseId),
    p
      ? or(
          ilike(apps.name, p),
          ilike(apps.packageName, p),
          ilike(apps.description, p),
          byEnglish.length ? and(isNull(apps.enterpriseId), inArray(apps.packageName, byEnglish)) : undefined,
        )
      : undefined,
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
  return { total: Number(n?.n ?? 0), list: rows.map((r) => toApp(r.app, r.installed, lang)) };
}

export const toApp = (a: AppRow, installedCount: number, lang: Lang) => ({
  id: a.id,
  ...appTextIn(a, lang),
  package_name: a.packageName,
  version: a.version,
  size_bytes: a.sizeBytes,
  icon: a.icon,
  source: a.enterpriseId === null ? ('platform' as const) : ('own' as const),
  installed_count: installedCount,
  created_at: a.createdAt.toISOString(),
});

export async function listInstalled(
  db: Db,
  user: SessionUser,
  now: Date,
  q: { page: number; limit: number; app_id?: number; phone_id?: number },
  lang: Lang,
) {
  const where = and(
    eq(phoneApps.enterpriseId, user.enterpriseId),
    visiblePhones(user, now),
    q.app_id ? eq(phoneApps.appId, q.app_id) : undefined,
    q.phone_id ? eq(phoneApps.phoneId, q.phone_id) : undefined,
  );
  const from = () =>
    db
      .select({
        pa: phoneApps,
        phoneName: phones.phoneName,
        app: {
          enterpriseId: apps.enterpriseId,
          packageName: apps.packageName,
          name: apps.name,
          description: apps.description,
          version: apps.version,
        },
      })
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
      app_name: appTextIn(r.app, lang).name,
      version: r.app.version,
      status: r.pa.status,
      updated_at: r.pa.updatedAt.toISOString(),
    })),
  };
}
