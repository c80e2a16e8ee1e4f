// Test data: routes as the remotes publish them (a few of each kind), for the host's unit tests.
// The remotes' own tests check their real routes.json against their <Route>s.
import type { AreaRoutes } from './table';

const BOTH = ['admin', 'staff'] as ('admin' | 'staff')[];

export const PUBLISHED: AreaRoutes = {
  devices: [
    {
      path: '/phone/all',
      type: 0,
      roles: BOTH,
      title: { zh: '设备管理', en: 'Devices' },
      menu: { order: 10, icon: 'mobile' },
    },
    { path: '/phone/expiredCnt', type: 2, roles: BOTH, hidden: true },
    { path: '/phone/buy', hidden: true },
    { path: '/phoneItem/serve', hidden: true },
    { path: '/cloudNumber', redirect: '/cloudNumber/inUse', hidden: true },
    { path: '/cloudNumber/inUse', hidden: true },
  ],
  accounts: [
    { path: '/account', redirect: '/account/all', hidden: true },
    { path: '/account/all', type: 0, title: { zh: '分身管理', en: 'Sub-accounts' }, menu: { order: 20, icon: 'team' } },
  ],
  network: [
    {
      path: '/NetworkCard/all',
      type: 0,
      title: { zh: '网卡管理', en: 'Network cards' },
      menu: { order: 30, icon: 'wifi' },
    },
  ],
  billing: [
    // out of order on purpose: the menu sorts by `order`
    { path: '/walletFlow/all', title: { zh: '钱包流水', en: 'Wallet flow' }, menu: { order: 60, icon: 'wallet' } },
    {
      path: '/order/all',
      type: 0,
      title: { zh: '订单管理', en: 'Orders' },
      menu: { order: 40, icon: 'profile', pageTitle: { zh: '全部订单', en: 'All orders' } },
    },
    { path: '/order/Payed', type: 1, hidden: true },
    {
      path: '/order/buy',
      linked: true,
      title: { zh: '购买订单', en: 'Purchase orders' },
      menu: { order: 41, parent: '/order/all' },
    },
    {
      path: '/order/invest',
      linked: true,
      title: { zh: '充值订单', en: 'Recharge orders' },
      menu: { order: 42, parent: '/order/all' },
    },
    {
      path: '/inviteReward/all',
      title: { zh: '邀请返利', en: 'Invite rewards' },
      menu: { order: 50, icon: 'gift', inviteRewardOnly: true },
    },
  ],
  org: [{ path: '/member/all', hidden: true, linked: true, title: { zh: '成员管理', en: 'Members' } }],
};
