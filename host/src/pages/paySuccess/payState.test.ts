import { payView, type PayOrder } from './payState';

const order = (status: string): PayOrder => ({ order_no: 'R1', type: 'recharge', status, pay_fen: 1250 });

test('no order number: no order, whatever else is known', () => {
  expect(payView(null, false, undefined)).toBe('noOrder');
  expect(payView('', true, order('paid'))).toBe('noOrder');
});

test('the order state decides what the page says', () => {
  expect(payView('R1', true, undefined)).toBe('loading');
  expect(payView('R1', false, order('paid'))).toBe('paid');
  expect(payView('R1', false, order('buying'))).toBe('paid');
  expect(payView('R1', false, order('awaiting_payment'))).toBe('waiting');
  expect(payView('R1', false, order('expired'))).toBe('expired');
  expect(payView('R1', false, order('cancelled'))).toBe('cancelled');
  expect(payView('R1', false, order('payment_failed'))).toBe('failed');
});

test('an order the caller cannot see (or that does not exist) is unknown, never paid', () => {
  expect(payView('R1', false, undefined)).toBe('unknown');
  expect(payView('R1', false, order('something new'))).toBe('unknown');
});
