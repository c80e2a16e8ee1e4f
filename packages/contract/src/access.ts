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
// Spec §6: "Most are admin only … Ordinary employees can only log in to stores", managers get what
// their extra permissions and §6 give them (docs/roles.md lists each staff screen and what opens it;
// access.roles.test.ts holds that list to this table). Rules that depend on data stay in the
// handlers: employees see only the stores authorized to them; a staff manager may not reset the
// boss's password; platform apps cannot be deleted; every id is looked up inside the caller's
// enterprise.

import type { Localized } from './localized';

export type Who = 'public' | 'dev' | 'member' | 'manager' | 'admin';

/** Extra member permissions (spec §6); the boss holds every one. */
export type Permission = 'renewDevice' | 'setLoginTime';

export const PERMISSION_MESSAGE: Readonly<Record<Permission, Localized>> = {
  renewDevice: {
    zh: '您没有设备续费权限，请联系上级主管',
    en: 'You do not have the device renewal permission; contact your manager',
  },
  setLoginTime: {
    zh: '您没有设置登录时间的权限，请联系上级主管',
    en: 'You do not have permission to set sign-in hours; contact your manager',
  },
};

export interface Policy {
  who: Who;
  /** Staff also need this extra permission (40003 with PERMISSION_MESSAGE otherwise). */
  permission?: Permission;
  /** The 40003 message (the one the handler used before the table existed), in both languages. */
  message?: Localized;
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

const PHONES: Localized = {
  zh: '仅老板账号可以查看和操作云手机',
  en: 'Only the boss account can view and operate cloud phones',
};
const PHONE_ADMIN: Localized = {
  zh: '仅老板可以删除或恢复云手机',
  en: 'Only the boss can delete or restore cloud phones',
};
const DASHBOARD: Localized = { zh: '仅老板账号可以查看首页概览', en: 'Only the boss account can view the overview' };
const ORG_VIEWER: Localized = {
  zh: '仅老板或主管可以查看成员和部门',
  en: 'Only the boss or a manager can view members and departments',
};
const ORG_ADMIN: Localized = {
  zh: '仅老板账号可以管理成员和部门',
  en: 'Only the boss account can manage members and departments',
};
const MEMBER_MOVER: Localized = {
  zh: '仅老板或主管可以调整成员部门',
  en: 'Only the boss or a manager can move members between departments',
};
const LOG_VIEWER: Localized = {
  zh: '仅老板账号可以查看企业日志',
  en: 'Only the boss account can view the enterprise log',
};
const COMPANY: Localized = {
  zh: '仅老板账号可以查看企业信息',
  en: 'Only the boss account can view the enterprise information',
};
const SECURITY_EDITOR: Localized = {
  zh: '仅老板或有登录时间设置权限的主管可以修改安全设置',
  en: 'Only the boss or a manager with the sign-in hours permission can change security settings',
};
const SECURITY_VIEWER: Localized = {
  zh: '仅老板或有登录时间设置权限的主管可以查看安全设置',
  en: 'Only the boss or a manager with the sign-in hours permission can view security settings',
};
const WEBHOOK_ADMIN: Localized = { zh: '仅老板账号可以设置 Webhook', en: 'Only the boss account can set up webhooks' };
const NOTICE_READER: Localized = { zh: '仅老板账号可以查看通知', en: 'Only the boss account can view notifications' };
const WALLET_FLOW: Localized = {
  zh: '仅老板账号可以查看钱包流水',
  en: 'Only the boss account can view the wallet flow',
};
const NETWORK: Localized = {
  zh: '仅老板账号可以管理网卡和IP设备',
  en: 'Only the boss account can manage network cards and IP devices',
};
const ACCOUNTS: Localized = {
  zh: '仅老板账号可以查看和操作分身',
  en: 'Only the boss account can view and operate sub-accounts',
};
const ACCOUNT_ADMIN: Localized = {
  zh: '仅老板账号可以注销或删除分身',
  en: 'Only the boss account can close or delete sub-accounts',
};
const INVITE_REWARD: Localized = {
  zh: '仅老板账号可以查看邀请返利',
  en: 'Only the boss account can view invite rewards',
};
const RENEWAL: Localized = {
  zh: '仅老板账号可以查看续费管理',
  en: 'Only the boss account can view renewal management',
};
const STORE_ADMIN: Localized = { zh: '仅老板账号可以管理店铺', en: 'Only the boss account can manage stores' };
const HANDOVER_MESSAGE: Localized = {
  zh: '仅老板或主管可以交接店铺',
  en: 'Only the boss or a manager can hand over stores',
};

// the sentences of the routes below that name their own
const BUY_DEVICE: Localized = { zh: '仅老板账号可以购买设备', en: 'Only the boss account can buy devices' };
const FREE_TRIAL: Localized = { zh: '仅老板账号可以领取免费试用', en: 'Only the boss account can take the free trial' };
const COUPONS: Localized = { zh: '仅老板账号可以查看优惠券', en: 'Only the boss account can view coupons' };
const AUTO_RENEW: Localized = { zh: '仅老板账号可以设置自动续费', en: 'Only the boss account can set auto-renewal' };
const RECHARGE: Localized = { zh: '仅老板账号可以充值', en: 'Only the boss account can top up' };
const BUY_ACCOUNT: Localized = {
  zh: '仅老板账号可以购买或续费分身',
  en: 'Only the boss account can buy or renew sub-accounts',
};
const BUY_MEMORY: Localized = {
  zh: '仅老板账号可以购买分身存储',
  en: 'Only the boss account can buy sub-account storage',
};
const STATISTICS: Localized = {
  zh: '仅老板账号可以查看数据统计',
  en: 'Only the boss account can view data statistics',
};
const OPERATIONS: Localized = {
  zh: '仅老板账号可以查看运营管理',
  en: 'Only the boss account can view operations management',
};
const UPLOAD: Localized = { zh: '仅老板账号可以上传文件', en: 'Only the boss account can upload files' };
const BUY_NUMBER: Localized = { zh: '仅老板账号可以购买云号码', en: 'Only the boss account can buy cloud numbers' };
const RENEW_NUMBER: Localized = { zh: '仅老板账号可以续费云号码', en: 'Only the boss account can renew cloud numbers' };
const AUTO_RENEW_NUMBER: Localized = {
  zh: '仅老板账号可以设置云号码自动续费',
  en: 'Only the boss account can set auto-renewal for cloud numbers',
};
const TRANSFER_NUMBER: Localized = {
  zh: '仅老板账号可以转移云号码',
  en: 'Only the boss account can transfer cloud numbers',
};
const CLOUD_NUMBERS: Localized = {
  zh: '仅老板账号可以查看云号码',
  en: 'Only the boss account can view cloud numbers',
};
const APPS: Localized = { zh: '仅老板账号可以管理应用', en: 'Only the boss account can manage apps' };
const RENEW_CARD: Localized = { zh: '仅老板账号可以续费网卡', en: 'Only the boss account can renew network cards' };
const RENEW_IP: Localized = { zh: '仅老板账号可以续费IP设备', en: 'Only the boss account can renew IP devices' };
const RENEWAL_ORDERS: Localized = {
  zh: '仅老板或有设备续费权限的主管可以续费设备和处理订单',
  en: 'Only the boss or a manager with the device renewal permission can renew devices and handle orders',
};
const CERTIFICATION: Localized = {
  zh: '仅老板账号可以提交企业认证',
  en: 'Only the boss account can submit enterprise certification',
};
const BUY_CARD: Localized = { zh: '仅老板账号可以购买网卡', en: 'Only the boss account can buy network cards' };
const BINDINGS: Localized = { zh: '仅老板账号可以查看绑定设置', en: 'Only the boss account can view binding settings' };
const UNBIND_WECHAT: Localized = { zh: '仅老板账号可以解除微信绑定', en: 'Only the boss account can unbind WeChat' };
const PROVIDER_SITE: Localized = {
  zh: '仅老板账号可以进入服务商管理后台',
  en: 'Only the boss account can open the provider console',
};

const pub: Policy = { who: 'public' };
const member: Policy = { who: 'member' };
const manager = (message: Localized): Policy => ({ who: 'manager', message });
const admin = (message: Localized): Policy => ({ who: 'admin', message });
// the screens a staff manager's extra permissions open (spec §6; docs/roles.md)
const RENEWER: Policy = { ...manager(RENEWAL_ORDERS), permission: 'renewDevice' };
const SECURITY_READER: Policy = { ...manager(SECURITY_VIEWER), permission: 'setLoginTime' };
const HANDOVER: Policy = manager(HANDOVER_MESSAGE);

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
  // the hand-off into the cloud-phone provider's management site (packages/server/src/modules/provider-site):
  // a one-time ticket on the configured address; the built-in simulator of that site (default
  // setting only) takes no session, only the ticket, once
  'POST /auth/zhanfu': admin(PROVIDER_SITE),
  'GET /provider/simulator': { who: 'public', optional: true },

