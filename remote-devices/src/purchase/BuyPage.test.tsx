// The buy screen against a stubbed API: everything offered comes from /phone/resource and the
// form starts from its defaults (a price at once), the uncertified cap, the server's price (with
// an applicable coupon), the order summary, and a balance payment of exactly the amount shown,
// sent only from the confirm step (the checkout kit of @console/ui, on the phones' definition).
import { couponApi, shellServices } from '@console/shared';
import { AreaApp } from '@console/ui';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { type BuyOptions, type Price, type PriceQuery, phoneOrders } from '../api/phoneOrders';
import { devicesArea } from '../area';
import { signInAs } from '../../../packages/testing/signIn';

jest.mock('../api/phoneOrders', () => ({
  phoneOrders: { resource: jest.fn(), totalPrice: jest.fn(), buy: jest.fn(), order: jest.fn() },
}));
const api = phoneOrders as jest.Mocked<typeof phoneOrders>;
jest.mock('@console/shared', () => {
  const actual = jest.requireActual<typeof import('@console/shared')>('@console/shared');
  return { ...actual, couponApi: { usable: jest.fn() } };
});
const coupons = couponApi as jest.Mocked<typeof couponApi>;

const options = (remaining: number | null): BuyOptions => ({
  platforms: [{ value: 'android10', label: 'Android 10' }],
  regions: [
    { value: 'cn', label: '中国大陆' },
    { value: 'hk', label: '中国香港' },
  ],
  specs: [
    { value: '2c4g', label: '2核4G', month_fen: 6000, day_fen: 300, regions: ['cn'] },
    { value: '4c8g', label: '4核8G', month_fen: 10000, day_fen: 500, regions: ['cn', 'hk'] },
  ],
  durations: [
    { unit: 'day', value: 1, label: '1天' },
    { unit: 'month', value: 1, label: '1个月' },
  ],
  pay_types: ['balance', 'alipay'],
  balance_fen: 100000,
  cap:
    remaining === null
      ? { certified: true, limit: null, held: 3, remaining: null }
      : { certified: false, limit: 10, held: 10 - remaining, remaining },
});

// A price that depends on the query, so the test sees the screen shows the server's answer.
const priceOf = (q: PriceQuery): Price => {
  const quantity = 'quantity' in q ? q.quantity : q.phone_ids.length;
  const total = 6000 * quantity;
  const coupon = q.coupon_id === 5 ? 1000 : 0;
  return {
    unit_fen: 6000,
    quantity,
    total_fen: total,
    discount_fen: 0,
    coupon_fen: coupon,
    pay_fen: total - coupon,
    coupon_applicable: q.coupon_id === 5,
  };
};

// the boss: every action is offered (a staff member's screens are tested in PhoneListPage.roles)
beforeEach(() => signInAs('admin'));

beforeEach(() => {
  jest.clearAllMocks();
  api.totalPrice.mockImplementation(async (q) => ({ code: 0, message: '', data: priceOf(q) }));
  coupons.usable.mockResolvedValue([
    {
      id: 5,
      name: '新人券',
      amount_fen: 1000,
      min_spend_fen: 0,
      expires_at: '2030-01-01T00:00:00Z',
      status: 'usable',
      used_order_no: null,
      scope: 'all',
      scope_label: '全部订单',
    },
    {
      id: 6,
      name: '满额券',
      amount_fen: 5000,
      min_spend_fen: 99999,
      expires_at: '2030-01-01T00:00:00Z',
      status: 'usable',
      used_order_no: null,
      scope: 'all',
      scope_label: '全部订单',
    },
  ]);
  api.buy.mockResolvedValue({ order_no: 'PB123', status: 'buying', pay_fen: 5000, url: '' });
  api.order.mockResolvedValue({
    order_no: 'PB123',
    type: 'phone_buy',
    status: 'buying',
    quantity: 1,
    pay_fen: 5000,
    allocated: 0,
  });
});

const open = (path = '/phone/buy') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AreaApp {...devicesArea} />
    </MemoryRouter>,
  );

const form = () => within(screen.getByTestId('checkout-form'));
/** Clicks a label inside the form (the order summary repeats some of them). */
const click = async (text: string | RegExp) => act(async () => fireEvent.click(form().getByText(text)));
const summary = () => screen.getByTestId('order-summary').textContent ?? '';

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

