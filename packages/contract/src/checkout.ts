// The fields every purchase and renewal body ends with, and their sentences, once (issue 31: one
// checkout kit). What is bought differs per kind (phone, cloud number, sub-account, network card,
// IP device); how it is paid does not.
import { Type } from 'typebox';
import { joinList, type Localized } from './localized';
import { messages } from './messages';
import { Literals } from './paging';
import { PAY_TYPES } from './payment';

export const CHECKOUT_MESSAGES = {
  payTypeRequired: { zh: '请选择支付方式', en: 'Choose a payment method' },
  payType: {
    zh: `支付方式不正确，可选：${joinList(PAY_TYPES, 'zh')}`,
    en: `Invalid payment method; choose from ${joinList(PAY_TYPES, 'en')}`,
  },
  expectedPayRequired: { zh: '请填写应付金额', en: 'Enter the amount payable' },
  expectedPay: { zh: '应付金额不正确', en: 'Invalid amount payable' },
  coupon: { zh: '优惠券ID不正确', en: 'Invalid coupon ID' },
  couponUnusable: { zh: '优惠券不可用', en: 'The coupon cannot be used' },
  priceChanged: { zh: '价格已变化，请刷新后重试', en: 'The price has changed; refresh and try again' },
} as const satisfies Readonly<Record<string, Localized>>;
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
