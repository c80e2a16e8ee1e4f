// /device/renew?ids= against a stubbed API: the chosen devices in use with their monthly price (a
// platform device at its region × type price, an own one at the service fee), a warning for the
// chosen ones that cannot be renewed, the server's price and a renewal paid from the confirm step
// with the amount shown and the attempt's key; the result shows the devices again.
import type { IpDevice } from '@console/contract';
import { couponApi } from '@console/shared';
import { AreaApp } from '@console/ui';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { signInAs } from '../../../packages/testing/signIn';
import { ipDevices } from '../api/ipDevices';
import { networkArea } from '../area';

jest.mock('../api/ipDevices', () => ({
  ipDevices: { resource: jest.fn(), totalPrice: jest.fn(), renew: jest.fn(), list: jest.fn() },
}));
const api = ipDevices as jest.Mocked<typeof ipDevices>;
jest.mock('@console/shared', () => {
  const actual = jest.requireActual<typeof import('@console/shared')>('@console/shared');
  return { ...actual, couponApi: { usable: jest.fn() } };
});
const coupons = couponApi as jest.Mocked<typeof couponApi>;

const device = (id: number, over: Partial<IpDevice> = {}): IpDevice => ({
  id,
  kind: 'platform',
  protocol: 'socks5',
  address: `203.0.113.${id}`,
  port: 1080,
  username: 'u',
  has_password: true,
  mapped_ip: '',
  encryption: '',
  obfuscation: '',
  obfuscation_param: '',
  protocol_param: '',
  region: '中国香港',
  platform: 'amazon',
  ip_type: 'static',
  status: 'normal',
  stage: 'active',
  expiry_state: 'normal',
  is_remote: 1,
  tags: [],
  auto_renew: 0,
  purchase_time: '2030-01-01T00:00:00Z',
  expiration_time: '2030-02-01T00:00:00Z',
  remain_day: 20,
  store_count: 0,
  store_names: [],
  order_no: 'D1',
  remark: '',
  in_recycle_bin: 0,
  last_check_at: null,
  ...over,
});

beforeEach(async () => {
  jest.clearAllMocks();
  await signInAs('admin');
  api.resource.mockResolvedValue({
    platforms: [],
    regions: [
      { value: 'cn', label: '中国大陆' },
      { value: 'hk', label: '中国香港' },
    ],
    types: [],
    prices: [{ region: 'hk', type: 'static', month_fen: 6000, day_fen: 300 }],
    service_fees: [{ kind: 'own', month_fen: 500, day_fen: 30 }],
    durations: [{ unit: 'month', value: 1, label: '1个月' }],
    pay_types: ['balance', 'alipay'],
    balance_fen: 100000,
  });
  coupons.usable.mockResolvedValue([]);
  api.totalPrice.mockResolvedValue({
    code: 0,
    message: '',
    data: {
      unit_fen: 3250,
      quantity: 2,
      total_fen: 6500,
      discount_fen: 0,
      coupon_fen: 0,
      pay_fen: 6500,
      coupon_applicable: false,
    },
  });
  api.list.mockResolvedValue({
    total: 4,
    list: [
      device(1),
      device(2, { kind: 'own', platform: '', expiration_time: null, expiry_state: 'no_term', order_no: '' }),
      device(3, { stage: 'allocating', address: '' }),
      device(9),
    ],
  });
  api.renew.mockResolvedValue({ order_no: 'DR5', status: 'paid', pay_fen: 6500, url: '' });
});

const open = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AreaApp {...networkArea} />
    </MemoryRouter>,
  );

test('the chosen devices in use with their monthly price; the shown amount is paid once with a key', async () => {
  open('/device/renew?ids=1,2,3');
  await screen.findByTestId('checkout-form');
  // device 3 is still being allocated: it is left out, and the page says so
  expect(screen.getByText('部分设备不存在或尚未分配')).toBeTruthy();
  const table = within(screen.getByTestId('renew-items'));
  expect(table.getByText('203.0.113.1:1080')).toBeTruthy();
  expect(table.getByText('¥60.00')).toBeTruthy();
  expect(table.getByText('¥5.00（服务费）')).toBeTruthy();
  expect(table.queryByText('203.0.113.9:1080')).toBeNull();
  await waitFor(() => expect(screen.getByTestId('pay-amount').textContent).toBe('¥65.00'));
  expect(api.totalPrice).toHaveBeenCalledWith(
    { ids: [1, 2], duration_unit: 'month', duration: 1 },
    { noGlobalError: true },
  );

  await act(async () => fireEvent.click(screen.getByText('立即续费')));
  const dialog = await screen.findByRole('dialog');
  expect(dialog.textContent).toContain('续费设备2 个');
  expect(dialog.textContent).toContain('购买时长1个月');
  const pay = [...dialog.querySelectorAll('button')].find((b) => /确认支付/.test(b.textContent ?? ''))!;
  expect(pay.textContent?.replace(/\s/g, '')).toBe('确认支付¥65.00');
  await act(async () => fireEvent.click(pay));
  await waitFor(() => expect(api.renew).toHaveBeenCalledTimes(1));
  expect(api.renew).toHaveBeenCalledWith(
    { ids: [1, 2], duration_unit: 'month', duration: 1, pay_type: 'balance', expected_pay_fen: 6500 },
    expect.stringMatching(/^[0-9a-f]{32}$/),
  );
  expect(await screen.findByText('续费成功')).toBeTruthy();
  expect(screen.getByText('订单号：DR5')).toBeTruthy();
  expect(screen.getByText('查看我的设备').closest('button')).toBeTruthy();
  // the devices are read again and shown under the result
  await waitFor(() => expect(api.list).toHaveBeenCalledTimes(2));
  expect(within(screen.getByTestId('pay-result')).getByText('203.0.113.1:1080')).toBeTruthy();
});

test('no ids → the warning; nothing is asked of the server', async () => {
  open('/device/renew');
  expect(await screen.findByText('没有选择要续费的设备')).toBeTruthy();
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('设备续费');
  expect(api.list).not.toHaveBeenCalled();
  expect(api.resource).not.toHaveBeenCalled();
});

test('none of the chosen devices can be renewed → the warning, no form', async () => {
  open('/device/renew?ids=3,77');
  expect(await screen.findByText('部分设备不存在或尚未分配')).toBeTruthy();
  expect(screen.queryByTestId('checkout-form')).toBeNull();
  expect(api.totalPrice).not.toHaveBeenCalled();
});
