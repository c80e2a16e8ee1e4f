// The cloud number screens against a stubbed API: the route decides the view, counters sit in the
// view links, selection → bulk renew / transfer (never to the holder), auto-renew per row, and the
// purchase form sends back the server's price.
import { useEffect } from 'react';
import { shellServices, type ShellServices } from '@console/shared';
import { AreaApp } from '@console/ui';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { devicesArea } from '../area';
import { type CloudNumber, cloudNumbers } from './api';
import { signInAs } from '../../../packages/testing/signIn';

jest.mock('./api', () => ({
  cloudNumbers: {
    list: jest.fn(),
    cnt: jest.fn(),
    transfers: jest.fn(),
    resource: jest.fn(),
    totalPrice: jest.fn(),
    buy: jest.fn(),
    renew: jest.fn(),
    autoRenew: jest.fn(),
    transfer: jest.fn(),
    members: jest.fn(),
  },
}));
const api = cloudNumbers as jest.Mocked<typeof cloudNumbers>;
// the checkout kit offers the member's usable coupons (none here): answered, never sent over the network
jest.mock('@console/shared', () => ({
  ...jest.requireActual('@console/shared'),
  couponApi: { usable: jest.fn(async () => []) },
}));

const number = (id: number, over: Partial<CloudNumber> = {}): CloudNumber => ({
  id,
  number: `1701234000${id}`,
  region: 'cn',
  physical_number: null,
  phone_id: null,
  phone_name: '',
  assigned_user_id: 5,
  assigned_user_name: '运营小王',
  monthly_fee_fen: 1000,
  auto_renew: 1,
  status: 'in_use',
  expiration_time: new Date(Date.now() + 10 * 86_400_000).toISOString(),
  remain_day: 10,
  created_at: '2025-01-01T00:00:00Z',
  ...over,
});

// what the screens asked of the shell: the recording test shell of packages/testing/shell-setup.ts
const shellCalls = () => (shellServices() as ShellServices & { calls: string[] }).calls;
const link = (text: string) => screen.getByText(text).closest('a')!;
let path = '';
// where the router is, recorded after each render for the test to read
function Where() {
  const l = useLocation();
  useEffect(() => {
    path = l.pathname + l.search;
  });
  return null;
}
const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <AreaApp {...devicesArea} />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
const selectRow = async () => act(async () => fireEvent.click(document.querySelector('tbody input[type="checkbox"]')!));

// the boss: every action is offered (a staff member's screens are tested in PhoneListPage.roles)
beforeEach(() => signInAs('admin'));

beforeEach(() => {
  jest.clearAllMocks();
  api.list.mockResolvedValue({ total: 1, list: [number(1)] });
  api.cnt.mockResolvedValue({ willExpire: 2, inUse: 9, unsubscribing: 1, noPhysical: 3, unsubscribed: 4 });
  api.autoRenew.mockResolvedValue({ updated: 1 });
  api.members.mockResolvedValue([
    { id: 5, name: '运营小王', username: 'demoemployee' },
    { id: 6, name: '客服小李', username: 'demokefu01' },
  ]);
  api.transfer.mockResolvedValue({ transferred: 1 });
});

test('route → view, counters in the view links, 未绑定实体号码, bulk renew needs a selection', async () => {
  renderAt('/cloudNumber/noPhysical');
  await screen.findByText('17012340001');
  expect(api.list).toHaveBeenLastCalledWith({ page: 1, limit: 20, view: 'noPhysical' });
  expect(link('使用中 (9)').getAttribute('href')).toBe('/cloudNumber/inUse');
  expect(link('未绑定实体号码 (3)').getAttribute('href')).toBe('/cloudNumber/noPhysical');
  expect(link('转移记录').getAttribute('href')).toBe('/cloudNumber/transfers');
  expect(screen.getByText('未绑定实体号码').closest('.ant-tag')).toBeTruthy(); // the row's tag (the tab reads '… (3)')
  expect(screen.getByText('¥10.00')).toBeTruthy();

  const renew = screen.getByText('批量续费').closest('button')!;
  expect(renew.hasAttribute('disabled')).toBe(true);
  await selectRow();
  expect(renew.hasAttribute('disabled')).toBe(false);
  fireEvent.click(renew);
  await waitFor(() => expect(path).toBe('/cloud/cloudRenew?ids=1'));
});

test('the auto-renew switch turns it off on the server and reloads', async () => {
  renderAt('/cloudNumber/inUse');
  await screen.findByText('17012340001');
  const calls = api.list.mock.calls.length;
  await act(async () => fireEvent.click(screen.getByRole('switch')));
  expect(api.autoRenew).toHaveBeenCalledWith([1], false);
  await waitFor(() => expect(api.list.mock.calls.length).toBe(calls + 1));
});

