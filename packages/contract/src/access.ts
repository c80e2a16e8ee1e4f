// Who may call each endpoint: the one table, keyed 'METHOD /path' exactly as Fastify registers
// the route. The server enforces it (packages/server/src/modules/auth/guard.ts, before validation)
// and refuses to start when a registered route has no entry; the console reads the same table
// (`canCall` / `useCan` in @console/shared) so it never offers what the server will refuse.
// TypeBox-free on purpose: browsers import it at run time (`@console/contract/access`).
//
//   'public'   no session needed (login, registration, simulators that check their own signature
//              or one-time token, liveness, docs)
//   'dev'      exists only in dev/test mode; public there
//   'member'   any logged-in active member of the enterprise (admin, staff manager, staff employee)
//   'manager'  the admin (boss, level ≠ 3) or a staff manager (level 3, member_role 'manager')
//   'admin'    the boss only
// `permission` adds an extra member permission staff must hold (spec §6).
//
// Rules that depend on data stay in the handlers: employees see only the phones (and their
// sub-accounts, cards, orders, cloud numbers) assigned to them; a staff manager may not reset the
// boss's password; platform apps cannot be deleted; every id is looked up inside the caller's
// enterprise.

export type Who = 'public' | 'dev' | 'member' | 'manager' | 'admin';

/** Extra member permissions (spec §6); the boss holds every one. */
export type Permission = 'renewDevice' | 'setLoginTime';

export const PERMISSION_MESSAGE: Record<Permission, string> = {
  renewDevice: '您没有设备续费权限，请联系上级主管',
  setLoginTime: '您没有设置登录时间的权限，请联系上级主管',
};

export interface Policy {
  who: Who;
  /** Staff also need this extra permission (40003 with PERMISSION_MESSAGE otherwise). */
  permission?: Permission;
  /** The 40003 message (the one the handler used before the table existed). */
  message?: string;
  /** The route exists only with some settings or is being added (no failure when absent). */
  optional?: boolean;
  /**
   * A route that sells several kinds, named by the body's `kind`: what a kind needs beyond this
   * policy (checked after validation, with the same rules).
   */
  kinds?: Readonly<Record<string, Policy>>;
  /**
   * The route changes the account of the members the body names (credentials or standing: the
   * member rule below applies to each): `field` holds a member id or ids, or (`of: 'terminal'`)
   * terminal-request ids whose members are meant. `ownPath`: naming oneself is the route's own
   * way for one's own account (one's own password, with the old one), not the member rule's.
   */
  members?: { field: string; of?: 'terminal'; ownPath?: true };
}

const PHONE_MANAGER = '仅老板或主管可以操作云手机';
const PHONE_ADMIN = '仅老板可以删除或恢复云手机';
const ORG_VIEWER = '仅老板或主管可以查看成员和部门';
const ORG_EDITOR = '仅老板或主管可以管理成员和部门';
const SECURITY_EDITOR = '仅老板或有登录时间设置权限的主管可以修改安全设置';
const WEBHOOK_ADMIN = '仅老板账号可以设置 Webhook';
const NOTICE_READER = '仅老板或主管可以查看通知';
const WALLET_FLOW = '仅老板账号可以查看钱包流水';
const NETWORK_MANAGER = '仅老板或主管可以管理网卡和IP设备';
const ACCOUNT_MANAGER = '仅老板或主管可以操作分身';
const ACCOUNT_ADMIN = '仅老板账号可以注销或删除分身';
const INVITE_REWARD = '仅老板账号可以查看邀请返利';
const RENEWAL = '仅老板账号可以查看续费管理';
const STORE_MANAGER = '仅老板或主管可以管理店铺'; // STORE_MESSAGES.managerOnly (contract/store.ts)

const pub: Policy = { who: 'public' };
const member: Policy = { who: 'member' };
const manager = (message = PHONE_MANAGER): Policy => ({ who: 'manager', message });
const admin = (message: string): Policy => ({ who: 'admin', message });

