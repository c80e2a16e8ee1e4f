// The checkout kit on a made-up kind: the confirm step says what is bought and what it costs; a
// double click pays once; an unanswered try is sent again as the same attempt (same key) and a
// refused one starts a new attempt; a balance that cannot pay preselects another method and offers
// a recharge that comes back to the form; the result follows the delivery and tells the shell.
import { checkoutDraft, RequestError, shellServices } from '@console/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Form, InputNumber, ConfigProvider } from 'antd';
import { MemoryRouter } from 'react-router';
import { CheckoutPage } from './CheckoutPage';
import type { CheckoutDefinition, CheckoutValues, Delivery, PayResult, Price } from './types';
import { consoleConfig } from '../consoleConfig';

interface V extends CheckoutValues {
  quantity?: number;
}
type Q = { quantity: number };

const priced = (q: number): Price => ({
  unit_fen: 500,
  quantity: q,
  total_fen: q * 500,
  discount_fen: 0,
  coupon_fen: 0,
  pay_fen: q * 500,
  coupon_applicable: false,
});

function definition(over: Partial<CheckoutDefinition<V, Q>> = {}) {
  const pay = jest.fn<Promise<PayResult>, [Q & Record<string, unknown>, string]>(async () => ({
    order_no: 'P001',
    status: 'paid',
    pay_fen: 1000,
    url: '',
  }));
  const def: CheckoutDefinition<V, Q> = {
    id: 'widget-buy',
    kind: 'buy',
    payTypes: ['balance', 'alipay'],
    balanceFen: 10_000,
    query: (v) => (v.quantity ? { quantity: v.quantity } : null),
    price: async (q) => ({ code: 0, message: '', data: priced(q.quantity) }),
    pay,
    lines: (v) => [{ label: '数量', value: v.quantity }],
    coupons: false,
    after: { listPath: '/widgets', listLabel: '查看小部件', stale: [['widgets']], phoneCounters: true },
    ...over,
  };
  return { def, pay };
}

function renderCheckout(def: CheckoutDefinition<V, Q>, path = '/widget/buy') {
  return render(
    <QueryClientProvider client={shellServices().queryClient}>
      <ConfigProvider {...consoleConfig}>
        <MemoryRouter initialEntries={[path]}>
          <CheckoutPage<V, Q> definition={def} title="购买小部件" initialValues={{ quantity: 2 }}>
            <Form.Item name="quantity" label="数量">
              <InputNumber />
            </Form.Item>
          </CheckoutPage>
        </MemoryRouter>
      </ConfigProvider>
    </QueryClientProvider>,
  );
}

const amount = () => screen.findByTestId('pay-amount');
const dialog = () => screen.getByTestId('confirm-charge');
const payButton = () => within(dialog()).getByRole('button', { name: /确认支付/ });

async function openConfirm() {
  expect((await amount()).textContent).toBe('¥10.00');
  fireEvent.click(screen.getByRole('button', { name: '立即购买' }));
  await screen.findByTestId('confirm-charge');
}

/** What the page asked of the shell (the test setup provides a shell per test). */
let shellCalls: string[] = [];
beforeEach(() => {
  sessionStorage.clear();
  shellCalls = [];
  const shell = shellServices();
  jest.spyOn(shell, 'refreshMember').mockImplementation(async () => void shellCalls.push('refreshMember'));
  jest.spyOn(shell, 'countersChanged').mockImplementation(() => void shellCalls.push('countersChanged'));
  jest
    .spyOn(shell, 'openRecharge')
    .mockImplementation(
      (o) => void shellCalls.push(`openRecharge${o?.shortFen !== undefined ? `:${o.shortFen}` : ''}`),
    );
});

