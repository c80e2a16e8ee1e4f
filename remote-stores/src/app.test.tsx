// The mounting contract (docs/remote-contract.md), shared by every remote: packages/testing/areaMount.ts.
// The store API is stubbed, so /store/all renders the real list without a server.
import { describeAreaMount, until } from '../../packages/testing/areaMount';
import { stores } from './api/stores';
import * as app from './app';

jest.mock('./api/stores', () => ({
  STORE_EXPORT_PATH: '/store/list/export',
  stores: {
    list: jest.fn(),
    cnt: jest.fn(async () => ({})),
    platforms: jest.fn(async () => []),
    members: jest.fn(async () => []),
  },
  storeTags: { list: jest.fn(async () => []) },
  ipDeviceChoices: jest.fn(async () => []),
}));
const api = stores as jest.Mocked<typeof stores>;

const area = describeAreaMount(app, {
  name: 'remote_stores',
  area: 'stores',
  mountPath: '/store/all',
  expectMounted: async ({ domElement }) => {
    await until(() => api.list.mock.calls.length > 0);
    expect(api.list).toHaveBeenLastCalledWith({ page: 1, limit: 20, view: 'all' });
    expect(domElement.querySelector('[data-testid="list-page"]')).not.toBeNull();
    expect(domElement.textContent).toContain('店铺管理'); // the page title, above the view tabs
  },
  unknownPath: '/tag/all',
  beforeBootstrap: () => api.list.mockResolvedValue({ total: 0, list: [] }),
});

test('follows update: the new host location is rendered (an unknown one goes to /404)', async () => {
  await app.mount(area.props('/store/all'));
  await app.update(area.props('/store/elsewhere'));
  await until(() => area.navigator.replace.mock.calls.length > 0);
  expect(area.navigator.replace.mock.calls[0][0]).toMatchObject({ pathname: '/404' });
  await app.unmount(area.props('/store/elsewhere'));
});
