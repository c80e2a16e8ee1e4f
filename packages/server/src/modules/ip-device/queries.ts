// The "My devices" list and counters: rows as the contract's IpDevice (the password never
// leaves the server), each view's total, and loading devices by id inside the enterprise.
import { DEVICE_VIEWS, IP_DEVICE_MESSAGES as M, type DeviceView, type IpDevice } from '@console/contract';
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ipDevices, stores } from '../../db/schema';
import { AppError, Code } from '../../lib/envelope';
import { likePattern, pageOffset } from '../../lib/paging';
import type { Lang } from '../../lib/lang';
import type { SessionUser } from '../auth/session';
import { regionNameIn } from '../network-card/catalogue';
import { remainDays } from '../phone/expiry';
import { WILL_EXPIRE_MS } from '../phone/filters';
import { boundStoreCount, ownedDevices, viewCondition } from './views';

export type DeviceRow = typeof ipDevices.$inferSelect;

export interface DeviceQuery {
  view: DeviceView;
  kind?: 'platform' | 'own' | 'local';
  keyword?: string;
}

function keywordCondition(keyword?: string): SQL | undefined {
  const p = likePattern(keyword);
  if (!p) return undefined;
  return or(
    ilike(ipDevices.address, p),
    ilike(ipDevices.mappedIp, p),
    ilike(ipDevices.region, p),
    ilike(ipDevices.platform, p),
    ilike(ipDevices.remark, p),
    sql`${ipDevices.tags}::text ilike ${p}`,
  );
}

const whereOf = (user: SessionUser, now: Date, q: DeviceQuery) =>
  and(
    ownedDevices(user, now),
    viewCondition(q.view, now),
    q.kind ? eq(ipDevices.kind, q.kind) : undefined,
    keywordCondition(q.keyword),
  );

const storeNames = sql<string[]>`coalesce((select json_agg(s.name order by s.id) from ${stores} s
  where s.ip_device_id = "ip_devices"."id"), '[]'::json)`;

export function toItem(d: DeviceRow, storeCount: number, names: string[], now: Date, lang: Lang): IpDevice {
  const exp = d.expirationTime;
  const left = exp ? exp.getTime() - now.getTime() : null;
  return {
    id: d.id,
    kind: d.kind as IpDevice['kind'],
    protocol: d.protocol,
    address: d.address,
    port: d.port,
    username: d.username,
    has_password: d.passwordEnc !== null,
    mapped_ip: d.mappedIp,
    encryption: d.encryption,
    obfuscation: d.obfuscation,
    obfuscation_param: d.obfuscationParam,
    protocol_param: d.protocolParam,
    region: regionNameIn(d.region, lang),
    platform: d.platform,
    ip_type: d.ipType,
    status: d.status === 'abnormal' ? 'abnormal' : 'normal',
    stage: d.stage as IpDevice['stage'],
    expiry_state: left === null ? 'no_term' : left <= 0 ? 'expired' : left <= WILL_EXPIRE_MS ? 'will_expire' : 'normal',
    is_remote: d.isRemote ? 1 : 0,
    tags: d.tags,
    auto_renew: d.autoRenew ? 1 : 0,
    purchase_time: d.createdAt.toISOString(),
    expiration_time: exp ? exp.toISOString() : null,
    remain_day: left === null ? null : Math.max(0, remainDays(left)),
    store_count: storeCount,
    store_names: names,
    order_no: d.orderNo ?? '',
    remark: d.remark,
    in_recycle_bin: d.deletedAt ? 1 : 0,
    last_check_at: d.lastCheckAt ? d.lastCheckAt.toISOString() : null,
  };
}

export async function listDevices(
  db: Db,
  user: SessionUser,
  now: Date,
  q: DeviceQuery & { page: number; limit: number },
  lang: Lang,
) {
  const where = whereOf(user, now, q);
  const [[c], rows] = await Promise.all([
    db.select({ n: count() }).from(ipDevices).where(where),
    db
      .select({ d: ipDevices, stores: boundStoreCount, names: storeNames })
      .from(ipDevices)
      .where(where)
      .orderBy(desc(ipDevices.createdAt), desc(ipDevices.id))
      .limit(q.limit)
      .offset(pageOffset(q)),
  ]);
  return { total: Number(c?.n ?? 0), list: rows.map((r) => toItem(r.d, r.stores, r.names ?? [], now, lang)) };
}

export async function countDevices(db: Db, user: SessionUser, now: Date) {
  const totals = await Promise.all(
    DEVICE_VIEWS.map(async (view) => {
      const [r] = await db
        .select({ n: count() })
        .from(ipDevices)
        .where(whereOf(user, now, { view }));
      return Number(r?.n ?? 0);
    }),
  );
  return Object.fromEntries(DEVICE_VIEWS.map((v, i) => [v, totals[i]])) as Record<DeviceView, number>;
}

/** Every id must be the enterprise's (and match `extra`), else 40004 and nothing changes. */
export async function loadDevices(db: Db, user: SessionUser, now: Date, ids: number[], extra?: SQL) {
  const unique = [...new Set(ids)];
  const rows = await db
    .select({ d: ipDevices, stores: boundStoreCount })
    .from(ipDevices)
    .where(and(ownedDevices(user, now), inArray(ipDevices.id, unique), extra));
  if (rows.length !== unique.length) throw new AppError(Code.NOT_FOUND, M.notFound);
  return rows;
}
