// The coupons screen against a stubbed API: amount, minimum, scope and status as the server says,
// the status filter reaches the call, a used coupon links to its order.
import { AreaApp } from '@console/ui';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { coupons } from '../api/coupons';
import { billingArea } from '../area';

jest.mock('../api/coupons', () => ({ coupons: { list: jest.fn() } }));
const api = coupons as jest.Mocked<typeof coupons>;

test('coupons with value, minimum, scope and status; the filter reaches the call', async () => {
  api.list.mockResolvedValue({
    total: 2,
    list: [
      {
        id: 1,
        name: '续费专享满200减20',
        amount_fen: 2000,
        min_spend_fen: 20000,
        expires_at: '2030-03-01T00:00:00Z',
        status: 'usable',
        used_order_no: null,
        scope: 'phone_renew',
        scope_label: '续费云手机',
      },
      {
        id: 2,
        name: '立减5元',
        amount_fen: 500,
        min_spend_fen: 0,
        expires_at: '2030-03-01T00:00:00Z',
        status: 'used',
        used_order_no: 'P100',
        scope: 'all',
        scope_label: '全部订单',
      },
    ],
  });
  render(
    <MemoryRouter initialEntries={['/coupon/all?status=usable']}>
      <AreaApp {...billingArea} />
    </MemoryRouter>,
  );
  expect(await screen.findByText('续费专享满200减20')).toBeTruthy();
  expect(api.list).toHaveBeenLastCalledWith({ page: 1, limit: 20, status: 'usable' });
  expect(screen.getByText('¥20.00')).toBeTruthy();
  expect(screen.getByText('¥200.00')).toBeTruthy();
  expect(screen.getByText('无门槛')).toBeTruthy();
  expect(screen.getByText('续费云手机')).toBeTruthy();
  expect(screen.getByText('P100').closest('a')?.getAttribute('href')).toBe('/order/all?keyword=P100');
});