  // user (packages/server/src/modules/user/plugin.ts): one's own profile; savePwd with another
  // member's uid follows the member rule (a manager resets an employee's password, never the boss's)
  'GET /user/getInfo': member,
  'GET /user/info': member,
  'GET /user/memberInfo': member,
  'GET /user/memberCnt': manager(ORG_VIEWER),
  'POST /user/savePwd': { ...member, members: { field: 'uid', ownPath: true } }, // one's own: with the old password
  'POST /user/setLoginPassword': member,
  'POST /user/inviteCode': member,
  'POST /user/recordsRequest': member,
  'POST /config/info': member,

  // phones (packages/server/src/modules/phone/*): the boss's (spec §6 "most are admin only")
  'GET /phone/cnt': RENEWER, // the device list, to pick the phones to renew
  'GET /dashboard/summary': admin(DASHBOARD), // the caller's visible phones; the balance only for who may see it (handler)
  'GET /phone/list': RENEWER, // the device list, to pick the phones to renew
  'GET /phone/list/export': admin(PHONES),
  'GET /phone/all': admin(PHONES),
  'GET /phone/detail': admin(PHONES),
  'GET /phone/groupList': RENEWER, // the device list, to pick the phones to renew
  'GET /phone/tasks': admin(PHONES),
  'POST /arm/token': admin(PHONES),
  'POST /phone/group/create': admin(PHONES),
  'POST /phone/group/rename': admin(PHONES),
  'POST /phone/group/delete': admin(PHONES),
  'POST /phone/group/set': admin(PHONES),
  'POST /phone/update': admin(PHONES),
  'POST /phone/user/set': admin(PHONES),
  'POST /networkCard/bindYunPhone': admin(PHONES),
  'POST /account/bindYunPhone': admin(PHONES),
  'POST /phone/syncCloudMobile': admin(PHONES),
  'GET /phone/syncRecords': admin(PHONES),
  'POST /phone/reload': admin(PHONES),
  'POST /phone/actionYunPhone': admin(PHONES),
  'POST /phone/uploadYunPhone': admin(PHONES),
  'POST /phone/uploadExecuteTask': admin(PHONES),
  'POST /phone/applyPodProperty': admin(PHONES),
  'POST /phone/delete': admin(PHONE_ADMIN),
  'GET /phone/retrievalList': admin(PHONE_ADMIN),
  'POST /phone/restore': admin(PHONE_ADMIN),

