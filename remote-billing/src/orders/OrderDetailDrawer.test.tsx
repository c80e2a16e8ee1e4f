// The order detail against a stubbed API: the window counts down, pay from the balance or go to
// the gateway, cancel after a confirmation, failures say "retry later; pay again", and a staff
// member without the renewal permission is offered neither (the server refuses it).
import { shellServices, type ShellServices } from '@console/shared';
import { AreaApp } from '@console/ui';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { type OrderDetail, orders } from '../api/orders';
import { billingArea } from '../area';
import { signInAs } from '../../../packages/testing/signIn';

jest.mock('../api/orders', () => ({
  ORDER_EXPORT_PATH: '/order/list/export',
  orders: {
    list: jest.fn(),
    counts: jest.fn(),
    types: jest.fn(),
    detail: jest.fn(),
    pay: jest.fn(),
    cancel: jest.fn(),
  },
}));
const api = orders as jest.Mocked<typeof orders>;
const shellCalls = () => (shellServices() as ShellServices & { calls: string[] }).calls;

const item = {
  id: 7,
  order_no: 'P2030',
  type: 'phone_buy',
  type_label: '购买云手机',
  goods_name: '云手机 4核8G 1个月',
  quantity: 1,
  total: '100.00',
  total_fen: 10000,
  discount: '0.00',
  discount_fen: 0,
  coupon: '10.00',
  coupon_fen: 1000,
  paid: '0.00',
  paid_fen: 0,
  status: 'awaiting_payment',
  pay_type: 'alipay',
  created_at: '2030-01-15T04:00:00Z',
  paid_at: null,
  expires_at: '2030-01-15T04:10:00Z',
  refunded: '0.00',
  refunded_fen: 0,
  refund_reason: null,
  member: '演示老板',
};
const detail = (over: Partial<OrderDetail> = {}): OrderDetail => ({
  order: item,
  items: [
    { name: '云手机 4核8G 1个月', quantity: 1, unit: '100.00', unit_fen: 10000, amount: '100.00', amount_fen: 10000 },
  ],
  resources: [],
  flows: [],
  remaining_seconds: 425,
  can_pay: true,
  can_cancel: true,
  ...over,
});

const open = async () => {
  render(
    <MemoryRouter initialEntries={['/order/waitPay']}>
      <AreaApp {...billingArea} />
    </MemoryRouter>,
  );
  fireEvent.click(await screen.findByText('支付/取消'));
  return screen.findByTestId('order-detail');
};

beforeEach(async () => {
  await signInAs('admin');
  jest.useRealTimers();
  for (const f of Object.values(api)) f.mockReset();
  api.list.mockResolvedValue({ total: 1, list: [item] });
  api.counts.mockResolvedValue({ all: 1, paid: 0, buying: 0, expired: 0, waitPay: 1 });
  api.types.mockResolvedValue([]);
  api.detail.mockResolvedValue(detail());
  shellCalls().length = 0;
});

test('the window counts down from what the server said', async () => {
  await open();
  expect(screen.getByTestId('pay-countdown').textContent).toMatch(/^剩余支付时间 07:0[0-5]，超时订单将自动取消$/);
  const first = screen.getByTestId('pay-countdown').textContent;
  // a second later it shows less (a loaded machine may skip a tick, never add one)
  await waitFor(() => expect(screen.getByTestId('pay-countdown').textContent).not.toBe(first), { timeout: 3000 });
  expect(screen.getByTestId('pay-countdown').textContent).toMatch(/07:0[0-4]|06:5\d/);
  expect(screen.getByText('暂无资源（待支付、分配中或充值订单）')).toBeTruthy();
});

test('pay from the balance: the server is asked, the balance and list reload', async () => {
  api.pay.mockResolvedValue({ order_no: 'P2030', status: 'buying', pay_fen: 9000, url: '' });
  await open();
  // a double click is one pay (one attempt key)
  fireEvent.click(screen.getByText('支付 ¥90.00'));
  fireEvent.click(screen.getByText('支付 ¥90.00'));
  await waitFor(() =>
    expect(api.pay).toHaveBeenCalledWith('P2030', 'balance', expect.stringMatching(/^[0-9a-f]{32}$/)),
  );
  expect(api.pay).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(shellCalls()).toEqual(expect.arrayContaining(['countersChanged', 'refreshMember'])));
  expect(await screen.findByText('支付成功')).toBeTruthy();
});

test('a failed payment says to retry later or pay again', async () => {
  api.pay.mockRejectedValue(new Error('余额不足'));
  await open();
  fireEvent.click(screen.getByLabelText('支付宝'));
  fireEvent.click(screen.getByText('支付 ¥90.00'));
  await waitFor(() => expect(api.pay).toHaveBeenCalledWith('P2030', 'alipay', expect.stringMatching(/^[0-9a-f]{32}$/)));
  expect((await screen.findByTestId('pay-failed')).textContent).toBe('支付失败，请稍后重试或重新支付');
  // refused: paying again is a new attempt
  fireEvent.click(screen.getByText('支付 ¥90.00'));
  await waitFor(() => expect(api.pay).toHaveBeenCalledTimes(2));
  expect(api.pay.mock.calls[1][2]).not.toBe(api.pay.mock.calls[0][2]);
});

test('cancel asks first, then says the coupon came back', async () => {
  api.cancel.mockResolvedValue({ order_no: 'P2030', status: 'cancelled', refunded_fen: 0, coupon_released: true });
  await open();
  fireEvent.click(screen.getByText('取消订单'));
  expect(await screen.findByText('确定取消该订单吗？优惠券将退回。')).toBeTruthy();
  expect(api.cancel).not.toHaveBeenCalled();
  fireEvent.click(screen.getByText('确定取消'));
  await waitFor(() => expect(api.cancel).toHaveBeenCalledWith('P2030', expect.stringMatching(/^[0-9a-f]{32}$/)));
  expect(await screen.findByText('订单已取消，优惠券已退回')).toBeTruthy();
  expect(shellCalls()).toContain('refreshMember');
});

test('a recharge order cannot be paid from the balance', async () => {
  api.detail.mockResolvedValue(detail({ order: { ...item, type: 'recharge', type_label: '充值', coupon_fen: 0 } }));
  await open();
  expect(screen.getByLabelText<HTMLInputElement>('余额').disabled).toBe(true);
  expect(screen.getByLabelText<HTMLInputElement>('支付宝').checked).toBe(true);
});

test('a staff employee without the renewal permission is offered neither pay nor cancel', async () => {
  await signInAs('employee');
  await open();
  expect(screen.queryByText('取消订单')).toBeNull();
  expect(screen.queryByText(/^支付 ¥/)).toBeNull();
  await act(async () => undefined);
});
