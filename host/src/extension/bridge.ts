// Bridge to the cloud-phone browser extension (spec §7: extension event types logout,
// push install plugin, get plugin). Messages go through window.postMessage on the page's own
// origin; the extension's content script listens there and answers the same way. Without an
// extension installed nothing listens and every call is a harmless no-op.

export const CONSOLE_SOURCE = 'cloud-phone-console';
export const EXTENSION_SOURCE = 'cloud-phone-extension';

export const ExtensionEvent = {
  logout: 'logout',
  pushInstallPlugin: 'pushInstallPlugin',
  getPlugin: 'getPlugin',
} as const;

export type ExtensionEventType = (typeof ExtensionEvent)[keyof typeof ExtensionEvent];

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

/** Post one event to the extension. Never throws (e.g. a payload that cannot be cloned). */
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
 * Listen for replies from the extension. Only messages from this window and this origin with
 * source 'cloud-phone-extension' are delivered (our own posts and other frames are ignored).
 * Returns the unsubscribe function.
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
 * Post an event and wait for the extension's reply of the same type. Resolves undefined when
 * no extension answers within timeoutMs (the usual case: no extension installed).
 */
export function requestFromExtension<R = unknown, P = unknown>(
  type: ExtensionEventType,
  payload?: P,
  timeoutMs = 1500,
): Promise<R | undefined> {
  return new Promise((resolve) => {
    if (!hasWindow()) {
      resolve(undefined);
      return;
    }
    const stop = onExtensionMessage((m) => {
      stop();
      window.clearTimeout(timer);
      resolve(m.payload as R);
    }, type);
    const timer = window.setTimeout(() => {
      stop();
      resolve(undefined);
    }, timeoutMs);
    if (!postToExtension(type, payload)) {
      stop();
      window.clearTimeout(timer);
      resolve(undefined);
    }
  });
}

/** Tell the extension the user logged out (called by the shell's logout path). */
export function notifyExtensionLogout(): void {
  postToExtension(ExtensionEvent.logout);
}

/** Ask the extension to install a plugin. */
export function pushInstallPlugin<P = unknown>(payload?: P): void {
  postToExtension(ExtensionEvent.pushInstallPlugin, payload);
}

/** Ask the extension which plugin it has; undefined when no extension answers. */
export function getPlugin<R = unknown>(timeoutMs?: number): Promise<R | undefined> {
  return requestFromExtension<R>(ExtensionEvent.getPlugin, undefined, timeoutMs);
}