  // purchase and renewal (packages/server/src/modules/phone-order/plugin.ts): buying is the boss's;
  // renewing (and what the renewal page reads) is also a manager's who holds the device-renewal permission
  'GET /phone/resource': RENEWER,
  'POST /phone/totalPrice': RENEWER,
  'POST /phone/buyV1': admin(BUY_DEVICE),
  'GET /phone/renewList': RENEWER,
  'POST /phone/renewV1': RENEWER,
  'GET /coupon/list': admin(COUPONS),
  'GET /phone/allocating': RENEWER, // the device list, to pick the phones to renew
  'GET /phone/order': RENEWER,
  'POST /phone/autoRenew': admin(AUTO_RENEW),
  'GET /phone/freeTrial': admin(FREE_TRIAL),
  'POST /phone/freeTrial': admin(FREE_TRIAL),

  // wallet and payments (packages/server/src/modules/billing/plugin.ts)
  'POST /phone/recharge': admin(RECHARGE),
  // the payment simulator's pages: no session (the paying browser), checked by the order's one-time token
  'GET /pay/simulator/:orderNo': pub,
  'POST /pay/simulator/:orderNo/confirm': pub,
  // gateway notifications: no session, checked by the gateway's signature
  'POST /pay/notify/:channel': { who: 'public', optional: true },

  // sub-accounts: the boss's
  'GET /account/list': admin(ACCOUNTS),
  'GET /account/list/export': admin(ACCOUNTS),

