// The message protocol between the console and the cloud-phone browser extension (spec §7:
// "Extension event types: logout, push install plugin, get plugin."), written once for the host
// and every remote (README.md in this folder). Messages go through window.postMessage on the
// page's own origin; the extension's content script listens there and answers the same way.
// Without an extension nothing listens and every post is a harmless no-op.

export const CONSOLE_SOURCE = 'cloud-phone-console';
export const EXTENSION_SOURCE = 'cloud-phone-extension';

export const ExtensionEvent = {
  /** console → extension on sign-out; the extension may acknowledge with `logout` (never awaited). */
  logout: 'logout',
  /** extension → console, unasked, when its content script loads on a console page: "I am installed". */
  pushInstallPlugin: 'pushInstallPlugin',
  /** console asks, the extension answers `getPlugin` with its ExtensionInfo. */
  getPlugin: 'getPlugin',
  /** console hands an opened store's environment over; the extension answers `openStore` when it took it. */
  openStore: 'openStore',
} as const;

export type ExtensionEventType = (typeof ExtensionEvent)[keyof typeof ExtensionEvent];

/** What the extension says about itself in `getPlugin` answers and `pushInstallPlugin` announcements. */
export interface ExtensionInfo {
  version?: string;
  [key: string]: unknown;
}

export interface ConsoleMessage<P = unknown> {
  source: typeof CONSOLE_SOURCE;
  type: ExtensionEventType;
  payload?: P;
}

export interface ExtensionMessage<P = unknown> {
  source: typeof EXTENSION_SOURCE;
  type: string;
  payload?: P;
}

function hasWindow(): boolean {
  return typeof window !== 'undefined' && typeof window.postMessage === 'function';
}

/** Posts one event to the extension. False when posting was impossible; never throws (e.g. an uncloneable payload). */
export function postToExtension<P = unknown>(type: ExtensionEventType, payload?: P): boolean {
  if (!hasWindow()) return false;
  const message: ConsoleMessage<P> = { source: CONSOLE_SOURCE, type, payload };
  try {
    window.postMessage(message, window.location.origin);
    return true;
  } catch {
    return false;
  }
}

export function isExtensionMessage(data: unknown): data is ExtensionMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { source?: unknown }).source === EXTENSION_SOURCE &&
    typeof (data as { type?: unknown }).type === 'string'
  );
}

/**
 * Listens for the extension's messages (of one `type`, or all). Only messages from this window and
 * this origin with source 'cloud-phone-extension' are delivered: the console's own posts and other
 * frames are ignored. Returns the unsubscribe function.
 */
export function onExtensionMessage(listener: (message: ExtensionMessage) => void, type?: string): () => void {
  if (!hasWindow()) return () => undefined;
  const handler = (event: MessageEvent) => {
    if (event.source !== null && event.source !== window) return;
    if (event.origin && event.origin !== window.location.origin) return;
    if (!isExtensionMessage(event.data)) return;
    if (type !== undefined && event.data.type !== type) return;
    listener(event.data);
  };
  window.addEventListener('message', handler);
  return () => window.removeEventListener('message', handler);
}

/**
 * Posts an event and waits for the extension's answer of the same type: resolves the answer
 * (payload may be absent), or undefined when none came within timeoutMs or posting failed.
 */
export function requestFromExtension<P = unknown>(
  type: ExtensionEventType,
  payload?: unknown,
  timeoutMs = 1500,
): Promise<ExtensionMessage<P> | undefined> {
  return new Promise((resolve) => {
    if (!hasWindow()) return resolve(undefined);
    const done = (answer: ExtensionMessage<P> | undefined) => {
      stop();
      window.clearTimeout(timer);
      resolve(answer);
    };
    const stop = onExtensionMessage((m) => done(m as ExtensionMessage<P>), type);
    const timer = window.setTimeout(() => done(undefined), timeoutMs);
    if (!postToExtension(type, payload)) done(undefined);
  });
}
