// The billing area's keys in the console's query cache: `['billing', resource, params?]`.
// A write invalidates the narrowest key it made stale.
export const billingKeys = {
  all: ['billing'] as const,
  orders: ['billing', 'orders'] as const,
  /** GET /order/counts: under `orders`, so whatever reloads the list reloads the counts. */
  orderCounts: (q: object) => ['billing', 'orders', 'counts', q] as const,
  orderDetail: (orderNo: string) => ['billing', 'orders', 'detail', orderNo] as const,
  orderTypes: ['billing', 'orderTypes'] as const,
  walletFlows: ['billing', 'walletFlows'] as const,
  coupons: ['billing', 'coupons'] as const,
  renewals: ['billing', 'renewals'] as const,
  invite: ['billing', 'invite'] as const,
  inviteChannels: ['billing', 'invite', 'channels'] as const,
  stats: (q: object) => ['billing', 'stats', q] as const,
};
