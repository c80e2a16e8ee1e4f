// What the authorization matrix holds whatever the access table (@console/contract/access) says: critical role rules, the only
// endpoints allowed without a session, and the id-swapping (IDOR) cases per route that takes an id.
// A new route taking an id fails the matrix until it has cases here (or an exemption with a reason).

type Who = 'public' | 'dev' | 'member' | 'manager' | 'admin';

/**
 * Routes that sell several kinds, told apart by the body's `kind` (Policy.kinds): who may buy each
 * kind, written out here independently of the table, with a body that passes validation.
 */
export const KIND_CASES: Record<string, Record<string, { who: Who; renewPermission?: boolean; body: object }>> = {
  // none: sub-accounts, bought or renewed, are the boss's (spec §6; POST /account/batchPaymentV1 had
  // renew for staff with the renewal permission). A route given `kinds` fails the matrix until listed here.
};

/** Must be at least this strict ('dev' = exactly dev-only). */
export const CRITICAL: Record<string, { who: Who; message?: string; optional?: boolean }> = {
  // money
  'POST /phone/recharge': { who: 'admin', message: '仅老板账号可以充值' },
  'GET /walletFlow/list': { who: 'admin', message: '仅老板账号可以查看钱包流水' },
  'GET /walletFlow/list/export': { who: 'admin', message: '仅老板账号可以查看钱包流水' },
  'POST /phone/buyV1': { who: 'admin', message: '仅老板账号可以购买设备' },
  'GET /coupon/list': { who: 'admin' },
  'POST /phone/autoRenew': { who: 'admin' },
  'POST /cloudNumber/buy': { who: 'admin' },
  'POST /cloudNumber/renew': { who: 'admin' },
  'POST /cloudNumber/autoRenew': { who: 'admin' },
  'POST /phone/renewV1': { who: 'manager', message: '仅老板或有设备续费权限的主管可以续费设备和处理订单' },
  // organisation
  'GET /member/list': { who: 'manager', message: '仅老板或主管可以查看成员和部门' },
  'GET /member/list/export': { who: 'manager', message: '仅老板或主管可以查看成员和部门' },
  'GET /department/list': { who: 'manager', message: '仅老板或主管可以查看成员和部门' },
  'GET /department/list/export': { who: 'manager', message: '仅老板或主管可以查看成员和部门' },
  'GET /enterpriseLog/list': { who: 'admin', message: '仅老板账号可以查看企业日志' },
  'GET /enterpriseLog/list/export': { who: 'admin', message: '仅老板账号可以查看企业日志' },
  'GET /company/bindings': { who: 'admin', message: '仅老板账号可以查看绑定设置' },
  'POST /company/unbindWechat': { who: 'admin', message: '仅老板账号可以解除微信绑定' },
  // the hand-off into the provider's management site (spec §7 /auth/zhanfu): a ticket that opens it as the enterprise
  'POST /auth/zhanfu': { who: 'admin', message: '仅老板账号可以进入服务商管理后台' },
  // phones: the boss's (spec §6 "Most are admin only"); a manager with the renewal permission lists and renews
  'POST /phone/delete': { who: 'admin' },
  'POST /phone/restore': { who: 'admin' },
  'GET /phone/retrievalList': { who: 'admin' },
  'POST /phone/actionYunPhone': { who: 'admin', message: '仅老板账号可以查看和操作云手机' },
  'POST /phone/uploadYunPhone': { who: 'admin', message: '仅老板账号可以查看和操作云手机' },
  'POST /phone/uploadExecuteTask': { who: 'admin', message: '仅老板账号可以查看和操作云手机' },
  'POST /phone/applyPodProperty': { who: 'admin', message: '仅老板账号可以查看和操作云手机' },
  'POST /phone/reload': { who: 'admin', message: '仅老板账号可以查看和操作云手机' },
  'POST /phone/syncCloudMobile': { who: 'admin', message: '仅老板账号可以查看和操作云手机' },
  'GET /phone/syncRecords': { who: 'admin', message: '仅老板账号可以查看和操作云手机' },
  'POST /phone/update': { who: 'admin', message: '仅老板账号可以查看和操作云手机' },
  'POST /phone/user/set': { who: 'admin', message: '仅老板账号可以查看和操作云手机' },
  'POST /phone/group/create': { who: 'admin', message: '仅老板账号可以查看和操作云手机' },
  'POST /phone/group/rename': { who: 'admin', message: '仅老板账号可以查看和操作云手机' },
  'POST /phone/group/delete': { who: 'admin', message: '仅老板账号可以查看和操作云手机' },
  'POST /phone/group/set': { who: 'admin', message: '仅老板账号可以查看和操作云手机' },
  'POST /networkCard/bindYunPhone': { who: 'admin', message: '仅老板账号可以查看和操作云手机' },
  'POST /account/bindYunPhone': { who: 'admin', message: '仅老板账号可以查看和操作云手机' },
  'POST /cloudNumber/transfer': { who: 'admin', message: '仅老板账号可以转移云号码' },
  'POST /networkCard/buy': { who: 'admin', message: '仅老板账号可以购买网卡' },
  'POST /networkCard/autoRenew': { who: 'admin' },
  'POST /ipDevice/buy': { who: 'admin', message: '仅老板账号可以购买设备' },
  'POST /ipDevice/autoRenew': { who: 'admin' },
  'GET /ipDevice/list': { who: 'admin', message: '仅老板账号可以管理网卡和IP设备' },
  'POST /ipDevice/delete': { who: 'admin', message: '仅老板账号可以管理网卡和IP设备' },
  // sub-accounts: the boss's
  'POST /account/batchPaymentV1': { who: 'admin', message: '仅老板账号可以购买或续费分身' },
  'POST /memory/batchPayment': { who: 'admin' },
  'POST /account/close': { who: 'admin' },
  'POST /account/delAccount': { who: 'admin' },
  'POST /account/add': { who: 'admin', message: '仅老板账号可以查看和操作分身' },
  'POST /account/initialize': { who: 'admin', message: '仅老板账号可以查看和操作分身' },
  'POST /account/actionYunPhone': { who: 'admin', message: '仅老板账号可以查看和操作分身' },
  'POST /account/configEnvir': { who: 'admin', message: '仅老板账号可以查看和操作分身' },
  // uploads and the app market
  'GET /common/uploadUrl': { who: 'admin', message: '仅老板账号可以上传文件' },
  'POST /app/add': { who: 'admin', message: '仅老板账号可以管理应用' },
  'POST /app/delete': { who: 'admin', message: '仅老板账号可以管理应用' },
  'POST /app/install': { who: 'admin', message: '仅老板账号可以管理应用' },
  'POST /app/uninstall': { who: 'admin', message: '仅老板账号可以管理应用' },
  // spec §6: "Most are admin only" — "Ordinary employees can only log in to stores"; managers hand over
  // stores, move members and use their extra permissions (docs/roles.md); everything else is the boss's
  'GET /dashboard/summary': { who: 'admin', message: '仅老板账号可以查看首页概览' },
  'GET /phone/detail': { who: 'admin', message: '仅老板账号可以查看和操作云手机' },
  'POST /arm/token': { who: 'admin', message: '仅老板账号可以查看和操作云手机' },
  'GET /account/list': { who: 'admin', message: '仅老板账号可以查看和操作分身' },
  'GET /networkCard/list': { who: 'admin', message: '仅老板账号可以管理网卡和IP设备' },
  'POST /networkCard/renew': { who: 'admin', message: '仅老板账号可以续费网卡' },
  'POST /ipDevice/renew': { who: 'admin', message: '仅老板账号可以续费IP设备' },
  'GET /cloudNumber/list': { who: 'admin', message: '仅老板账号可以查看云号码' },
  'GET /app/list': { who: 'admin', message: '仅老板账号可以管理应用' },
  'POST /store/add': { who: 'admin', message: '仅老板账号可以管理店铺' },
  'POST /store/update': { who: 'admin', message: '仅老板账号可以管理店铺' },
  'POST /store/delete': { who: 'admin', message: '仅老板账号可以管理店铺' },
  'POST /store/cookie': { who: 'admin', message: '仅老板账号可以管理店铺' },
  'POST /store/authorize': { who: 'admin', message: '仅老板账号可以管理店铺' },
  'POST /store/bindDevice': { who: 'admin', message: '仅老板账号可以管理店铺' },
  'GET /store/extraction/list': { who: 'admin', message: '仅老板账号可以管理店铺' },
  'POST /member/add': { who: 'admin', message: '仅老板账号可以管理成员和部门' },
  'POST /member/update': { who: 'admin', message: '仅老板账号可以管理成员和部门' },
  'POST /member/disable': { who: 'admin', message: '仅老板账号可以管理成员和部门' },
  'POST /member/delete': { who: 'admin', message: '仅老板账号可以管理成员和部门' },
  'POST /member/setRole': { who: 'admin', message: '仅老板账号可以管理成员和部门' },
  'POST /member/transfer': { who: 'admin', message: '仅老板账号可以管理成员和部门' },
  'POST /department/add': { who: 'admin', message: '仅老板账号可以管理成员和部门' },
  'POST /department/delete': { who: 'admin', message: '仅老板账号可以管理成员和部门' },
  'POST /authorization/set': { who: 'admin', message: '仅老板账号可以管理成员和部门' },
  'GET /childUser/all': { who: 'admin', message: '仅老板账号可以管理成员和部门' },
  'GET /company/info': { who: 'admin', message: '仅老板账号可以查看企业信息' },
  'GET /notice/list': { who: 'admin', message: '仅老板账号可以查看通知' },
  'POST /store/handover': { who: 'manager' },
  'POST /member/move': { who: 'manager' },
  'GET /security/members': { who: 'manager' }, // staff also need can_set_login_time (the table's permission)
  // developer reads never outside dev mode
  'GET /dev/sms/last': { who: 'dev' },
  'GET /dev/routes': { who: 'dev' },
  'POST /dev/company/review': { who: 'dev' },
  // certification and login control
  'POST /company/certification': { who: 'admin', message: '仅老板账号可以提交企业认证' },
  'POST /security/loginControl': { who: 'manager' }, // staff also need can_set_login_time (the table's permission)
  'POST /terminal/approve': { who: 'manager' },
  'POST /terminal/reject': { who: 'manager' },
  'POST /terminal/whitelist/add': { who: 'manager' },
  'POST /terminal/whitelist/delete': { who: 'manager' },
  // a session for everything a member does
  'POST /user/savePwd': { who: 'member' },
  'POST /user/recordsRequest': { who: 'member' },
  'POST /user/authCode': { who: 'member' },
  'GET /phone/list': { who: 'manager', message: '仅老板或有设备续费权限的主管可以续费设备和处理订单' },
  'GET /order/list': { who: 'manager', message: '仅老板或有设备续费权限的主管可以续费设备和处理订单' },
  'POST /order/pay': { who: 'manager', message: '仅老板或有设备续费权限的主管可以续费设备和处理订单' },
  'POST /order/cancel': { who: 'manager', message: '仅老板或有设备续费权限的主管可以续费设备和处理订单' },
  'GET /renewal/list': { who: 'admin' },
  'GET /renewal/forecast': { who: 'admin' },
  'POST /renewal/autoRenew': { who: 'admin' },
  'GET /statistics/summary': { who: 'admin' },
  'GET /statistics/operations': { who: 'admin' },
  'GET /inviteReward/summary': { who: 'admin' },
  'GET /inviteReward/invited': { who: 'admin' },
  'GET /inviteReward/list': { who: 'admin' },
  'GET /inviteReward/income': { who: 'admin' },
  'GET /inviteReward/gifts': { who: 'admin' },
  'GET /inviteChannel/list': { who: 'admin' },
  'POST /inviteChannel/add': { who: 'admin' },
  'POST /inviteChannel/update': { who: 'admin' },
};

