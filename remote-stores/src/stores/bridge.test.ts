// Spec §7: "Extension event types: logout, push install plugin, get plugin." — opening a store
// uses what the console knows about the extension: present → hand over (openStore); absent → say
// so at once, without posting and waiting for an answer that cannot come.
import { EXTENSION_SOURCE, extensionPresence, GET_PLUGIN_TIMEOUT_MS } from '@console/shared';
import type { StoreEnv } from '../api/stores';
import { handToExtension, OPEN_STORE, OPEN_STORE_TIMEOUT_MS } from './bridge';

const env = { store_id: 1, name: 'x' } as StoreEnv;

function fromExtension(type: string, payload?: unknown) {
  window.dispatchEvent(
    new MessageEvent('message', {
      data: { source: EXTENSION_SOURCE, type, payload },
      source: window,
      origin: window.location.origin,
    }),
  );
}

/** A fake extension answering the types in `answers` (none: no extension installed). */
function extension(...answers: string[]) {
  const seen: { type: string; payload?: unknown }[] = [];
  jest.spyOn(window, 'postMessage').mockImplementation((m: unknown) => {
    const msg = m as { type: string; payload?: unknown };
    seen.push(msg);
    if (answers.includes(msg.type)) fromExtension(msg.type, msg.type === 'getPlugin' ? { version: '1' } : undefined);
  });
  return seen;
}

afterEach(() => {
  extensionPresence.stop();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

test('get plugin answered: the store is handed over with its environment', async () => {
  const seen = extension('getPlugin', OPEN_STORE);
  await expect(handToExtension(env)).resolves.toBe('handed');
  expect(seen).toEqual([
    { source: 'cloud-phone-console', type: 'getPlugin', payload: undefined },
    { source: 'cloud-phone-console', type: OPEN_STORE, payload: env },
  ]);
});

test('known absent: "noExtension" at once — no openStore posted, no timer waited for', async () => {
  jest.useFakeTimers();
  const seen = extension();
  const check = extensionPresence.watch(); // the console's start-up getPlugin goes unanswered
  jest.advanceTimersByTime(GET_PLUGIN_TIMEOUT_MS);
  await check;
  // no timer advanced from here: the answer cannot have come from an openStore time-out
  await expect(handToExtension(env)).resolves.toBe('noExtension');
  expect(jest.getTimerCount()).toBe(0);
  expect(seen.map((m) => m.type)).toEqual(['getPlugin']);
});

test('opened while the start-up check is out: it waits for that check only', async () => {
  jest.useFakeTimers();
  const seen = extension();
  const p = handToExtension(env);
  jest.advanceTimersByTime(GET_PLUGIN_TIMEOUT_MS);
  await expect(p).resolves.toBe('noExtension');
  expect(seen.map((m) => m.type)).toEqual(['getPlugin']);
});

test('push install plugin after the check timed out: the next open hands over', async () => {
  jest.useFakeTimers();
  const seen = extension(OPEN_STORE); // a content script that loaded late: it never saw getPlugin
  const check = extensionPresence.watch();
  jest.advanceTimersByTime(GET_PLUGIN_TIMEOUT_MS);
  await expect(check).resolves.toEqual({ status: 'absent' });
  fromExtension('pushInstallPlugin', { version: '2' });
  await expect(handToExtension(env)).resolves.toBe('handed');
  expect(seen.map((m) => m.type)).toEqual(['getPlugin', OPEN_STORE]);
});

test('an installed extension that does not take the store: "noAnswer" after the time-out', async () => {
  jest.useFakeTimers();
  extension('getPlugin');
  await extensionPresence.watch();
  const p = handToExtension(env);
  await jest.advanceTimersByTimeAsync(OPEN_STORE_TIMEOUT_MS - 1);
  let settled = false;
  void p.then(() => (settled = true));
  await jest.advanceTimersByTimeAsync(0);
  expect(settled).toBe(false); // the present extension gets its full time to answer
  await jest.advanceTimersByTimeAsync(1);
  await expect(p).resolves.toBe('noAnswer');
});
