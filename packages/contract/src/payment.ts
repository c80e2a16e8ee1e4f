// How an order is paid, shared by phone and cloud-number purchases.
import { Type, type Static } from 'typebox';
import { PAY_TYPES } from './checkoutMessages';

export { PAY_TYPES };
export type PayType = (typeof PAY_TYPES)[number];
/** A gateway channel (every pay type but the wallet balance). */
export type PayChannel = Exclude<PayType, 'balance'>;

/** A price quote; the server is the only price authority, the screens show it. */
export const Price = Type.Object({
  unit_fen: Type.Integer(),
  quantity: Type.Integer(),
  total_fen: Type.Integer(),
  discount_fen: Type.Integer(),
  coupon_fen: Type.Integer(),
  pay_fen: Type.Integer(),
  coupon_applicable: Type.Boolean(),
});
export type Price = Static<typeof Price>;

/** The answer of a purchase or renewal: balance pays at once, a channel returns its checkout url. */
export const PayResult = Type.Object({
  order_no: Type.String(),
  status: Type.Union([Type.Literal('paid'), Type.Literal('buying'), Type.Literal('awaiting_payment')]),
  pay_fen: Type.Integer(),
  url: Type.String({ description: "'' for balance" }),
});
export type PayResult = Static<typeof PayResult>;
