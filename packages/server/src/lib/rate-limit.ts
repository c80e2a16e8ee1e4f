// Fixed-window rate limits and failure locks, counted in the database (table rate_limits) so
// every API instance sees the same counters. One atomic upsert per hit: no read-then-write race.
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import type { Localized } from '@console/contract/localized';
import { AppError, Code } from './envelope';

export interface Limit {
  /** Hits allowed per window. */
  max: number;
  windowMs: number;
}

/** Every limit the public auth routes apply; each can be changed by configuration (RATE_LIMITS). */
export interface RateLimitConfig {
  /** Login attempts (password or SMS) from one client IP. */
  loginPerIp: Limit;
  /** Failed logins for one username or phone from one client IP before that pair is paused for lockMs. */
  loginFailuresPerAccountIp: Limit & { lockMs: number };
  /**
   * Failed logins for one username or phone from all addresses before new terminals are paused
   * for lockMs (a terminal the member already uses still signs in with the right password).
   */
  loginFailuresPerAccount: Limit & { lockMs: number };
  /** Exchanges of one-time login codes from one client IP. */
  loginByCodePerIp: Limit;
  /** SMS codes requested from one client IP (the per-phone 60 s rule is separate). */
  smsPerIp: Limit;
  /** SMS codes sent to one phone number. */
  smsPerPhone: Limit;
  /** Registrations tried from one client IP. */
  registerPerIp: Limit;
  /** Behaviour records stored for one member. */
  recordsPerUser: Limit;
  /** Polls of waiting terminal logins from one client IP (a browser polls every 3 s). */
  terminalPollPerIp: Limit;
}

const MIN = 60_000;
export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  loginPerIp: { max: 30, windowMs: MIN },
  loginFailuresPerAccountIp: { max: 5, windowMs: 15 * MIN, lockMs: 15 * MIN },
  loginFailuresPerAccount: { max: 20, windowMs: 15 * MIN, lockMs: 15 * MIN },
  loginByCodePerIp: { max: 30, windowMs: MIN },
  smsPerIp: { max: 20, windowMs: 60 * MIN },
  smsPerPhone: { max: 10, windowMs: 24 * 60 * MIN },
  registerPerIp: { max: 10, windowMs: 60 * MIN },
  recordsPerUser: { max: 600, windowMs: MIN },
  terminalPollPerIp: { max: 60, windowMs: MIN },
};

/** `RATE_LIMITS='{"loginPerIp":{"max":100}}'` overrides single fields of the defaults. */
export function rateLimitsFrom(json: string | undefined): RateLimitConfig {
  if (!json) return DEFAULT_RATE_LIMITS;
  const given = JSON.parse(json) as Partial<Record<keyof RateLimitConfig, Partial<Limit & { lockMs: number }>>>;
  const merged = { ...DEFAULT_RATE_LIMITS } as Record<string, unknown>;
  for (const [name, value] of Object.entries(given)) {
    if (!(name in DEFAULT_RATE_LIMITS)) throw new Error(`RATE_LIMITS: unknown limit ${name}`);
    merged[name] = { ...(DEFAULT_RATE_LIMITS as unknown as Record<string, object>)[name], ...value };
  }
  return merged as unknown as RateLimitConfig;
}

const waitText = (ms: number): Localized => {
  if (ms >= MIN) {
    const m = Math.ceil(ms / MIN);
    return { zh: `${m}分钟`, en: `${m} minute${m === 1 ? '' : 's'}` };
  }
  const s = Math.max(1, Math.ceil(ms / 1000));
  return { zh: `${s}秒`, en: `${s} second${s === 1 ? '' : 's'}` };
};

const ACTIONS: Localized = { zh: '操作', en: 'requests' };

/**
 * Counts one hit on `key`; over the limit → 42901 naming how long to wait. `what` names the hits
 * ("too many <what>"): `{ zh: '登录', en: 'login attempts' }`.
 */
export async function hit(db: Db, key: string, limit: Limit, now: Date, what: Localized = ACTIONS): Promise<void> {
  const count = await bump(db, key, limit.windowMs, now);
  if (count.hits > limit.max) {
    const wait = waitText(count.windowStart.getTime() + limit.windowMs - now.getTime());
    throw new AppError(Code.TOO_FREQUENT, {
      zh: `${what.zh}过于频繁，请${wait.zh}后再试`,
      en: `Too many ${what.en}, try again in ${wait.en}`,
    });
  }
}

export const LOCKED_MESSAGE = (ms: number): Localized => {
  const wait = waitText(ms);
  return { zh: `登录失败次数过多，请${wait.zh}后再试`, en: `Too many failed logins, try again in ${wait.en}` };
};

/** How long `key` stays locked (after too many failures); 0 when it is not. */
export async function lockedFor(db: Db, key: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ lockedUntil: rateLimits.lockedUntil })
    .from(rateLimits)
    .where(eq(rateLimits.key, key))
    .limit(1);
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil.getTime() - now.getTime() : 0;
}

/** Records one failure on `key`; the one that reaches max locks it for lockMs (and answers true). */
export async function recordFailure(
  db: Db,
  key: string,
  limit: Limit & { lockMs: number },
  now: Date,
): Promise<boolean> {
  const count = await bump(db, key, limit.windowMs, now);
  if (count.hits < limit.max) return false;
  await db
    .update(rateLimits)
    .set({ lockedUntil: new Date(now.getTime() + limit.lockMs), hits: 0, windowStart: now })
    .where(eq(rateLimits.key, key));
  return true;
}

/** Forgets the failures of `key` (a successful login). */
export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Drops counters whose window and lock are long over (run by the background jobs). */
export async function pruneRateLimits(db: Db, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * MIN);
  await db
    .delete(rateLimits)
    .where(
      sql`${lt(rateLimits.windowStart, dayAgo)} and (${rateLimits.lockedUntil} is null or ${rateLimits.lockedUntil} < ${now})`,
    );
}

async function bump(db: Db, key: string, windowMs: number, now: Date) {
  const windowFloor = new Date(now.getTime() - windowMs);
  const fresh = sql`${rateLimits.windowStart} <= ${windowFloor}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        windowStart: sql`case when ${fresh} then ${now} else ${rateLimits.windowStart} end`,
        hits: sql`case when ${fresh} then 1 else ${rateLimits.hits} + 1 end`,
      },
    })
    .returning({ hits: rateLimits.hits, windowStart: rateLimits.windowStart });
  return row;
}
