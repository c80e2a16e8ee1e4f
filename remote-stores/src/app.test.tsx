// The mounting contract (docs/remote-contract.md): the host mounts the lifecycles as a parcel with
// { domElement, location, navigator }, calls update on every location change, and a render crash
// stays inside the area's box.
import type { Location, Navigator } from 'react-router';
import { stores } from './api/stores';
import { bootstrap, mount, unmount, update } from './app';

jest.mock('./api/stores', () => ({
  STORE_EXPORT_PATH: '/store/list/export',
  stores: { list: jest.fn() },
}));
const api = stores as jest.Mocked<typeof stores>;
jest.setTimeout(15_000);

const at = (pathname: string): Location => ({ pathname, search: '', hash: '', state: null, key: pathname });

function hostNavigator(): jest.Mocked<Navigator> {
  return { push: jest.fn(), replace: jest.fn(), go: jest.fn(), createHref: jest.fn((to) => String(typeof to === 'string' ? to : to.pathname)) };
}

// single-spa mounts and updates outside React's act(), as in the browser: no act warnings here.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

let domElement: HTMLElement;
let navigator: jest.Mocked<Navigator>;
const props = (pathname: string, nav: Navigator | null = navigator) =>
  // single-spa adds name (and mountParcel) to parcel props; the host adds the rest.
  ({ name: 'remote_stores', domElement, location: at(pathname), navigator: nav }) as never;

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

beforeEach(async () => {
  api.list.mockResolvedValue({ total: 0, list: [] });
  domElement = document.createElement('div');
  document.body.appendChild(domElement);
  navigator = hostNavigator();
  await bootstrap(props('/store/all'));
});

afterEach(() => domElement.remove());

test('renders the store list at the host location, marked with its area, and unmounts cleanly', async () => {
  await mount(props('/store/all'));
  const root = domElement.querySelector('[data-testid="remote-root"]');
  expect(root?.getAttribute('data-remote')).toBe('stores');
  await until(() => api.list.mock.calls.length > 0);
  expect(api.list).toHaveBeenLastCalledWith({ page: 1, limit: 20 });
  expect(domElement.querySelector('[data-testid="list-page"]')?.textContent).toContain('店铺管理');

  await unmount(props('/store/all'));
  expect(domElement.innerHTML).toBe('');
});

test('follows update: the new host location is rendered (an unknown one goes to /404)', async () => {
  await mount(props('/store/all'));
  await update(props('/store/elsewhere'));
  await until(() => navigator.replace.mock.calls.length > 0);
  expect(navigator.replace.mock.calls[0][0]).toMatchObject({ pathname: '/404' });
  await unmount(props('/store/elsewhere'));
});

test('an unknown area path is handed to the console /404 through the host navigator', async () => {
  await mount(props('/tag/all'));
  await new Promise((r) => setTimeout(r, 0));
  expect(navigator.replace.mock.calls[0][0]).toMatchObject({ pathname: '/404' });
  await unmount(props('/tag/all'));
});

test('a render crash shows the contained error panel instead of unmounting', async () => {
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
  await mount(props('/store/all', null)); // a host without a navigator: the router cannot render
  expect(domElement.querySelector('[data-testid="remote-error"]')).not.toBeNull();
  await unmount(props('/store/all', null));
  quiet.mockRestore();
});
