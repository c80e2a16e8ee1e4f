// The host's side of the browser-extension bridge (spec §7: "Extension event types: logout, push
// install plugin, get plugin."). The protocol and the presence knowledge live once in
// @console/shared (packages/shared/src/extension, shared with the remotes); this module is what
// the shell does with them: ask at start, say logout on sign-out, read the extension's plugin.
import {
  ExtensionEvent,
  type ExtensionInfo,
  extensionPresence,
  type ExtensionPresence,
  postToExtension,
  requestFromExtension,
} from '@console/shared';
import { useEffect } from 'react';

export {
  CONSOLE_SOURCE,
  EXTENSION_SOURCE,
  ExtensionEvent,
  extensionPresence,
  isExtensionMessage,
  onExtensionMessage,
  postToExtension,
  requestFromExtension,
} from '@console/shared';
export type {
  ConsoleMessage,
  ExtensionEventType,
  ExtensionInfo,
  ExtensionMessage,
  ExtensionPresence,
} from '@console/shared';

/** Starts the one start-up check (getPlugin, short time-out) and the listening for announcements. */
export function watchExtension(): Promise<ExtensionPresence> {
  return extensionPresence.watch();
}

/** For the shell, mounted on every signed-in screen: the console asks the extension once at start. */
export function useWatchExtension(): void {
  useEffect(() => void watchExtension(), []);
}

/** Tells the extension the user logged out (the shell's logout path); never waits for its answer. */
export function notifyExtensionLogout(): void {
  postToExtension(ExtensionEvent.logout);
}

/** Asks the extension about itself; undefined when no extension answers within timeoutMs. */
export async function getPlugin(timeoutMs?: number): Promise<ExtensionInfo | undefined> {
  const answer = await requestFromExtension<ExtensionInfo>(ExtensionEvent.getPlugin, undefined, timeoutMs);
  return answer && (answer.payload ?? {});
}