/** The only routes that may answer without a session ('…*' = prefix). */
export const PUBLIC_ALLOWED = [
  'GET /health',
  'GET /ipCheck/echo', // the IP check's target: a caller's own address, nothing stored or read
  'OPTIONS *',
  'POST /user/login',
  'POST /user/register',
  'POST /sms/code',
  'POST /user/loginByCode',
  'POST /user/terminalLogin', // a login waiting for terminal approval: its one-time ticket (org-security.test.ts)
  'GET /pay/simulator/:orderNo',
  'POST /pay/simulator/:orderNo/confirm',
  'POST /pay/notify/*',
  'PUT /oss/simulator/upload/*',
  'GET /oss/simulator/*',
  'GET /provider/simulator', // the provider-site simulator: its one-time ticket, used once (provider-site.test.ts)
  'GET /docs*',
];

/** Ids of the demo enterprise (the victim) and of the attacker's own enterprise. */
export interface IdorRefs {
  phone: number;
  binnedPhone: number;
  group: number;
  account: number;
  card: number;
  /** a live platform IP device, and one in the recycle bin */
  ipDevice: number;
  binnedIpDevice: number;
  cloudNumber: number;
  coupon: number;
  order: string;
  department: number;
  member: number;
  file: number;
  app: number;
  /** stores area (issue 15): a victim store, tag and extraction record, and the attacker's own store */
  store: number;
  storeTag: number;
  extraction: number;
  ownStore: number;
  /** a channel link of the demo enterprise (invite rewards) */
  inviteChannel: number;
  /** the attacker's own phone and user, to pair with a victim's id */
  ownPhone: number;
  ownUser: number;
}

