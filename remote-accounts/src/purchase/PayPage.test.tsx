// The pay screens against a stubbed API: the chosen sub-accounts, the server's price for the form,
// and a balance payment sending exactly the amount shown, after which the shell's balance follows.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AreaApp } from '@console/ui';
import { shellServices } from '@console/shared';
import { accounts } from '../api/accounts';
import { accountsArea } from '../area';
import { signInAs } from '../../../packages/testing/signIn';

jest.mock('../api/accounts', () => ({
  ...jest.requireActual('../api/accounts'),
  accounts: { paymentList: jest.fn(), price: jest.fn(), pay: jest.fn(), payMemory: jest.fn() },
}));
const api = accounts as jest.Mocked<typeof accounts>;

const options = {
  list: [
    {
      id: 4,
      name: '分身-续1',
      state: 'running' as const,
      paid: true,
      memory_gb: 0,
      expiration_time: '2030-02-01T00:00:00Z',
      remain_day: 5,
      is_expired: 0,
    },
    {
      id: 5,
      name: '分身-续2',
      state: 'expired' as const,
      paid: true,
      memory_gb: 0,
      expiration_time: '2030-01-01T00:00:00Z',
      remain_day: 0,
      is_expired: 1,
    },
  ],
  month_fen: 2000,
  day_fen: 100,
  memory: [{ gb: 16, fen: 1000 }],
  durations: [
    { unit: 'day' as const, value: 1 },
    { unit: 'month' as const, value: 1 },
  ],
  pay_types: ['balance' as const, 'alipay' as const],
  balance_fen: 100_000,
};

beforeEach(() => {
  jest.clearAllMocks();
  api.paymentList.mockResolvedValue(options);
  api.price.mockResolvedValue({
    unit_fen: 2000,
    quantity: 2,
    total_fen: 4000,
    discount_fen: 0,
    coupon_fen: 0,
    pay_fen: 4000,
    coupon_applicable: false,
  });
  api.pay.mockResolvedValue({ order_no: 'P1', status: 'paid', pay_fen: 4000, url: '' });
});

test('renew: the chosen sub-accounts, the server price, a balance payment of exactly that amount', async () => {
  await signInAs('admin');
  const refreshMember = jest.spyOn(shellServices(), 'refreshMember');
  render(
    <MemoryRouter initialEntries={['/account/renew?selectAccountIds=4,5']}>
      <AreaApp {...accountsArea} />
    </MemoryRouter>,
  );
  await screen.findByText('分身-续1');
  expect(api.paymentList).toHaveBeenCalledWith('renew', [4, 5]);
  expect(screen.getByText('已选 2 / 2 个分身')).toBeTruthy();
  // choose 1 month: the price is asked of the server
  const select = screen.getByTestId('pay-duration').querySelector('input')!;
  await act(async () => fireEvent.mouseDown(select));
  await act(async () => fireEvent.click(await screen.findByText('1个月')));
  await waitFor(() =>
    expect(api.price).toHaveBeenCalledWith({ kind: 'renew', account_ids: [4, 5], duration_unit: 'month', duration: 1 }),
  );
  await screen.findByText('¥40.00');
  await act(async () => fireEvent.click(screen.getByText('立即续费').closest('button')!));
  await waitFor(() =>
    expect(api.pay).toHaveBeenCalledWith({
      kind: 'renew',
      account_ids: [4, 5],
      duration_unit: 'month',
      duration: 1,
      pay_type: 'balance',
      expected_pay_fen: 4000,
    }),
  );
  await screen.findByText('续费成功');
  expect(refreshMember).toHaveBeenCalled();
});

test('buy with nothing awaiting payment says so and links back', async () => {
  await signInAs('admin');
  api.paymentList.mockResolvedValue({ ...options, list: [] });
  render(
    <MemoryRouter initialEntries={['/account/buy']}>
      <AreaApp {...accountsArea} />
    </MemoryRouter>,
  );
  await screen.findByTestId('pay-empty');
  expect(api.paymentList).toHaveBeenCalledWith('buy', undefined);
  expect(screen.getByText('没有待支付的分身，请先在分身列表中新建分身')).toBeTruthy();
});
