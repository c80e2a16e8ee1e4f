// The access table lives in @console/contract/access (the console reads it too); this file adds
// what only the server needs: the prefixes of third-party plugins and the lookup by route.
import { ACCESS, type Policy } from '@console/contract/access';

export {
  ACCESS,
  allows,
  DEFAULT_MESSAGE,
  MEMBER_RULE_MESSAGE,
  mayManageMember,
  mayPlaceOrder,
  ORDER_RIGHT_MESSAGE,
  memberRefusal,
  type MemberRef,
  missingPermission,
  needsSession,
  PERMISSION_MESSAGE,
  permits,
  refusalMessage,
  type Caller,
  type Endpoint,
  type Permission,
  type Policy,
  type Who,
} from '@console/contract/access';

/** Whole subtrees registered by third-party plugins (@fastify/swagger-ui), public when enabled. */
const PREFIXES: ReadonlyArray<{ prefix: string; policy: Policy }> = [
  { prefix: '/docs', policy: { who: 'public', optional: true } },
];

/**
 * The policy of a route as Fastify registers it; HEAD routes Fastify adds for GETs follow their
 * GET. Undefined = no policy (the server refuses to start; a request is refused, fail closed).
 */
export function policyFor(method: string, url: string): Policy | undefined {
  const m = method.toUpperCase();
  const table: Readonly<Record<string, Policy>> = ACCESS;
  const exact = table[`${m} ${url}`] ?? (m === 'HEAD' ? table[`GET ${url}`] : undefined);
  if (exact) return exact;
  return PREFIXES.find((p) => url === p.prefix || url.startsWith(`${p.prefix}/`))?.policy;
}
