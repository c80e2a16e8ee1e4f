// What every purchase of the area gets back from the server (docs/api-devices.md): the price of
// an order, always computed by the server, and the outcome of placing it.
export type PayType = 'balance' | 'alipay' | 'wechat';

export interface Price {
  unit_fen: number;
  quantity: number;
  total_fen: number;
  discount_fen: number;
  coupon_fen: number;
  pay_fen: number;
  coupon_applicable: boolean;
}

export interface PayResult {
  order_no: string;
  status: 'paid' | 'buying' | 'awaiting_payment';
  pay_fen: number;
  /** The payment gateway for Alipay/WeChat; '' when paid from the balance. */
  url: string;
}
