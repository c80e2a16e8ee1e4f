// Handing an opened store's environment to the browser extension, over the protocol of
// @console/shared (packages/shared/src/extension: window.postMessage on the page's own origin,
// { source, type, payload }). Whether an extension is installed is known once for the console
// (extensionPresence: asked with getPlugin at start, told by the extension's pushInstallPlugin —
// spec §7 "Extension event types: logout, push install plugin, get plugin."): with one present the
// store is handed over ('openStore', answered 'openStore'); with none the caller hears so at once,
// without posting and waiting for a reply that cannot come.
import { ExtensionEvent, extensionPresence, requestFromExtension } from '@console/shared';
import type { StoreEnv } from '../api/stores';

export const OPEN_STORE = ExtensionEvent.openStore;

/** How long a present extension has to take the store. */
export const OPEN_STORE_TIMEOUT_MS = 1500;

/** handed: the extension took the store; noExtension: none is installed; noAnswer: one is, but it did not take it. */
export type HandOver = 'handed' | 'noExtension' | 'noAnswer';

/**
 * Hands the store to the extension when one is known to be installed. Without one it answers
 * 'noExtension' at once (while the start-up check is still out: when it ends). Never throws.
 */
export async function handToExtension(env: StoreEnv, timeoutMs = OPEN_STORE_TIMEOUT_MS): Promise<HandOver> {
  const { status } = await extensionPresence.watch();
  if (status !== 'present') return 'noExtension';
  return (await requestFromExtension(OPEN_STORE, env, timeoutMs)) ? 'handed' : 'noAnswer';
}

/** Starts the console-wide check when the stores screens mount (the host has usually started it already). */
export function watchExtension(): void {
  void extensionPresence.watch();
}
