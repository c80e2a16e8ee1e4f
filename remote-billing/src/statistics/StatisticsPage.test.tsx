// The statistics screen against a stubbed API: the totals are the server's ledger sums, the range
// reaches the call, a bad day is said and not sent, and the charts module is loaded for this
// screen (it is its own chunk; ECharts itself is stubbed here, jsdom has no layout).
import { AreaApp } from '@console/ui';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { statisticsApi } from '../api/statistics';
import { billingArea } from '../area';

jest.mock('../api/statistics', () => ({ statisticsApi: { summary: jest.fn(), operations: jest.fn() } }));
jest.mock('./Charts', () => ({
  __esModule: true,
  default: ({ label }: { label: string }) => <div role="img" aria-label={label} data-testid="chart" />,
}));
const api = statisticsApi as jest.Mocked<typeof statisticsApi>;

const zero = { recharge_fen: 0, purchase_fen: 0, renewal_fen: 0, refund_fen: 0, reward_fen: 0 };
beforeEach(() => {
  api.summary.mockResolvedValue({
    totals: {
      recharge_fen: 1000,
      purchase_fen: 9000,
      renewal_fen: 2000,
      refund_fen: 500,
      reward_fen: 0,
      net_fen: -9500,
    },
    by_day: [{ day: '2030-01-15', ...zero, purchase_fen: 9000 }],
    by_type: [{ type: 'phone_buy', label: '购买云手机', orders: 1, paid_fen: 9000 }],
    expiries_by_week: [{ week_start: '2030-01-15', count: 2 }],
    phones: { normal: 3, abnormal: 1, expiring: 1, expired: 0 },
    members: [{ member: '演示老板', orders: 2, paid_fen: 11000 }],
  });
  api.operations.mockResolvedValue({
    expiring_7d: 2,
    auto_renew_short_fen: 0,
    abnormal_phones: 1,
    payment_failed: 0,
    awaiting_allocation: 0,
    awaiting_payment: 1,
  });
});

const app = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <AreaApp {...billingArea} />
    </MemoryRouter>,
  );

test('totals from the ledger, charts with their tables, the range sent', async () => {
  app('/statistics/all');
  // the screen is its own lazily loaded chunk: the first load takes a moment
  expect((await screen.findByTestId('stats-spent', {}, { timeout: 8000 })).textContent).toContain('¥110.00');
  expect(screen.getByTestId('stats-net').textContent).toContain('-¥95.00');
  expect(await screen.findAllByTestId('chart')).toHaveLength(3);
  expect(screen.getAllByText('购买云手机').length).toBeGreaterThan(0);
  expect(screen.getByText('演示老板')).toBeTruthy();
  const [q] = api.summary.mock.calls[0];
  expect(q.date_from < q.date_to).toBe(true);

  fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2030-01-01' } });
  fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: '2030-01-31' } });
  fireEvent.click(screen.getByText(/^查\s?询$/));
  await waitFor(() => expect(api.summary).toHaveBeenLastCalledWith({ date_from: '2030-01-01', date_to: '2030-01-31' }));
});

test('a bad day is said and not sent', async () => {
  app('/statistics/all');
  await screen.findByTestId('stats-spent');
  const calls = api.summary.mock.calls.length;
  fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2030-02-30' } });
  expect(await screen.findByText(/日期格式应为 YYYY-MM-DD/)).toBeTruthy();
  expect(api.summary.mock.calls.length).toBe(calls);
});

test('operation management: counts with links to act', async () => {
  app('/statistics/operations');
  await screen.findByTestId('operations');
  expect(screen.getByLabelText('去处理: 7天内到期的资源').getAttribute('href')).toBe('/renew/all?within_days=7');
  expect(screen.getByLabelText('去处理: 待支付订单').getAttribute('href')).toBe('/order/waitPay');
  expect(screen.getByLabelText('查看: 30天内支付失败订单').getAttribute('href')).toBe('/order/all');
});