  // (packages/server/src/modules/account/*)
  'GET /account/detail': admin(ACCOUNTS),
  'GET /account/getPodDetail': admin(ACCOUNTS),
  'POST /account/getStatus': admin(ACCOUNTS),
  'GET /account/getPhoneBrands': admin(ACCOUNTS),
  'GET /account/getCountryDatas': admin(ACCOUNTS),
  'GET /account/siteList': admin(ACCOUNTS),
  'POST /account/prices': admin(ACCOUNTS),
  'POST /account/getBatchPaymentList': admin(ACCOUNTS),
  'POST /account/add': admin(ACCOUNTS),
  'POST /account/update': admin(ACCOUNTS),
  'POST /account/updateRemark': admin(ACCOUNTS),
  'POST /account/bindGroup': admin(ACCOUNTS),
  'POST /account/unbindNetworkCard': admin(ACCOUNTS),
  'POST /account/configEnvir': admin(ACCOUNTS),
  'POST /account/checkInitialize': admin(ACCOUNTS),
  'POST /account/initialize': admin(ACCOUNTS),
  'POST /account/powerOffByAccountID': admin(ACCOUNTS),
  'POST /account/actionYunPhone': admin(ACCOUNTS),
  'POST /account/batchSetStatus': admin(ACCOUNTS),
  'GET /account/oneKeyInstallSoftware': admin(ACCOUNTS),
  'POST /account/close': admin(ACCOUNT_ADMIN),
  'POST /account/delAccount': admin(ACCOUNT_ADMIN),
  'POST /account/batchPaymentV1': admin(BUY_ACCOUNT),
  'POST /memory/batchPayment': admin(BUY_MEMORY),
  'GET /networkCard/ipGeolocation': admin(NETWORK), // own cards' IPs only (handler)
  'GET /networkCard/list': admin(NETWORK),
  'GET /networkCard/list/export': admin(NETWORK),
  // stores (packages/server/src/modules/store/*): staff list, open and read the stores authorized to
  // them (handler; managers every store); managers hand over (spec §6); the rest is the boss's
  'GET /store/list': member,
  'GET /store/list/export': member,
  'GET /store/cnt': member,
  'GET /store/platforms': member,
  'GET /store/transfers': HANDOVER,
  'GET /store/tag/list': member,
  'GET /store/extraction/list': admin(STORE_ADMIN),
  'POST /store/open': member,
  'GET /store/members': HANDOVER,
  'POST /store/add': admin(STORE_ADMIN),
  'POST /store/update': admin(STORE_ADMIN),
  'POST /store/delete': admin(STORE_ADMIN),
  'POST /store/cookie': admin(STORE_ADMIN),
  'POST /store/bindDevice': admin(STORE_ADMIN),
  'POST /store/authorize': admin(STORE_ADMIN),
  'POST /store/handover': HANDOVER,
  'POST /store/tag/add': admin(STORE_ADMIN),
  'POST /store/tag/update': admin(STORE_ADMIN),
  'POST /store/tag/delete': admin(STORE_ADMIN),
  'POST /store/extraction/add': admin(STORE_ADMIN),
  'POST /store/extraction/status': admin(STORE_ADMIN),
  'GET /order/list': RENEWER, // staff: their own orders (handler)
  'GET /order/list/export': RENEWER,
  // billing area (packages/server/src/modules/order/*): a renewing manager's own orders (handler),
  // paid or cancelled only for the kinds they may place (ORDER_PLACED_BY)
  'GET /order/counts': RENEWER,
  'GET /order/types': RENEWER,
  'GET /order/detail': RENEWER,
  'POST /order/pay': RENEWER,
  'POST /order/cancel': RENEWER,
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
  'POST /renewal/autoRenew': admin(AUTO_RENEW),
  // data statistics and operation management (packages/server/src/modules/statistics)
  'GET /statistics/summary': admin(STATISTICS),
  'GET /statistics/operations': admin(OPERATIONS),
  'GET /walletFlow/list': admin(WALLET_FLOW),
  'GET /walletFlow/list/export': admin(WALLET_FLOW),

  // uploads (packages/server/src/modules/upload/plugin.ts) and the object-storage simulator (pre-signed URLs)
  'GET /common/uploadUrl': admin(UPLOAD),
  'PUT /oss/simulator/upload/*': { who: 'public', optional: true }, // signature + expiry in the URL
  'GET /oss/simulator/*': { who: 'public', optional: true },

