// Spec §7: "Extension event types: logout, push install plugin, get plugin." — the shell's side:
// the protocol itself is tested with it in packages/shared/src/extension.
import { act, render } from '@testing-library/react';
import {
  CONSOLE_SOURCE,
  EXTENSION_SOURCE,
  extensionPresence,
  getPlugin,
  notifyExtensionLogout,
  useWatchExtension,
  watchExtension,
} from './bridge';

function reply(type: string, payload?: unknown) {
  window.dispatchEvent(
    new MessageEvent('message', {
      data: { source: EXTENSION_SOURCE, type, payload },
      source: window,
      origin: window.location.origin,
    }),
  );
}
const types = (spy: jest.SpyInstance) => spy.mock.calls.map((c) => (c[0] as { type: string }).type);

afterEach(() => {
  extensionPresence.stop();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('extension bridge (host) — "Extension event types: logout, push install plugin, get plugin."', () => {
  it("logout posts 'logout' to the page origin and waits for nothing", () => {
    const spy = jest.spyOn(window, 'postMessage').mockImplementation(() => undefined);
    notifyExtensionLogout();
    expect(spy).toHaveBeenCalledWith({ source: CONSOLE_SOURCE, type: 'logout' }, window.location.origin);
  });

  it('getPlugin resolves what the extension says about itself', async () => {
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
  });

  it('the shell asks once at start (however often it mounts) and learns the answer', async () => {
    const spy = jest.spyOn(window, 'postMessage').mockImplementation((msg: unknown) => {
      if ((msg as { type: string }).type === 'getPlugin') reply('getPlugin', { version: '1.0' });
    });
    function Shell() {
      useWatchExtension();
      return null;
    }
    const first = render(<Shell />);
    render(<Shell />);
    await act(async () => undefined);
    expect(types(spy)).toEqual(['getPlugin']);
    expect(extensionPresence.state()).toEqual({ status: 'present', info: { version: '1.0' } });
    await expect(watchExtension()).resolves.toMatchObject({ status: 'present' });
    expect(types(spy)).toEqual(['getPlugin']);
    first.unmount();
  });
});
