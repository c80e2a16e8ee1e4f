// The renewal screen against a stubbed API: the chosen phones from selectPhoneIds, the expiry
// rule, a price from the server, a balance payment of the shown amount; no or unknown ids → an
// empty state with the way back. The form is the checkout kit's: renewing happens in its confirm step.
import { couponApi, shellServices } from '@console/shared';
import { AreaApp } from '@console/ui';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { type BuyOptions, type RenewPhone, phoneOrders } from '../api/phoneOrders';
import { devicesArea } from '../area';
import { signInAs } from '../../../packages/testing/signIn';

jest.mock('../api/phoneOrders', () => ({
  phoneOrders: {
    resource: jest.fn(),
    totalPrice: jest.fn(),
    renew: jest.fn(),
    renewList: jest.fn(),
  },
}));
const api = phoneOrders as jest.Mocked<typeof phoneOrders>;
jest.mock('@console/shared', () => {
  const actual = jest.requireActual<typeof import('@console/shared')>('@console/shared');
  return { ...actual, couponApi: { usable: jest.fn() } };
});
const coupons = couponApi as jest.Mocked<typeof couponApi>;

const options: BuyOptions = {
  platforms: [],
  regions: [],
  specs: [],
  durations: [
    { unit: 'day', value: 1, label: '1天' },
    { unit: 'month', value: 1, label: '1个月' },
  ],
  pay_types: ['balance', 'wechat'],
  balance_fen: 1000,
  cap: { certified: false, limit: 10, held: 10, remaining: 0 },
};

const HOUR = 3_600_000;
const phone = (id: number, over: Partial<RenewPhone> = {}): RenewPhone => ({
  id,
  phone_name: `手机${id}`,
  is_domestic_name: 'Xiaomi 12 (simulator)',
  spec_name: '4核8G',
  version: 'Android 10',
  expiration_time: new Date(Date.now() + 10 * 24 * HOUR).toISOString(),
  remain_day: 10,
  remain_hour: 240,
  is_expired: 0,
  auto_renew: 0,
  ...over,
});

// the boss: every action is offered (a staff member's screens are tested in PhoneListPage.roles)
beforeEach(() => signInAs('admin'));

beforeEach(() => {
  jest.clearAllMocks();
  api.resource.mockResolvedValue(options);
  coupons.usable.mockResolvedValue([]);
  api.totalPrice.mockImplementation(async (q) => {
    const n = 'phone_ids' in q ? q.phone_ids.length : 0;
    const pay = (q.duration_unit === 'day' ? 500 : 10000) * n;
    return {
      code: 0,
      message: '',
      data: {
        unit_fen: pay / n,
        quantity: n,
        total_fen: pay,
        discount_fen: 0,
        coupon_fen: 0,
        pay_fen: pay,
        coupon_applicable: false,
      },
    };
  });
  api.renew.mockResolvedValue({ order_no: 'PR9', status: 'paid', pay_fen: 1000, url: '' });
});

const open = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AreaApp {...devicesArea} />
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

test('lists the chosen phones with the expiry rule, prices them on the server and pays the shown amount', async () => {
  api.renewList
    .mockResolvedValueOnce([
      phone(3, { expiration_time: new Date(Date.now() - HOUR).toISOString(), remain_day: 0, is_expired: 1 }),
      phone(1, { expiration_time: new Date(Date.now() + 5.5 * HOUR).toISOString(), remain_day: 0, auto_renew: 1 }),
    ])
    .mockResolvedValueOnce([phone(3), phone(1)]);
  const refreshMember = jest.spyOn(shellServices(), 'refreshMember');
  const countersChanged = jest.spyOn(shellServices(), 'countersChanged');
  const openRecharge = jest.spyOn(shellServices(), 'openRecharge');
  open('/phone/renew?selectPhoneIds=3,1,3');
  await screen.findByText('手机3');
  expect(api.renewList).toHaveBeenCalledWith([3, 1]);
  expect(screen.getByText('续费的云手机（2 台）')).toBeTruthy();
  expect(screen.getByText('已过期')).toBeTruthy();
  expect(screen.getByText('5小时')).toBeTruthy();

  // Balance ¥10.00 cannot pay two months: the form says so and points to the balance details.
  await chooseDuration('1个月');
  await act(async () => fireEvent.click(screen.getByText(/^余额支付/)));
  await waitFor(() => expect(screen.getByTestId('pay-amount').textContent).toBe('¥200.00'));
  expect(screen.getByTestId('balance-short')).toBeTruthy();
  await act(async () => fireEvent.click(screen.getByTestId('balance-recharge')));
  expect(openRecharge).toHaveBeenCalledWith({ shortFen: 19000 }); // ¥200.00 − ¥10.00

  await chooseDuration('1天');
  await waitFor(() => expect(screen.getByTestId('pay-amount').textContent).toBe('¥10.00'));
  expect(screen.queryByTestId('balance-short')).toBeNull();
  await act(async () => fireEvent.click(screen.getByText('立即续费')));
  const confirm = await screen.findByRole('dialog');
  expect(confirm.textContent).toContain('续费设备2 台');
  expect(confirm.textContent).toContain('续费时长1天');
  const pay = [...confirm.querySelectorAll('button')].find((b) => /确认支付/.test(b.textContent ?? ''))!;
  await act(async () => fireEvent.click(pay));
  await waitFor(() =>
    expect(api.renew).toHaveBeenCalledWith(
      {
        phone_ids: [3, 1],
        duration_unit: 'day',
        duration: 1,
        pay_type: 'balance',
        expected_pay_fen: 1000,
      },
      expect.stringMatching(/^[0-9a-f]{32}$/),
    ),
  );
  expect(await screen.findByText('续费成功')).toBeTruthy();
  expect(refreshMember).toHaveBeenCalledTimes(1);
  expect(countersChanged).toHaveBeenCalledTimes(1);
  // The result shows the phones again, read after payment.
  await waitFor(() => expect(api.renewList).toHaveBeenCalledTimes(2));
  expect(screen.getByText('查看设备列表').closest('button')).toBeTruthy();
});

test('no ids → empty state with the way back, nothing asked of the server', async () => {
  open('/phone/renew');
  expect(await screen.findByText('没有选择要续费的云手机')).toBeTruthy();
  expect(screen.getByText('返回设备列表').closest('button')).toBeTruthy();
  expect(api.renewList).not.toHaveBeenCalled();
  expect(api.resource).not.toHaveBeenCalled();
});

test('unknown ids (the server says 40004) → empty state', async () => {
  api.renewList.mockRejectedValue(new Error('设备不存在'));
  open('/phone/renew?selectPhoneIds=999');
  expect(await screen.findByText('所选云手机不存在或已不可续费')).toBeTruthy();
  expect(api.renew).not.toHaveBeenCalled();
});