  // cloud numbers (packages/server/src/modules/cloud-number/plugin.ts): the boss's
  'GET /cloudNumber/cnt': admin(CLOUD_NUMBERS),
  'GET /cloudNumber/list': admin(CLOUD_NUMBERS),
  'GET /cloudNumber/transfers': admin(CLOUD_NUMBERS),
  'GET /cloudNumber/resource': admin(CLOUD_NUMBERS),
  'POST /cloudNumber/totalPrice': admin(CLOUD_NUMBERS),
  'POST /cloudNumber/buy': admin(BUY_NUMBER),
  'POST /cloudNumber/renew': admin(RENEW_NUMBER),
  'POST /cloudNumber/autoRenew': admin(AUTO_RENEW_NUMBER),
  'POST /cloudNumber/transfer': admin(TRANSFER_NUMBER),

  // app market (packages/server/src/modules/app-market/plugin.ts): the boss's
  'GET /app/list': admin(APPS),
  'GET /app/installed': admin(APPS),
  'POST /app/add': admin(APPS),
  'POST /app/delete': admin(APPS),
  'POST /app/install': admin(APPS),
  'POST /app/uninstall': admin(APPS),

  // members, departments, sub-users, hand-over and authorization management
  // (packages/server/src/modules/member/*, modules/department/*): managers read members and
  // departments and move employees between departments (spec §6); the rest is the boss's
  'GET /member/list': manager(ORG_VIEWER),
  'GET /member/list/export': manager(ORG_VIEWER),
  'POST /member/add': admin(ORG_ADMIN),
  'POST /member/update': { ...admin(ORG_ADMIN), members: { field: 'id' } },
  'POST /member/disable': { ...admin(ORG_ADMIN), members: { field: 'ids' } },
  'POST /member/restore': { ...admin(ORG_ADMIN), members: { field: 'ids' } },
  'POST /member/delete': { ...admin(ORG_ADMIN), members: { field: 'ids' } },
  'POST /member/clearDisabled': admin(ORG_ADMIN), // the disabled members the caller may manage
  'POST /member/setRole': { ...admin(ORG_ADMIN), members: { field: 'ids' } },
  'POST /member/move': { ...manager(MEMBER_MOVER), members: { field: 'ids' } },
  'POST /member/transfer': { ...admin(ORG_ADMIN), members: { field: 'from_user_id' } },
  'GET /childUser/all': admin(ORG_ADMIN),
  'GET /childUser/cnt': admin(ORG_ADMIN),
  'GET /department/list': manager(ORG_VIEWER),
  'GET /department/list/export': manager(ORG_VIEWER),
  'POST /department/add': admin(ORG_ADMIN),
  'POST /department/update': admin(ORG_ADMIN),
  'POST /department/delete': admin(ORG_ADMIN),
  'GET /authorization/resources': admin(ORG_ADMIN),
  'POST /authorization/set': admin(ORG_ADMIN),

  // enterprise information and certification (packages/server/src/modules/company/*)
  'GET /company/info': admin(COMPANY),
  'POST /company/certification': { ...admin(CERTIFICATION) },
  'POST /dev/company/review': { who: 'dev' }, // the operator's review, simulated (dev/test mode only)

  // the notification centre (packages/server/src/modules/notice/*): what the timed rules did
  'GET /notice/list': admin(NOTICE_READER),
  'GET /notice/unread': admin(NOTICE_READER),
  'POST /notice/read': admin(NOTICE_READER),
  'GET /webhook/config': admin(WEBHOOK_ADMIN),
  'POST /webhook/config': admin(WEBHOOK_ADMIN),
  'POST /webhook/rotateSecret': admin(WEBHOOK_ADMIN),
  'GET /webhook/deliveries': admin(WEBHOOK_ADMIN),
  'POST /dev/clock': { who: 'dev' }, // moves the server's clock (dev/test mode only: e2e of the timed rules)

