// The phone counts of the lists (a list's total, the three view counters) kept in memory per
// enterprise, caller scope and filter. A kept count is exact while two things hold:
//  - the enterprise's phone version is the one it was counted at: migration 0016 bumps it at the
//    commit of every transaction that changed a counted column of its phones, so a write through
//    any API instance or job reaches every instance's next read;
//  - no phone has crossed an expiry boundary since (entering "will expire", expiring, leaving the
//    list after the cancellation delay): the next one is read with the count.
// Checking costs one primary-key read where counting reads every visible phone's index entry.
import { and, eq, gt, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { phones, phoneVersions } from '../../db/schema';
import type { SessionUser } from '../auth/session';
import { CANCEL_AFTER_MS, visibilityScope, WILL_EXPIRE_MS } from './filters';

interface Entry {
  version: number;
  /** valid for a now in [from, until) */
  from: number;
  until: number;
  value: unknown;
}

/** More keys than this and the cache starts over (each is a few numbers). */
const MAX_ENTRIES = 10_000;

export class PhoneCountCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly db: Db) {}

  /** `what` names the count (a filter, the views); `count` computes it when the kept one is not exact. */
  async get<T>(user: SessionUser, now: Date, what: string, count: () => Promise<T>): Promise<T> {
    const key = `${user.enterpriseId}:${visibilityScope(user)}:${what}`;
    // read before counting: a commit in between leaves the entry under the older version (recounted next time)
    const version = await this.version(user.enterpriseId);
    const t = now.getTime();
    const kept = this.entries.get(key);
    if (kept && kept.version === version && kept.from <= t && t < kept.until) return kept.value as T;
    const [value, until] = await Promise.all([count(), this.nextBoundary(user.enterpriseId, now)]);
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, { version, from: t, until, value });
    return value;
  }

  private async version(enterpriseId: number): Promise<number> {
    // read on every list request: prepared once (db/prepared.ts)
    const query = prepared(this.db, 'phone_version', (name) =>
      this.db
        .select({ v: phoneVersions.version })
        .from(phoneVersions)
        .where(eq(phoneVersions.enterpriseId, sql.placeholder('enterpriseId')))
        .prepare(name),
    );
    const [row] = await query.execute({ enterpriseId });
    return Number(row?.v ?? 0);
  }

  /**
   * The first instant after `now` at which a phone of the enterprise enters or leaves a counted set
   * (three index probes; deleted phones included, which can only make it earlier).
   */
  private async nextBoundary(enterpriseId: number, now: Date): Promise<number> {
    const t = now.getTime();
    const firstExpiryAfter = (ms: number) =>
      this.db
        .select({ at: min(phones.expirationTime) })
        .from(phones)
        .where(and(eq(phones.enterpriseId, enterpriseId), gt(phones.expirationTime, new Date(ms))));
    const [[willExpire], [expire], [leave]] = await Promise.all([
      firstExpiryAfter(t + WILL_EXPIRE_MS),
      firstExpiryAfter(t),
      firstExpiryAfter(t - CANCEL_AFTER_MS),
    ]);
    const at = (row: { at: Date | null } | undefined, shift: number) =>
      row?.at ? row.at.getTime() + shift : Number.POSITIVE_INFINITY;
    return Math.min(at(willExpire, -WILL_EXPIRE_MS), at(expire, 0), at(leave, CANCEL_AFTER_MS));
  }
}

// One cache per database (the app's handle; a transaction sees its own writes before the version
// moves at its commit, so it counts without the cache).
const caches = new WeakMap<Db, PhoneCountCache>();

export function phoneCountCache(db: Db): PhoneCountCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new PhoneCountCache(db)));
  return cache;
}
