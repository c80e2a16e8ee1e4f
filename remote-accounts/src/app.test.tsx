// The mounting contract (docs/remote-contract.md): the host mounts the lifecycles as a parcel with
// { domElement, location, navigator }, calls update on every location change, and a render crash
// stays inside the area's box.
import type { Location, Navigator } from 'react-router';
import { bootstrap, mount, unmount, update } from './app';


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
  ({ name: 'remote_accounts', domElement, location: at(pathname), navigator: nav }) as never;

beforeEach(async () => {
  domElement = document.createElement('div');
  document.body.appendChild(domElement);
  navigator = hostNavigator();
  await bootstrap(props('/account/buy'));
});

afterEach(() => domElement.remove());

test('renders the host location in its domElement, follows update, and unmounts cleanly', async () => {
  await mount(props('/account/buy'));
  expect(domElement.querySelector('[data-testid="not-built"]')?.textContent).toContain('/account/buy');
  // Links go through the host's navigator (one history owner).
  expect(domElement.querySelector('a')?.getAttribute('href')).toBe('/account/all');

  await update(props('/account/renew'));
  expect(domElement.textContent).toContain('/account/renew');

  await unmount(props('/account/renew'));
  expect(domElement.innerHTML).toBe('');
});

test('an unknown area path is handed to the console /404 through the host navigator', async () => {
  await mount(props('/account/nothing-here'));
  await new Promise((r) => setTimeout(r, 0));
  expect(navigator.replace.mock.calls[0][0]).toMatchObject({ pathname: '/404' });
  await unmount(props('/account/nothing-here'));
});

test('/account is sent to /account/all (spec §2) through the host navigator', async () => {
  await mount(props('/account'));
  await new Promise((r) => setTimeout(r, 0));
  expect(navigator.replace.mock.calls[0][0]).toMatchObject({ pathname: '/account/all' });
  await unmount(props('/account'));
});

test('a render crash shows the contained error panel instead of unmounting', async () => {
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
  await mount(props('/account/buy', null)); // a host without a navigator: <Link> throws while rendering
  expect(domElement.querySelector('[data-testid="remote-error"]')).not.toBeNull();
  await unmount(props('/account/buy', null));
  quiet.mockRestore();
});
