// Spec §7: "Extension event types: logout, push install plugin, get plugin." — whether the
// extension is installed: asked once with getPlugin (short time-out), told by pushInstallPlugin,
// corrected by late answers.
import { extensionPresence, GET_PLUGIN_TIMEOUT_MS } from './presence';
import { CONSOLE_SOURCE, EXTENSION_SOURCE } from './protocol';

function fromExtension(type: string, payload?: unknown) {
  window.dispatchEvent(
    new MessageEvent('message', {
      data: { source: EXTENSION_SOURCE, type, payload },
      source: window,
      origin: window.location.origin,
    }),
  );
}

let posted: { source: string; type: string }[];
let answer: ((m: { type: string }) => void) | undefined;
beforeEach(() => {
  jest.useFakeTimers();
  posted = [];
  answer = undefined;
  jest.spyOn(window, 'postMessage').mockImplementation((m: unknown) => {
    posted.push(m as { source: string; type: string });
    answer?.(m as { type: string });
  });
});
afterEach(() => {
  extensionPresence.stop();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('extension presence — "Extension event types: logout, push install plugin, get plugin."', () => {
  it('get plugin: asked once at start; the answer makes it present with what the extension says', async () => {
    answer = (m) => m.type === 'getPlugin' && fromExtension('getPlugin', { version: '2.1.0' });
    expect(extensionPresence.state().status).toBe('unknown');
    const first = extensionPresence.watch();
    const second = extensionPresence.watch(); // joins the check
    await expect(first).resolves.toEqual({ status: 'present', info: { version: '2.1.0' } });
    await expect(second).resolves.toEqual({ status: 'present', info: { version: '2.1.0' } });
    await expect(extensionPresence.watch()).resolves.toMatchObject({ status: 'present' });
    expect(posted).toEqual([{ source: CONSOLE_SOURCE, type: 'getPlugin', payload: undefined }]);
  });

  it('get plugin unanswered: absent after the short time-out, and known at once afterwards', async () => {
    const p = extensionPresence.watch();
    expect(extensionPresence.state().status).toBe('checking');
    jest.advanceTimersByTime(GET_PLUGIN_TIMEOUT_MS - 1);
    expect(extensionPresence.state().status).toBe('checking');
    jest.advanceTimersByTime(1);
    await expect(p).resolves.toEqual({ status: 'absent' });
    // later callers hear it without a timer running or a second question
    await expect(extensionPresence.watch()).resolves.toEqual({ status: 'absent' });
    expect(jest.getTimerCount()).toBe(0);
    expect(posted.map((m) => m.type)).toEqual(['getPlugin']);
  });

  it('push install plugin: the extension announcing itself ends the check at once', async () => {
    const p = extensionPresence.watch();
    fromExtension('pushInstallPlugin', { version: '3.0' });
    await expect(p).resolves.toEqual({ status: 'present', info: { version: '3.0' } });
    expect(jest.getTimerCount()).toBe(0);
  });

  it('a late answer or announcement turns absent into present, and subscribers hear it', async () => {
    const p = extensionPresence.watch();
    jest.advanceTimersByTime(GET_PLUGIN_TIMEOUT_MS);
    await expect(p).resolves.toEqual({ status: 'absent' });
    const seen = jest.fn(() => extensionPresence.state().status);
    const unsubscribe = extensionPresence.subscribe(seen);
    fromExtension('pushInstallPlugin', { version: '1.0' });
    expect(extensionPresence.state()).toEqual({ status: 'present', info: { version: '1.0' } });
    fromExtension('logout'); // an acknowledgement also proves it is there; the info stays
    expect(extensionPresence.state()).toEqual({ status: 'present', info: { version: '1.0' } });
    fromExtension('getPlugin', { version: '1.1' }); // a late getPlugin answer updates what it says
    expect(extensionPresence.state()).toEqual({ status: 'present', info: { version: '1.1' } });
    expect(seen.mock.results.map((r) => r.value)).toEqual(['present', 'present']);
    unsubscribe();
    // the console's own posts never count as the extension
    extensionPresence.stop();
    void extensionPresence.watch();
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { source: CONSOLE_SOURCE, type: 'getPlugin' },
        source: window,
        origin: window.location.origin,
      }),
    );
    expect(extensionPresence.state().status).toBe('checking');
  });

  it('absent at once when the question cannot be posted', async () => {
    jest.spyOn(window, 'postMessage').mockImplementation(() => {
      throw new Error('no');
    });
    await expect(extensionPresence.watch()).resolves.toEqual({ status: 'absent' });
    expect(jest.getTimerCount()).toBe(0);
  });

  it('stop forgets and stops listening; a pending watch resolves unknown', async () => {
    const p = extensionPresence.watch();
    extensionPresence.stop();
    await expect(p).resolves.toEqual({ status: 'unknown' });
    fromExtension('pushInstallPlugin');
    expect(extensionPresence.state().status).toBe('unknown');
  });
});
