// What each store-management view means (spec §2), written once as a rule over a store's facts.
// views.ts says the same in SQL (the lists and counters); the server test checks that every demo
// store lands in exactly the views this rule names. Pure module.
// (types only from the contract: jest loads this without the ESM contract)
import type { StoreView } from '@console/contract';

const DAY = 24 * 3600 * 1000;
/** The contract's STORE_RECENT_DAYS (7), both for 'recently opened' and 'urgent renewal'. */
export const RECENT_MS = 7 * DAY;
export const URGENT_MS = 7 * DAY;

export interface StoreFacts {
  lastLoginAt: Date | null;
  /** The bound IP device's expiry; undefined = no device bound, null = a device without a term. */
  deviceExpiration: Date | null | undefined;
  hasPassword: boolean;
  cookieCount: number;
  memberCount: number;
}

/**
 * - recent: opened within the last 7 days (newest first);
 * - urgent_renewal: the bound IP device expires within 7 days or has expired;
 * - awaiting_credentials: the platform login is not hosted yet: no password stored or no cookie;
 * - awaiting_authorization: no employee is authorized;
 * - awaiting_device: no IP device bound.
 * 'transfers' lists handover records, not stores.
 */
export function inView(view: StoreView, s: StoreFacts, now: Date): boolean {
  switch (view) {
    case 'all':
      return true;
    case 'recent':
      return s.lastLoginAt !== null && s.lastLoginAt.getTime() > now.getTime() - RECENT_MS;
    case 'urgent_renewal':
      return !!s.deviceExpiration && s.deviceExpiration.getTime() <= now.getTime() + URGENT_MS;
    case 'awaiting_credentials':
      return !s.hasPassword || s.cookieCount === 0;
    case 'awaiting_authorization':
      return s.memberCount === 0;
    case 'awaiting_device':
      return s.deviceExpiration === undefined;
    case 'transfers':
      return false;
  }
}
