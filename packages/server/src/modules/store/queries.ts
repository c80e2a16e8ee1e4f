// Store list, counters and loading by id. Rows are the contract's StoreItem: the password and the
// cookies never leave the server here (has_password / cookie_count say whether they are set).
import { STORE_MESSAGES as M, STORE_VIEWS, type StoreItem, type StoreView } from '@console/contract';
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ipDevices, storeMembers, storeTags, stores, users } from '../../db/schema';
import { AppError, Code } from '../../lib/envelope';
import { keysetBatches, likePattern, orderByKey, pageOffset, sortText, type SortKey } from '../../lib/paging';
import type { SessionUser } from '../auth/session';
import { viewCondition, visibleStores, visibleTransfers } from './views';
import { storeTransfers } from '../../db/schema';

export interface StoreFilters {
  view?: StoreView;
  keyword?: string;
  platform?: string;
  site?: string;
  tag_id?: number;
  member_id?: number;
}

function whereOf(user: SessionUser, now: Date, q: StoreFilters): SQL | undefined {
  const p = likePattern(q.keyword);
  const platform = q.platform?.trim();
  const site = q.site?.trim();
  return and(
    visibleStores(user),
    viewCondition(q.view ?? 'all', now),
    platform ? eq(stores.platform, platform) : undefined,
    site ? eq(stores.site, site) : undefined,
    q.tag_id ? sql`${stores.tagIds} @> ${JSON.stringify([q.tag_id])}::jsonb` : undefined,
    q.member_id
      ? sql`exists (select 1 from ${storeMembers} sm where sm.store_id = "stores"."id" and sm.user_id = ${q.member_id})`
      : undefined,
    p
      ? or(
          ilike(stores.name, p),
          ilike(stores.account, p),
          ilike(stores.principalName, p),
          ilike(stores.remark, p),
          sql`exists (select 1 from ${storeMembers} sm join ${users} u on u.id = sm.user_id
            where sm.store_id = "stores"."id" and (u.name ilike ${p} or u.username ilike ${p}))`,
        )
      : undefined,
  );
}

/** Newest first. */
const SORT: SortKey = { id: stores.id, dir: 'desc' };

const memberList = sql<{ id: number; name: string }[]>`coalesce((select json_agg(json_build_object('id', u.id,
  'name', coalesce(nullif(u.name, ''), u.username)) order by u.id) from ${storeMembers} sm
  join ${users} u on u.id = sm.user_id where sm.store_id = "stores"."id"), '[]'::json)`;

function select(db: Db, where: SQL | undefined, recentFirst = false) {
  return db
    .select({
      s: stores,
      lastLoginName: users.name,
      lastLoginUsername: users.username,
      device: {
        id: ipDevices.id,
        address: ipDevices.address,
        port: ipDevices.port,
        protocol: ipDevices.protocol,
        expirationTime: ipDevices.expirationTime,
      },
      members: memberList,
      _sort: sortText(SORT),
      _id: stores.id,
    })
    .from(stores)
    .leftJoin(users, eq(users.id, stores.lastLoginUserId))
    .leftJoin(ipDevices, eq(ipDevices.id, stores.ipDeviceId))
    .where(where)
    .orderBy(...(recentFirst ? [sql`${stores.lastLoginAt} desc nulls last`, desc(stores.id)] : orderByKey(SORT)));
}

type Row = Awaited<ReturnType<typeof select>>[number];
type TagRow = { id: number; name: string; color: string };

async function tagsOf(db: Db, enterpriseId: number): Promise<Map<number, TagRow>> {
  const rows = await db
    .select({ id: storeTags.id, name: storeTags.name, color: storeTags.color })
    .from(storeTags)
    .where(eq(storeTags.enterpriseId, enterpriseId));
  return new Map(rows.map((r) => [r.id, r]));
}

function toItem(r: Row, tags: Map<number, TagRow>): StoreItem {
  const s = r.s;
  const d = r.device;
  return {
    id: s.id,
    name: s.name,
    platform: s.platform,
    site: s.site,
    account: s.account,
    address: s.address,
    principal_name: s.principalName,
    remark: s.remark,
    has_password: s.passwordEnc !== null,
    cookie_count: s.cookieCount,
    cookie_mode: s.cookieMode,
    sync_cookie: s.syncCookie ? 1 : 0,
    webgl: s.webgl ? 1 : 0,
    ua_type: s.uaType,
    ua_os: s.uaOs,
    user_agent: s.userAgent,
    tags: s.tagIds.map((id) => tags.get(id)).filter((t): t is TagRow => !!t),
    ip_device:
      d && d.id !== null
        ? {
            id: d.id,
            address: d.address ?? '',
            port: d.port ?? null,
            protocol: d.protocol ?? '',
            expiration_time: d.expirationTime ? d.expirationTime.toISOString() : null,
          }
        : null,
    members: r.members ?? [],
    last_login_user: r.lastLoginName || r.lastLoginUsername || '',
    last_login_at: s.lastLoginAt ? s.lastLoginAt.toISOString() : null,
    created_at: s.createdAt.toISOString(),
  };
}
export type StoreItemRow = ReturnType<typeof toItem>;

export async function listStores(
  db: Db,
  user: SessionUser,
  now: Date,
  q: StoreFilters & { page: number; limit: number },
) {
  const where = whereOf(user, now, q);
  const [[c], rows, tags] = await Promise.all([
    db.select({ n: count() }).from(stores).where(where),
    select(db, where, q.view === 'recent')
      .limit(q.limit)
      .offset(pageOffset(q)),
    tagsOf(db, user.enterpriseId),
  ]);
  return { total: Number(c?.n ?? 0), list: rows.map((r) => toItem(r, tags)) };
}

export async function* exportStores(db: Db, user: SessionUser, now: Date, q: StoreFilters) {
  const where = whereOf(user, now, q);
  const tags = await tagsOf(db, user.enterpriseId);
  for await (const rows of keysetBatches(SORT, (after, limit) => select(db, and(where, after)).limit(limit))) {
    yield rows.map((r) => toItem(r, tags));
  }
}

/** One total per view, 'transfers' being the handover records the caller sees. */
export async function countStores(db: Db, user: SessionUser, now: Date) {
  const totals = await Promise.all(
    STORE_VIEWS.map(async (view) => {
      const [r] =
        view === 'transfers'
          ? await db.select({ n: count() }).from(storeTransfers).where(visibleTransfers(user))
          : await db
              .select({ n: count() })
              .from(stores)
              .where(whereOf(user, now, { view }));
      return Number(r?.n ?? 0);
    }),
  );
  return Object.fromEntries(STORE_VIEWS.map((v, i) => [v, totals[i]])) as Record<StoreView, number>;
}

export type StoreRow = typeof stores.$inferSelect;

/** Every id must be a store the caller sees, else 40004 and nothing changes. */
export async function loadStores(db: Db, user: SessionUser, ids: number[]): Promise<StoreRow[]> {
  const unique = [...new Set(ids)];
  const rows = await db
    .select()
    .from(stores)
    .where(and(visibleStores(user), inArray(stores.id, unique)));
  if (rows.length !== unique.length) throw new AppError(Code.NOT_FOUND, M.notFound);
  return rows;
}

/** One store as the list shows it. */
export async function storeItem(db: Db, user: SessionUser, id: number): Promise<StoreItem> {
  const [[row], tags] = await Promise.all([
    select(db, and(visibleStores(user), eq(stores.id, id))).limit(1),
    tagsOf(db, user.enterpriseId),
  ]);
  if (!row) throw new AppError(Code.NOT_FOUND, M.notFound);
  return toItem(row, tags);
}
