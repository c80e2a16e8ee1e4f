// /NetworkCard/renew?ids= against a stubbed API: the chosen cards from GET /networkCard/renewList,
// the server's price for them, and a renewal paid from the confirm step with the amount shown and
// the attempt's key; the result shows the cards again. No ids, or ids the server refuses → the
// warning, and no form.
import { couponApi } from '@console/shared';
import { AreaApp } from '@console/ui';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { signInAs } from '../../../packages/testing/signIn';
import { type NetworkCard, networkCards } from '../api/networkCards';
import { networkArea } from '../area';

jest.mock('../api/networkCards', () => ({
  CARD_EXPORT_PATH: '/networkCard/list/export',
  networkCards: { resource: jest.fn(), totalPrice: jest.fn(), renew: jest.fn(), renewList: jest.fn() },
}));
const api = networkCards as jest.Mocked<typeof networkCards>;
jest.mock('@console/shared', () => {
  const actual = jest.requireActual<typeof import('@console/shared')>('@console/shared');
  return { ...actual, couponApi: { usable: jest.fn() } };
});
const coupons = couponApi as jest.Mocked<typeof couponApi>;

const card = (id: number, over: Partial<NetworkCard> = {}): NetworkCard => ({
  id,
  name: `网卡${id}`,
  ip: `10.0.0.${id}`,
  region: '中国大陆',
  phone_id: null,
  phone_name: '',
  phone_count: 0,
  status: 'normal',
  card_type: 'shared',
  account_id: null,
  account_name: '',
  auto_renew: 0,
  expiration_time: '2030-01-10T00:00:00Z',
  remain_day: 10,
  remain_hour: 240,
  is_expired: 0,
  created_at: '2025-01-01T00:00:00Z',
  ...over,
});

beforeEach(async () => {
  jest.clearAllMocks();
  await signInAs('admin');
  api.resource.mockResolvedValue({
    regions: [],
    types: [],
    prices: [],
    durations: [
      { unit: 'day', value: 1, label: '1天' },
      { unit: 'month', value: 1, label: '1个月' },
    ],
    pay_types: ['balance', 'wechat'],
    balance_fen: 50000,
  });
  coupons.usable.mockResolvedValue([]);
  // ¥15.00 a card and month, ¥0.80 a card and day
  api.totalPrice.mockImplementation(async (q) => {
    const n = q.ids?.length ?? 0;
    const unit = q.duration_unit === 'day' ? 80 : 1500;
    const total = unit * n;
    return {
      code: 0,
      message: '',
      data: {
        unit_fen: unit,
        quantity: n,
        total_fen: total,
        discount_fen: 0,
        coupon_fen: 0,
        pay_fen: total,
        coupon_applicable: false,
      },
    };
  });
  api.renew.mockResolvedValue({ order_no: 'NR7', status: 'paid', pay_fen: 160, url: '' });
});

const open = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AreaApp {...networkArea} />
    </MemoryRouter>,
  );

async function chooseDuration(label: string) {
  const select = screen.getByTestId('duration-select');
  await act(async () => fireEvent.mouseDown(select.querySelector('input') ?? select));
  const option = await waitFor(() => {
    const o = [...document.querySelectorAll('.ant-select-item-option')].find((el) => el.textContent === label);
    if (!o) throw new Error(`no option ${label}`);
    return o;
  });
  await act(async () => fireEvent.click(option));
}

test('the chosen cards, priced by the server, renewed from the confirm step with the amount shown', async () => {
  api.renewList
    .mockResolvedValueOnce([card(2), card(1)])
    .mockResolvedValueOnce([card(2, { expiration_time: '2030-01-11T00:00:00Z' }), card(1)]);
  open('/NetworkCard/renew?ids=2,1,2');
  await screen.findByText('网卡2');
  expect(api.renewList).toHaveBeenCalledWith([2, 1]);
  expect(screen.getByText('10.0.0.1')).toBeTruthy();
  await waitFor(() => expect(screen.getByTestId('pay-amount').textContent).toBe('¥30.00'));
  expect(api.totalPrice).toHaveBeenLastCalledWith(
    { ids: [2, 1], duration_unit: 'month', duration: 1 },
    { noGlobalError: true },
  );

  await chooseDuration('1天');
  await waitFor(() => expect(screen.getByTestId('pay-amount').textContent).toBe('¥1.60'));
  await act(async () => fireEvent.click(screen.getByText('立即续费')));
  const dialog = await screen.findByRole('dialog');
  expect(dialog.textContent).toContain('续费网卡2 张');
  expect(dialog.textContent).toContain('购买时长1天');
  expect(within(dialog).getByTestId('summary-pay').textContent).toBe('¥1.60');
  const pay = [...dialog.querySelectorAll('button')].find((b) => /确认支付/.test(b.textContent ?? ''))!;
  expect(pay.textContent?.replace(/\s/g, '')).toBe('确认支付¥1.60');
  await act(async () => fireEvent.click(pay));
  await waitFor(() => expect(api.renew).toHaveBeenCalledTimes(1));
  expect(api.renew).toHaveBeenCalledWith(
    { ids: [2, 1], duration_unit: 'day', duration: 1, pay_type: 'balance', expected_pay_fen: 160 },
    expect.stringMatching(/^[0-9a-f]{32}$/),
  );
  expect(await screen.findByText('续费成功')).toBeTruthy();
  expect(screen.getByText('订单号：NR7')).toBeTruthy();
  expect(screen.getByText('查看网卡列表').closest('button')).toBeTruthy();
  // the cards are read again and shown under the result
  await waitFor(() => expect(api.renewList).toHaveBeenCalledTimes(2));
  expect(within(screen.getByTestId('pay-result')).getByText('网卡2')).toBeTruthy();
});

test('no ids → the warning; nothing is asked of the server', async () => {
  open('/NetworkCard/renew');
  expect(await screen.findByText('没有选择要续费的网卡')).toBeTruthy();
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('网卡续费');
  expect(screen.queryByTestId('checkout-form')).toBeNull();
  expect(api.renewList).not.toHaveBeenCalled();
  expect(api.resource).not.toHaveBeenCalled();
});

test('ids the server refuses → the warning, no form', async () => {
  api.renewList.mockRejectedValue(new Error('网卡不存在'));
  open('/NetworkCard/renew?ids=999');
  expect(await screen.findByText('部分网卡不存在或无权查看')).toBeTruthy();
  expect(screen.queryByTestId('checkout-form')).toBeNull();
  expect(api.renew).not.toHaveBeenCalled();
});
