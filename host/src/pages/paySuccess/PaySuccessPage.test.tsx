// /pay/success says what happened to the order it is given, read through GET /phone/order.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';

const get = jest.fn();
const refreshMember = jest.fn();

jest.mock('@console/shared', () => {
  const actual = jest.requireActual<typeof import('@console/shared')>('@console/shared');
  return {
    ...actual,
    get: (url: string, q: unknown, flags: unknown) => get(url, q, flags),
    shellServices: () => ({ ...actual.shellServices(), refreshMember }),
  };
});

import { checkoutDraft, createQueryClient, initI18n } from '@console/shared';
import { registerHostResources } from '../../i18n';
import { PaySuccessPage } from './PaySuccessPage';

initI18n();
registerHostResources();

function mount(search: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <App>
        <MemoryRouter initialEntries={[`/pay/success${search}`]}>
          <Routes>
            <Route path="/pay/success" element={<PaySuccessPage />} />
            <Route path="*" element={<div data-testid="elsewhere">elsewhere</div>} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

const order = (status: string) => ({
  code: 0,
  message: '',
  data: { order_no: 'R1', type: 'recharge', status, quantity: 1, pay_fen: 1250, allocated: 0 },
});

beforeEach(() => {
  sessionStorage.clear();
  get.mockReset();
  refreshMember.mockReset().mockResolvedValue(undefined);
});

test('opened with no order: a neutral result, no 支付成功, no request', () => {
  mount('');
  expect(screen.getByText('没有订单信息')).toBeTruthy();
  expect(screen.queryByText('支付成功')).toBeNull();
  expect(get).not.toHaveBeenCalled();
});

test('a paid order: 支付成功 with the amount, and the balance is re-read', async () => {
  get.mockResolvedValue(order('paid'));
  mount('?order_no=R1');
  expect(await screen.findByText('支付成功')).toBeTruthy();
  expect(screen.getByTestId('pay-result-amount').textContent).toBe('支付金额：¥12.50');
  expect(get).toHaveBeenCalledWith('/phone/order', { order_no: 'R1' }, { noGlobalError: true });
  await waitFor(() => expect(refreshMember).toHaveBeenCalled());
});

test('an unpaid order says 等待支付 and offers a refresh', async () => {
  get.mockResolvedValue(order('awaiting_payment'));
  mount('?order_no=R1');
  expect(await screen.findByText('等待支付')).toBeTruthy();
  expect(screen.getByRole('button', { name: '刷新订单状态' })).toBeTruthy();
  expect(screen.queryByText('支付成功')).toBeNull();
  expect(refreshMember).not.toHaveBeenCalled();
});

test('expired and cancelled orders say so', async () => {
  get.mockResolvedValue(order('expired'));
  const view = mount('?order_no=R1');
  expect(await screen.findByText('订单已过期')).toBeTruthy();
  view.unmount();
  get.mockResolvedValue(order('cancelled'));
  mount('?order_no=R1');
  expect(await screen.findByText('订单已取消')).toBeTruthy();
});

test('an order number the server does not know: not found, with a way home', async () => {
  get.mockResolvedValue({ code: 40004, message: '订单不存在', data: null });
  mount('?order_no=nope');
  expect(await screen.findByText('未找到订单')).toBeTruthy();
  expect(screen.getByRole('button', { name: '返回设备列表' })).toBeTruthy();
});

test('a recharge made for a purchase goes back to the purchase once paid', async () => {
  checkoutDraft.save('/phone/buy', { quantity: 3 });
  get.mockResolvedValue(order('paid'));
  mount('?order_no=R1');
  expect(await screen.findByTestId('elsewhere')).toBeTruthy();
  expect(refreshMember).toHaveBeenCalled();
  // the purchase takes its values back itself
  expect(checkoutDraft.returnPath()).toBe('/phone/buy');
});

test('a recharge still waiting does not leave the page', async () => {
  checkoutDraft.save('/phone/buy', { quantity: 3 });
  get.mockResolvedValue(order('awaiting_payment'));
  mount('?order_no=R1');
  expect(await screen.findByText('等待支付')).toBeTruthy();
  expect(screen.queryByTestId('elsewhere')).toBeNull();
});
