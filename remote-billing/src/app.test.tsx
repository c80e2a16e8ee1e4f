// The mounting contract (docs/remote-contract.md), shared by every remote: packages/testing/areaMount.ts.
// The order API is stubbed, so the mount lands on the order list without a server.
import { describeAreaMount, until } from '../../packages/testing/areaMount';
import { orders } from './api/orders';
import * as app from './app';

jest.mock('./api/orders', () => ({
  ...jest.requireActual('./api/orders'),
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

describeAreaMount(app, {
  name: 'remote_billing',
  area: 'billing',
  mountPath: '/order/all',
  updatePath: '/order/buy',
  expectUpdated: async ({ domElement }) => {
    await until(() => api.list.mock.calls.some(([q]) => q.type === 'buy'));
    expect(domElement.querySelector('[data-testid="list-page"]')).not.toBeNull();
  },
  unknownPath: '/order/nothing-here',
  beforeBootstrap: () => {
    api.list.mockResolvedValue({ total: 0, list: [] });
    api.counts.mockResolvedValue({ all: 0, paid: 0, buying: 0, expired: 0, waitPay: 0 });
    api.types.mockResolvedValue([]);
  },
});
