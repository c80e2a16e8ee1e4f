// The pay screens against a stubbed API: the chosen sub-accounts (the table's selection is what is
// priced and paid for), the server's price for the form, and — through the checkout kit's confirm
// step — one payment of exactly the amount shown, with the attempt's Idempotency-Key; then the
// result lists the sub-accounts paid for and the shell's balance follows.
import { couponApi, shellServices } from '@console/shared';
import { AreaApp } from '@console/ui';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { accounts, type BatchPaymentList, type Price } from '../api/accounts';
import { accountsArea } from '../area';
import { signInAs } from '../../../packages/testing/signIn';

jest.mock('../api/accounts', () => ({
  ...jest.requireActual('../api/accounts'),
  accounts: { paymentList: jest.fn(), price: jest.fn(), pay: jest.fn(), payMemory: jest.fn() },
}));
const api = accounts as jest.Mocked<typeof accounts>;
jest.mock('@console/shared', () => {
  const actual = jest.requireActual<typeof import('@console/shared')>('@console/shared');
  return { ...actual, couponApi: { usable: jest.fn() } };
});
const coupons = couponApi as jest.Mocked<typeof couponApi>;

type Row = BatchPaymentList['list'][number];
const paidRow = (id: number, name: string, over: Partial<Row> = {}): Row => ({
  id,
  name,
  state: 'running',
  paid: true,
  memory_gb: 0,
  expiration_time: '2030-02-01T00:00:00Z',
  remain_day: 5,
  is_expired: 0,
  ...over,
});
const renewable = [
  paidRow(4, '分身-续1'),
  paidRow(5, '分身-续2', { state: 'expired', expiration_time: '2030-01-01T00:00:00Z', remain_day: 0, is_expired: 1 }),
];
const created = paidRow(7, '分身-新建', { state: 'creating', paid: false, remain_day: 0 });

const optionsWith = (list: Row[]): BatchPaymentList => ({
  list,
  month_fen: 2000,
  day_fen: 100,
  memory: [{ gb: 16, fen: 1000 }],
  durations: [
    { unit: 'day', value: 1 },
    { unit: 'month', value: 1 },
  ],
  pay_types: ['balance', 'alipay'],
  balance_fen: 100_000,
});

// A price that follows the question: ¥20.00 a month (¥10.00 a storage tier) per sub-account, coupon 5 takes ¥5.00.
const priceOf = (q: Parameters<typeof accounts.price>[0]): Price => {
  const n = q.account_ids.length;
  const total = (q.kind === 'memory' ? 1000 : q.duration_unit === 'day' ? 100 : 2000) * n;
  const coupon = q.coupon_id === 5 ? 500 : 0;
  return {
    unit_fen: total / n,
    quantity: n,
    total_fen: total,
    discount_fen: 0,
    coupon_fen: coupon,
    pay_fen: total - coupon,
    coupon_applicable: q.coupon_id === 5,
  };
};

beforeEach(() => {
  jest.clearAllMocks();
  api.paymentList.mockResolvedValue(optionsWith(renewable));
  api.price.mockImplementation(async (q) => ({ code: 0, message: '', data: priceOf(q) }));
  api.pay.mockResolvedValue({ order_no: 'P1', status: 'paid', pay_fen: 4000, url: '' });
  api.payMemory.mockResolvedValue({ order_no: 'M1', status: 'paid', pay_fen: 2000, url: '' });
  coupons.usable.mockResolvedValue([]);
});

const open = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AreaApp {...accountsArea} />
    </MemoryRouter>,
  );

const KEY = expect.stringMatching(/^[0-9a-f]{32}$/);
const amount = () => screen.getByTestId('pay-amount').textContent;
const summary = () => screen.getByTestId('order-summary').textContent ?? '';

async function choose(select: HTMLElement, label: string) {
  await act(async () => fireEvent.mouseDown(select.querySelector('input') ?? select));
  const option = await waitFor(() => {
    const o = [...document.querySelectorAll('.ant-select-item-option')].find((el) => el.textContent?.includes(label));
    if (!o) throw new Error(`no option ${label}`);
    return o;
  });
  await act(async () => fireEvent.click(option));
}

const rowCheckbox = (name: string) =>
  screen.getByText(name).closest('tr')!.querySelector('input[type="checkbox"]') as HTMLInputElement;

