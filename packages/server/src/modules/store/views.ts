// Which stores a caller sees and each view's SQL (the rule in words: view-rules.ts). The counters
// (GET /store/cnt) and the list (GET /store/list) build their WHERE from here, so a view's count
// always equals its list total.
import type { StoreView } from '@console/contract';
import { and, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import { ipDevices, storeMembers, storeTransfers, stores } from '../../db/schema';
import type { SessionUser } from '../auth/session';
import { isManager } from '../phone/visible';
import { RECENT_MS, URGENT_MS } from './view-rules';

// written out: inside a subquery drizzle leaves stores.id unqualified
const authorizedTo = (userId: number) =>
  sql`exists (select 1 from ${storeMembers} sm where sm.store_id = "stores"."id" and sm.user_id = ${userId})`;

/** The enterprise's stores; an ordinary employee only those authorized to them (spec §6). */
export function visibleStores(user: SessionUser): SQL {
  return and(eq(stores.enterpriseId, user.enterpriseId), isManager(user) ? undefined : authorizedTo(user.id))!;
}

export function viewCondition(view: StoreView, now: Date): SQL | undefined {
  switch (view) {
    case 'recent':
      return gt(stores.lastLoginAt, new Date(now.getTime() - RECENT_MS));
    case 'urgent_renewal':
      return sql`exists (select 1 from ${ipDevices} d where d.id = "stores"."ip_device_id"
        and d.expiration_time is not null and d.expiration_time <= ${new Date(now.getTime() + URGENT_MS).toISOString()}::timestamptz)`;
    case 'awaiting_credentials':
      return or(isNull(stores.passwordEnc), eq(stores.cookieCount, 0));
    case 'awaiting_authorization':
      return sql`not exists (select 1 from ${storeMembers} sm where sm.store_id = "stores"."id")`;
    case 'awaiting_device':
      return isNull(stores.ipDeviceId);
    default:
      return undefined;
  }
}

export { authorizedTo };

/** Handover records a caller sees: managers all of the enterprise's; an employee those naming them. */
export function visibleTransfers(user: SessionUser): SQL {
  return and(
    eq(storeTransfers.enterpriseId, user.enterpriseId),
    isManager(user) ? undefined : or(eq(storeTransfers.fromUserId, user.id), eq(storeTransfers.toUserId, user.id)),
  )!;
}
