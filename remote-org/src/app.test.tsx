// The mounting contract (docs/remote-contract.md): the host mounts the lifecycles as a parcel with
// { domElement, location, navigator }, calls update on every location change, and a render crash
// stays inside the area's box.
import type { Location, Navigator } from 'react-router';
import { departments, members } from './api/org';
import { bootstrap, mount, unmount, update } from './app';

jest.mock('./api/org', () => ({
  ...jest.requireActual('./api/org'),
  members: { list: jest.fn() },
  departments: { list: jest.fn() },
}));
const memberApi = members as jest.Mocked<typeof members>;
const departmentApi = departments as jest.Mocked<typeof departments>;
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
  ({ name: 'remote_org', domElement, location: at(pathname), navigator: nav }) as never;

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

beforeEach(async () => {
  memberApi.list.mockResolvedValue({ total: 0, list: [] });
  departmentApi.list.mockResolvedValue({ total: 0, list: [] });
  domElement = document.createElement('div');
  document.body.appendChild(domElement);
  navigator = hostNavigator();
  await bootstrap(props('/company/setup'));
});

afterEach(() => domElement.remove());

test('renders the host location in its domElement, follows update, and unmounts cleanly', async () => {
  await mount(props('/company/setup'));
  expect(domElement.querySelector('[data-testid="remote-root"]')?.getAttribute('data-remote')).toBe('org');
  expect(domElement.querySelector('[data-testid="not-built"]')?.textContent).toContain('/company/setup');
  // Links go through the host's navigator (one history owner).
  expect(domElement.querySelector('a')?.getAttribute('href')).toBe('/member/all');

  await update(props('/member/all'));
  await until(() => memberApi.list.mock.calls.length > 0);
  expect(departmentApi.list).toHaveBeenCalledTimes(1);
  expect(memberApi.list).toHaveBeenLastCalledWith({ page: 1, limit: 20 });
  expect(domElement.querySelector('[data-testid="list-page"]')?.textContent).toContain('成员管理');

  await unmount(props('/member/all'));
  expect(domElement.innerHTML).toBe('');
});

test('an unknown area path is handed to the console /404 through the host navigator', async () => {
  await mount(props('/member/nothing-here'));
  await new Promise((r) => setTimeout(r, 0));
  expect(navigator.replace.mock.calls[0][0]).toMatchObject({ pathname: '/404' });
  await unmount(props('/member/nothing-here'));
});

test('a render crash shows the contained error panel instead of unmounting', async () => {
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
  await mount(props('/company/setup', null)); // a host without a navigator: <Link> throws while rendering
  expect(domElement.querySelector('[data-testid="remote-error"]')).not.toBeNull();
  await unmount(props('/company/setup', null));
  quiet.mockRestore();
});