/** The submit opens the confirm step, which says what is charged; 确认支付 pays it. */
async function confirmAndPay(submit: string, shown: string) {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: submit })));
  const dialog = await screen.findByRole('dialog');
  expect(dialog.textContent).toContain('确认订单');
  expect(dialog.textContent).toContain(`应付金额${shown}`);
  const pay = [...dialog.querySelectorAll('button')].find(
    (b) => b.textContent?.replace(/\s/g, '') === `确认支付${shown}`,
  )!;
  await act(async () => fireEvent.click(pay));
}

test('renew: the selection is what is priced; the confirm step pays the shown amount once, with a key', async () => {
  await signInAs('admin');
  const refreshMember = jest.spyOn(shellServices(), 'refreshMember');
  // read again after the payment: the new expiry
  api.paymentList
    .mockResolvedValueOnce(optionsWith(renewable))
    .mockResolvedValue(optionsWith(renewable.map((r) => ({ ...r, expiration_time: '2030-03-03T00:00:00Z' }))));
  open('/account/renew?selectAccountIds=4,5');
  await screen.findByText('分身-续1');
  expect(api.paymentList).toHaveBeenCalledWith('renew', [4, 5]);
  expect(screen.getByText('已选 2 / 2 个分身')).toBeTruthy();
  // one month is chosen to start with: the price is asked at once
  expect(screen.getByTestId('duration-select').textContent).toContain('1个月');
  await waitFor(() => expect(amount()).toBe('¥40.00'));
  expect(api.price).toHaveBeenCalledWith(
    { kind: 'renew', account_ids: [4, 5], duration_unit: 'month', duration: 1 },
    { noGlobalError: true },
  );
  expect(summary()).toContain('分身数量2 个');
  expect(summary()).toContain('购买时长1个月');

  // taking a sub-account out of the selection asks the price of the rest
  await act(async () => fireEvent.click(rowCheckbox('分身-续2')));
  expect(screen.getByText('已选 1 / 2 个分身')).toBeTruthy();
  await waitFor(() => expect(amount()).toBe('¥20.00'));
  expect(api.price).toHaveBeenLastCalledWith(
    { kind: 'renew', account_ids: [4], duration_unit: 'month', duration: 1 },
    { noGlobalError: true },
  );
  await act(async () => fireEvent.click(rowCheckbox('分身-续2')));
  await waitFor(() => expect(amount()).toBe('¥40.00'));

  await confirmAndPay('立即续费', '¥40.00');
  expect(await screen.findByText('续费成功')).toBeTruthy();
  expect(api.pay).toHaveBeenCalledTimes(1);
  expect(api.pay).toHaveBeenCalledWith(
    {
      kind: 'renew',
      account_ids: [4, 5],
      duration_unit: 'month',
      duration: 1,
      pay_type: 'balance',
      expected_pay_fen: 4000,
    },
    KEY,
  );
  expect(api.payMemory).not.toHaveBeenCalled();
  expect(screen.getByText('订单号：P1')).toBeTruthy();
  expect(refreshMember).toHaveBeenCalled();
  // the result lists the sub-accounts paid for, read again after the payment
  await waitFor(() => expect(api.paymentList).toHaveBeenCalledTimes(2));
  const paid = within(screen.getByTestId('pay-result-accounts'));
  expect(paid.getByText('分身-续2')).toBeTruthy();
  await waitFor(() => expect(paid.getAllByText(new Date('2030-03-03T00:00:00Z').toLocaleDateString())).toHaveLength(2));
  expect(screen.getByRole('button', { name: '返回分身列表' })).toBeTruthy();
  expect(screen.getByRole('button', { name: '查看订单' })).toBeTruthy();
});

test('buy: everything awaiting payment, a coupon that applies, one payment; the result stays once none awaits', async () => {
  await signInAs('admin');
  coupons.usable.mockResolvedValue([
    {
      id: 5,
      name: '新人券',
      amount_fen: 500,
      min_spend_fen: 0,
      expires_at: '2030-01-01T00:00:00Z',
      status: 'usable',
      used_order_no: null,
      scope: 'all',
      scope_label: '全部订单',
    },
  ]);
  api.pay.mockResolvedValue({ order_no: 'B7', status: 'paid', pay_fen: 1500, url: '' });
  // after the payment nothing awaits payment any more
  api.paymentList.mockResolvedValueOnce(optionsWith([created])).mockResolvedValue(optionsWith([]));
  open('/account/buy');
  await screen.findByText('分身-新建');
  expect(api.paymentList).toHaveBeenCalledWith('buy', undefined);
  expect(screen.getByText('已选 1 / 1 个分身')).toBeTruthy();

  await choose(screen.getByTestId('duration-select'), '1个月');
  await waitFor(() => expect(amount()).toBe('¥20.00'));
  const coupon = await screen.findByText('不使用优惠券');
  await choose(coupon.closest('.ant-select') as HTMLElement, '新人券');
  await waitFor(() => expect(amount()).toBe('¥15.00'));

  await confirmAndPay('立即购买', '¥15.00');
  expect(await screen.findByText('购买成功')).toBeTruthy();
  expect(api.pay).toHaveBeenCalledTimes(1);
  expect(api.pay).toHaveBeenCalledWith(
    {
      kind: 'buy',
      account_ids: [7],
      duration_unit: 'month',
      duration: 1,
      coupon_id: 5,
      pay_type: 'balance',
      expected_pay_fen: 1500,
    },
    KEY,
  );
  expect(screen.getByText('订单号：B7')).toBeTruthy();
  await waitFor(() => expect(api.paymentList).toHaveBeenCalledTimes(2));
  expect(screen.queryByTestId('pay-empty')).toBeNull();
  expect(within(screen.getByTestId('pay-result-accounts')).getByText('分身-新建')).toBeTruthy();
});

