// Every kind of resource the enterprise rents and renews, in one registry: each selling area
// registers its kind when its plugin loads (phones, cloud numbers; sub-accounts, network cards and
// IP devices add theirs the same way) with how to list its live items (expiry, auto-renewal, the
// price of one auto-renewal and when it will be charged) and how to switch auto-renewal on or off.
// Renewal management (GET /renewal/list, /renewal/forecast, POST /renewal/autoRenew) reads only
// this registry.
import { and, eq, gt, lt, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Localized } from '../../lib/lang';

const DAY_MS = 24 * 3600_000;

export interface RenewableItem {
  kind: string;
  id: number;
  name: string;
  expires_at: string;
  auto_renew: boolean;
  /** What one auto-renewal charges (fen); null when it cannot be priced (it will then fail). */
  renewal_fen: number | null;
  /** Months one auto-renewal adds. */
  period_months: number;
  /** When the next auto-renewal charge falls due (ISO); null when auto-renewal is off or cannot run. */
  next_charge_at: string | null;
  /** The console path that renews it by hand (its area's screen). */
  renew_path: string;
}

/**
 * Only what a forecast needs: the items whose next auto-renewal charge falls before `chargedBefore`
 * (a kind may narrow its query with it; renewablesOf applies the exact rule to what comes back).
 */
export interface RenewableScope {
  chargedBefore: Date;
}

export interface RenewableKind {
  kind: string;
  label: Localized;
  /** The enterprise's live (not deleted / unsubscribed) items, as of `now`; with a scope, at least those in it. */
  list: (db: Db, enterpriseId: number, now: Date, scope?: RenewableScope) => Promise<RenewableItem[]>;
  /** Switches auto-renewal of these ids of the enterprise; returns the ids it found (others are not the enterprise's). */
  setAutoRenew: (tx: Db, enterpriseId: number, ids: number[], on: boolean) => Promise<number[]>;
}

const kinds = new Map<string, RenewableKind>();

export function registerRenewable(kind: RenewableKind): void {
  kinds.set(kind.kind, kind);
}

export const renewableKinds = (): RenewableKind[] => [...kinds.values()];
export const renewableKind = (kind: string): RenewableKind | undefined => kinds.get(kind);

/**
 * Every live renewable item of the enterprise, of every registered kind; with a scope, only those
 * charged before its date (at 100,000 phones the forecast then reads the few renewing soon, not all).
 */
export async function renewablesOf(
  db: Db,
  enterpriseId: number,
  now: Date,
  scope?: RenewableScope,
): Promise<RenewableItem[]> {
  // one kind after another: `db` may be a transaction, whose one connection runs one query at a time
  const items: RenewableItem[] = [];
  for (const k of renewableKinds()) items.push(...(await k.list(db, enterpriseId, now, scope)));
  if (!scope) return items;
  const before = scope.chargedBefore.getTime();
  return items.filter((i) => i.next_charge_at !== null && Date.parse(i.next_charge_at) < before);
}

/**
 * The query's narrowing for a kind charged one day before expiry while unexpired (phones,
 * sub-accounts, network cards, IP devices): auto-renewing and expiring before the scope's date + 1
 * day. Undefined (no narrowing) without a scope.
 */
export function chargedBeforeWhere(
  autoRenew: AnyColumn,
  expiration: AnyColumn,
  now: Date,
  scope: RenewableScope | undefined,
) {
  if (!scope) return undefined;
  return and(
    eq(autoRenew, true),
    gt(expiration, now),
    lt(expiration, new Date(scope.chargedBefore.getTime() + DAY_MS)),
  );
}

/** Calendar months later in UTC, clamped to the month's last day. */
export function addMonthsUtc(from: Date, months: number): Date {
  const t = new Date(from.getTime());
  const day = t.getUTCDate();
  t.setUTCDate(1);
  t.setUTCMonth(t.getUTCMonth() + months);
  const last = new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth() + 1, 0)).getUTCDate();
  t.setUTCDate(Math.min(day, last));
  return t;
}

/** Every auto-renewal charge of the item falling in [now, until): it repeats each period while on. */
export function chargesWithin(item: RenewableItem, now: Date, until: Date): Date[] {
  if (!item.auto_renew || item.next_charge_at === null || item.renewal_fen === null) return [];
  const out: Date[] = [];
  let at = new Date(item.next_charge_at);
  if (at < now) at = now;
  for (let i = 0; at < until && i < 400; i++) {
    out.push(at);
    at = addMonthsUtc(at, Math.max(1, item.period_months));
  }
  return out;
}
