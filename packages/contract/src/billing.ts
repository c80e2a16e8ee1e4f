// Wallet recharge and the payment gateway's notification / checkout simulator.
import { Type, type Static } from 'typebox';
import { INVITE_CHANNEL_MAX, INVITE_MESSAGES } from './inviteMessages';
import { messages } from './messages';

export { INVITE_CHANNEL_MAX, INVITE_MESSAGES };

export const RechargeBody = Type.Object({
  amount: Type.Union([Type.String({ maxLength: 20 }), Type.Number()], {
    description: 'yuan, at most 2 decimals; 0 has nothing to pay (status 1, no url, no order)',
  }),
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
  channel: Type.String({ description: "the channel link it registered through; '' for the main invite link" }),
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

// ---- channel management (issue 16): the inviter's channel links, each with its own code ----
const ChannelName = Type.String({
  minLength: 1,
  maxLength: 30,
  description: 'unique in the enterprise',
  ...messages({ required: INVITE_MESSAGES.channelNameRequired, invalid: INVITE_MESSAGES.channelName }),
});
export const InviteChannel = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  code: Type.String({ description: 'the link is the page origin + /login?invite_code=<code>' }),
  disabled: Type.Boolean({ description: 'a disabled code registers no one; what came through it stays' }),
  created_at: Type.String(),
  registered: Type.Integer({ description: 'enterprises registered through it' }),
  paying: Type.Integer({ description: 'of them, how many earned a reward' }),
  spent_fen: Type.Integer(),
  rewards_fen: Type.Integer(),
});
export type InviteChannel = Static<typeof InviteChannel>;
export const InviteChannelList = Type.Object({ list: Type.Array(InviteChannel) });
export type InviteChannelList = Static<typeof InviteChannelList>;
export const InviteChannelAddBody = Type.Object({ name: ChannelName });
export type InviteChannelAddBody = Static<typeof InviteChannelAddBody>;
export const InviteChannelUpdateBody = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  name: Type.Optional(ChannelName),
  disabled: Type.Optional(Type.Boolean()),
});
export type InviteChannelUpdateBody = Static<typeof InviteChannelUpdateBody>;

// ---- invitation gifts (issue 16): what an invited enterprise receives, and who received it ----
export const InviteGiftRule = Type.Object({
  kind: Type.Literal('welcome_coupon', { description: 'a coupon for the invited enterprise on registering' }),
  name: Type.String(),
  amount_fen: Type.Integer(),
  min_spend_fen: Type.Integer(),
  valid_days: Type.Integer(),
});
export const InviteGift = Type.Object({
  id: Type.Integer(),
  company: Type.String(),
  coupon: Type.String(),
  amount_fen: Type.Integer(),
  granted_at: Type.String(),
  expires_at: Type.String(),
  status: Type.Union([Type.Literal('usable'), Type.Literal('used'), Type.Literal('expired')]),
});
export type InviteGift = Static<typeof InviteGift>;
export const InviteGifts = Type.Object({
  rules: Type.Array(InviteGiftRule),
  total: Type.Integer(),
  list: Type.Array(InviteGift),
});
export type InviteGifts = Static<typeof InviteGifts>;

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

// ---- data statistics and operation management (issue 16), admins ----
export const StatisticsQuery = Type.Object({
  date_from: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'first day, China time, inclusive' }),
  date_to: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'last day, China time, inclusive' }),
});
export type StatisticsQuery = Static<typeof StatisticsQuery>;
const FlowTotals = {
  recharge_fen: Type.Integer(),
  purchase_fen: Type.Integer({ description: 'spent on purchases (positive)' }),
  renewal_fen: Type.Integer({ description: 'spent on renewals (positive)' }),
  refund_fen: Type.Integer(),
  reward_fen: Type.Integer(),
};
export const Statistics = Type.Object({
  /** sums of the wallet ledger over the range: the wallet flow's own numbers */
  totals: Type.Object({ ...FlowTotals, net_fen: Type.Integer({ description: 'Σ change over the range' }) }),
  by_day: Type.Array(Type.Object({ day: Type.String(), ...FlowTotals })),
  /** paid orders of the range by type (paid − refunded), labelled by the registry */
  by_type: Type.Array(
    Type.Object({ type: Type.String(), label: Type.String(), orders: Type.Integer(), paid_fen: Type.Integer() }),
  ),
  /** every renewable resource by the week it expires (the next 8 weeks), all kinds */
  expiries_by_week: Type.Array(Type.Object({ week_start: Type.String(), count: Type.Integer() })),
  phones: Type.Object({
    normal: Type.Integer(),
    abnormal: Type.Integer(),
    expiring: Type.Integer(),
    expired: Type.Integer(),
  }),
  /** orders placed per member in the range */
  members: Type.Array(Type.Object({ member: Type.String(), orders: Type.Integer(), paid_fen: Type.Integer() })),
});
export type Statistics = Static<typeof Statistics>;

export const Operations = Type.Object({
  expiring_7d: Type.Integer({ description: 'renewable resources expiring within 7 days' }),
  auto_renew_short_fen: Type.Integer({ description: 'the 7-day auto-renewals the balance does not cover' }),
  abnormal_phones: Type.Integer(),
  payment_failed: Type.Integer({
    description: 'orders whose payment failed (auto-renewals without balance) in 30 days',
  }),
  awaiting_allocation: Type.Integer({ description: "paid phone purchases still 'buying'" }),
  awaiting_payment: Type.Integer({ description: 'orders inside their 10-minute window' }),
});
export type Operations = Static<typeof Operations>;
