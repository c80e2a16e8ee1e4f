// How an order may be paid and the checkout's sentences, TypeBox-free so the console's checkout
// reads them at run time (`@console/contract/checkoutMessages`): the request schemas (checkout.ts)
// name these same objects, so the form and the server say one sentence, written once.
import { joinList, type Localized } from './localized';

export const PAY_TYPES = ['balance', 'alipay', 'wechat'] as const;

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
