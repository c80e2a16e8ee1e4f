// The mounting contract every remote's src/app.test.tsx checks (docs/remote-contract.md): the host
// mounts the lifecycles as a parcel with { domElement, location, navigator }, calls update on every
// location change, sends unknown area paths to the console /404 through its navigator, and a render
// crash stays inside the area's box.
//
// Use it from a remote's src/app.test.tsx (jest.mock stays in that file, above the './app' import):
//   import * as app from './app';
//   const area = describeAreaMount(app, { name: 'remote_x', area: 'x', mountPath: '/x/all', unknownPath: '/x/nope' });
// It registers beforeEach/afterEach and the tests at the level it is called from, so the remote's
// own tests next to it can use the returned context (area.domElement, area.navigator, area.props).

/** The part of react-router's Navigator the host hands over, as jest mocks. */
export interface HostNavigator {
  push: jest.Mock;
  replace: jest.Mock;
  go: jest.Mock;
  createHref: jest.Mock;
}

/** A single-spa lifecycle; the props are built by the context (typed `never`, as single-spa adds its own). */
type Lifecycle = (props: never) => Promise<unknown>;

export interface AreaLifecycles {
  bootstrap: Lifecycle;
  mount: Lifecycle;
  unmount: Lifecycle;
  update: Lifecycle;
}

export interface AreaMountContext {
  /** the box the host mounts the area into (fresh for each test) */
  readonly domElement: HTMLElement;
  /** the host navigator (fresh mocks for each test) */
  readonly navigator: HostNavigator;
  /** parcel props at pathname; pass nav = null for a host without a navigator */
  props: (pathname: string, nav?: HostNavigator | null) => never;
}

export interface AreaMountSpec {
  /** the parcel name single-spa adds to the props, e.g. 'remote_devices' */
  name: string;
  /** the area id: [data-testid="remote-root"] carries it as data-remote */
  area: string;
  /** a path the area renders: bootstrap, the mount test and the crash test use it */
  mountPath: string;
  /** mountPath shows the not-built placeholder (with the path) whose first link has this href */
  notBuiltLink?: string;
  /** remote-specific checks after mounting at mountPath */
  expectMounted?: (area: AreaMountContext) => void | Promise<void>;
  /** the host location the mount test updates to before unmounting */
  updatePath?: string;
  /** checks after the update; default: the domElement's text contains updatePath */
  expectUpdated?: (area: AreaMountContext) => void | Promise<void>;
  /** an area path no route matches: replaced with /404 through the host navigator */
  unknownPath: string;
  /** [from, to]: from is replaced with to through the host navigator (spec §2) */
  redirects?: [from: string, to: string][];
  /** runs first in each beforeEach, before bootstrap (e.g. resolve the remote's jest.mock'ed API) */
  beforeBootstrap?: () => void;
}

export const at = (pathname: string) => ({ pathname, search: '', hash: '', state: null, key: pathname });

export function hostNavigator(): HostNavigator {
  return {
    push: jest.fn(),
    replace: jest.fn(),
    go: jest.fn(),
    createHref: jest.fn((to: string | { pathname?: string }) => String(typeof to === 'string' ? to : to.pathname)),
  };
}

/** Polls check every 10 ms (up to 2 s), then expects it to hold. */
export async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

export function describeAreaMount(lifecycles: AreaLifecycles, spec: AreaMountSpec): AreaMountContext {
  const { bootstrap, mount, unmount, update } = lifecycles;

  // single-spa mounts and updates outside React's act(), as in the browser: no act warnings here.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

  let domElement: HTMLElement;
  let navigator: HostNavigator;
  const ctx: AreaMountContext = {
    get domElement() {
      return domElement;
    },
    get navigator() {
      return navigator;
    },
    props: (pathname, nav = navigator) =>
      // single-spa adds name (and mountParcel) to parcel props; the host adds the rest.
      ({ name: spec.name, domElement, location: at(pathname), navigator: nav }) as never,
  };
  const { props } = ctx;

  beforeEach(async () => {
    spec.beforeBootstrap?.();
    domElement = document.createElement('div');
    document.body.appendChild(domElement);
    navigator = hostNavigator();
    await bootstrap(props(spec.mountPath));
  });

  afterEach(() => domElement.remove());

  const what = spec.updatePath ? 'follows update' : `marked with its area`;
  test(`renders the host location in its domElement, ${what}, and unmounts cleanly`, async () => {
    await mount(props(spec.mountPath));
    expect(domElement.querySelector('[data-testid="remote-root"]')?.getAttribute('data-remote')).toBe(spec.area);
    if (spec.notBuiltLink !== undefined) {
      expect(domElement.querySelector('[data-testid="not-built"]')?.textContent).toContain(spec.mountPath);
      // Links go through the host's navigator (one history owner).
      expect(domElement.querySelector('a')?.getAttribute('href')).toBe(spec.notBuiltLink);
    }
    await spec.expectMounted?.(ctx);

    let last = spec.mountPath;
    if (spec.updatePath !== undefined) {
      last = spec.updatePath;
      await update(props(last));
      if (spec.expectUpdated) await spec.expectUpdated(ctx);
      else expect(domElement.textContent).toContain(last);
    }

    await unmount(props(last));
    expect(domElement.innerHTML).toBe('');
  });

  test('an unknown area path is handed to the console /404 through the host navigator', async () => {
    await mount(props(spec.unknownPath));
    await new Promise((r) => setTimeout(r, 0));
    expect(navigator.replace.mock.calls[0][0]).toMatchObject({ pathname: '/404' });
    await unmount(props(spec.unknownPath));
  });

  for (const [from, to] of spec.redirects ?? []) {
    test(`${from} is sent to ${to} (spec §2) through the host navigator`, async () => {
      await mount(props(from));
      await new Promise((r) => setTimeout(r, 0));
      expect(navigator.replace.mock.calls[0][0]).toMatchObject({ pathname: to });
      await unmount(props(from));
    });
  }

  test('a render crash shows the contained error panel instead of unmounting', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    // A host without a navigator: the area's router (or its first <Link>) throws while rendering.
    await mount(props(spec.mountPath, null));
    expect(domElement.querySelector('[data-testid="remote-error"]')).not.toBeNull();
    await unmount(props(spec.mountPath, null));
    quiet.mockRestore();
  });

  return ctx;
}