test('transfer: the current holder is refused with 不能转移给自己, another member gets it', async () => {
  renderAt('/cloudNumber/inUse');
  await screen.findByText('17012340001');
  await selectRow();
  fireEvent.click(screen.getByText(/^转\s?移$/).closest('button')!);
  await screen.findByText('转移云号码');
  await waitFor(() => expect(api.members).toHaveBeenCalled());
  const pick = async (label: string) => {
    fireEvent.mouseDown(
      document.querySelector('.ant-modal .ant-select')!.querySelector('input, .ant-select-selector')!,
    );
    const option = await waitFor(() => {
      const el = [...document.querySelectorAll('.ant-select-item-option')].find((o) => o.textContent === label);
      if (!el) throw new Error(`no option ${label}`);
      return el;
    });
    await act(async () => fireEvent.click(option));
  };
  const ok = () => act(async () => fireEvent.click(screen.getByText(/^确\s?定$/).closest('button')!));

  await pick('运营小王（demoemployee）');
  await ok();
  expect(await screen.findByText('不能转移给自己')).toBeTruthy();
  expect(api.transfer).not.toHaveBeenCalled();

  await pick('客服小李（demokefu01）');
  await ok();
  await waitFor(() => expect(api.transfer).toHaveBeenCalledWith([1], 6));
});

const priced = (pay_fen: number, quantity = 1) => ({
  code: 0,
  message: '',
  data: {
    unit_fen: pay_fen / quantity,
    quantity,
    total_fen: pay_fen,
    discount_fen: 0,
    coupon_fen: 0,
    pay_fen,
    coupon_applicable: false,
  },
});
const resource = {
  regions: [
    { value: 'cn' as const, label: '中国大陆', month_fen: 1000 },
    { value: 'hk' as const, label: '中国香港', month_fen: 2000 },
  ],
  months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  pay_types: ['balance' as const, 'alipay' as const, 'wechat' as const],
  balance_fen: 100_000,
};
/** The confirm step's 确认支付 (antd puts a space between two CJK characters). */
async function confirmPay() {
  const dialog = await screen.findByTestId('confirm-charge');
  const pay = [...dialog.querySelectorAll('button')].find((b) =>
    /确认支付/.test(b.textContent?.replace(/\s/g, '') ?? ''),
  )!;
  await act(async () => fireEvent.click(pay));
}

test('purchase: the price comes from the server and is sent back from the confirm step; balance → the shell rereads the balance', async () => {
  api.resource.mockResolvedValue(resource);
  api.totalPrice.mockResolvedValue(priced(1234));
  api.buy.mockResolvedValue({ order_no: 'C1', status: 'paid', pay_fen: 1234, url: '' });
  renderAt('/cloud/cloudBuy');
  await screen.findByText('中国大陆（¥10.00/月）');
  await waitFor(() => expect(screen.getByTestId('pay-amount').textContent).toBe('¥12.34'));
  expect(api.totalPrice).toHaveBeenLastCalledWith({ region: 'cn', quantity: 1, months: 1 }, { noGlobalError: true });
  await act(async () => fireEvent.click(screen.getByText('立即购买').closest('button')!));
  await confirmPay();
  await waitFor(() =>
    expect(api.buy).toHaveBeenCalledWith(
      { region: 'cn', quantity: 1, months: 1, pay_type: 'balance', expected_pay_fen: 1234 },
      expect.stringMatching(/^[0-9a-f]{32}$/),
    ),
  );
  expect(await screen.findByText('购买成功')).toBeTruthy();
  // the top-bar balance follows; cloud numbers are not in the sidebar's phone counters
  expect(shellCalls()).toEqual(['refreshMember']);
  await act(async () => fireEvent.click(screen.getByText('查看云号码列表').closest('button')!));
  await waitFor(() => expect(path).toBe('/cloudNumber/inUse'));
});

test('renewal: ?ids= picks the numbers, the server prices them, the price is sent back; balance → the shell rereads the balance', async () => {
  api.resource.mockResolvedValue(resource);
  api.list.mockResolvedValue({ total: 2, list: [number(1), number(2, { monthly_fee_fen: 2000 })] });
  api.totalPrice.mockResolvedValue(priced(2000));
  api.renew.mockResolvedValue({ order_no: 'C2', status: 'paid', pay_fen: 2000, url: '' });
  renderAt('/cloud/cloudRenew?ids=2,x');
  await screen.findByText('17012340002');
  expect(screen.queryByText('17012340001')).toBeNull();
  await waitFor(() => expect(screen.getByTestId('pay-amount').textContent).toBe('¥20.00'));
  expect(api.totalPrice).toHaveBeenLastCalledWith({ ids: [2], months: 1 }, { noGlobalError: true });
  await act(async () => fireEvent.click(screen.getByText('立即续费').closest('button')!));
  await confirmPay();
  await waitFor(() =>
    expect(api.renew).toHaveBeenCalledWith(
      { ids: [2], months: 1, pay_type: 'balance', expected_pay_fen: 2000 },
      expect.stringMatching(/^[0-9a-f]{32}$/),
    ),
  );
  expect(await screen.findByText('续费成功')).toBeTruthy();
  expect(shellCalls()).toEqual(['refreshMember']);
});
