// The fields every purchase and renewal body ends with, and their sentences, once (issue 31: one
// checkout kit). What is bought differs per kind (phone, cloud number, sub-account, network card,
// IP device); how it is paid does not.
import { Type } from 'typebox';
import { messages } from './messages';
import { Literals } from './paging';
import { CHECKOUT_MESSAGES, PAY_TYPES } from './checkoutMessages';

export { CHECKOUT_MESSAGES };
const M = CHECKOUT_MESSAGES;

/** 0, '' or null = no coupon. */
export const CouponIdField = Type.Union([Type.Integer({ minimum: 0 }), Type.Null(), Type.Literal('')], {
  description: 'an unused, unexpired coupon of the enterprise covering the order type; 0 / null = none',
  ...messages(M.coupon),
});

/** How an order is paid: the coupon (optional), the method and the amount the form showed. */
export const CheckoutFields = {
  coupon_id: Type.Optional(CouponIdField),
  pay_type: Literals(PAY_TYPES, {
    description: PAY_TYPES.join(' | '),
    ...messages({ required: M.payTypeRequired, invalid: M.payType }),
  }),
  expected_pay_fen: Type.Integer({
    minimum: 0,
    description: 'the pay_fen the form showed (its price request); must equal the price now',
    ...messages({ required: M.expectedPayRequired, invalid: M.expectedPay }),
  }),
};

/** A price request may name a coupon too (coupon_applicable answers whether it applies). */
export const PriceCouponField = { coupon_id: Type.Optional(CouponIdField) };
