// Resolves P-Token → session → user before validation, so a bad token always wins with 20103.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, Code, LOGIN_INVALID_MESSAGE } from '../../lib/envelope';
import type { Deps } from '../deps';
import { resolveSession, type SessionUser } from './session';

export interface AuthContext { sessionId: number; user: SessionUser }

declare module 'fastify' {
  interface FastifyRequest { auth: AuthContext | null }
}

/** The caller; only call inside routes that are behind requireAuth. */
export function caller(req: FastifyRequest): AuthContext {
  if (!req.auth) throw new AppError(Code.LOGIN_INVALID, LOGIN_INVALID_MESSAGE);
  return req.auth;
}

/** Adds the guard to every route of the (encapsulated) plugin it is called in. */
export function requireAuth(app: FastifyInstance, deps: Deps) {
  app.addHook('preValidation', async (req) => {
    const header = req.headers['p-token'];
    const token = Array.isArray(header) ? header[0] : header;
    const found = token ? await resolveSession(deps.db, token.trim(), deps.clock.now()) : null;
    if (!found) throw new AppError(Code.LOGIN_INVALID, LOGIN_INVALID_MESSAGE);
    req.auth = found;
  });
}

export const isStaff = (u: SessionUser) => u.level === 3;
export const roleOf = (u: SessionUser) => (isStaff(u) ? 'staff' : 'admin');
