// Wallet recharge and the payment gateway's notification / checkout simulator.
import { Type, type Static } from 'typebox';

export const RechargeBody = Type.Object({
  amount: Type.Union([Type.String({ maxLength: 20 }), Type.Number()], { description: 'yuan, >0, at most 2 decimals' }),
  pay_type: Type.Literal(1, { description: '1 = Alipay (the only method offered)' }),
});
export type RechargeBody = Static<typeof RechargeBody>;
export const RechargeResult = Type.Object({ url: Type.String(), status: Type.Integer(), order_no: Type.String() });
export type RechargeResult = Static<typeof RechargeResult>;

export const PayNotifyParams = Type.Object({ channel: Type.Union([Type.Literal('alipay'), Type.Literal('wechat')]) });
export const PayNotifyBody = Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 2048 }), {
  maxProperties: 40,
});
const OneTimeToken = Type.String({ maxLength: 64 });
export const OrderNoParams = Type.Object({ orderNo: Type.String({ minLength: 1, maxLength: 32 }) });
export const SimulatorPageQuery = Type.Object({ token: Type.Optional(OneTimeToken) });
export const SimulatorConfirmBody = Type.Optional(Type.Object({ token: Type.Optional(OneTimeToken) }));

// ---- invite rewards (issue 16): the inviting enterprise's view (level_type 4, admins) ----
export const InviteSummary = Type.Object({
  invite_code: Type.String({ description: 'the invite link is the page origin + /login?invite_code=…' }),
  reward_percent: Type.Integer({ description: 'share of what invited enterprises pay for purchases' }),
  invited: Type.Integer({ description: 'enterprises registered with the code' }),
  paying: Type.Integer({ description: 'of them, how many paid for a purchase' }),
  rewards_fen: Type.Integer({ description: 'all rewards credited to the wallet' }),
  month_rewards_fen: Type.Integer({ description: 'rewards credited this month (China time)' }),
});
export type InviteSummary = Static<typeof InviteSummary>;

export const InvitedCompany = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  registered_at: Type.String(),
  certified: Type.Boolean(),
  spent_fen: Type.Integer({ description: 'paid for delivered purchases (refunds deducted)' }),
  rewards_fen: Type.Integer(),
  status: Type.Union([Type.Literal('registered'), Type.Literal('paying')], {
    description: 'registered: nothing paid yet; paying: earned rewards',
  }),
});
export type InvitedCompany = Static<typeof InvitedCompany>;

export const InviteRewardItem = Type.Object({
  id: Type.Integer(),
  company: Type.String(),
  order_no: Type.String(),
  spent_fen: Type.Integer(),
  reward_fen: Type.Integer(),
  created_at: Type.String(),
});
export type InviteRewardItem = Static<typeof InviteRewardItem>;

export const InviteIncomeMonth = Type.Object({
  month: Type.String({ description: 'YYYY-MM, China time' }),
  rewards_fen: Type.Integer(),
  spent_fen: Type.Integer(),
  orders: Type.Integer(),
});
export const InviteIncome = Type.Object({ list: Type.Array(InviteIncomeMonth) });
export type InviteIncome = Static<typeof InviteIncome>;

// ---- renewal management (issue 16): every renewable resource of the enterprise ----
export const RenewableItem = Type.Object({
  kind: Type.String({ description: 'phone | cloud_number | … (each area registers its kind)' }),
  kind_label: Type.String(),
  id: Type.Integer(),
  name: Type.String(),
  expires_at: Type.String(),
  auto_renew: Type.Boolean(),
  renewal_fen: Type.Union([Type.Integer(), Type.Null()], { description: 'what one auto-renewal charges' }),
  period_months: Type.Integer(),
  next_charge_at: Type.Union([Type.String(), Type.Null()]),
  renew_path: Type.String({ description: 'the console screen that renews it by hand' }),
});
export type RenewableItem = Static<typeof RenewableItem>;
export const RenewalListQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 100000, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: 1000, default: 20 }),
  kind: Type.Optional(Type.String({ maxLength: 30 })),
  auto_renew: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  within_days: Type.Optional(Type.Integer({ minimum: 1, maximum: 3650, description: 'expiring within N days' })),
});
export type RenewalListQuery = Static<typeof RenewalListQuery>;
export const RenewalKinds = Type.Array(Type.Object({ kind: Type.String(), label: Type.String() }));

export const RenewalForecastWindow = Type.Object({
  days: Type.Integer(),
  charges: Type.Integer({ description: 'how many auto-renewal charges fall in the window' }),
  total_fen: Type.Integer(),
  /** the balance does not cover the window's charges */
  short_fen: Type.Integer({ description: 'total − balance when positive, else 0' }),
  unpriced: Type.Integer({ description: 'auto-renewals that cannot be priced (they will fail)' }),
});
export const RenewalForecast = Type.Object({
  balance_fen: Type.Integer(),
  windows: Type.Array(RenewalForecastWindow, { description: 'the next 7 and 30 days' }),
  /** the charges of the next 30 days, by day (China time), for the chart */
  days: Type.Array(Type.Object({ day: Type.String(), total_fen: Type.Integer(), balance_after_fen: Type.Integer() })),
});
export type RenewalForecast = Static<typeof RenewalForecast>;

export const RenewalAutoRenewBody = Type.Object({
  items: Type.Array(Type.Object({ kind: Type.String({ maxLength: 30 }), id: Type.Integer({ minimum: 1 }) }), {
    minItems: 1,
    maxItems: 500,
  }),
  auto_renew: Type.Union([Type.Literal(0), Type.Literal(1)]),
});
export type RenewalAutoRenewBody = Static<typeof RenewalAutoRenewBody>;
