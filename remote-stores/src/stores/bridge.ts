// Handing an opened store's environment to the browser extension. Same message protocol as the
// host's bridge (host/src/extension/bridge.ts: window.postMessage on the page's own origin,
// { source, type, payload }); a remote never imports the host, so the few lines live here. The
// extension answers an 'openStore' with an 'openStore' reply; no reply within the timeout means
// no extension is installed and the person is told to install it or use the Windows client.
import type { StoreEnv } from '../api/stores';

const CONSOLE_SOURCE = 'cloud-phone-console';
const EXTENSION_SOURCE = 'cloud-phone-extension';
export const OPEN_STORE = 'openStore';

/** Resolves true when the extension took the store, false without one. Never throws. */
export function handToExtension(env: StoreEnv, timeoutMs = 1500): Promise<boolean> {
  return new Promise((resolve) => {
    if (typeof window === 'undefined') return resolve(false);
    const onMessage = (e: MessageEvent) => {
      const d = e.data as { source?: unknown; type?: unknown } | null;
      if (e.source !== window || e.origin !== window.location.origin) return;
      if (!d || d.source !== EXTENSION_SOURCE || d.type !== OPEN_STORE) return;
      done(true);
    };
    const timer = window.setTimeout(() => done(false), timeoutMs);
    function done(ok: boolean) {
      window.removeEventListener('message', onMessage);
      window.clearTimeout(timer);
      resolve(ok);
    }
    window.addEventListener('message', onMessage);
    try {
      window.postMessage({ source: CONSOLE_SOURCE, type: OPEN_STORE, payload: env }, window.location.origin);
    } catch {
      done(false);
    }
  });
}
