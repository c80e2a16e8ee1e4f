// Whether the browser extension is installed, known once for the whole console (one instance:
// @console/shared is a Module Federation singleton). Learned by asking `getPlugin` once at start
// (short time-out) and by the extension's own `pushInstallPlugin` announcement; any later message
// from the extension (a late `getPlugin` answer, an announcement, an `openStore` or `logout`
// answer) turns 'absent' into 'present'. A caller that needs the answer awaits watch(): at most
// the rest of the first check, then it acts at once instead of waiting for a reply that never comes.
import {
  ExtensionEvent,
  type ExtensionInfo,
  type ExtensionMessage,
  onExtensionMessage,
  postToExtension,
} from './protocol';

/** unknown: nobody asked yet; checking: the first getPlugin is out; then present or absent. */
export type ExtensionStatus = 'unknown' | 'checking' | 'present' | 'absent';

export interface ExtensionPresence {
  status: ExtensionStatus;
  /** what the extension said about itself (getPlugin answer or pushInstallPlugin announcement) */
  info?: ExtensionInfo;
}

/** How long the start-up `getPlugin` waits: a content script is on the page before the console has booted. */
export const GET_PLUGIN_TIMEOUT_MS = 800;

const UNKNOWN: ExtensionPresence = { status: 'unknown' };
let state: ExtensionPresence = UNKNOWN;
const listeners = new Set<() => void>();
let unlisten: (() => void) | null = null;
let checking: Promise<ExtensionPresence> | null = null;
let settleCheck: (() => void) | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

function set(next: ExtensionPresence) {
  state = next;
  listeners.forEach((fn) => fn());
}

const isInfo = (p: unknown): p is ExtensionInfo => typeof p === 'object' && p !== null && !Array.isArray(p);

function heard(m: ExtensionMessage) {
  const describes = m.type === ExtensionEvent.getPlugin || m.type === ExtensionEvent.pushInstallPlugin;
  const info = describes && isInfo(m.payload) ? m.payload : state.info;
  if (state.status !== 'present' || info !== state.info) set({ status: 'present', info });
}

function start(timeoutMs: number): Promise<ExtensionPresence> {
  unlisten = onExtensionMessage(heard); // for the whole page: late answers and announcements count
  set({ status: 'checking' });
  return new Promise((resolve) => {
    const settle = () => {
      clearTimeout(timer);
      listeners.delete(onChange);
      settleCheck = null;
      resolve(state);
    };
    settleCheck = settle;
    const onChange = () => {
      if (state.status !== 'checking') settle();
    };
    listeners.add(onChange);
    timer = setTimeout(() => set({ status: 'absent' }), timeoutMs);
    if (!postToExtension(ExtensionEvent.getPlugin)) set({ status: 'absent' });
  });
}

export const extensionPresence = {
  /** The current knowledge (a stable object until it changes). */
  state(): ExtensionPresence {
    return state;
  },
  subscribe(fn: () => void): () => void {
    listeners.add(fn);
    return () => void listeners.delete(fn);
  },
  /**
   * Starts watching (once per page: later calls join it) and resolves when the extension is known
   * to be present or absent: at once when already known, else after its answer or the time-out.
   */
  watch(timeoutMs = GET_PLUGIN_TIMEOUT_MS): Promise<ExtensionPresence> {
    if (state.status === 'unknown') checking = start(timeoutMs);
    return state.status === 'checking' && checking ? checking : Promise.resolve(state);
  },
  /** Stops listening and forgets what was learned (tests); a pending watch() resolves 'unknown'. */
  stop(): void {
    unlisten?.();
    unlisten = null;
    clearTimeout(timer);
    state = UNKNOWN;
    settleCheck?.();
    checking = null;
    listeners.clear();
  },
};