const checked = (label: string | RegExp) =>
  (form().getByText(label).closest('label')!.querySelector('input') as HTMLInputElement).checked;

/** The confirm step's buttons (antd puts a space between two CJK characters). */
const dialogButton = (label: RegExp) =>
  [...document.querySelectorAll('.ant-modal button')].find((b) => label.test(b.textContent?.replace(/\s/g, '') ?? ''))!;

test('defaults from /phone/resource: every field chosen, 规格 shown, the price asked at once', async () => {
  api.resource.mockResolvedValue(options(null));
  open();
  await screen.findByTestId('checkout-form');
  expect(checked('Android 10')).toBe(true);
  expect(checked('中国大陆')).toBe(true);
  expect(checked(/^2核4G/)).toBe(true);
  expect(screen.getByTestId('duration-select').textContent).toContain('1个月');
  expect(checked('否')).toBe(true);
  expect(checked(/^余额支付/)).toBe(true);
  await waitFor(() => expect(screen.getByTestId('pay-amount').textContent).toBe('¥60.00'));
  expect(api.totalPrice).toHaveBeenCalledWith(
    { platform: 'android10', region: 'cn', spec: '2c4g', duration_unit: 'month', duration: 1, quantity: 1 },
    { noGlobalError: true },
  );
  // the sticky summary: spec, duration, quantity, unit price, coupon, total, method, balance after
  for (const part of [
    '2核4G',
    '1个月',
    '单价¥60.00',
    '总价¥60.00',
    '余额支付',
    '应付金额¥60.00',
    '支付后余额¥940.00',
  ]) {
    expect([part, summary().includes(part)]).toEqual([part, true]);
  }
  // nothing is said to be missing
  expect(screen.queryByText('请等待支付金额计算完成')).toBeNull();
  expect(screen.queryByText('填写完整后显示支付金额')).toBeNull();
});

test('cap, coupon, the confirm step: cancelling charges nothing, confirming pays the shown amount', async () => {
  api.resource.mockResolvedValue(options(1));
  const refreshMember = jest.spyOn(shellServices(), 'refreshMember');
  const countersChanged = jest.spyOn(shellServices(), 'countersChanged');
  open();
  await screen.findByTestId('checkout-form');
  expect(screen.getByTestId('cap-hint').textContent).toContain('还可购买 1 台');
  expect(screen.getByText('去认证').closest('a')!.getAttribute('href')).toBe('/company/setup');

  // Specs follow the region: 2核4G is not sold in Hong Kong.
  await click('中国香港');
  expect(form().queryByText(/^2核4G/)).toBeNull();
  await click('中国大陆');
  await click(/^2核4G/);
  await waitFor(() => expect(screen.getByTestId('pay-amount').textContent).toBe('¥60.00'));

  // Two phones exceed what the uncertified enterprise may still buy.
  const quantity = screen.getByTestId('quantity').querySelector('input') ?? screen.getByTestId('quantity');
  await act(async () => fireEvent.change(quantity, { target: { value: '2' } }));
  expect(await screen.findByText('未完成企业认证最多可购买10台设备，请先完成企业认证')).toBeTruthy();
  await click('立即购买');
  expect(document.querySelector('.ant-modal')).toBeNull();
  await act(async () => fireEvent.change(quantity, { target: { value: '1' } }));
  await waitFor(() => expect(screen.queryByText('未完成企业认证最多可购买10台设备，请先完成企业认证')).toBeNull());

  // Only the coupon the server calls applicable is offered; choosing it changes the price.
  const couponSelect = screen.getByText('不使用优惠券').closest('.ant-select')!;
  await act(async () => fireEvent.mouseDown(couponSelect.querySelector('input') ?? couponSelect));
  const options_ = await waitFor(() => {
    const list = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
    if (!list.some((t) => t?.includes('新人券'))) throw new Error('no coupon yet');
    return list;
  });
  expect(options_.some((t) => t?.includes('满额券'))).toBe(false);
  const newcomer = [...document.querySelectorAll('.ant-select-item-option')].find((o) =>
    o.textContent?.includes('新人券'),
  )!;
  await act(async () => fireEvent.click(newcomer));
  await waitFor(() => expect(screen.getByTestId('pay-amount').textContent).toBe('¥50.00'));

  // 立即购买 opens the confirm step with exactly what will be charged; 返回修改 sends nothing.
  await click('立即购买');
  const dialog = await screen.findByRole('dialog');
  expect(dialog.textContent).toContain('确认订单');
  expect(dialog.textContent).toContain('优惠券抵扣-¥10.00');
  expect(dialog.textContent).toContain('应付金额¥50.00');
  expect(dialog.textContent).toContain('支付后余额¥950.00');
  await act(async () => fireEvent.click(dialogButton(/^返回修改$/)));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.buy).not.toHaveBeenCalled();

  await click('立即购买');
  await screen.findByRole('dialog');
  await act(async () => fireEvent.click(dialogButton(/^确认支付¥50.00$/)));
  await waitFor(() => expect(api.buy).toHaveBeenCalledTimes(1));
  expect(api.buy).toHaveBeenCalledWith(
    {
      platform: 'android10',
      region: 'cn',
      spec: '2c4g',
      duration_unit: 'month',
      duration: 1,
      quantity: 1,
      coupon_id: 5,
      auto_renew: 0,
      pay_type: 'balance',
      expected_pay_fen: 5000,
    },
    expect.stringMatching(/^[0-9a-f]{32}$/),
  );
  expect(await screen.findByText('购买成功')).toBeTruthy();
  expect(screen.getByText('订单号：PB123')).toBeTruthy();
  expect(await screen.findByText(/分配中/)).toBeTruthy();
  expect(screen.getByText('查看设备列表').closest('button')).toBeTruthy();
  // The shell's balance and sidebar counters follow the balance payment.
  expect(refreshMember).toHaveBeenCalledTimes(1);
  expect(countersChanged).toHaveBeenCalledTimes(1);
});

