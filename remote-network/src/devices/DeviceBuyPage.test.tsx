// /agentIp/aggregateBuy3 against a stubbed API: the platform and the auto-renew choice are the
// buyer's (no price, no confirm step without them), the server prices the rest, and the purchase
// is paid from the confirm step with the amount shown and the attempt's key; the result says the
// devices are being allocated and where they wait.
import { couponApi } from '@console/shared';
import { AreaApp } from '@console/ui';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { signInAs } from '../../../packages/testing/signIn';
import { type DeviceOptions, ipDevices } from '../api/ipDevices';
import { networkArea } from '../area';

jest.mock('../api/ipDevices', () => ({
  ipDevices: { resource: jest.fn(), totalPrice: jest.fn(), buy: jest.fn() },
}));
const api = ipDevices as jest.Mocked<typeof ipDevices>;
jest.mock('@console/shared', () => {
  const actual = jest.requireActual<typeof import('@console/shared')>('@console/shared');
  return { ...actual, couponApi: { usable: jest.fn() } };
});
const coupons = couponApi as jest.Mocked<typeof couponApi>;

const options: DeviceOptions = {
  platforms: [
    { value: 'amazon', label: 'Amazon' },
    { value: 'tiktok', label: 'TikTok' },
  ],
  regions: [
    { value: 'cn', label: '中国大陆' },
    { value: 'hk', label: '中国香港' },
  ],
  types: [
    { value: 'static', label: '静态住宅' },
    { value: 'datacenter', label: '数据中心' },
  ],
  prices: [
    { region: 'cn', type: 'static', month_fen: 4000, day_fen: 200 },
    { region: 'cn', type: 'datacenter', month_fen: 2500, day_fen: 120 },
    { region: 'hk', type: 'static', month_fen: 6000, day_fen: 300 },
  ],
  service_fees: [],
  durations: [
    { unit: 'day', value: 1, label: '1天' },
    { unit: 'month', value: 1, label: '1个月' },
  ],
  pay_types: ['balance', 'alipay'],
  balance_fen: 100000,
};

beforeEach(async () => {
  jest.clearAllMocks();
  await signInAs('admin');
  api.resource.mockResolvedValue(options);
  coupons.usable.mockResolvedValue([]);
  api.totalPrice.mockImplementation(async (q) => {
    const unit = options.prices.find((p) => p.region === q.region && p.type === q.ip_type)!.month_fen;
    const quantity = q.quantity ?? 0;
    return {
      code: 0,
      message: '',
      data: {
        unit_fen: unit,
        quantity,
        total_fen: unit * quantity,
        discount_fen: 0,
        coupon_fen: 0,
        pay_fen: unit * quantity,
        coupon_applicable: false,
      },
    };
  });
  api.buy.mockResolvedValue({ order_no: 'D42', status: 'paid', pay_fen: 12000, url: '' });
});

const open = () =>
  render(
    <MemoryRouter initialEntries={['/agentIp/aggregateBuy3']}>
      <AreaApp {...networkArea} />
    </MemoryRouter>,
  );

const form = () => within(screen.getByTestId('checkout-form'));
const click = async (text: string | RegExp) => act(async () => fireEvent.click(form().getByText(text)));
const amount = () => screen.getByTestId('pay-amount').textContent;

async function choosePlatform(label: string) {
  const select = screen.getByLabelText('平台');
  await act(async () => fireEvent.mouseDown(select));
  const option = await waitFor(() => {
    const o = [...document.querySelectorAll('.ant-select-item-option')].find((el) => el.textContent === label);
    if (!o) throw new Error(`no option ${label}`);
    return o;
  });
  await act(async () => fireEvent.click(option));
}

test('the platform and the auto-renew choice are required; then the shown amount is paid once with a key', async () => {
  open();
  await screen.findByTestId('checkout-form');
  expect(form().getByText('静态住宅 ¥40.00/月')).toBeTruthy();
  // no platform: no price, and 立即购买 says what is missing instead of confirming
  expect(await screen.findByText('填写完整后显示支付金额')).toBeTruthy();
  await click('立即购买');
  expect(await screen.findByText('请选择平台')).toBeTruthy();
  expect(screen.getByText('请选择是否自动续费')).toBeTruthy();
  expect(document.querySelector('.ant-modal')).toBeNull();
  expect(api.totalPrice).not.toHaveBeenCalled();

  await choosePlatform('Amazon');
  await click('中国香港');
  await act(async () => fireEvent.change(screen.getByLabelText('购买数量'), { target: { value: '2' } }));
  await click('是');
  await waitFor(() => expect(amount()).toBe('¥120.00'));
  expect(api.totalPrice).toHaveBeenLastCalledWith(
    { platform: 'amazon', region: 'hk', ip_type: 'static', quantity: 2, duration_unit: 'month', duration: 1 },
    { noGlobalError: true },
  );

  await click('立即购买');
  const dialog = await screen.findByRole('dialog');
  for (const part of ['平台Amazon', '地区中国香港', '类型静态住宅', '购买数量2', '购买时长1个月', '应付金额¥120.00'])
    expect([part, dialog.textContent?.includes(part)]).toEqual([part, true]);
  const pay = [...dialog.querySelectorAll('button')].find((b) => /确认支付/.test(b.textContent ?? ''))!;
  expect(pay.textContent?.replace(/\s/g, '')).toBe('确认支付¥120.00');
  await act(async () => fireEvent.click(pay));
  await waitFor(() => expect(api.buy).toHaveBeenCalledTimes(1));
  expect(api.buy).toHaveBeenCalledWith(
    {
      platform: 'amazon',
      region: 'hk',
      ip_type: 'static',
      quantity: 2,
      duration_unit: 'month',
      duration: 1,
      auto_renew: 1,
      pay_type: 'balance',
      expected_pay_fen: 12000,
    },
    expect.stringMatching(/^[0-9a-f]{32}$/),
  );
  expect(await screen.findByText('购买成功')).toBeTruthy();
  expect(screen.getByText('订单号：D42')).toBeTruthy();
  expect(screen.getByText(/设备正在分配中/).textContent).toContain('我的设备 → 购买中 / 待分配');
  expect(screen.getByText('查看待分配设备').closest('button')).toBeTruthy();
  expect(screen.getByText('查看订单').closest('button')).toBeTruthy();
});
