// Who may call each endpoint: the one table, keyed 'METHOD /path' exactly as Fastify registers
// the route. The guard (src/modules/auth/guard.ts) enforces it in preValidation — before the
// schema sees the body, so a refused caller gets 20103/40003 whatever it sends — and the server
// refuses to start when a registered route has no entry here (a new endpoint must say who may
// call it). test/security/authz-matrix.test.ts calls every route of the running server with
// nine identities against this table.
//
//   'public'   no session needed (login, registration, simulators that check their own signature
//              or one-time token, liveness, docs)
//   'dev'      exists only in dev/test mode (deps.devMode); public there
//   'member'   any logged-in active member of the enterprise (admin, staff manager, staff employee)
//   'manager'  the admin (boss, users.level ≠ 3) or a staff manager (level 3, member_role 'manager')
//   'admin'    the boss only
//
// Rules that depend on data stay in the handlers: employees see only the phones (and their
// sub-accounts, cards, orders, cloud numbers) assigned to them; renewal by staff needs
// can_renew_device; a staff manager may not reset the boss's password; platform apps cannot be
// deleted; every id is looked up inside the caller's enterprise.
import type { SessionUser } from './modules/auth/session';

export type Who = 'public' | 'dev' | 'member' | 'manager' | 'admin';

export interface Policy {
  who: Who;
  /** The 40003 message (the one the handler used before the table existed). */
  message?: string;
  /** The route exists only with some settings or is being added (no failure when absent). */
  optional?: boolean;
}

const PHONE_MANAGER = '仅老板或主管可以操作云手机';
const PHONE_ADMIN = '仅老板可以删除或恢复云手机';
const ORG_VIEWER = '仅老板或主管可以查看成员和部门';
const WALLET_FLOW = '仅老板账号可以查看钱包流水';

const pub: Policy = { who: 'public' };
const member: Policy = { who: 'member' };
const manager = (message = PHONE_MANAGER): Policy => ({ who: 'manager', message });
const admin = (message: string): Policy => ({ who: 'admin', message });

