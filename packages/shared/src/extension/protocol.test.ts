// Spec §7: "Extension event types: logout, push install plugin, get plugin." — the message
// protocol every part of the console uses to talk to the browser extension.
import {
  CONSOLE_SOURCE,
  EXTENSION_SOURCE,
  ExtensionEvent,
  onExtensionMessage,
  postToExtension,
  requestFromExtension,
} from './protocol';

function reply(type: string, payload?: unknown, source = EXTENSION_SOURCE) {
  window.dispatchEvent(
    new MessageEvent('message', { data: { source, type, payload }, source: window, origin: window.location.origin }),
  );
}

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('extension protocol — "Extension event types: logout, push install plugin, get plugin."', () => {
  it('names the three §7 events (and openStore, the store hand-over)', () => {
    expect(ExtensionEvent).toEqual({
      logout: 'logout',
      pushInstallPlugin: 'pushInstallPlugin',
      getPlugin: 'getPlugin',
      openStore: 'openStore',
    });
  });

  it('posts { source, type, payload } to the page origin', () => {
    const spy = jest.spyOn(window, 'postMessage').mockImplementation(() => undefined);
    expect(postToExtension('logout')).toBe(true);
    expect(postToExtension('openStore', { id: 1 })).toBe(true);
    expect(spy.mock.calls).toEqual([
      [{ source: CONSOLE_SOURCE, type: 'logout', payload: undefined }, window.location.origin],
      [{ source: CONSOLE_SOURCE, type: 'openStore', payload: { id: 1 } }, window.location.origin],
    ]);
  });

  it('never throws when posting fails (uncloneable payload)', () => {
    jest.spyOn(window, 'postMessage').mockImplementation(() => {
      throw new Error('DataCloneError');
    });
    expect(postToExtension('getPlugin', { fn: () => 1 })).toBe(false);
  });

  it('delivers only the extension’s messages from this window and origin, filtered by type', () => {
    const all = jest.fn();
    const plugins = jest.fn();
    const stopAll = onExtensionMessage(all);
    const stopPlugins = onExtensionMessage(plugins, 'getPlugin');
    reply('getPlugin', { version: '1.2' });
    reply('pushInstallPlugin');
    reply('getPlugin', 'x', CONSOLE_SOURCE); // our own post seen by our own listener
    window.dispatchEvent(new MessageEvent('message', { data: 'noise' }));
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { source: EXTENSION_SOURCE, type: 'getPlugin' },
        origin: 'https://other.example',
      }),
    );
    const frame = document.createElement('iframe');
    document.body.appendChild(frame);
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { source: EXTENSION_SOURCE, type: 'getPlugin' },
        origin: window.location.origin,
        source: frame.contentWindow,
      }),
    );
    frame.remove();
    expect(all.mock.calls.map((c) => c[0].type)).toEqual(['getPlugin', 'pushInstallPlugin']);
    expect(plugins).toHaveBeenCalledTimes(1);
    expect(plugins).toHaveBeenCalledWith({ source: EXTENSION_SOURCE, type: 'getPlugin', payload: { version: '1.2' } });
    stopAll();
    stopPlugins();
    reply('getPlugin');
    expect(all).toHaveBeenCalledTimes(2);
  });

  it('a request resolves the answer of its own type, payload or not', async () => {
    jest.spyOn(window, 'postMessage').mockImplementation((msg: unknown) => {
      const m = msg as { source: string; type: string };
      setTimeout(() => reply('getPlugin', { version: 'other' }), 0); // not the question asked
      setTimeout(() => reply(m.type), 0);
    });
    await expect(requestFromExtension('openStore', { store_id: 1 }, 1000)).resolves.toEqual({
      source: EXTENSION_SOURCE,
      type: 'openStore',
      payload: undefined,
    });
  });

  it('a request resolves undefined when nothing answers in time, or posting fails', async () => {
    jest.useFakeTimers();
    const post = jest.spyOn(window, 'postMessage').mockImplementation(() => undefined);
    const p = requestFromExtension('getPlugin', undefined, 500);
    jest.advanceTimersByTime(499);
    reply('openStore'); // another type does not answer it
    jest.advanceTimersByTime(1);
    await expect(p).resolves.toBeUndefined();
    post.mockImplementation(() => {
      throw new Error('DataCloneError');
    });
    await expect(requestFromExtension('openStore', { fn: () => 1 }, 500)).resolves.toBeUndefined();
  });
});