export interface IdorCase {
  name: string;
  input: (r: IdorRefs) => { query?: Record<string, unknown>; body?: unknown };
  /** 'refused' (default): code ≠ 0; 'empty': a filter may answer 0 with nothing of the victim's */
  expect?: 'refused' | 'empty';
}

const orgMember = {
  username: 'authzprobe1',
  name: 'probe',
  phone: '13700000999',
  member_role: 'employee',
  auth_method: 1,
  login_time_start: null,
  login_time_end: null,
  password: 'secret12',
  password_confirm: 'secret12',
};

const renewPay = { duration_unit: 'month', duration: 1, pay_type: 'balance', expected_pay_fen: 1 };

const devicePay = { duration_unit: 'day', duration: 1, pay_type: 'balance', expected_pay_fen: 1 };
const deviceFields = { protocol: 'http', address: '192.0.2.1', port: 8080, region: '中国大陆' };

const storeForm = { name: 'pwned', account: 'x', platform: 'Amazon', site: 'US', ua_type: 'system' };

export const IDOR_CASES: Record<string, IdorCase[]> = {
  // stores area (issue 15)
  'GET /store/list': [
    { name: 'victim tag', input: (r) => ({ query: { tag_id: r.storeTag } }), expect: 'empty' },
    { name: 'victim member', input: (r) => ({ query: { member_id: r.member } }), expect: 'empty' },
  ],
  'GET /store/list/export': [
    { name: 'victim tag', input: (r) => ({ query: { tag_id: r.storeTag } }), expect: 'empty' },
    { name: 'victim member', input: (r) => ({ query: { member_id: r.member } }), expect: 'empty' },
  ],
  'POST /store/add': [{ name: 'victim tag', input: (r) => ({ body: { ...storeForm, tag_ids: [r.storeTag] } }) }],
  'POST /store/update': [
    { name: 'victim store', input: (r) => ({ body: { ...storeForm, id: r.store } }) },
    {
      name: 'own store, victim tag',
      input: (r) => ({ body: { ...storeForm, id: r.ownStore, tag_ids: [r.storeTag] } }),
    },
  ],
  'POST /store/delete': [{ name: 'victim store', input: (r) => ({ body: { ids: [r.store] } }) }],
  'POST /store/cookie': [
    { name: 'victim store', input: (r) => ({ body: { id: r.store, cookie: '[{"name":"a","value":"b"}]' } }) },
  ],
  'POST /store/bindDevice': [
    { name: 'victim store', input: (r) => ({ body: { id: r.store, ip_device_id: null } }) },
    { name: 'own store, victim device', input: (r) => ({ body: { id: r.ownStore, ip_device_id: r.ipDevice } }) },
  ],
  'POST /store/open': [{ name: 'victim store', input: (r) => ({ body: { id: r.store } }) }],
  'POST /store/authorize': [
    { name: 'victim store', input: (r) => ({ body: { ids: [r.store], user_ids: [] } }) },
    { name: 'own store, victim member', input: (r) => ({ body: { ids: [r.ownStore], user_ids: [r.member] } }) },
  ],
  'POST /store/handover': [
    {
      name: 'victim store',
      input: (r) => ({ body: { ids: [r.store], from_user_id: r.member, to_user_id: r.ownUser } }),
    },
  ],
  'POST /store/tag/update': [{ name: 'victim tag', input: (r) => ({ body: { id: r.storeTag, name: 'pwned' } }) }],
  'POST /store/tag/delete': [{ name: 'victim tag', input: (r) => ({ body: { id: r.storeTag } }) }],
  'GET /store/extraction/list': [
    { name: 'victim store', input: (r) => ({ query: { store_id: r.store } }), expect: 'empty' },
  ],
  'POST /store/extraction/add': [
    { name: 'victim store', input: (r) => ({ body: { store_id: r.store, link: 'https://x.example', code: '1' } }) },
  ],
  'POST /store/extraction/status': [
    { name: 'victim record', input: (r) => ({ body: { id: r.extraction, status: 'cancelled' } }) },
  ],
  // network area (issue 14)
  'POST /networkCard/totalPrice': [
    {
      name: 'victim card renewal quote',
      input: (r) => ({ body: { ids: [r.card], duration_unit: 'month', duration: 1 } }),
    },
  ],
  'GET /networkCard/renewList': [{ name: 'victim card', input: (r) => ({ query: { ids: String(r.card) } }) }],
  'POST /networkCard/renew': [{ name: 'victim card', input: (r) => ({ body: { ids: [r.card], ...devicePay } }) }],
  'POST /networkCard/buy': [
    {
      name: 'victim coupon',
      input: (r) => ({
        body: {
          region: 'cn',
          card_type: 'shared',
          quantity: 1,
          auto_renew: 0,
          ...devicePay,
          coupon_id: r.coupon,
          pay_type: 'alipay',
        },
      }),
    },
  ],
  'POST /networkCard/autoRenew': [{ name: 'victim card', input: (r) => ({ body: { ids: [r.card], auto_renew: 1 } }) }],
  'POST /networkCard/bindAccount': [
    { name: 'victim card', input: (r) => ({ body: { network_card_id: r.card, account_id: null } }) },
    {
      name: 'victim card and sub-account',
      input: (r) => ({ body: { network_card_id: r.card, account_id: r.account } }),
    },
  ],
  'POST /ipDevice/update': [{ name: 'victim device', input: (r) => ({ body: { id: r.ipDevice, ...deviceFields } }) }],
  'POST /ipDevice/delete': [
    { name: 'victim device', input: (r) => ({ body: { ids: [r.ipDevice] } }) },
    { name: 'victim binned device', input: (r) => ({ body: { ids: [r.binnedIpDevice] } }) },
  ],
  'POST /ipDevice/restore': [{ name: 'victim binned device', input: (r) => ({ body: { ids: [r.binnedIpDevice] } }) }],
  'POST /ipDevice/check': [{ name: 'victim device', input: (r) => ({ body: { id: r.ipDevice } }) }],
  'POST /ipDevice/totalPrice': [
    {
      name: 'victim device renewal quote',
      input: (r) => ({ body: { ids: [r.ipDevice], duration_unit: 'day', duration: 1 } }),
    },
  ],
  'POST /ipDevice/renew': [{ name: 'victim device', input: (r) => ({ body: { ids: [r.ipDevice], ...devicePay } }) }],
  'POST /ipDevice/buy': [
    {
      name: 'victim coupon',
      input: (r) => ({
        body: {
          platform: 'amazon',
          region: 'cn',
          ip_type: 'static',
          quantity: 1,
          auto_renew: 0,
          ...devicePay,
          coupon_id: r.coupon,
          pay_type: 'alipay',
        },
      }),
    },
  ],
  'POST /ipDevice/autoRenew': [
    { name: 'victim device', input: (r) => ({ body: { ids: [r.ipDevice], auto_renew: 1 } }) },
  ],
  'POST /security/loginControl': [
    {
      name: 'victim member',
      input: (r) => ({
        body: { user_ids: [r.member], auth_method: 3, login_time_start: '00:00', login_time_end: '00:01' },
      }),
    },
  ],
  'GET /phone/detail': [{ name: 'victim phone', input: (r) => ({ query: { id: r.phone } }) }],
  'POST /phone/update': [{ name: 'victim phone', input: (r) => ({ body: { id: r.phone, remark: 'pwned' } }) }],
  'POST /phone/user/set': [
    { name: 'victim phone', input: (r) => ({ body: { phone_ids: [r.phone], user_id: null } }) },
    { name: 'victim phone to own user', input: (r) => ({ body: { phone_ids: [r.phone], user_id: r.ownUser } }) },
    { name: 'own phone to victim member', input: (r) => ({ body: { phone_ids: [r.ownPhone], user_id: r.member } }) },
  ],
  'POST /arm/token': [{ name: 'victim phone', input: (r) => ({ body: { phone_id: r.phone } }) }],
  'GET /phone/tasks': [{ name: 'victim phone', input: (r) => ({ query: { phone_id: r.phone } }), expect: 'empty' }],
  'POST /phone/group/rename': [{ name: 'victim group', input: (r) => ({ body: { id: r.group, name: 'pwned' } }) }],
  'POST /phone/group/delete': [{ name: 'victim group', input: (r) => ({ body: { id: r.group } }) }],
  'POST /phone/group/set': [
    { name: 'victim phone', input: (r) => ({ body: { phone_ids: [r.phone], group_id: null } }) },
    { name: 'own phone into victim group', input: (r) => ({ body: { phone_ids: [r.ownPhone], group_id: r.group } }) },
  ],
  'POST /networkCard/bindYunPhone': [
    { name: 'victim phone', input: (r) => ({ body: { phone_id: r.phone, network_card_id: null } }) },
    { name: 'victim card on own phone', input: (r) => ({ body: { phone_id: r.ownPhone, network_card_id: r.card } }) },
  ],
  'POST /account/bindYunPhone': [
    { name: 'victim phone', input: (r) => ({ body: { phone_id: r.phone, account_id: null } }) },
    {
      name: 'victim sub-account on own phone',
      input: (r) => ({ body: { phone_id: r.ownPhone, account_id: r.account } }),
    },
  ],
  'POST /phone/syncCloudMobile': [{ name: 'victim phone', input: (r) => ({ body: { phone_ids: [r.phone] } }) }],
  'POST /phone/reload': [{ name: 'victim phone', input: (r) => ({ body: { phone_ids: [r.phone] } }) }],
  'POST /phone/actionYunPhone': [
    { name: 'victim phone', input: (r) => ({ body: { phone_ids: [r.phone], action: 'powerOff' } }) },
  ],
  'POST /phone/uploadYunPhone': [
    { name: 'victim phone', input: (r) => ({ body: { phone_ids: [r.phone], file_id: r.file } }) },
    { name: 'victim file to own phone', input: (r) => ({ body: { phone_ids: [r.ownPhone], file_id: r.file } }) },
  ],
  'POST /phone/uploadExecuteTask': [
    { name: 'victim phone', input: (r) => ({ body: { phone_ids: [r.phone], command: 'reboot' } }) },
  ],
  'POST /phone/applyPodProperty': [
    { name: 'victim phone', input: (r) => ({ body: { phone_ids: [r.phone], property: { dpi: 320 } } }) },
  ],
  'POST /phone/delete': [{ name: 'victim phone', input: (r) => ({ body: { phone_ids: [r.phone] } }) }],
  'POST /phone/restore': [{ name: 'victim binned phone', input: (r) => ({ body: { phone_ids: [r.binnedPhone] } }) }],
  'POST /phone/totalPrice': [
    {
      name: 'victim phone renewal quote',
      input: (r) => ({ body: { phone_ids: [r.phone], duration_unit: 'month', duration: 1 } }),
    },
  ],
  'GET /phone/renewList': [{ name: 'victim phone', input: (r) => ({ query: { selectPhoneIds: String(r.phone) } }) }],
  'POST /phone/renewV1': [{ name: 'victim phone', input: (r) => ({ body: { phone_ids: [r.phone], ...renewPay } }) }],
  'POST /phone/autoRenew': [
    { name: 'victim phone', input: (r) => ({ body: { phone_ids: [r.phone], auto_renew: 1 } }) },
  ],
  'POST /phone/buyV1': [
    {
      name: 'victim coupon',
      input: (r) => ({
        body: {
          platform: 'android10',
          region: 'cn',
          spec: '4c8g',
          quantity: 1,
          duration_unit: 'month',
          duration: 1,
          coupon_id: r.coupon,
          pay_type: 'alipay',
          expected_pay_fen: 1,
          auto_renew: 0,
        },
      }),
    },
  ],
  'GET /phone/order': [{ name: 'victim order', input: (r) => ({ query: { order_no: r.order } }) }],
  'GET /walletFlow/list': [{ name: 'victim order', input: (r) => ({ query: { order_no: r.order } }), expect: 'empty' }],
  'GET /walletFlow/list/export': [
    { name: 'victim order', input: (r) => ({ query: { order_no: r.order } }), expect: 'empty' },
  ],
  'POST /renewal/autoRenew': [
    { name: 'victim phone', input: (r) => ({ body: { items: [{ kind: 'phone', id: r.phone }], auto_renew: 1 } }) },
    {
      name: 'victim cloud number',
      input: (r) => ({ body: { items: [{ kind: 'cloud_number', id: r.cloudNumber }], auto_renew: 0 } }),
    },
  ],
  'GET /order/detail': [{ name: 'victim order', input: (r) => ({ query: { order_no: r.order } }) }],
  'POST /order/pay': [{ name: 'victim order', input: (r) => ({ body: { order_no: r.order, pay_type: 'balance' } }) }],
  'POST /order/cancel': [{ name: 'victim order', input: (r) => ({ body: { order_no: r.order } }) }],
  'GET /app/installed': [
    { name: 'victim app', input: (r) => ({ query: { app_id: r.app } }), expect: 'empty' },
    { name: 'victim phone', input: (r) => ({ query: { phone_id: r.phone } }), expect: 'empty' },
  ],
  'POST /app/add': [
    {
      name: 'victim file',
      input: (r) => ({ body: { file_id: r.file, name: 'x', package_name: 'com.x.y', version: '1' } }),
    },
  ],
  'POST /app/delete': [{ name: 'victim app', input: (r) => ({ body: { id: r.app } }) }],
  'POST /app/install': [
    { name: 'victim app on own phone', input: (r) => ({ body: { app_id: r.app, phone_ids: [r.ownPhone] } }) },
    { name: 'victim phone', input: (r) => ({ body: { app_id: r.app, phone_ids: [r.phone] } }) },
  ],
  'POST /app/uninstall': [
    { name: 'victim app on own phone', input: (r) => ({ body: { app_id: r.app, phone_ids: [r.ownPhone] } }) },
    { name: 'victim phone', input: (r) => ({ body: { app_id: r.app, phone_ids: [r.phone] } }) },
  ],
  'POST /cloudNumber/totalPrice': [
    { name: 'victim numbers', input: (r) => ({ body: { ids: [r.cloudNumber], months: 1 } }) },
  ],
  'POST /cloudNumber/buy': [
    {
      name: 'victim coupon',
      input: (r) => ({
        body: { region: 'cn', quantity: 1, months: 1, coupon_id: r.coupon, pay_type: 'alipay', expected_pay_fen: 1 },
      }),
    },
  ],
  'POST /cloudNumber/renew': [
    {
      name: 'victim numbers',
      input: (r) => ({ body: { ids: [r.cloudNumber], months: 1, pay_type: 'balance', expected_pay_fen: 1 } }),
    },
  ],
  'POST /cloudNumber/autoRenew': [
    { name: 'victim numbers', input: (r) => ({ body: { ids: [r.cloudNumber], auto_renew: 1 } }) },
  ],
  'POST /cloudNumber/transfer': [
    { name: 'victim numbers to own user', input: (r) => ({ body: { ids: [r.cloudNumber], to_user_id: r.ownUser } }) },
    {
      name: 'victim numbers to victim member',
      input: (r) => ({ body: { ids: [r.cloudNumber], to_user_id: r.member } }),
    },
  ],
  'POST /user/savePwd': [
    { name: 'victim member password', input: (r) => ({ body: { uid: r.member, newPassword: 'Pwned123456' } }) },
  ],
  'GET /member/list': [
    { name: 'victim department filter', input: (r) => ({ query: { department_id: r.department } }), expect: 'empty' },
  ],
  'GET /member/list/export': [
    { name: 'victim department filter', input: (r) => ({ query: { department_id: r.department } }), expect: 'empty' },
  ],
  // notices (test/money-and-time.test.ts): another enterprise's resource ids find nothing
  'GET /notice/list': [
    {
      name: 'victim cloud number filter',
      input: (r) => ({ query: { resource_type: 'cloud_number', resource_id: r.cloudNumber } }),
      expect: 'empty',
    },
  ],
  // the enterprise log (test/org-enterprise-log.test.ts): another enterprise's member filters nothing in
  'GET /enterpriseLog/list': [
    { name: 'victim member filter', input: (r) => ({ query: { user_id: r.member } }), expect: 'empty' },
  ],
  'GET /enterpriseLog/list/export': [
    { name: 'victim member filter', input: (r) => ({ query: { user_id: r.member } }), expect: 'empty' },
  ],
  // members, departments, sub-users, authorization management (test/org-members.test.ts has the rest)
  'POST /member/add': [
    {
      name: 'own member into victim department',
      input: (r) => ({ body: { ...orgMember, department_id: r.department } }),
    },
  ],
  'POST /member/update': [
    { name: 'victim member', input: (r) => ({ body: { ...orgMember, id: r.member, department_id: r.department } }) },
  ],
  'POST /member/disable': [{ name: 'victim member', input: (r) => ({ body: { ids: [r.member] } }) }],
  'POST /member/restore': [{ name: 'victim member', input: (r) => ({ body: { ids: [r.member] } }) }],
  'POST /member/delete': [{ name: 'victim member', input: (r) => ({ body: { ids: [r.member] } }) }],
  'POST /member/setRole': [
    { name: 'victim member', input: (r) => ({ body: { ids: [r.member], member_role: 'manager' } }) },
  ],
  'POST /member/move': [
    { name: 'victim member', input: (r) => ({ body: { ids: [r.member], department_id: r.department } }) },
    {
      name: 'own user into victim department',
      input: (r) => ({ body: { ids: [r.ownUser], department_id: r.department } }),
    },
  ],
  'POST /department/update': [
    { name: 'victim department', input: (r) => ({ body: { id: r.department, name: 'pwned' } }) },
  ],
  'POST /department/delete': [{ name: 'victim department', input: (r) => ({ body: { id: r.department } }) }],
  'POST /inviteChannel/update': [
    { name: 'victim channel', input: (r) => ({ body: { id: r.inviteChannel, name: 'pwned', disabled: true } }) },
  ],
  'GET /childUser/all': [
    { name: 'victim department filter', input: (r) => ({ query: { department_id: r.department } }), expect: 'empty' },
  ],
  'GET /authorization/resources': [
    { name: 'victim member', input: (r) => ({ query: { user_id: r.member, kind: 'phone' } }) },
  ],
  // sub-accounts (test/accounts-lifecycle.test.ts, accounts-payment.test.ts)
  'GET /account/detail': [{ name: 'victim sub-account', input: (r) => ({ query: { id: r.account } }) }],
  'GET /account/getPodDetail': [{ name: 'victim sub-account', input: (r) => ({ query: { id: r.account } }) }],
  'GET /account/oneKeyInstallSoftware': [{ name: 'victim sub-account', input: (r) => ({ query: { id: r.account } }) }],
  'POST /account/getStatus': [{ name: 'victim sub-account', input: (r) => ({ body: { account_ids: [r.account] } }) }],
  'POST /account/update': [{ name: 'victim sub-account', input: (r) => ({ body: { id: r.account, name: 'x' } }) }],
  'POST /account/add': [
    { name: 'victim group', input: (r) => ({ body: { name: 'x', group_id: r.group } }) },
    { name: 'victim card', input: (r) => ({ body: { name: 'x', network_card_id: r.card } }) },
  ],
  'POST /account/updateRemark': [
    { name: 'victim sub-account', input: (r) => ({ body: { id: r.account, remark: 'x' } }) },
  ],
  'POST /account/bindGroup': [
    { name: 'victim sub-account', input: (r) => ({ body: { account_ids: [r.account], group_id: null } }) },
  ],
  'POST /account/unbindNetworkCard': [{ name: 'victim sub-account', input: (r) => ({ body: { id: r.account } }) }],
  'POST /account/configEnvir': [
    {
      name: 'victim sub-account',
      input: (r) => ({ body: { account_ids: [r.account], brand: 'xiaomi', country: 'CN', resolution: '0,0' } }),
    },
  ],
  'POST /account/checkInitialize': [
    { name: 'victim sub-account', input: (r) => ({ body: { account_ids: [r.account] } }) },
  ],
  'POST /account/initialize': [{ name: 'victim sub-account', input: (r) => ({ body: { account_ids: [r.account] } }) }],
  'POST /account/powerOffByAccountID': [{ name: 'victim sub-account', input: (r) => ({ body: { id: r.account } }) }],
  'POST /account/actionYunPhone': [
    { name: 'victim sub-account', input: (r) => ({ body: { account_ids: [r.account], action: 'restart' } }) },
  ],
  'POST /account/batchSetStatus': [
    { name: 'victim sub-account', input: (r) => ({ body: { account_ids: [r.account], status: 'powered_off' } }) },
  ],
  'POST /account/close': [{ name: 'victim sub-account', input: (r) => ({ body: { account_ids: [r.account] } }) }],
  'POST /account/delAccount': [{ name: 'victim sub-account', input: (r) => ({ body: { account_ids: [r.account] } }) }],
  'POST /account/prices': [
    {
      name: 'victim sub-account',
      input: (r) => ({ body: { kind: 'renew', account_ids: [r.account], duration_unit: 'month', duration: 1 } }),
    },
  ],
  'POST /account/getBatchPaymentList': [
    { name: 'victim sub-account', input: (r) => ({ body: { kind: 'renew', account_ids: [r.account] } }) },
  ],
  'POST /account/batchPaymentV1': [
    { name: 'victim sub-account', input: (r) => ({ body: { kind: 'renew', account_ids: [r.account], ...renewPay } }) },
  ],
  'POST /memory/batchPayment': [
    {
      name: 'victim sub-account',
      input: (r) => ({ body: { account_ids: [r.account], memory_gb: 16, pay_type: 'balance', expected_pay_fen: 1 } }),
    },
  ],
  'POST /authorization/set': [
    { name: 'victim member', input: (r) => ({ body: { user_id: r.member, kind: 'phone', ids: [] } }) },
    {
      name: 'victim phone to own user',
      input: (r) => ({ body: { user_id: r.ownUser, kind: 'phone', ids: [r.phone] } }),
    },
  ],
};

/** Routes whose id-like inputs are not enterprise-owned things reached through a session. */
export const IDOR_EXEMPT: Record<string, string> = {
  'POST /dev/company/review': "dev/test mode only (the operator's review, simulated): the enterprise id is its input",
  'POST /terminal/approve':
    "terminal requests: another enterprise's ids are refused with 40004 (test/org-security.test.ts); the seed has none",
  'POST /terminal/reject':
    "terminal requests: another enterprise's ids are refused with 40004 (test/org-security.test.ts); the seed has none",
  'POST /terminal/whitelist/delete':
    "whitelist rows: another enterprise's ids are refused with 40004 (test/org-security.test.ts); the seed has none",
  'GET /pay/simulator/:orderNo': 'public simulator page: guarded by the one-time checkout token (billing suite)',
  'POST /pay/simulator/:orderNo/confirm':
    'public simulator confirm: guarded by the one-time checkout token (billing suite)',
};