export const ACCESS = {
  // system
  'GET /health': pub,
  'OPTIONS *': pub, // CORS preflight (@fastify/cors)
  'GET /dev/routes': { who: 'dev' }, // this table joined with the running server's routes (the matrix test reads it)

  // auth (packages/server/src/modules/auth/plugin.ts)
  'POST /user/login': pub,
  'POST /user/register': pub,
  'POST /sms/code': pub,
  'POST /user/loginByCode': pub,
  'GET /dev/sms/last': { who: 'dev' },
  'POST /user/authCode': member,
  'POST /user/logout': member,

  // user (packages/server/src/modules/user/plugin.ts); savePwd with another member's uid: manager, and never the boss's (handler)
  'GET /user/getInfo': member,
  'GET /user/info': member,
  'GET /user/memberInfo': member,
  'GET /user/memberCnt': member,
  'POST /user/savePwd': { ...member, members: { field: 'uid', ownPath: true } }, // one's own: with the old password
  'POST /user/setLoginPassword': member,
  'POST /user/inviteCode': member,
  'POST /user/recordsRequest': member,
  'POST /config/info': member,

  // phones (packages/server/src/modules/phone/*): employees see and open their assigned phones only (handler)
  'GET /phone/cnt': member,
  'GET /dashboard/summary': member, // the caller's visible phones; the balance only for who may see it (handler)
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

  // purchase and renewal (packages/server/src/modules/phone-order/plugin.ts)
  'GET /phone/resource': member,
  'POST /phone/totalPrice': member,
  'POST /phone/buyV1': admin('仅老板账号可以购买设备'),
  'GET /phone/renewList': member,
  'POST /phone/renewV1': { who: 'member', permission: 'renewDevice' },
  'GET /coupon/list': admin('仅老板账号可以查看优惠券'),
  'GET /phone/allocating': member,
  'GET /phone/order': member,
  'POST /phone/autoRenew': admin('仅老板账号可以设置自动续费'),

  // wallet and payments (packages/server/src/modules/billing/plugin.ts)
  'POST /phone/recharge': admin('仅老板账号可以充值'),
  // the payment simulator's pages: no session (the paying browser), checked by the order's one-time token
  'GET /pay/simulator/:orderNo': pub,
  'POST /pay/simulator/:orderNo/confirm': pub,
  // gateway notifications: no session, checked by the gateway's signature
  'POST /pay/notify/:channel': { who: 'public', optional: true },

  // lists and exports (spec §6)
  'GET /account/list': member,
  'GET /account/list/export': member,

  // sub-accounts (packages/server/src/modules/account/*): reads for members (employees see the
  // sub-accounts of their phones, handler); changes for managers; buying, storage, close, delete for the boss
  'GET /account/detail': member,
  'GET /account/getPodDetail': member,
  'POST /account/getStatus': member,
  'GET /account/getPhoneBrands': member,
  'GET /account/getCountryDatas': member,
  'GET /account/siteList': member,
  'POST /account/prices': member,
  'POST /account/getBatchPaymentList': member,
  'POST /account/add': manager(ACCOUNT_MANAGER),
  'POST /account/update': manager(ACCOUNT_MANAGER),
  'POST /account/updateRemark': manager(ACCOUNT_MANAGER),
  'POST /account/bindGroup': manager(ACCOUNT_MANAGER),
  'POST /account/unbindNetworkCard': manager(ACCOUNT_MANAGER),
  'POST /account/configEnvir': manager(ACCOUNT_MANAGER),
  'POST /account/checkInitialize': manager(ACCOUNT_MANAGER),
  'POST /account/initialize': manager(ACCOUNT_MANAGER),
  'POST /account/powerOffByAccountID': manager(ACCOUNT_MANAGER),
  'POST /account/actionYunPhone': manager(ACCOUNT_MANAGER),
  'POST /account/batchSetStatus': manager(ACCOUNT_MANAGER),
  'GET /account/oneKeyInstallSoftware': manager(ACCOUNT_MANAGER),
  'POST /account/close': admin(ACCOUNT_ADMIN),
  'POST /account/delAccount': admin(ACCOUNT_ADMIN),
  // renew with the device-renewal permission; buying is the boss's
  'POST /account/batchPaymentV1': {
    who: 'member',
    permission: 'renewDevice',
    kinds: { buy: admin('仅老板账号可以购买分身') },
  },
  'POST /memory/batchPayment': admin('仅老板账号可以购买分身存储'),
  'GET /networkCard/ipGeolocation': member, // own cards' IPs only (handler)
  'GET /networkCard/list': member,
  'GET /networkCard/list/export': member,
  // stores (packages/server/src/modules/store/*): employees list, open and read only the stores
  // authorized to them (handler); managers manage, authorize and hand over (spec §6)
  'GET /store/list': member,
  'GET /store/list/export': member,
  'GET /store/cnt': member,
  'GET /store/platforms': member,
  'GET /store/transfers': member,
  'GET /store/tag/list': member,
  'GET /store/extraction/list': member,
  'POST /store/open': member,
  'GET /store/members': manager(STORE_MANAGER),
  'POST /store/add': manager(STORE_MANAGER),
  'POST /store/update': manager(STORE_MANAGER),
  'POST /store/delete': manager(STORE_MANAGER),
  'POST /store/cookie': manager(STORE_MANAGER),
  'POST /store/bindDevice': manager(STORE_MANAGER),
  'POST /store/authorize': manager(STORE_MANAGER),
  'POST /store/handover': manager(STORE_MANAGER),
  'POST /store/tag/add': manager(STORE_MANAGER),
  'POST /store/tag/update': manager(STORE_MANAGER),
  'POST /store/tag/delete': manager(STORE_MANAGER),
  'POST /store/extraction/add': manager(STORE_MANAGER),
  'POST /store/extraction/status': manager(STORE_MANAGER),
  'GET /order/list': member, // employees: their own orders (handler)
  'GET /order/list/export': member,
  // billing area (packages/server/src/modules/order/*): the same visible orders; paying and
  // cancelling spend the wallet, so staff also need the device-renewal permission (all they may buy)
  'GET /order/counts': member,
  'GET /order/types': member,
  'GET /order/detail': member,
  'POST /order/pay': { who: 'member', permission: 'renewDevice' },
  'POST /order/cancel': { who: 'member', permission: 'renewDevice' },
  // invite rewards (packages/server/src/modules/invite-reward): the boss of a level_type 4 enterprise (handler)
  'GET /inviteReward/summary': admin(INVITE_REWARD),
  'GET /inviteReward/invited': admin(INVITE_REWARD),
  'GET /inviteReward/list': admin(INVITE_REWARD),
  'GET /inviteReward/income': admin(INVITE_REWARD),
  'GET /inviteReward/gifts': admin(INVITE_REWARD),
  'GET /inviteChannel/list': admin(INVITE_REWARD),
  'POST /inviteChannel/add': admin(INVITE_REWARD),
  'POST /inviteChannel/update': admin(INVITE_REWARD),
  // renewal management (packages/server/src/modules/renewal): every renewable resource, its auto-renewal
  'GET /renewal/kinds': admin(RENEWAL),
  'GET /renewal/list': admin(RENEWAL),
  'GET /renewal/forecast': admin(RENEWAL),
  'POST /renewal/autoRenew': admin('仅老板账号可以设置自动续费'),
  // data statistics and operation management (packages/server/src/modules/statistics)
  'GET /statistics/summary': admin('仅老板账号可以查看数据统计'),
  'GET /statistics/operations': admin('仅老板账号可以查看运营管理'),
  'GET /walletFlow/list': admin(WALLET_FLOW),
  'GET /walletFlow/list/export': admin(WALLET_FLOW),

  // uploads (packages/server/src/modules/upload/plugin.ts) and the object-storage simulator (pre-signed URLs)
  'GET /common/uploadUrl': manager('仅老板或主管可以上传文件'),
  'PUT /oss/simulator/upload/*': { who: 'public', optional: true }, // signature + expiry in the URL
  'GET /oss/simulator/*': { who: 'public', optional: true },

  // cloud numbers (packages/server/src/modules/cloud-number/plugin.ts); employees see the numbers they hold (handler)
  'GET /cloudNumber/cnt': member,
  'GET /cloudNumber/list': member,
  'GET /cloudNumber/transfers': member,
  'GET /cloudNumber/resource': member,
  'POST /cloudNumber/totalPrice': member,
  'POST /cloudNumber/buy': admin('仅老板账号可以购买云号码'),
  'POST /cloudNumber/renew': admin('仅老板账号可以续费云号码'),
  'POST /cloudNumber/autoRenew': admin('仅老板账号可以设置云号码自动续费'),
  'POST /cloudNumber/transfer': manager('仅老板或主管可以转移云号码'),

  // app market (packages/server/src/modules/app-market/plugin.ts)
  'GET /app/list': member,
  'GET /app/installed': member,
  'POST /app/add': manager(),
  'POST /app/delete': manager(),
  'POST /app/install': manager(),
  'POST /app/uninstall': manager(),

  // members, departments, sub-users, hand-over and authorization management
  // (packages/server/src/modules/member/*, modules/department/*); a staff manager never changes the boss (handler)
  'GET /member/list': manager(ORG_VIEWER),
  'GET /member/list/export': manager(ORG_VIEWER),
  'POST /member/add': manager(ORG_EDITOR),
  'POST /member/update': { ...manager(ORG_EDITOR), members: { field: 'id' } },
  'POST /member/disable': { ...manager(ORG_EDITOR), members: { field: 'ids' } },
  'POST /member/restore': { ...manager(ORG_EDITOR), members: { field: 'ids' } },
  'POST /member/delete': { ...manager(ORG_EDITOR), members: { field: 'ids' } },
  'POST /member/clearDisabled': manager(ORG_EDITOR), // the disabled members the caller may manage
  'POST /member/setRole': { ...manager(ORG_EDITOR), members: { field: 'ids' } },
  'POST /member/move': { ...manager(ORG_EDITOR), members: { field: 'ids' } },
  'POST /member/transfer': { ...manager(ORG_EDITOR), members: { field: 'from_user_id' } },
  'GET /childUser/all': manager(ORG_VIEWER),
  'GET /childUser/cnt': manager(ORG_VIEWER),
  'GET /department/list': manager(ORG_VIEWER),
  'GET /department/list/export': manager(ORG_VIEWER),
  'POST /department/add': manager(ORG_EDITOR),
  'POST /department/update': manager(ORG_EDITOR),
  'POST /department/delete': manager(ORG_EDITOR),
  'GET /authorization/resources': manager(ORG_VIEWER),
  'POST /authorization/set': manager(ORG_EDITOR),

  // enterprise information and certification (packages/server/src/modules/company/*)
  'GET /company/info': { ...manager(ORG_VIEWER) },
  'POST /company/certification': { ...admin('仅老板账号可以提交企业认证') },
  'POST /dev/company/review': { who: 'dev' }, // the operator's review, simulated (dev/test mode only)

  // the notification centre (packages/server/src/modules/notice/*): what the timed rules did
  'GET /notice/list': manager(NOTICE_READER),
  'GET /notice/unread': manager(NOTICE_READER),
  'POST /notice/read': manager(NOTICE_READER),
  'GET /webhook/config': admin(WEBHOOK_ADMIN),
  'POST /webhook/config': admin(WEBHOOK_ADMIN),
  'POST /webhook/rotateSecret': admin(WEBHOOK_ADMIN),
  'GET /webhook/deliveries': admin(WEBHOOK_ADMIN),
  'POST /dev/clock': { who: 'dev' }, // moves the server's clock (dev/test mode only: e2e of the timed rules)

  // security: login control, terminal requests and whitelist (packages/server/src/modules/security/*);
  // reads for managers, changes for the boss and managers holding the login-time permission
  'GET /security/members': { ...manager(ORG_VIEWER) },
  'POST /security/loginControl': {
    ...manager(SECURITY_EDITOR),
    permission: 'setLoginTime',
    members: { field: 'user_ids' },
  },
  'GET /terminal/requests': { ...manager(ORG_VIEWER) },
  'POST /terminal/approve': {
    ...manager(SECURITY_EDITOR),
    permission: 'setLoginTime',
    members: { field: 'ids', of: 'terminal' },
  },
  'POST /terminal/reject': {
    ...manager(SECURITY_EDITOR),
    permission: 'setLoginTime',
    members: { field: 'ids', of: 'terminal' },
  },
  'GET /terminal/whitelist': { ...manager(ORG_VIEWER) },
  'POST /terminal/whitelist/add': { ...manager(SECURITY_EDITOR), permission: 'setLoginTime' },
  'POST /terminal/whitelist/delete': { ...manager(SECURITY_EDITOR), permission: 'setLoginTime' },
  // a login waiting for terminal approval polls with its one-time ticket (no session yet)
  'POST /user/terminalLogin': pub,

  // network area (packages/server/src/modules/network-card/*, modules/ip-device/*): cards like phones
  // (employees see the cards of their phones, handler); IP devices hold proxy credentials: managers
  'GET /networkCard/cnt': member,
  'GET /networkCard/resource': member,
  'POST /networkCard/totalPrice': member,
  'POST /networkCard/buy': admin('仅老板账号可以购买网卡'),
  'GET /networkCard/renewList': member,
  'POST /networkCard/renew': { who: 'member', permission: 'renewDevice' },
  'POST /networkCard/autoRenew': admin('仅老板账号可以设置自动续费'),
  'POST /networkCard/bindAccount': manager(NETWORK_MANAGER),
  'GET /ipDevice/cnt': manager(NETWORK_MANAGER),
  'GET /ipDevice/list': manager(NETWORK_MANAGER),
  'POST /ipDevice/add': manager(NETWORK_MANAGER),
  'POST /ipDevice/update': manager(NETWORK_MANAGER),
  'POST /ipDevice/import': manager(NETWORK_MANAGER),
  'POST /ipDevice/delete': manager(NETWORK_MANAGER),
  'POST /ipDevice/restore': manager(NETWORK_MANAGER),
  'POST /ipDevice/check': manager(NETWORK_MANAGER),
  // the IP check's target: tells a caller its own address, nothing else
  'GET /ipCheck/echo': pub,
  'GET /ipDevice/resource': manager(NETWORK_MANAGER),
  'POST /ipDevice/totalPrice': manager(NETWORK_MANAGER),
  'POST /ipDevice/buy': admin('仅老板账号可以购买设备'),
  'POST /ipDevice/renew': { ...manager(NETWORK_MANAGER), permission: 'renewDevice' },
  'POST /ipDevice/autoRenew': admin('仅老板账号可以设置自动续费'),

  // enterprise configuration: bindings and the enterprise log (packages/server/src/modules/enterprise-log/*)
  'GET /company/bindings': admin('仅老板账号可以查看绑定设置'),
  'POST /company/unbindWechat': admin('仅老板账号可以解除微信绑定'),
  'GET /enterpriseLog/list': manager(ORG_VIEWER),
  'GET /enterpriseLog/list/export': manager(ORG_VIEWER),
} as const satisfies Record<string, Policy>;

