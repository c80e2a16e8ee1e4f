// The runtime's manifest request answered from the page; anything else left to the network.
import { inlineManifests } from './inlineManifests';
import type { Registry } from './registry';

const registry: Registry = {
  updatedAt: '',
  remotes: {
    devices: {
      name: 'remote_devices',
      package: 'remote-devices',
      version: '1',
      entry: '/remotes/remote-devices/1/mf-manifest.json',
      manifest: { id: 'remote_devices', metaData: { publicPath: 'auto' } },
    },
    org: { name: 'remote_org', package: 'remote-org', version: '1', entry: 'https://cdn.example/org/mf-manifest.json' },
  },
};

// jsdom has no Response: a stand-in with what the federation runtime reads of one (json())
class FakeResponse {
  constructor(private readonly body: string) {}
  json(): Promise<unknown> {
    return Promise.resolve(JSON.parse(this.body));
  }
}
beforeAll(() => {
  (globalThis as { Response?: unknown }).Response = FakeResponse;
});
afterAll(() => {
  delete (globalThis as { Response?: unknown }).Response;
});

const ORIGIN = 'https://console.example';
const fetchOf = (r: Registry) =>
  inlineManifests(r, `${ORIGIN}/phone/all`).fetch as (url: string, init: RequestInit) => unknown;

test('answers the manifest of a build in the page, however its URL is spelled', async () => {
  const fetch = fetchOf(registry);
  for (const url of [
    '/remotes/remote-devices/1/mf-manifest.json',
    `${ORIGIN}/remotes/remote-devices/1/mf-manifest.json`,
  ]) {
    const res = (await fetch(url, {})) as Response;
    expect(res).toBeInstanceOf(FakeResponse);
    expect(await res.json()).toEqual({ id: 'remote_devices', metaData: { publicPath: 'auto' } });
  }
});

test('leaves every other request to the network: a remote without one in the page, other files', () => {
  const fetch = fetchOf(registry);
  expect(fetch('https://cdn.example/org/mf-manifest.json', {})).toBeUndefined();
  expect(fetch('/remotes/remote-devices/2/mf-manifest.json', {})).toBeUndefined();
  expect(fetch('/remotes/remote-devices/1/remoteEntry.js', {})).toBeUndefined();
});
