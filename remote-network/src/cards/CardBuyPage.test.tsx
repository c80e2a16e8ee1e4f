// /NetworkCard/buyCard against a stubbed API: the choices and prices are the server's, the amount
// shown is the server's quote, and the order sends that amount back as expected_pay_fen.
import { AreaApp } from '@console/ui';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { signInAs } from '../../../packages/testing/signIn';
import { networkCards } from '../api/networkCards';
import { networkArea } from '../area';

jest.mock('../api/networkCards', () => ({
  CARD_EXPORT_PATH: '/networkCard/list/export',
  networkCards: { resource: jest.fn(), totalPrice: jest.fn(), buy: jest.fn(), list: jest.fn(), cnt: jest.fn() },
}));
const api = networkCards as jest.Mocked<typeof networkCards>;

beforeEach(() => {
  jest.clearAllMocks();
  api.resource.mockResolvedValue({
    regions: [
      { value: 'cn', label: '中国大陆' },
      { value: 'hk', label: '中国香港' },
    ],
    types: [
      { value: 'dedicated', label: '独享' },
      { value: 'shared', label: '共享' },
    ],
    prices: [
      { region: 'cn', type: 'dedicated', month_fen: 3000, day_fen: 150 },
      { region: 'cn', type: 'shared', month_fen: 1500, day_fen: 80 },
    ],
    durations: [
      { unit: 'day', value: 1, label: '1天' },
      { unit: 'month', value: 1, label: '1个月' },
    ],
    pay_types: ['balance', 'alipay'],
    balance_fen: 100000,
  });
  api.totalPrice.mockResolvedValue({
    unit_fen: 3000,
    quantity: 1,
    total_fen: 3000,
    discount_fen: 0,
    coupon_fen: 0,
    pay_fen: 3000,
    coupon_applicable: false,
  });
  api.buy.mockResolvedValue({ order_no: 'N1', status: 'paid', pay_fen: 3000, url: '' });
  api.list.mockResolvedValue({ total: 0, list: [] });
  api.cnt.mockResolvedValue({ all: 0, unexpired: 0, will_expire: 0, expired: 0 });
});

test('the server prices the form and the order carries that price', async () => {
  await signInAs('admin');
  render(
    <MemoryRouter initialEntries={['/NetworkCard/buyCard']}>
      <AreaApp {...networkArea} />
    </MemoryRouter>,
  );
  await screen.findByText('独享 ¥30.00/月');
  await waitFor(() => expect(screen.getByTestId('pay-amount').textContent).toBe('¥30.00'));
  expect(api.totalPrice).toHaveBeenLastCalledWith({
    region: 'cn',
    card_type: 'dedicated',
    quantity: 1,
    duration_unit: 'month',
    duration: 1,
  });
  expect(screen.getByText('¥1000.00')).toBeTruthy(); // the wallet balance
  await act(async () => fireEvent.click(screen.getByText('立即购买')));
  await waitFor(() => expect(api.buy).toHaveBeenCalled());
  expect(api.buy.mock.calls[0][0]).toEqual({
    region: 'cn',
    card_type: 'dedicated',
    quantity: 1,
    duration_unit: 'month',
    duration: 1,
    auto_renew: 0,
    pay_type: 'balance',
    expected_pay_fen: 3000,
  });
});
