// A failed load (a visit's, or one made ahead in the background) is not what the next load gets:
// that one registers the remote again, so the federation runtime forgets the failed entry.
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadArea } from './loadArea';
import { fetchRegistry } from './registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('./registry', () => ({ ...jest.requireActual('./registry'), fetchRegistry: jest.fn() }));

const lifecycles = { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() };
const remote = {
  name: 'remote_network',
  package: 'remote-network',
  version: '1',
  entry: '/remotes/n/mf-manifest.json',
};

const registry = { updatedAt: '', remotes: { network: remote } };
beforeEach(() => {
  jest.mocked(fetchRegistry).mockResolvedValue(registry);
  jest.mocked(registerRemotes).mockClear();
});

const forced = () => jest.mocked(registerRemotes).mock.calls.map(([, options]) => options?.force);

test('after a failed load the next one registers the remote again; after a good one it does not', async () => {
  jest.mocked(loadRemote).mockRejectedValueOnce(new Error('offline'));
  await expect(loadArea('network')).rejects.toThrow('offline');
  jest.mocked(loadRemote).mockResolvedValue(lifecycles);
  await expect(loadArea('network')).resolves.toBe(lifecycles);
  await loadArea('network');
  expect(forced()).toEqual([false, true, false]);
});

test("the page's manifests are handed to the runtime once per registry, before the first load", async () => {
  jest.mocked(loadRemote).mockResolvedValue(lifecycles);
  await loadArea('network');
  await loadArea('network');
  expect(jest.mocked(registerPlugins).mock.calls.map(([plugins]) => plugins?.map((p) => p.name))).toEqual([
    ['console-inline-manifests'],
  ]);
  expect(jest.mocked(registerPlugins).mock.invocationCallOrder[0]).toBeLessThan(
    jest.mocked(loadRemote).mock.invocationCallOrder[0],
  );
});
