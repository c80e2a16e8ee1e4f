import type { StoreEnv } from '../api/stores';
import { handToExtension, OPEN_STORE } from './bridge';

const env = { store_id: 1, name: 'x' } as StoreEnv;

test('posts the environment and resolves true when the extension answers', async () => {
  const seen: unknown[] = [];
  const spy = jest.spyOn(window, 'postMessage').mockImplementation((data) => {
    seen.push(data);
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { source: 'cloud-phone-extension', type: OPEN_STORE },
        source: window,
        origin: window.location.origin,
      }),
    );
  });
  await expect(handToExtension(env)).resolves.toBe(true);
  expect(seen).toEqual([{ source: 'cloud-phone-console', type: OPEN_STORE, payload: env }]);
  spy.mockRestore();
});

test('resolves false when nothing answers', async () => {
  const spy = jest.spyOn(window, 'postMessage').mockImplementation(() => undefined);
  await expect(handToExtension(env, 20)).resolves.toBe(false);
  spy.mockRestore();
});
