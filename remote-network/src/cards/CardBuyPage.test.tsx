// /NetworkCard/buyCard against a stubbed API: the choices and prices are the server's, the form is
// priced at once from its defaults, an applicable coupon lowers the amount, and the order — sent
// only from the confirm step (the checkout kit of @console/ui) — carries the amount shown as
// expected_pay_fen with the attempt's Idempotency-Key.
import { couponApi, shellServices } from '@console/shared';
import { AreaApp } from '@console/ui';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { signInAs } from '../../../packages/testing/signIn';
import { type CardOptions, networkCards } from '../api/networkCards';
import { networkArea } from '../area';

jest.mock('../api/networkCards', () => ({
  CARD_EXPORT_PATH: '/networkCard/list/export',
  networkCards: { resource: jest.fn(), totalPrice: jest.fn(), buy: jest.fn(), list: jest.fn(), cnt: jest.fn() },
}));
const api = networkCards as jest.Mocked<typeof networkCards>;
jest.mock('@console/shared', () => {
  const actual = jest.requireActual<typeof import('@console/shared')>('@console/shared');
  return { ...actual, couponApi: { usable: jest.fn() } };
});
const coupons = couponApi as jest.Mocked<typeof couponApi>;

const options: CardOptions = {
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
};

const coupon = (id: number, name: string, amount: number) => ({
  id,
  name,
  amount_fen: amount,
  min_spend_fen: 0,
  expires_at: '2030-01-01T00:00:00Z',
  status: 'usable' as const,
  used_order_no: null,
  scope: 'all',
  scope_label: '全部订单',
});

beforeEach(async () => {
  jest.clearAllMocks();
  await signInAs('admin');
  api.resource.mockResolvedValue(options);
  // ¥30.00 a card; coupon 5 takes ¥10.00 off, coupon 6 applies to nothing here
  api.totalPrice.mockImplementation(async (q) => {
    const quantity = q.quantity ?? 0;
    const total = 3000 * quantity;
    const off = q.coupon_id === 5 ? 1000 : 0;
    return {
      code: 0,
      message: '',
      data: {
        unit_fen: 3000,
        quantity,
        total_fen: total,
        discount_fen: 0,
        coupon_fen: off,
        pay_fen: total - off,
        coupon_applicable: q.coupon_id === 5,
      },
    };
  });
  coupons.usable.mockResolvedValue([coupon(5, '新人券', 1000), coupon(6, '满额券', 5000)]);
  api.buy.mockResolvedValue({ order_no: 'N1', status: 'paid', pay_fen: 2000, url: '' });
  api.list.mockResolvedValue({ total: 0, list: [] });
  api.cnt.mockResolvedValue({ all: 0, unexpired: 0, will_expire: 0, expired: 0 });
});

const open = () =>
  render(
    <MemoryRouter initialEntries={['/NetworkCard/buyCard']}>
      <AreaApp {...networkArea} />
    </MemoryRouter>,
  );

const amount = () => screen.getByTestId('pay-amount').textContent;
const summary = () => screen.getByTestId('order-summary').textContent ?? '';
/** The confirm step's buttons (antd puts a space between two CJK characters). */
const dialogButton = (label: RegExp) =>
  [...document.querySelectorAll('.ant-modal button')].find((b) => label.test(b.textContent?.replace(/\s/g, '') ?? ''))!;

test('the server prices the defaults at once; the summary says what is bought', async () => {
  open();
  await screen.findByText('独享 ¥30.00/月');
  expect(screen.getByText('共享 ¥15.00/月')).toBeTruthy();
  await waitFor(() => expect(amount()).toBe('¥30.00'));
  expect(api.totalPrice).toHaveBeenCalledWith(
    { region: 'cn', card_type: 'dedicated', quantity: 1, duration_unit: 'month', duration: 1 },
    { noGlobalError: true },
  );
  expect(screen.getByText('余额支付（可用余额 ¥1,000.00）')).toBeTruthy();
  for (const part of ['地区中国大陆', '类型独享', '购买数量1', '购买时长1个月', '应付金额¥30.00', '支付后余额¥970.00'])
    expect([part, summary().includes(part)]).toEqual([part, true]);
});

test('a quantity out of range is said and priced by nobody; nothing can be confirmed', async () => {
  open();
  await waitFor(() => expect(amount()).toBe('¥30.00'));
  await act(async () => fireEvent.change(screen.getByLabelText('购买数量'), { target: { value: '101' } }));
  expect(await screen.findByText('购买数量必须是1到100之间的整数')).toBeTruthy();
  expect(await screen.findByText('填写完整后显示支付金额')).toBeTruthy();
  await act(async () => fireEvent.click(screen.getByText('立即购买')));
  expect(document.querySelector('.ant-modal')).toBeNull();
  expect(api.totalPrice).not.toHaveBeenCalledWith(expect.objectContaining({ quantity: 101 }), expect.anything());
});

test('with a coupon: the confirm step shows the amount, and paying sends it once with a key', async () => {
  const refreshMember = jest.spyOn(shellServices(), 'refreshMember');
  open();
  await waitFor(() => expect(amount()).toBe('¥30.00'));

  // only the coupon the server calls applicable is offered
  const couponSelect = (await screen.findByText('不使用优惠券')).closest('.ant-select')!;
  await act(async () => fireEvent.mouseDown(couponSelect.querySelector('input') ?? couponSelect));
  const newcomer = await waitFor(() => {
    const o = [...document.querySelectorAll('.ant-select-item-option')].find((el) =>
      el.textContent?.includes('新人券'),
    );
    if (!o) throw new Error('no coupon yet');
    return o;
  });
  expect(document.querySelector('.ant-select-dropdown')?.textContent).not.toContain('满额券');
  await act(async () => fireEvent.click(newcomer));
  await waitFor(() => expect(amount()).toBe('¥20.00'));

  await act(async () => fireEvent.click(screen.getByText('立即购买')));
  const dialog = await screen.findByRole('dialog');
  expect(dialog.textContent).toContain('购买数量1');
  expect(dialog.textContent).toContain('优惠券抵扣-¥10.00');
  expect(within(dialog).getByTestId('summary-pay').textContent).toBe('¥20.00');
  await act(async () => fireEvent.click(dialogButton(/^确认支付¥20.00$/)));
  await waitFor(() => expect(api.buy).toHaveBeenCalledTimes(1));
  expect(api.buy).toHaveBeenCalledWith(
    {
      region: 'cn',
      card_type: 'dedicated',
      quantity: 1,
      duration_unit: 'month',
      duration: 1,
      coupon_id: 5,
      auto_renew: 0,
      pay_type: 'balance',
      expected_pay_fen: 2000,
    },
    expect.stringMatching(/^[0-9a-f]{32}$/),
  );
  expect(await screen.findByText('购买成功')).toBeTruthy();
  expect(screen.getByText('订单号：N1')).toBeTruthy();
  expect(screen.getByText('查看订单').closest('button')).toBeTruthy();
  expect(refreshMember).toHaveBeenCalledTimes(1);
  // back to the list, which is read again
  await act(async () => fireEvent.click(screen.getByText('查看网卡列表')));
  await waitFor(() => expect(api.list).toHaveBeenCalled());
  expect(api.buy).toHaveBeenCalledTimes(1);
});
