// The order list screen against a stubbed area API: the route decides filterStatus / type, the
// view tabs are links that re-query, amounts and statuses are shown as the spec names them.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AreaApp } from '@console/ui';
import { type Order, orders } from '../api/orders';
import { billingArea } from '../area';
import { firstReadsMade, prefetchingRoutes } from '../../../packages/testing/firstReads';
import published from '../routes.json';

jest.mock('../api/orders', () => ({
  ORDER_EXPORT_PATH: '/order/list/export',
  orders: {
    list: jest.fn(),
    counts: jest.fn(),
    types: jest.fn(),
    detail: jest.fn(),
    pay: jest.fn(),
    cancel: jest.fn(),
  },
}));
const api = orders as jest.Mocked<typeof orders>;

const order = (id: number, over: Partial<Order> = {}): Order => ({
  id,
  order_no: `PDEMO000${id}`,
  type: 'phone_buy',
  goods_name: '云手机 标准版',
  quantity: 3,
  total: '300.00',
  total_fen: 30000,
  discount: '10.00',
  discount_fen: 1000,
  coupon: '5.00',
  coupon_fen: 500,
  paid: '285.00',
  paid_fen: 28500,
  status: 'paid',
  pay_type: 'balance',
  created_at: '2025-01-01T02:00:00Z',
  paid_at: null,
  expires_at: '2025-01-01T02:10:00Z',
  refunded: '0.00',
  refunded_fen: 0,
  refund_reason: null,
  type_label: over.type === 'recharge' ? '充值' : '购买云手机',
  member: '演示老板',
  ...over,
});

// getByRole walks the whole antd table's accessibility tree and takes seconds; text + closest is instant.
// Only links: 已支付 is both a tab and a status tag.
const link = (text: string) =>
  screen
    .getAllByText(text)
    .map((e) => e.closest('a'))
    .find(Boolean)!;

const app = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <AreaApp {...billingArea} />
    </MemoryRouter>,
  );

beforeEach(() => {
  localStorage.clear();
  api.list.mockReset();
  api.counts.mockResolvedValue({ all: 9, paid: 4, buying: 1, expired: 3, waitPay: 1 });
  api.types.mockResolvedValue([
    { type: 'recharge', group: 'recharge', label: '充值' },
    { type: 'phone_buy', group: 'buy', label: '购买云手机' },
  ]);
  api.list.mockResolvedValue({
    total: 2,
    list: [
      order(1),
      order(2, { status: 'payment_failed', pay_type: 'alipay', type: 'recharge', goods_name: '余额充值' }),
    ],
  });
});

// The host starts these reads while the area's code loads; they are used only if they are what the page asks first.
test.each(prefetchingRoutes(published))('%s asks first for the reads it publishes as prefetch', async (path, reads) => {
  app(path);
  await waitFor(() => expect(firstReadsMade(reads, { 'GET /order/list': api.list })).toEqual(reads));
});

test('route → filterStatus; the status tabs are links that re-query', async () => {
  app('/order/waitPay');
  await screen.findByText('PDEMO0001');
  expect(api.list).toHaveBeenLastCalledWith({ page: 1, limit: 20, filterStatus: 4 });
  expect((await screen.findByText('全部 (9)')).closest('a')?.getAttribute('href')).toBe('/order/all');
  expect(api.counts).toHaveBeenLastCalledWith({});
  expect(link('已过期 (3)').getAttribute('href')).toBe('/order/ip_expire');

  fireEvent.click(link('已支付 (4)'));
  await waitFor(() => expect(api.list).toHaveBeenLastCalledWith({ page: 1, limit: 20, filterStatus: 1 }));
  fireEvent.click(link('已过期 (3)'));
  await waitFor(() => expect(api.list).toHaveBeenLastCalledWith({ page: 1, limit: 20, filterStatus: 3 }));
});

test('columns: ¥ amounts right-aligned, labelled type / status tag / payment method, times', async () => {
  app('/order/all');
  await screen.findByText('PDEMO0001');
  const paid = screen.getAllByText('¥285.00');
  expect(paid).toHaveLength(2);
  expect(paid[0].closest('td')?.style.textAlign).toBe('right');
  expect(screen.getAllByText('¥10.00')).toHaveLength(2);
  expect(screen.getAllByText('¥5.00')).toHaveLength(2);

  expect(screen.getByText('购买云手机')).toBeTruthy();
  expect(screen.getByText('余额')).toBeTruthy();
  expect(screen.getByText('支付宝')).toBeTruthy();
  // status tags: 已支付 also names a tab, so look inside the table
  const tags = [...document.querySelectorAll('tbody .ant-tag')];
  expect(tags.map((t) => t.textContent)).toEqual(['已支付', '支付失败']);
  expect(tags[0].className).toContain('success');
  expect(tags[1].className).toContain('error');
  expect(screen.getAllByText('-').length).toBeGreaterThan(0); // paid_at null
});

test('the sidebar sub-items list by type, all statuses, with their own tabs', async () => {
  app('/order/buy');
  await screen.findByText('PDEMO0001');
  expect(api.list).toHaveBeenLastCalledWith({ page: 1, limit: 20, filterStatus: 0, type: 'buy' });
  expect(screen.queryByText('待支付')).toBeNull(); // status tabs belong to /order/all

  fireEvent.click(link('充值订单'));
  await waitFor(() =>
    expect(api.list).toHaveBeenLastCalledWith({ page: 1, limit: 20, filterStatus: 0, type: 'invest' }),
  );
});

test('the keyword filter is kept in the URL and sent with the view', async () => {
  app('/order/Payed?keyword=PDEMO');
  await screen.findByText('PDEMO0001');
  expect(api.list).toHaveBeenLastCalledWith({ page: 1, limit: 20, filterStatus: 1, keyword: 'PDEMO' });
  // the tab counts are taken under the same filters
  expect(api.counts).toHaveBeenLastCalledWith({ keyword: 'PDEMO' });
  expect(screen.getByPlaceholderText<HTMLInputElement>('订单号或商品名称').value).toBe('PDEMO');
});

test('a bad order day is said on the screen and never sent', async () => {
  app('/order/all?date_from=2025-02-30');
  expect(await screen.findByText(/日期格式应为 YYYY-MM-DD/)).toBeTruthy();
  expect(api.list).not.toHaveBeenCalled();
});