/** Every endpoint the server has, as 'METHOD /path'. */
export type Endpoint = keyof typeof ACCESS;

export const DEFAULT_MESSAGE: Record<'manager' | 'admin', string> = {
  manager: '仅老板或主管可以执行此操作',
  admin: '仅老板账号可以执行此操作',
};

/** What the rules need to know about a caller (the server's user row, the console's session). */
export interface Caller {
  /** 3 = staff (employee login), anything else = the boss. */
  level: number;
  /** 'manager' | 'employee' (staff only). */
  memberRole: string;
  canRenewDevice: boolean;
  canSetLoginTime: boolean;
}

const isStaff = (c: Pick<Caller, 'level'>) => c.level === 3;

/** Does the rule let this (authenticated, active) member through? */
export function allows(who: Who, c: Pick<Caller, 'level' | 'memberRole'>): boolean {
  switch (who) {
    case 'public':
    case 'dev':
    case 'member':
      return true;
    case 'manager':
      return !isStaff(c) || c.memberRole === 'manager';
    case 'admin':
      return !isStaff(c);
  }
}

/** The extra permission a policy needs, if the caller lacks it (the boss holds every one). */
export function missingPermission(p: Policy, c: Caller): Permission | undefined {
  if (!p.permission || !isStaff(c)) return undefined;
  const held = p.permission === 'renewDevice' ? c.canRenewDevice : c.canSetLoginTime;
  return held ? undefined : p.permission;
}

