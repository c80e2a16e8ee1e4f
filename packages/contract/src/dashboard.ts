// GET /dashboard/summary (docs/api-devices.md "Dashboard"): what needs the member today, counted
// from the same rows and rules as the lists (an employee sees only the phones assigned to them,
// and the sub-accounts, cards, orders and tasks that go with them).
import { Type, type Static } from 'typebox';

/** Days the "this week" figures and the failure window look ahead / back. */
export const DASHBOARD_WEEK_DAYS = 7;
/** Days of auto-renewals weighed against the balance. */
export const DASHBOARD_RENEWAL_DAYS = 30;

const Count = Type.Integer({ minimum: 0 });

export const DashboardPhones = Type.Object({
  all: Type.Integer({
    minimum: 0,
    description: "the device list's 全部 (valid + expired within the 7-day cancellation window)",
  }),
  valid: Type.Integer({ minimum: 0, description: 'not expired' }),
  running: Type.Integer({ minimum: 0, description: 'not expired, status normal and powered on' }),
  abnormal: Type.Integer({ minimum: 0, description: 'not expired, status abnormal' }),
  willExpire: Type.Integer({ minimum: 0, description: 'the list view 即将过期 (≤ 3 days)' }),
  expired: Type.Integer({ minimum: 0, description: 'the list view 已过期 (inside the cancellation window)' }),
  allocating: Type.Integer({ minimum: 0, description: 'paid for, not yet handed over by the provider' }),
});
export type DashboardPhones = Static<typeof DashboardPhones>;

export const DashboardExpiring = Type.Object({
  phones: Count,
  accounts: Count,
  networkCards: Count,
});
export type DashboardExpiring = Static<typeof DashboardExpiring>;

export const DashboardFailure = Type.Union([
  Type.Object({
    kind: Type.Literal('payment'),
    at: Type.String({ description: 'ISO time the order was recorded' }),
    orderNo: Type.String(),
    orderType: Type.String({ description: 'recharge | phone_buy | phone_renew | account_buy | network_card_buy' }),
    autoRenew: Type.Boolean({ description: 'the auto-renewal job recorded it (balance short or spec not renewable)' }),
  }),
  Type.Object({
    kind: Type.Literal('task'),
    at: Type.String({ description: 'ISO time the task was created' }),
    phoneId: Type.Integer(),
    phoneName: Type.String(),
    taskKind: Type.String({ description: 'action | upload | execute | install | uninstall' }),
  }),
]);
export type DashboardFailure = Static<typeof DashboardFailure>;

export const DashboardFailures = Type.Object({
  since: Type.String({ description: 'ISO start of the window (now − 7 days)' }),
  payments: Type.Integer({ minimum: 0, description: 'payment_failed orders (failed auto-renewals among them)' }),
  autoRenewals: Type.Integer({ minimum: 0, description: 'of payments: recorded by the auto-renewal job' }),
  tasks: Type.Integer({ minimum: 0, description: 'failed phone tasks' }),
  latest: Type.Array(DashboardFailure, { maxItems: 5, description: 'newest first' }),
});
export type DashboardFailures = Static<typeof DashboardFailures>;

export const DashboardBalance = Type.Object({
  balanceFen: Type.Union([Type.Integer(), Type.Null()], {
    description: 'wallet balance; null when the member is not shown it (employee without renewal permission)',
  }),
  renewalCount: Type.Integer({
    minimum: 0,
    description:
      'auto-renewal charges within 30 days: every renewable kind (renewal management forecast) for who sees the balance, else own phones',
  }),
  renewalFen: Type.Integer({ minimum: 0, description: 'what those charges come to, priced as the jobs price them' }),
  unpricedCount: Type.Integer({
    minimum: 0,
    description: 'items due within 30 days that cannot be priced (their auto-renewal will fail); not in renewalCount',
  }),
  shortFen: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
    description: 'renewalFen − balanceFen when the balance is short; null otherwise or when the balance is hidden',
  }),
});
export type DashboardBalance = Static<typeof DashboardBalance>;

export const DashboardSummary = Type.Object({
  phones: DashboardPhones,
  expiringThisWeek: DashboardExpiring,
  failures: DashboardFailures,
  balance: DashboardBalance,
});
export type DashboardSummary = Static<typeof DashboardSummary>;
