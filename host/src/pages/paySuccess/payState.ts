// What /pay/success says about an order: from its real state (GET /phone/order), never assumed.
export type PayView = 'noOrder' | 'loading' | 'unknown' | 'paid' | 'waiting' | 'expired' | 'cancelled' | 'failed';

/** The order as GET /phone/order returns it (the fields this page reads). */
export interface PayOrder {
  order_no: string;
  type: string;
  /** awaiting_payment | paid | buying | cancelled | expired | payment_failed */
  status: string;
  pay_fen: number;
}

export function payView(orderNo: string | null, loading: boolean, order: PayOrder | undefined): PayView {
  if (!orderNo) return 'noOrder';
  if (loading) return 'loading';
  switch (order?.status) {
    case 'paid':
    case 'buying': // paid; the phones are being prepared
      return 'paid';
    case 'awaiting_payment':
      return 'waiting';
    case 'expired':
      return 'expired';
    case 'cancelled':
      return 'cancelled';
    case 'payment_failed':
      return 'failed';
    default:
      return 'unknown';
  }
}
