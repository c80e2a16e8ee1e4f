// A visited area stays mounted while another is shown: hidden, paused (active: false), at the
// location it last showed; going back shows it again without loading or mounting it a second time.
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { type Location, MemoryRouter, type NavigateFunction, Outlet, Route, Routes, useNavigate } from 'react-router';
import type { ParcelConfig } from 'single-spa';
import { initI18n } from '@console/shared';
import { registerHostResources } from '../i18n';
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
    </MemoryRouter>,
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
