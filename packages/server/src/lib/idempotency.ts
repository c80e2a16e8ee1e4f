// Money moves once (issue 31). Every money-moving endpoint is declared in
// @console/contract/idempotency; this file makes the declaration hold:
// - a 'key' endpoint refuses a request without a well-formed Idempotency-Key (40001, before any work);
// - idempotent() runs the endpoint's work in one transaction that first claims the key
//   (enterprise, key) and finally stores the answer: a try while the first is still running waits
//   on the first one's row and then gets its answer (or, after 15 s, a clear "in progress"); a later
//   retry gets the stored answer; the same key with another body, endpoint or member is refused. A
//   refusal rolls the claim back with everything else, so a retry runs again and changes nothing twice;
// - every route runs in its money scope (money-scope.ts), so the wallet and the order writer
//   refuse to move money in a request outside such a transaction: a new money route cannot forget
//   the rule.
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_MESSAGES as M,
  IDEMPOTENCY_TTL_MS,
  IDEMPOTENT_REPLAYED_HEADER,
  MONEY_ROUTES,
  type MoneyGuard,
} from '@console/contract/idempotency';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError, Code, ok, type Envelope } from './envelope';
import { inRoute, keyed, routeScope } from './money-scope';

const guards: Readonly<Record<string, MoneyGuard>> = MONEY_ROUTES;
/** How long a second try waits for the first one still running. */
const WAIT_FOR_FIRST = '15s';

const methodsOf = (r: Pick<RouteOptions, 'method'>) =>
  (Array.isArray(r.method) ? r.method : [r.method]).map((m) => String(m).toUpperCase());

const headerKey = (req: FastifyRequest): string | undefined => {
  const v = req.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
};

async function requireKey(req: FastifyRequest): Promise<void> {
  const key = headerKey(req);
  if (key === undefined || key === '') throw new AppError(Code.VALIDATION, M.missing);
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new AppError(Code.VALIDATION, M.malformed);
}

/**
 * Call once on the root instance before routes are registered: every route runs in a money scope
 * (its endpoint and guard), 'key' routes require the header, a replayed answer says so, and the
 * server refuses to start when a declared 'key' endpoint is not registered.
 */
export function installIdempotency(app: FastifyInstance): void {
  const registered = new Set<string>();
  app.decorateRequest('idempotentReplay', false);
  app.addHook('onRoute', (r) => {
    const endpoints = methodsOf(r).map((m) => `${m} ${r.url}`);
    endpoints.forEach((e) => registered.add(e));
    const endpoint = endpoints.find((e) => guards[e]) ?? endpoints[0];
    const guard = guards[endpoint] ?? null;
    const handler = r.handler;
    r.handler = function (this: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
      return inRoute(endpoint, () => handler.call(this, req, reply));
    };
    if (guard === 'key') {
      const own = r.preHandler ? (Array.isArray(r.preHandler) ? r.preHandler : [r.preHandler]) : [];
      r.preHandler = [requireKey, ...own];
    }
  });
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.idempotentReplay) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
    return payload;
  });
  app.addHook('onReady', async () => {
    const missing = Object.keys(guards).filter((e) => guards[e] === 'key' && !registered.has(e));
    if (missing.length) throw new Error(`money endpoints declared but not registered: ${missing.join(', ')}`);
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The answer sent is the stored answer of an earlier try with the same key. */
    idempotentReplay: boolean;
  }
}

/** JSON with keys sorted at every level: the same body always has the same text. */
export function canonicalJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`;
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    const keys = Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k])}`).join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}

export const fingerprintOf = (body: unknown) => createHash('sha256').update(canonicalJson(body)).digest('hex');

const lockTimedOut = (e: unknown) => {
  const err = e as { code?: unknown; cause?: { code?: unknown } };
  return err.code === '55P03' || err.cause?.code === '55P03';
};

/**
 * Runs `work` once per Idempotency-Key, in one transaction with the key and its answer. `who`
 * is the caller; the answer is the envelope of what `work` returned (or of the first try).
 */
export async function idempotent<T>(
  db: Db,
  req: FastifyRequest,
  who: { userId: number; enterpriseId: number; now: Date },
  work: (tx: Db) => Promise<T>,
): Promise<Envelope<T>> {
  const s = routeScope();
  const key = headerKey(req);
  if (!s || s.guard !== 'key' || !key) throw new Error('idempotent() is for the declared key endpoints only');
  const row = { enterpriseId: who.enterpriseId, key };
  const fingerprint = fingerprintOf(req.body ?? null);
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local lock_timeout = '${WAIT_FOR_FIRST}'`));
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({ ...row, userId: who.userId, endpoint: s.endpoint, fingerprint, createdAt: who.now })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      const thisKey = and(eq(idempotencyKeys.enterpriseId, row.enterpriseId), eq(idempotencyKeys.key, key));
      if (!claimed.length) {
        const [first] = await tx.select().from(idempotencyKeys).where(thisKey);
        // gone between the two statements: pruned at its 24 h, or a first try that just rolled back
        if (!first?.answer) throw new AppError(Code.CONFLICT, M.inProgress);
        if (first.endpoint !== s.endpoint || first.fingerprint !== fingerprint || first.userId !== who.userId)
          throw new AppError(Code.CONFLICT, M.reused);
        req.idempotentReplay = true;
        return first.answer as Envelope<T>;
      }
      const answer = ok(await keyed(() => work(tx)));
      // stored as it is sent (dates as strings), so a replay is the same text
      await tx
        .update(idempotencyKeys)
        .set({ answer: JSON.parse(JSON.stringify(answer)) as unknown })
        .where(thisKey);
      return answer;
    });
  } catch (e) {
    if (lockTimedOut(e)) throw new AppError(Code.CONFLICT, M.inProgress);
    throw e;
  }
}

/** Job: keys and answers older than their 24 h go. */
export async function pruneIdempotencyKeys(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
