// The navigation guard's decision (spec §2 "Navigation guard", §6 roles) as a pure function.
import { allows, findRoute, type Role } from '../routes/table';

/** Routes open without a session (spec §2). */
export const OPEN_PATHS = ['/auth', '/login', '/operationManual', '/test12345qr'];

export type Decision = 'pass' | 'auth' | 'loadProfile' | 'forbidden';

export interface GuardInput {
  /** location.pathname */
  path: string;
  /** p-token cookie value */
  token: string | undefined;
  /** user name held in the session state; '' = profile not loaded yet */
  name: string;
  /** role of the loaded profile (level 3 = staff, else admin); undefined until loaded */
  role: Role | undefined;
}

export function isOpenPath(path: string): boolean {
  const p = path.toLowerCase().replace(/(.)\/+$/, '$1');
  return OPEN_PATHS.some((o) => o.toLowerCase() === p);
}

/**
 * 1. open routes pass (with or without a token; with a token /auth passes through);
 * 2. no token → 'auth';
 * 3. no user name held → 'loadProfile' (the component loads it; a failure goes to /auth);
 * 4. a known route the role may not open → 'forbidden' (the component sends it to /404);
 * 5. otherwise 'pass' (redirect entries and unknown paths pass: the router sends them on).
 */
export function decide({ path, token, name, role }: GuardInput): Decision {
  if (isOpenPath(path)) return 'pass';
  if (!token) return 'auth';
  if (!name) return 'loadProfile';
  const route = findRoute(path);
  if (route && !route.redirect && role && !allows(route.roles, role)) return 'forbidden';
  return 'pass';
}
