// A remote that fails to load or to mount shows the fallback in its own area, and retry really
// loads it again (the e2e suite covers unreachable and slow remotes in a browser).
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { ParcelConfig } from 'single-spa';
import { initI18n } from '@console/shared';
import { registerHostResources } from '../i18n';
import { loadArea } from './loadArea';
import { RemoteArea } from './RemoteArea';

jest.mock('./loadArea', () => ({ loadArea: jest.fn() }));
const load = loadArea as jest.MockedFunction<typeof loadArea>;

function lifecycles(mount: (props: { domElement: HTMLElement }) => Promise<void>): ParcelConfig {
  return {
    bootstrap: async () => undefined,
    mount,
    unmount: async (props: { domElement: HTMLElement }) => {
      props.domElement.innerHTML = '';
    },
  } as unknown as ParcelConfig;
}

function Devices() {
  return <RemoteArea area="devices" location={useLocation()} active />;
}

function show() {
  const router = createMemoryRouter([{ path: '*', element: <Devices /> }], {
    initialEntries: ['/phone/all'],
  });
  return render(<RouterProvider router={router} />);
}

beforeAll(() => {
  initI18n();
  registerHostResources();
});
beforeEach(() => {
  load.mockReset();
  // RemoteArea logs each failure for support; the tests expect those failures.
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

test('a remote that throws while mounting is contained: fallback, then retry mounts it', async () => {
  load.mockResolvedValueOnce(lifecycles(async () => Promise.reject(new Error('boom in mount'))));
  show();
  expect(await screen.findByTestId('remote-fallback')).toBeTruthy();
  expect(screen.getByText(/boom in mount/)).toBeTruthy();
  expect(load).toHaveBeenLastCalledWith('devices', false);

  load.mockResolvedValueOnce(
    lifecycles(async ({ domElement }) => {
      domElement.innerHTML = '<p>device list</p>';
    }),
  );
  await act(async () => fireEvent.click(screen.getByTestId('remote-retry')));
  expect(await screen.findByText('device list')).toBeTruthy();
  expect(load).toHaveBeenLastCalledWith('devices', true); // re-registered, not the cached failure
  expect(screen.queryByTestId('remote-fallback')).toBeNull();
});

test('a remote that cannot be loaded shows the fallback with the reason', async () => {
  load.mockRejectedValueOnce(new Error('remote_devices: no answer within 20000 ms'));
  show();
  expect(await screen.findByTestId('remote-fallback')).toBeTruthy();
  expect(screen.getByText(/no answer within 20000 ms/)).toBeTruthy();
});