async function priced() {
  await screen.findByTestId('checkout-form');
  await waitFor(() => expect(screen.getByTestId('pay-amount').textContent).toBe('¥60.00'));
}

test("a balance short of the price: Alipay is preselected; the balance offers the shell's recharge with the missing amount", async () => {
  api.resource.mockResolvedValue({ ...options(null), balance_fen: 1000 });
  const openRecharge = jest.spyOn(shellServices(), 'openRecharge');
  open();
  await priced();
  await waitFor(() => expect(checked('支付宝')).toBe(true));
  await click(/^余额支付/);
  const short = await screen.findByTestId('balance-short');
  expect(short.textContent).toContain('余额不足');
  await act(async () => fireEvent.click(screen.getByTestId('balance-recharge')));
  expect(openRecharge).toHaveBeenCalledWith({ shortFen: 5000 });
});

test('no recharge offer for a member who may not see the balance (balance_fen null)', async () => {
  api.resource.mockResolvedValue({ ...options(null), balance_fen: null });
  open();
  await priced();
  expect(screen.queryByTestId('balance-short')).toBeNull();
  expect(screen.queryByTestId('balance-recharge')).toBeNull();
  expect(screen.queryByTestId('balance-after')).toBeNull();
});

test('/buyall is the same screen; a refused payment keeps the form and reads balance/cap again', async () => {
  api.resource.mockResolvedValue(options(null));
  api.buy.mockRejectedValueOnce(new Error('价格已变化，请刷新后重试'));
  const refreshMember = jest.spyOn(shellServices(), 'refreshMember');
  open('/buyall');
  await screen.findByTestId('checkout-form');
  expect(screen.queryByTestId('cap-hint')).toBeNull();
  await click(/^4核8G/);
  await chooseDuration('1天');
  await click('是');
  await waitFor(() => expect(screen.getByTestId('pay-amount').textContent).toBe('¥60.00'));
  await click('立即购买');
  await screen.findByRole('dialog');
  await act(async () => fireEvent.click(dialogButton(/^确认支付¥60.00$/)));
  await waitFor(() => expect(api.buy).toHaveBeenCalledTimes(1));
  await waitFor(() => expect(api.resource).toHaveBeenCalledTimes(2));
  // Still the form, with what was chosen.
  expect(screen.getByTestId('checkout-form')).toBeTruthy();
  expect(checked('是')).toBe(true);
  expect(screen.queryByText('购买成功')).toBeNull();
  expect(refreshMember).not.toHaveBeenCalled(); // nothing was paid
});
