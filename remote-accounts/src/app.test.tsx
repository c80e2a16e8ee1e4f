// The mounting contract (docs/remote-contract.md), shared by every remote: packages/testing/areaMount.ts.
// The account API is stubbed, so the mount lands on the list and the update on the renew screen.
import { describeAreaMount, until } from '../../packages/testing/areaMount';
import { accounts } from './api/accounts';
import * as app from './app';

jest.mock('./api/accounts'); // src/api/__mocks__/accounts.ts
const api = accounts as jest.Mocked<typeof accounts>;

describeAreaMount(app, {
  name: 'remote_accounts',
  area: 'accounts',
  mountPath: '/account/all',
  expectMounted: async ({ domElement }) => {
    await until(() => api.list.mock.calls.length > 0);
    expect(domElement.textContent).toContain('分身管理');
  },
  updatePath: '/account/renew',
  expectUpdated: async ({ domElement }) => {
    await until(() => api.paymentList.mock.calls.length > 0);
    expect(api.paymentList).toHaveBeenLastCalledWith('renew', undefined);
    await until(() => !!domElement.querySelector('[data-testid="pay-empty"]'));
  },
  unknownPath: '/account/nothing-here',
  redirects: [['/account', '/account/all']],
  beforeBootstrap: () => {
    api.list.mockResolvedValue({ total: 0, list: [] });
    api.status.mockResolvedValue([]);
    api.paymentList.mockResolvedValue({
      list: [],
      month_fen: 2000,
      day_fen: 100,
      memory: [],
      durations: [],
      pay_types: ['balance'],
      balance_fen: 0,
    });
  },
});