  // security: login control, terminal requests and whitelist (packages/server/src/modules/security/*);
  // the boss's, and a manager's who holds the login-time permission (reads and changes)
  'GET /security/members': SECURITY_READER,
  'POST /security/loginControl': {
    ...manager(SECURITY_EDITOR),
    permission: 'setLoginTime',
    members: { field: 'user_ids' },
  },
  'GET /terminal/requests': SECURITY_READER,
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
  'GET /terminal/whitelist': SECURITY_READER,
  'POST /terminal/whitelist/add': { ...manager(SECURITY_EDITOR), permission: 'setLoginTime' },
  'POST /terminal/whitelist/delete': { ...manager(SECURITY_EDITOR), permission: 'setLoginTime' },
  // a login waiting for terminal approval polls with its one-time ticket (no session yet)
  'POST /user/terminalLogin': pub,

  // network area (packages/server/src/modules/network-card/*, modules/ip-device/*): the boss's
  'GET /networkCard/cnt': admin(NETWORK),
  'GET /networkCard/resource': admin(NETWORK),
  'POST /networkCard/totalPrice': admin(NETWORK),
  'POST /networkCard/buy': admin(BUY_CARD),
  'GET /networkCard/renewList': admin(NETWORK),
  'POST /networkCard/renew': admin(RENEW_CARD),
  'POST /networkCard/autoRenew': admin(AUTO_RENEW),
  'POST /networkCard/bindAccount': admin(NETWORK),
  'GET /ipDevice/cnt': admin(NETWORK),
  'GET /ipDevice/list': admin(NETWORK),
  'POST /ipDevice/add': admin(NETWORK),
  'POST /ipDevice/update': admin(NETWORK),
  'POST /ipDevice/import': admin(NETWORK),
  'POST /ipDevice/delete': admin(NETWORK),
  'POST /ipDevice/restore': admin(NETWORK),
  'POST /ipDevice/check': admin(NETWORK),
  // the IP check's target: tells a caller its own address, nothing else
  'GET /ipCheck/echo': pub,
  'GET /ipDevice/resource': admin(NETWORK),
  'POST /ipDevice/totalPrice': admin(NETWORK),
  'POST /ipDevice/buy': admin(BUY_DEVICE),
  'POST /ipDevice/renew': admin(RENEW_IP),
  'POST /ipDevice/autoRenew': admin(AUTO_RENEW),

  // enterprise configuration: bindings and the enterprise log (packages/server/src/modules/enterprise-log/*)
  'GET /company/bindings': admin(BINDINGS),
  'POST /company/unbindWechat': admin(UNBIND_WECHAT),
  'GET /enterpriseLog/list': admin(LOG_VIEWER),
  'GET /enterpriseLog/list/export': admin(LOG_VIEWER),
} as const satisfies Record<string, Policy>;

/** Every endpoint the server has, as 'METHOD /path'. */
export type Endpoint = keyof typeof ACCESS;

export const DEFAULT_MESSAGE: Readonly<Record<'manager' | 'admin', Localized>> = {
  manager: { zh: '仅老板或主管可以执行此操作', en: 'Only the boss or a manager can do this' },
  admin: { zh: '仅老板账号可以执行此操作', en: 'Only the boss account can do this' },
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

const NO_MESSAGE: Localized = { zh: '', en: '' };

/** The 40003 sentence of a policy that refuses the caller's role (both languages). */
export const refusalMessage = (p: Policy): Localized =>
  p.message ?? (p.who === 'admin' || p.who === 'manager' ? DEFAULT_MESSAGE[p.who] : NO_MESSAGE);

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

export const ORDER_RIGHT_MESSAGE: Localized = {
  zh: '无权支付或取消该类型的订单',
  en: 'You may not pay or cancel orders of this type',
};

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

/** Why the member rule refuses (the server's 40003 and the console's row notes: one sentence each). */
export const MEMBER_RULE_MESSAGE: Readonly<Record<MemberRefusal, Localized>> = {
  boss: { zh: '不能修改老板账号', en: "The boss's account cannot be changed" },
  self: {
    zh: '不能修改自己的账号，请联系老板或上级主管',
    en: 'You cannot change your own account here; ask the boss or your manager',
  },
  peer: {
    zh: '主管只能管理员工，其他主管的账号请联系老板',
    en: "A manager manages employees only; ask the boss about another manager's account",
  },
  notManager: { zh: '仅老板或主管可以修改成员账号', en: 'Only the boss or a manager can change member accounts' },
};

export const mayManageMember = (actor: MemberRef, target: MemberRef): boolean => memberRefusal(actor, target) === null;