test('memory: the storage switch is another checkout; its payment goes to /memory/batchPayment without kind', async () => {
  await signInAs('admin');
  open('/account/renew?selectAccountIds=4,5');
  await screen.findByText('分身-续1');
  await act(async () => fireEvent.click(screen.getByText('存储扩容')));
  await waitFor(() => expect(api.paymentList).toHaveBeenCalledWith('memory', [4, 5]));
  await act(async () => fireEvent.click(await screen.findByText('16 GB（¥10.00）')));
  await waitFor(() => expect(amount()).toBe('¥20.00'));
  expect(api.price).toHaveBeenCalledWith(
    { kind: 'memory', account_ids: [4, 5], memory_gb: 16 },
    { noGlobalError: true },
  );
  expect(summary()).toContain('扩容容量16 GB');

  await confirmAndPay('立即扩容', '¥20.00');
  expect(await screen.findByText('扩容成功')).toBeTruthy();
  expect(api.payMemory).toHaveBeenCalledTimes(1);
  expect(api.payMemory).toHaveBeenCalledWith(
    { account_ids: [4, 5], memory_gb: 16, pay_type: 'balance', expected_pay_fen: 2000 },
    KEY,
  );
  expect(api.pay).not.toHaveBeenCalled();
  expect(screen.getByText('订单号：M1')).toBeTruthy();
});

test('a manager with the renewal permission renews; storage is not offered', async () => {
  await signInAs('manager');
  open('/account/renew?selectAccountIds=4,5');
  await screen.findByText('分身-续1');
  expect(screen.queryByText('存储扩容')).toBeNull();
  expect(screen.getByRole('button', { name: '立即续费' })).toBeTruthy();
});

test('buy with nothing awaiting payment says so and links back', async () => {
  await signInAs('admin');
  api.paymentList.mockResolvedValue(optionsWith([]));
  open('/account/buy');
  await screen.findByTestId('pay-empty');
  expect(api.paymentList).toHaveBeenCalledWith('buy', undefined);
  expect(screen.getByText('没有待支付的分身，请先在分身列表中新建分身')).toBeTruthy();
  expect(screen.getByRole('button', { name: '返回分身列表' })).toBeTruthy();
});

test('short of balance: the recharge brings back the table selection and the form', async () => {
  await signInAs('admin');
  sessionStorage.clear();
  api.paymentList.mockResolvedValue({ ...optionsWith(renewable), balance_fen: 1000 });
  const first = open('/account/renew?selectAccountIds=4,5');
  await screen.findByText('分身-续1');
  await act(async () => fireEvent.click(rowCheckbox('分身-续2')));
  expect(screen.getByText('已选 1 / 2 个分身')).toBeTruthy();
  await waitFor(() => expect(amount()).toBe('¥20.00'));
  await act(async () => fireEvent.click(screen.getByRole('radio', { name: /余额支付/ })));
  await act(async () => fireEvent.click(await screen.findByTestId('balance-recharge')));
  first.unmount();

  // back from the payment page, with enough money now
  api.paymentList.mockResolvedValue(optionsWith(renewable));
  open('/account/renew?selectAccountIds=4,5');
  await screen.findByText('分身-续1');
  expect(screen.getByText('已选 1 / 2 个分身')).toBeTruthy();
  expect(rowCheckbox('分身-续2').checked).toBe(false);
  await waitFor(() => expect(amount()).toBe('¥20.00'));
  expect((await screen.findByTestId('recharged')).textContent).toContain('已足够支付本单');
});
