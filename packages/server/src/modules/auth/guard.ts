// Resolves P-Token → session → user and applies the route's access policy (src/access.ts)
// before validation, so a bad token always wins with 20103 and a refused role with 40003,
// whatever the body.
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import {
  allows,
  MEMBER_RULE_MESSAGE,
  memberRefusal,
  missingPermission,
  needsSession,
  PERMISSION_MESSAGE,
  policyFor,
  refusalMessage,
  type MemberRef,
  type Policy,
} from '../../access';
import type { Db } from '../../db/client';
import { terminals, users } from '../../db/schema';
import { AppError, Code, LOGIN_INVALID_MESSAGE, ok } from '../../lib/envelope';
import type { Deps } from '../deps';
import { windowRefusal } from '../security/rules';
import { resolveSession, type SessionUser } from './session';

export interface AuthContext {
  sessionId: number;
  /** The browser's terminal id the session logged in from ('' before terminal control). */
  terminalCode: string;
  user: SessionUser;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** The caller; only call inside routes that are behind requireAuth. */
export function caller(req: FastifyRequest): AuthContext {
  if (!req.auth) throw new AppError(Code.LOGIN_INVALID, LOGIN_INVALID_MESSAGE);
  return req.auth;
}

async function authenticate(req: FastifyRequest, deps: Deps): Promise<AuthContext> {
  if (req.auth) return req.auth;
  const header = req.headers['p-token'];
  const token = Array.isArray(header) ? header[0] : header;
  const now = deps.clock.now();
  const found = token ? await resolveSession(deps.db, token.trim(), now) : null;
  if (!found) throw new AppError(Code.LOGIN_INVALID, LOGIN_INVALID_MESSAGE);
  // login control on every request: a staff session that leaves its login window ends (spec §6)
  const outside = windowRefusal(found.user, now);
  if (outside) throw new AppError(Code.LOGIN_INVALID, outside);
  req.auth = found;
  return found;
}

/**
 * Adds the session check to every route of the (encapsulated) plugin it is called in. The app-wide
 * policy check (installAccessControl) normally has resolved the caller already; this stays as a
 * second lock for plugins that are meant to be behind a session.
 */
export function requireAuth(app: FastifyInstance, deps: Deps) {
  app.addHook('preValidation', async (req) => {
    await authenticate(req, deps);
  });
}

/** The member ids (or terminal-request ids) a route's body names, by its policy's `members`. */
function membersNamed(req: FastifyRequest): { ids: number[]; of: 'member' | 'terminal' } | undefined {
  const self = req.auth?.user.id;
  const url = req.routeOptions.url;
  const m = req.routeOptions.method;
  const spec = url === undefined ? undefined : policyFor(typeof m === 'string' ? m : req.method, url)?.members;
  if (!spec) return undefined;
  const value = (req.body as Record<string, unknown> | undefined)?.[spec.field];
  const ids = (Array.isArray(value) ? value : [value]).filter(
    (v): v is number => Number.isSafeInteger(v) && !(spec.ownPath && v === self),
  );
  return { ids, of: spec.of ?? 'member' };
}

/** The enterprise's members behind those ids (unknown ids are the handler's 40004). */
async function membersOf(db: Db, enterpriseId: number, named: { ids: number[]; of: 'member' | 'terminal' }) {
  const who = { id: users.id, level: users.level, memberRole: users.memberRole };
  const rows: MemberRef[] =
    named.of === 'terminal'
      ? await db
          .select(who)
          .from(terminals)
          .innerJoin(users, eq(users.id, terminals.userId))
          .where(and(eq(terminals.enterpriseId, enterpriseId), inArray(terminals.id, named.ids)))
      : await db
          .select(who)
          .from(users)
          .where(and(eq(users.enterpriseId, enterpriseId), inArray(users.id, named.ids)));
  return rows;
}

/** The policy of the kind a selling route's body names (Policy.kinds), if it has one. */
function kindPolicy(req: FastifyRequest): Policy | undefined {
  const url = req.routeOptions.url;
  const m = req.routeOptions.method;
  const kinds = url === undefined ? undefined : policyFor(typeof m === 'string' ? m : req.method, url)?.kinds;
  const kind = (req.body as { kind?: unknown } | undefined)?.kind;
  return kinds && typeof kind === 'string' && Object.hasOwn(kinds, kind) ? kinds[kind] : undefined;
}

export const isStaff = (u: SessionUser) => u.level === 3;
export const roleOf = (u: SessionUser) => (isStaff(u) ? 'staff' : 'admin');

export interface RouteEntry {
  method: string;
  url: string;
  policy: Policy;
  schema: { params?: unknown; querystring?: unknown; body?: unknown };
}

function methodsOf(r: Pick<RouteOptions, 'method'>): string[] {
  return (Array.isArray(r.method) ? r.method : [r.method]).map((m) => String(m).toUpperCase());
}

/**
 * App-wide access control; call once on the root instance before any route is registered:
 * - onRoute: a route without an entry in src/access.ts stops the server from starting
 *   ('dev' routes also refuse to exist outside dev mode);
 * - preValidation: the route's policy — 20103 without a valid session, 40003 for a refused role
 *   or a missing extra permission;
 * - dev mode only: GET /dev/routes lists every route with its policy and input schemas.
 */
export function installAccessControl(app: FastifyInstance, deps: Deps) {
  const routes: RouteEntry[] = [];

  app.addHook('onRoute', (r) => {
    for (const method of methodsOf(r)) {
      const policy = policyFor(method, r.url);
      if (!policy) throw new Error(`route ${method} ${r.url} has no access policy in src/access.ts`);
      if (policy.who === 'dev' && !deps.devMode)
        throw new Error(`route ${method} ${r.url} is dev-only (src/access.ts) but the server is not in dev mode`);
      // HEAD routes Fastify adds for each GET follow their GET; the list shows the GET
      if (method === 'HEAD' && policyFor('GET', r.url) === policy && r.url !== '*') continue;
      const s = (r.schema ?? {}) as Record<string, unknown>;
      routes.push({
        method,
        url: r.url,
        policy,
        schema: { params: s.params, querystring: s.querystring ?? s.query, body: s.body },
      });
    }
  });

  app.addHook('preValidation', async (req) => {
    const url = req.routeOptions.url;
    if (url === undefined) return; // 404 handler
    const m = req.routeOptions.method;
    const policy = policyFor(typeof m === 'string' ? m : req.method, url);
    // unreachable: onRoute refuses such routes
    if (!policy)
      throw new AppError(Code.FORBIDDEN, { zh: '接口未声明访问权限', en: 'This endpoint declares no access policy' });
    if (!needsSession(policy)) return;
    const { user } = await authenticate(req, deps);
    if (!allows(policy.who, user)) throw new AppError(Code.FORBIDDEN, refusalMessage(policy));
    const missing = missingPermission(policy, user);
    if (missing) throw new AppError(Code.FORBIDDEN, PERMISSION_MESSAGE[missing]);
  });

  // a route selling several kinds: the kind the (validated) body names may need more
  app.addHook('preHandler', async (req) => {
    const policy = req.auth && kindPolicy(req);
    if (!policy) return;
    const { user } = req.auth!;
    if (!allows(policy.who, user)) throw new AppError(Code.FORBIDDEN, refusalMessage(policy));
    const missing = missingPermission(policy, user);
    if (missing) throw new AppError(Code.FORBIDDEN, PERMISSION_MESSAGE[missing]);
  });

  // a route changing members' accounts: the member rule, for every member the body names
  app.addHook('preHandler', async (req) => {
    const named = req.auth && membersNamed(req);
    if (!named?.ids.length) return;
    const { user } = req.auth!;
    for (const target of await membersOf(deps.db, user.enterpriseId, named)) {
      const refusal = memberRefusal(user, target);
      if (refusal) throw new AppError(Code.FORBIDDEN, MEMBER_RULE_MESSAGE[refusal]);
    }
  });

  if (deps.devMode) {
    app.get(
      '/dev/routes',
      {
        schema: {
          tags: ['dev'],
          summary: '[dev mode only] every route with its access policy (src/access.ts) and input schemas',
        },
      },
      async () => ok({ routes }),
    );
  }
}
