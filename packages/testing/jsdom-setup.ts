// jsdom gaps antd and react-router touch; jest runs this before every unit test file.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// antd Form fields schedule validation through MessageChannel; a timer stand-in keeps jest
// from waiting on an open port.
class TimerMessageChannel {
  port1: { onmessage: ((e: { data: unknown }) => void) | null } = { onmessage: null };
  port2 = { postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.({ data }), 0) };
}
(globalThis as { MessageChannel?: unknown }).MessageChannel ??= TimerMessageChannel;

// jsdom has no matchMedia (antd's responsive hooks call it)
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

// antd measures scrollbars with a pseudo-element argument jsdom does not implement.
const computed = window.getComputedStyle.bind(window);
window.getComputedStyle = (elt: Element) => computed(elt);

class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
(globalThis as { ResizeObserver?: unknown }).ResizeObserver ??= NoopResizeObserver;
