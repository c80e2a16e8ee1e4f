// The wallet flow screen against a stubbed area API: signs are coloured, filters reach the call,
// bad days never do, and staff (server 40003, or a staff session) get a notice instead of an error.
import { RequestError } from '@console/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AreaApp } from '@console/ui';
import { type WalletFlow, walletFlows } from '../api/walletFlows';
import { billingArea } from '../area';

let mockLevel: number | undefined;
jest.mock('@console/shared', () => {
  const actual = jest.requireActual('@console/shared');
  return {
    ...actual,
    useSession: () => ({
      ...actual.useSession(),
      userInfo: mockLevel === undefined ? undefined : { level: mockLevel },
    }),
  };
});
jest.mock('../api/walletFlows', () => ({
  FORBIDDEN_CODE: 40003,
  WALLET_FLOW_EXPORT_PATH: '/walletFlow/list/export',
  walletFlows: { list: jest.fn() },
}));
const api = walletFlows as jest.Mocked<typeof walletFlows>;

const flow = (id: number, change: string, over: Partial<WalletFlow> = {}): WalletFlow => ({
  id,
  change,
  change_fen: Math.round(Number(change) * 100),
  balance_after: '1200.00',
  balance_after_fen: 120000,
  kind: 'recharge',
  order_no: `RDEMO000${id}`,
  remark: `备注${id}`,
  member: '演示老板',
  created_at: '2025-01-01T02:00:00Z',
  ...over,
});

const app = (url = '/walletFlow/all') =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <AreaApp {...billingArea} />
    </MemoryRouter>,
  );

beforeEach(() => {
  localStorage.clear();
  mockLevel = 1;
  api.list.mockReset();
  api.list.mockResolvedValue({
    total: 2,
    list: [flow(1, '+1500.00'), flow(2, '-300.00', { kind: 'purchase', order_no: '', remark: '' })],
  });
});

test('income is green, spending red; kinds labelled; ¥ balance right-aligned', async () => {
  app();
  await screen.findByText('备注1');
  expect(api.list).toHaveBeenLastCalledWith({ page: 1, limit: 20 });
  const plus = screen.getByText('+¥1,500.00');
  const minus = screen.getByText('-¥300.00');
  expect(plus.closest('[data-sign]')?.getAttribute('data-sign')).toBe('plus');
  expect(plus.closest('.ant-typography')?.className).toContain('ant-typography-success');
  expect(minus.closest('.ant-typography')?.className).toContain('ant-typography-danger');
  expect(plus.closest('td')?.style.textAlign).toBe('right');
  expect(screen.getAllByText('¥1,200.00')).toHaveLength(2);
  expect(screen.getByText('充值')).toBeTruthy();
  expect(screen.getByText('购买')).toBeTruthy();
  expect(screen.getByText('钱包流水')).toBeTruthy();
  // the member of the row's order; the order number links to the order list
  expect(screen.getAllByText('演示老板')).toHaveLength(2);
  expect(screen.getByText('RDEMO0001').closest('a')?.getAttribute('href')).toBe('/order/all?keyword=RDEMO0001');
});

test('the order filter and the reward kind reach the call', async () => {
  app('/walletFlow/all?kind=reward&order_no=RDEMO0001');
  await screen.findByText('备注1');
  expect(api.list).toHaveBeenLastCalledWith({ page: 1, limit: 20, kind: 'reward', order_no: 'RDEMO0001' });
});

test('kind and date range from the URL reach the call', async () => {
  app('/walletFlow/all?kind=refund&date_from=2025-01-01&date_to=2025-01-31');
  await screen.findByText('备注1');
  expect(api.list).toHaveBeenLastCalledWith({
    page: 1,
    limit: 20,
    kind: 'refund',
    date_from: '2025-01-01',
    date_to: '2025-01-31',
  });
});

test('a malformed day is explained and never sent', async () => {
  app('/walletFlow/all?date_from=2025-1-1');
  await screen.findByText('日期格式应为 YYYY-MM-DD，例如 2025-01-31');
  expect(api.list).not.toHaveBeenCalled();

  const from = screen.getAllByPlaceholderText('YYYY-MM-DD')[0];
  fireEvent.change(from, { target: { value: '2025-01-01' } });
  fireEvent.keyDown(from, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() => expect(api.list).toHaveBeenLastCalledWith({ page: 1, limit: 20, date_from: '2025-01-01' }));
});

test('server 40003 (staff) → a notice, not an error with a retry', async () => {
  mockLevel = undefined; // session not known yet: the server decides
  api.list.mockRejectedValue(new RequestError('仅老板账号可以查看钱包流水', { code: 40003 }));
  app();
  await waitFor(() => expect(screen.getByTestId('wallet-forbidden')).toBeTruthy());
  expect(screen.queryByText('加载失败')).toBeNull();
  expect(screen.queryByTestId('list-page')).toBeNull();
});

test('a staff session gets the notice without calling the server', async () => {
  mockLevel = 3;
  app();
  expect(screen.getByTestId('wallet-forbidden').textContent).toContain('仅老板账号可以查看钱包流水');
  expect(api.list).not.toHaveBeenCalled();
});