/** The whole rule: role and extra permission (and, for a route selling several kinds, the kind's). */
export function permits(p: Policy, c: Caller, kind?: string): boolean {
  const own = allows(p.who, c) && !missingPermission(p, c);
  const more = kind !== undefined && p.kinds && Object.hasOwn(p.kinds, kind) ? p.kinds[kind] : undefined;
  return own && (!more || permits(more, c));
}

export const refusalMessage = (p: Policy) =>
  p.message ?? (p.who === 'admin' || p.who === 'manager' ? DEFAULT_MESSAGE[p.who] : '');

export const needsSession = (p: Policy) => p.who === 'member' || p.who === 'manager' || p.who === 'admin';

/**
 * The route that places each kind of order (and the body's kind, for a route selling several):
 * paying or cancelling an order needs the right to place that kind (issue 32), so a member who may
 * renew cannot pay the boss's pending purchase. A type not listed here can be handled by no one.
 */
export const ORDER_PLACED_BY: Readonly<Record<string, { endpoint: Endpoint; kind?: string }>> = {
  recharge: { endpoint: 'POST /phone/recharge' },
  phone_buy: { endpoint: 'POST /phone/buyV1' },
  phone_renew: { endpoint: 'POST /phone/renewV1' },
  account_buy: { endpoint: 'POST /account/batchPaymentV1', kind: 'buy' },
  account_renew: { endpoint: 'POST /account/batchPaymentV1', kind: 'renew' },
  account_memory: { endpoint: 'POST /memory/batchPayment' },
  network_card_buy: { endpoint: 'POST /networkCard/buy' },
  network_card_renew: { endpoint: 'POST /networkCard/renew' },
  ip_device_buy: { endpoint: 'POST /ipDevice/buy' },
  ip_device_renew: { endpoint: 'POST /ipDevice/renew' },
  cloud_number_buy: { endpoint: 'POST /cloudNumber/buy' },
  cloud_number_renew: { endpoint: 'POST /cloudNumber/renew' },
};

