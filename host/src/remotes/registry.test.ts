// The registry comes from the page when the console server wrote it there, else from one fetch.
import { REGISTRY_ELEMENT_ID } from './registry';

const registry = { updatedAt: 'x', remotes: {} };

async function freshFetchRegistry() {
  let mod!: typeof import('./registry');
  jest.isolateModules(() => {
    mod = jest.requireActual('./registry');
  });
  return mod.fetchRegistry;
}

beforeEach(() => {
  document.head.innerHTML = '';
  global.fetch = jest
    .fn()
    .mockResolvedValue({ ok: true, json: () => Promise.resolve({ ...registry, updatedAt: 'fetched' }) });
});

test('reads the registry in the page without a request', async () => {
  document.head.innerHTML = `<script type="application/json" id="${REGISTRY_ELEMENT_ID}">${JSON.stringify(registry)}</script>`;
  const fetchRegistry = await freshFetchRegistry();
  await expect(fetchRegistry()).resolves.toEqual(registry);
  expect(await fetchRegistry()).toBe(await fetchRegistry()); // one object per page load
  expect(global.fetch).not.toHaveBeenCalled();
});

test('asks the console server when the page has none, or an unreadable one', async () => {
  for (const html of ['', `<script type="application/json" id="${REGISTRY_ELEMENT_ID}">{not json</script>`]) {
    document.head.innerHTML = html;
    const fetchRegistry = await freshFetchRegistry();
    await expect(fetchRegistry()).resolves.toMatchObject({ updatedAt: 'fetched' });
  }
  expect(global.fetch).toHaveBeenCalledTimes(2);
});