test('the confirm step says what is bought and what it costs; a double click pays once', async () => {
  const { def, pay } = definition();
  renderCheckout(def);
  await openConfirm();
  expect(within(dialog()).getByText('数量')).toBeTruthy();
  expect(within(dialog()).getByTestId('summary-pay').textContent).toBe('¥10.00');
  expect(within(dialog()).getByTestId('balance-after').textContent).toBe('¥90.00');
  fireEvent.click(payButton());
  fireEvent.click(payButton());
  expect(await screen.findByText('购买成功')).toBeTruthy();
  expect(pay).toHaveBeenCalledTimes(1);
  expect(pay.mock.calls[0][0]).toEqual({ quantity: 2, pay_type: 'balance', expected_pay_fen: 1000 });
  expect(pay.mock.calls[0][1]).toMatch(/^[0-9a-f]{32}$/);
  expect(screen.getByText('订单号：P001')).toBeTruthy();
  expect(shellCalls).toEqual(expect.arrayContaining(['refreshMember', 'countersChanged']));
});

test('an unanswered try is the same attempt when sent again; a refusal makes the next confirm a new one', async () => {
  const { def, pay } = definition();
  pay.mockRejectedValueOnce(new RequestError('网络请求错误，请稍后重试'));
  pay.mockRejectedValueOnce(new RequestError('价格已变化，请刷新后重试', { code: 40009 }));
  renderCheckout(def);
  await openConfirm();
  fireEvent.click(payButton());
  expect(await screen.findByTestId('pay-unknown')).toBeTruthy();
  fireEvent.click(payButton());
  // refused: the dialog closes, the form stays
  await waitFor(() => expect(screen.queryByTestId('confirm-charge')).toBeNull());
  await openConfirm();
  fireEvent.click(payButton());
  expect(await screen.findByText('购买成功')).toBeTruthy();
  const keys = pay.mock.calls.map((c) => c[1]);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[1]);
});

test('a short balance preselects another method and offers a recharge that comes back to the form', async () => {
  const { def } = definition({ balanceFen: 300 });
  const first = renderCheckout(def);
  await amount();
  // balance cannot pay ¥10.00: Alipay is chosen for the member
  await waitFor(() => expect(screen.getByRole('radio', { name: '支付宝' })).toHaveProperty('checked', true));
  fireEvent.click(screen.getByRole('radio', { name: /余额支付/ }));
  const short = await screen.findByTestId('balance-short');
  expect(short.textContent).toContain('还差 ¥7.00');
  expect(screen.getByRole('button', { name: '立即购买' })).toHaveProperty('disabled', true);
  fireEvent.change(screen.getByLabelText('数量'), { target: { value: '3' } });
  await waitFor(async () => expect((await amount()).textContent).toBe('¥15.00'));
  fireEvent.click(within(await screen.findByTestId('balance-short')).getByRole('button', { name: /充\s*值/ }));
  expect(shellCalls).toContain('openRecharge:1200');
  expect(checkoutDraft.returnPath()).toBe('/widget/buy');
  first.unmount();

  // back from the recharge: the same choices, and whether the balance now covers them
  renderCheckout({ ...def, balanceFen: 2000 });
  expect((await amount()).textContent).toBe('¥15.00');
  expect((await screen.findByTestId('recharged')).textContent).toContain('已足够支付本单');
  expect(screen.getByRole('radio', { name: /余额支付/ })).toHaveProperty('checked', true);
  expect(checkoutDraft.returnPath()).toBeNull();
});

test('a purchase delivered later: the result follows it to the end, then the counters reload', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
  try {
    const progress: Delivery[] = [
      { delivered: 0, total: 2, finished: false },
      { delivered: 2, total: 2, finished: true },
    ];
    const delivery = jest.fn(async () => progress.shift() ?? { delivered: 2, total: 2, finished: true });
    const { def, pay } = definition({ delivery });
    pay.mockResolvedValueOnce({ order_no: 'P002', status: 'buying', pay_fen: 1000, url: '' });
    renderCheckout(def);
    await act(() => jest.advanceTimersByTimeAsync(500));
    await openConfirm();
    fireEvent.click(payButton());
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect((await screen.findByTestId('pay-result-delivery')).textContent).toContain('分配中（0/2）');
    shellCalls.length = 0;
    await act(() => jest.advanceTimersByTimeAsync(2500));
    await waitFor(() => expect(screen.getByTestId('pay-result-delivery').textContent).toContain('已全部分配（2）'));
    expect(shellCalls).toContain('countersChanged');
    expect(delivery).toHaveBeenCalledWith('P002');
  } finally {
    jest.useRealTimers();
  }
});