/** May this caller place (and so pay or cancel) an order of this type? */
export function mayPlaceOrder(type: string, c: Caller): boolean {
  const by = Object.hasOwn(ORDER_PLACED_BY, type) ? ORDER_PLACED_BY[type] : undefined;
  return !!by && permits(ACCESS[by.endpoint], c, by.kind);
}

export const ORDER_RIGHT_MESSAGE = '无权支付或取消该类型的订单';

/** A member as the member rule reads them. */
export interface MemberRef {
  id: number;
  /** 3 = staff, anything else = the boss. */
  level: number;
  /** 'manager' | 'employee' (staff only). */
  memberRole: string;
}

/**
 * The member rule (issue 32), the one answer to "who may change whose account" — password, phone,
 * username, role and permissions, authorization method, login window, department, status, what
 * they hold, their terminal requests: the boss every staff member; a staff manager the employees,
 * never another manager; nobody the boss's account, nor their own here (one's own password changes
 * with the old one: /user/savePwd without uid). Enforced by the server's guard on every route
 * whose policy names `members`; the console offers these actions by the same function.
 */
export function memberRefusal(actor: MemberRef, target: MemberRef): MemberRefusal | null {
  if (target.level !== 3) return 'boss';
  if (actor.id === target.id) return 'self';
  if (actor.level !== 3) return null; // the boss
  if (actor.memberRole !== 'manager') return 'notManager';
  return target.memberRole === 'manager' ? 'peer' : null;
}

export type MemberRefusal = 'boss' | 'self' | 'peer' | 'notManager';

export const MEMBER_RULE_MESSAGE: Record<MemberRefusal, string> = {
  boss: '不能修改老板账号',
  self: '不能修改自己的账号，请联系老板或上级主管',
  peer: '主管只能管理员工，其他主管的账号请联系老板',
  notManager: '仅老板或主管可以修改成员账号',
};

export const mayManageMember = (actor: MemberRef, target: MemberRef): boolean => memberRefusal(actor, target) === null;
