// A visited area stays mounted while another is shown: hidden, paused (active: false), at the
// location it last showed; going back shows it again without loading or mounting it a second time.
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { type Location, MemoryRouter, type NavigateFunction, Outlet, Route, Routes, useNavigate } from 'react-router';
import type { ParcelConfig } from 'single-spa';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { initI18n } from '@console/shared';
import { signInAs } from '../../../packages/testing/signIn';
import { registerHostResources } from '../i18n';
import { setPublishedRoutes } from '../routes/published';
import { PUBLISHED } from '../routes/published.fixture';
import { resetPreloadedAreas } from './preloadAreas';
import { AreaSlot, AreaStage } from './AreaStage';
import { loadArea } from './loadArea';
import type { AreaName } from './registry';

jest.mock('./loadArea', () => ({ loadArea: jest.fn() }));
const load = loadArea as jest.MockedFunction<typeof loadArea>;

type Props = { domElement?: HTMLElement; location: Location; active?: boolean };
const calls: string[] = [];

/** A remote that writes its location and whether it is active into its box, and logs its lifecycle. */
function fakeRemote(area: AreaName): ParcelConfig {
  // single-spa passes domElement to mount and unmount only, as single-spa-react expects
  let box: HTMLElement;
  const draw = (p: Props) => {
    box.innerHTML = `<p>${area} at ${p.location.pathname}${p.active === false ? ' (paused)' : ''}</p>`;
  };
  return {
    bootstrap: async () => undefined,
    mount: async (p: Props) => {
      calls.push(`mount ${area}`);
      box = p.domElement!;
      draw(p);
    },
    update: async (p: Props) => {
      calls.push(`update ${area} ${p.location.pathname} ${p.active === false ? 'paused' : 'active'}`);
      draw(p);
    },
    unmount: async () => {
      calls.push(`unmount ${area}`);
      box.innerHTML = '';
    },
  } as unknown as ParcelConfig;
}

let navigate: NavigateFunction;
function Navigator() {
  const go = useNavigate();
  useEffect(() => {
    navigate = go;
  }, [go]);
  return null;
}

function show(path: string) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Navigator />
        <Routes>
          <Route
            element={
              <AreaStage>
                <Outlet />
              </AreaStage>
            }
          >
            <Route path="/phone/*" element={<AreaSlot area="devices" />} />
            <Route path="/order/*" element={<AreaSlot area="billing" />} />
            <Route path="/dashboard" element={<p>dashboard page</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const box = (area: AreaName) => document.querySelector<HTMLElement>(`[data-testid="remote-area"][data-area="${area}"]`);
/** Hidden as the host hides a kept area: not drawn (its layout kept), out of the tab order, no room. */
const hidden = (area: AreaName) => {
  const b = box(area)!;
  return b.style.contentVisibility === 'hidden' && b.hasAttribute('inert') && b.style.height === '0px';
};

beforeAll(() => {
  initI18n();
  registerHostResources();
});
beforeEach(() => {
  calls.length = 0;
  load.mockReset();
  load.mockImplementation(async (area) => fakeRemote(area));
});

test('leaving an area hides and pauses it; coming back shows it without loading or mounting it again', async () => {
  show('/phone/all');
  expect(await screen.findByText('devices at /phone/all')).toBeTruthy();

  await act(async () => navigate('/order/all'));
  expect(await screen.findByText('billing at /order/all')).toBeTruthy();
  // kept where it was, hidden and paused: another area's URL is not passed to it
  expect(hidden('devices')).toBe(true);
  expect(await screen.findByText('devices at /phone/all (paused)')).toBeTruthy();

  await act(async () => navigate('/phone/renew?ids=1'));
  expect(await screen.findByText('devices at /phone/renew')).toBeTruthy();
  expect(hidden('devices')).toBe(false);
  expect(hidden('billing')).toBe(true);

  expect(load.mock.calls.map(([area]) => area)).toEqual(['devices', 'billing']);
  expect(calls.filter((c) => c.startsWith('mount') || c.startsWith('unmount'))).toEqual([
    'mount devices',
    'mount billing',
  ]);
  expect(calls).toContain('update devices /phone/all paused');
  expect(calls).toContain('update devices /phone/renew active');
});

test("a host page hides every area; the areas' parcels end with the shell", async () => {
  const view = show('/phone/all');
  expect(await screen.findByText('devices at /phone/all')).toBeTruthy();
  await act(async () => navigate('/dashboard'));
  expect(screen.getByText('dashboard page')).toBeTruthy();
  expect(hidden('devices')).toBe(true);

  view.unmount();
  await waitFor(() => expect(calls).toContain('unmount devices'));
});

describe('areas not opened yet', () => {
  beforeEach(() => {
    resetPreloadedAreas();
    // the browser is idle at once
    window.requestIdleCallback = (cb: IdleRequestCallback) => setTimeout(cb, 0);
  });
  afterEach(() => {
    // @ts-expect-error jsdom has none of its own
    delete window.requestIdleCallback;
  });

  test('load ahead once the first area is on screen; opening one then only mounts it', async () => {
    await signInAs('admin');
    setPublishedRoutes(PUBLISHED);
    show('/phone/all');
    expect(await screen.findByText('devices at /phone/all')).toBeTruthy();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(5));
    expect(load.mock.calls.map(([area]) => area)).toEqual(['devices', 'accounts', 'network', 'billing', 'org']);

    await act(async () => navigate('/order/all'));
    expect(await screen.findByText('billing at /order/all')).toBeTruthy();
    expect(calls.filter((c) => c.startsWith('mount'))).toEqual(['mount devices', 'mount billing']);
  });

  test('nothing loads ahead before an area is on screen', async () => {
    await signInAs('admin');
    setPublishedRoutes(PUBLISHED);
    load.mockImplementation(() => new Promise(() => undefined)); // devices never arrives
    show('/phone/all');
    await new Promise((r) => setTimeout(r, 50));
    expect(load.mock.calls.map(([area]) => area)).toEqual(['devices']);
  });
});