export const ACCESS: Readonly<Record<string, Policy>> = {
  // system
  'GET /health': pub,
  'OPTIONS *': pub, // CORS preflight (@fastify/cors)
  'GET /dev/routes': { who: 'dev' }, // this table joined with the running server's routes (the matrix test reads it)

  // auth (src/modules/auth/plugin.ts)
  'POST /user/login': pub,
  'POST /user/register': pub,
  'POST /sms/code': pub,
  'POST /user/loginByCode': pub,
  'GET /dev/sms/last': { who: 'dev' },
  'POST /user/authCode': member,
  'POST /user/logout': member,

  // user (src/modules/user/plugin.ts); savePwd with another member's uid: manager, and never the boss's (handler)
  'GET /user/getInfo': member,
  'GET /user/info': member,
  'GET /user/memberInfo': member,
  'GET /user/memberCnt': member,
  'POST /user/savePwd': member,
  'POST /user/setLoginPassword': member,
  'POST /user/inviteCode': member,
  'POST /user/recordsRequest': member,
  'POST /config/info': member,

  // phones (src/modules/phone/*): employees see and open their assigned phones only (handler)
  'GET /phone/cnt': member,
  'GET /phone/list': member,
  'GET /phone/list/export': member,
  'GET /phone/all': member,
  'GET /phone/detail': member,
  'GET /phone/groupList': member,
  'GET /phone/tasks': member,
  'POST /arm/token': member,
  'POST /phone/group/create': manager(),
  'POST /phone/group/rename': manager(),
  'POST /phone/group/delete': manager(),
  'POST /phone/group/set': manager(),
  'POST /phone/update': manager(),
  'POST /phone/user/set': manager(),
  'POST /networkCard/bindYunPhone': manager(),
  'POST /account/bindYunPhone': manager(),
  'POST /phone/syncCloudMobile': manager(),
  'GET /phone/syncRecords': manager(),
  'POST /phone/reload': manager(),
  'POST /phone/actionYunPhone': manager(),
  'POST /phone/uploadYunPhone': manager(),
  'POST /phone/uploadExecuteTask': manager(),
  'POST /phone/applyPodProperty': manager(),
  'POST /phone/delete': admin(PHONE_ADMIN),
  'GET /phone/retrievalList': admin(PHONE_ADMIN),
  'POST /phone/restore': admin(PHONE_ADMIN),

  // purchase and renewal (src/modules/phone-order/plugin.ts); renewV1 by staff needs can_renew_device (handler)
  'GET /phone/resource': member,
  'POST /phone/totalPrice': member,
  'POST /phone/buyV1': admin('仅老板账号可以购买设备'),
  'GET /phone/renewList': member,
  'POST /phone/renewV1': member,
  'GET /coupon/list': admin('仅老板账号可以查看优惠券'),
  'GET /phone/allocating': member,
  'GET /phone/order': member,
  'POST /phone/autoRenew': admin('仅老板账号可以设置自动续费'),

  // wallet and payments (src/modules/billing/plugin.ts)
  'POST /phone/recharge': admin('仅老板账号可以充值'),
  // the payment simulator's pages: no session (the paying browser), checked by the order's one-time token
  'GET /pay/simulator/:orderNo': pub,
  'POST /pay/simulator/:orderNo/confirm': pub,
  // gateway notifications: no session, checked by the gateway's signature
  'POST /pay/notify/:channel': { who: 'public', optional: true },

  // lists and exports (spec §6)
  'GET /account/list': member,
  'GET /account/list/export': member,
  'GET /networkCard/list': member,
  'GET /networkCard/list/export': member,
  'GET /store/list': member,
  'GET /store/list/export': member,
  'GET /order/list': member, // employees: their own orders (handler)
  'GET /order/list/export': member,
  'GET /member/list': manager(ORG_VIEWER),
  'GET /member/list/export': manager(ORG_VIEWER),
  'GET /department/list': manager(ORG_VIEWER),
  'GET /department/list/export': manager(ORG_VIEWER),
  'GET /walletFlow/list': admin(WALLET_FLOW),
  'GET /walletFlow/list/export': admin(WALLET_FLOW),

  // uploads (src/modules/upload/plugin.ts) and the object-storage simulator (pre-signed URLs)
  'GET /common/uploadUrl': manager('仅老板或主管可以上传文件'),
  'PUT /oss/simulator/upload/*': { who: 'public', optional: true }, // signature + expiry in the URL
  'GET /oss/simulator/*': { who: 'public', optional: true },

  // cloud numbers (src/modules/cloud-number/plugin.ts); employees see the numbers they hold (handler)
  'GET /cloudNumber/cnt': member,
  'GET /cloudNumber/list': member,
  'GET /cloudNumber/transfers': member,
  'GET /cloudNumber/resource': member,
  'POST /cloudNumber/totalPrice': member,
  'POST /cloudNumber/buy': admin('仅老板账号可以购买云号码'),
  'POST /cloudNumber/renew': admin('仅老板账号可以续费云号码'),
  'POST /cloudNumber/autoRenew': admin('仅老板账号可以设置云号码自动续费'),
  'POST /cloudNumber/transfer': manager('仅老板或主管可以转移云号码'),

  // app market (src/modules/app-market/plugin.ts)
  'GET /app/list': member,
  'GET /app/installed': member,
  'POST /app/add': manager(),
  'POST /app/delete': manager(),
  'POST /app/install': manager(),
  'POST /app/uninstall': manager(),
};

/** Whole subtrees registered by third-party plugins (@fastify/swagger-ui), public when enabled. */
const PREFIXES: ReadonlyArray<{ prefix: string; policy: Policy }> = [
  { prefix: '/docs', policy: { who: 'public', optional: true } },
];

export const DEFAULT_MESSAGE: Record<'manager' | 'admin', string> = {
  manager: '仅老板或主管可以执行此操作',
  admin: '仅老板账号可以执行此操作',
};

/**
 * The policy of a route as Fastify registers it; HEAD routes Fastify adds for GETs follow their
 * GET. Undefined = no policy (the server refuses to start; a request is refused, fail closed).
 */
export function policyFor(method: string, url: string): Policy | undefined {
  const m = method.toUpperCase();
  const exact = ACCESS[`${m} ${url}`] ?? (m === 'HEAD' ? ACCESS[`GET ${url}`] : undefined);
  if (exact) return exact;
  return PREFIXES.find((p) => url === p.prefix || url.startsWith(`${p.prefix}/`))?.policy;
}

const isStaff = (u: Pick<SessionUser, 'level'>) => u.level === 3;

/** Does the table's rule let this (authenticated, active) member through? */
export function allows(who: Who, u: Pick<SessionUser, 'level' | 'memberRole'>): boolean {
  switch (who) {
    case 'public':
    case 'dev':
    case 'member':
      return true;
    case 'manager':
      return !isStaff(u) || u.memberRole === 'manager';
    case 'admin':
      return !isStaff(u);
  }
}

export const refusalMessage = (p: Policy) =>
  p.message ?? (p.who === 'admin' || p.who === 'manager' ? DEFAULT_MESSAGE[p.who] : '');

export const needsSession = (p: Policy) => p.who === 'member' || p.who === 'manager' || p.who === 'admin';
