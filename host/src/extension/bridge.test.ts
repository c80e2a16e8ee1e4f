import {
  CONSOLE_SOURCE,
  EXTENSION_SOURCE,
  getPlugin,
  notifyExtensionLogout,
  onExtensionMessage,
  postToExtension,
  pushInstallPlugin,
} from './bridge';

function reply(type: string, payload?: unknown, source = EXTENSION_SOURCE) {
  window.dispatchEvent(
    new MessageEvent('message', { data: { source, type, payload }, source: window, origin: window.location.origin }),
  );
}

afterEach(() => jest.restoreAllMocks());

describe('extension bridge', () => {
  it('posts { source, type, payload } to the page origin', () => {
    const spy = jest.spyOn(window, 'postMessage').mockImplementation(() => undefined);
    expect(postToExtension('pushInstallPlugin', { id: 1 })).toBe(true);
    expect(spy).toHaveBeenCalledWith(
      { source: CONSOLE_SOURCE, type: 'pushInstallPlugin', payload: { id: 1 } },
      window.location.origin,
    );
  });

  it("logout posts 'logout'", () => {
    const spy = jest.spyOn(window, 'postMessage').mockImplementation(() => undefined);
    notifyExtensionLogout();
    pushInstallPlugin({ name: 'x' });
    expect(spy.mock.calls.map((c) => (c[0] as { type: string }).type)).toEqual(['logout', 'pushInstallPlugin']);
  });

  it('never throws when posting fails (no extension, uncloneable payload)', () => {
    jest.spyOn(window, 'postMessage').mockImplementation(() => {
      throw new Error('DataCloneError');
    });
    expect(postToExtension('getPlugin', { fn: () => 1 })).toBe(false);
  });

  it('delivers only extension replies, filtered by type', () => {
    const all = jest.fn();
    const plugins = jest.fn();
    const stopAll = onExtensionMessage(all);
    const stopPlugins = onExtensionMessage(plugins, 'getPlugin');
    reply('getPlugin', { version: '1.2' });
    reply('other');
    reply('getPlugin', 'x', CONSOLE_SOURCE); // our own post echoed back
    window.dispatchEvent(new MessageEvent('message', { data: 'noise' }));
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { source: EXTENSION_SOURCE, type: 'getPlugin' },
        origin: 'https://other.example',
      }),
    );
    expect(all.mock.calls.map((c) => c[0].type)).toEqual(['getPlugin', 'other']);
    expect(plugins).toHaveBeenCalledTimes(1);
    expect(plugins).toHaveBeenCalledWith({ source: EXTENSION_SOURCE, type: 'getPlugin', payload: { version: '1.2' } });
    stopAll();
    stopPlugins();
    reply('getPlugin');
    expect(all).toHaveBeenCalledTimes(2);
  });

  it('getPlugin resolves with the reply payload', async () => {
    jest.spyOn(window, 'postMessage').mockImplementation((msg: unknown) => {
      const m = msg as { source: string; type: string };
      if (m.source === CONSOLE_SOURCE) setTimeout(() => reply(m.type, { plugin: 'rpa', version: '3' }), 0);
    });
    await expect(getPlugin(1000)).resolves.toEqual({ plugin: 'rpa', version: '3' });
  });

  it('getPlugin resolves undefined when no extension answers', async () => {
    jest.useFakeTimers();
    jest.spyOn(window, 'postMessage').mockImplementation(() => undefined);
    const p = getPlugin(500);
    jest.advanceTimersByTime(500);
    await expect(p).resolves.toBeUndefined();
    jest.useRealTimers();
  });
});
