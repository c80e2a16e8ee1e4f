// Which IP devices a caller sees and what each "My devices" view means (spec §2, §4). The
// counters (GET /ipDevice/cnt) and the list (GET /ipDevice/list) build their WHERE from here, so
// a view's count always equals its list total.
import type { DeviceView } from '@console/contract';
import { and, eq, gt, isNotNull, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { ipDevices, orders, stores } from '../../db/schema';
import type { SessionUser } from '../auth/session';
import { CANCEL_AFTER_MS, WILL_EXPIRE_MS } from '../phone/filters';

/**
 * In the enterprise and not purged; not cancelled (expired more than 7 days, spec §9); a device
 * awaiting payment only while its order can still be paid (an expired order took it away).
 */
export function ownedDevices(user: SessionUser, now: Date): SQL {
  return and(
    eq(ipDevices.enterpriseId, user.enterpriseId),
    isNull(ipDevices.purgedAt),
    or(isNull(ipDevices.expirationTime), gt(ipDevices.expirationTime, new Date(now.getTime() - CANCEL_AFTER_MS))),
    or(
      ne(ipDevices.stage, 'awaiting_payment'),
      sql`exists (select 1 from ${orders} where ${orders.orderNo} = ${ipDevices.orderNo}
        and ${orders.status} = 'awaiting_payment' and ${orders.expiresAt} > ${now.toISOString()}::timestamptz)`,
    ),
  )!;
}

const live = isNull(ipDevices.deletedAt);
const active = eq(ipDevices.stage, 'active');
const unexpired = (now: Date) => or(isNull(ipDevices.expirationTime), gt(ipDevices.expirationTime, now));

// written out: inside a subquery drizzle leaves ipDevices.id unqualified, which would read the store's own id
export const boundStoreCount =
  sql<number>`(select count(*) from ${stores} s where s.ip_device_id = "ip_devices"."id")`.mapWith(Number);

export function viewCondition(view: DeviceView, now: Date): SQL {
  const soon = new Date(now.getTime() + WILL_EXPIRE_MS);
  switch (view) {
    case 'recycle':
      return isNotNull(ipDevices.deletedAt);
    case 'unexpired':
      return and(live, active, unexpired(now))!;
    case 'purchasing':
      return and(live, or(eq(ipDevices.stage, 'awaiting_payment'), eq(ipDevices.stage, 'allocating')))!;
    case 'paid':
      return and(live, eq(ipDevices.kind, 'platform'), ne(ipDevices.stage, 'awaiting_payment'))!;
    case 'will_expire':
      return and(live, active, gt(ipDevices.expirationTime, now), lte(ipDevices.expirationTime, soon))!;
    case 'awaiting_payment':
      return and(live, eq(ipDevices.stage, 'awaiting_payment'))!;
    case 'awaiting_allocation':
      return and(live, eq(ipDevices.stage, 'allocating'))!;
    case 'normal':
      return and(live, active, eq(ipDevices.status, 'normal'), unexpired(now))!;
    case 'abnormal':
      return and(live, active, eq(ipDevices.status, 'abnormal'))!;
    case 'expired':
      return and(live, lte(ipDevices.expirationTime, now))!;
    case 'unbound':
      return and(live, active, sql`${boundStoreCount} = 0`)!;
    case 'auto_renew_off':
      return and(live, active, eq(ipDevices.kind, 'platform'), eq(ipDevices.autoRenew, false))!;
    case 'all':
    default:
      return live;
  }
}
