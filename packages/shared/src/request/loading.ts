// Count of outstanding requests behind the full-screen '加载中' overlay (spec §4).
import { useSyncExternalStore } from 'react';

// Polled or background calls that must not flash the overlay (spec §4), plus the behaviour
// report itself: it fires right after every response and would re-open the overlay each time.
export const LOADING_EXCLUDED = [
  '/account/actionYunPhone',
  '/account/getStatus',
  '/phone/uploadExecuteTask',
  '/account/close',
  '/account/list',
  '/user/recordsRequest',
  // the console's own background calls: the allocation poll of the device list (every 5 s) and
  // the live price of the purchase forms (on every change); a lock over the form would flash
  '/phone/allocating',
  '/phone/totalPrice',
  '/cloudNumber/totalPrice',
  // the notification centre's unread count, polled every minute
  '/notice/unread',
  '/account/prices', // the live price of the sub-account pay forms
  '/networkCard/ipGeolocation', // the location of each listed IP, looked up in the background
];

let current = 0;
const listeners = new Set<(count: number) => void>();

function emit(): void {
  for (const fn of [...listeners]) fn(current);
}

/** '/x', 'x', 'http://h/x?y=1' → '/x' so exclusions match however the caller wrote the url. */
export function normalizePath(url: string): string {
  let path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').split(/[?#]/)[0];
  if (!path.startsWith('/')) path = `/${path}`;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export function isCounted(url: string): boolean {
  return !LOADING_EXCLUDED.includes(normalizePath(url));
}

// Function properties, not methods: useSyncExternalStore takes them off the object.
export const loading = {
  count: (): number => current,
  subscribe: (fn: (count: number) => void): (() => void) => {
    listeners.add(fn);
    return () => {
      listeners.delete(fn);
    };
  },
};

/** Called by the request layer when a call starts; excluded urls leave the count alone. */
export function loadingStart(url: string): void {
  if (!isCounted(url)) return;
  current += 1;
  emit();
}

/** Called once per started call when it settles (success, server error or transport error). */
export function loadingEnd(url: string): void {
  if (!isCounted(url) || current === 0) return;
  current -= 1;
  emit();
}

/** Test helper: back to zero without notifying. */
export function resetLoading(): void {
  current = 0;
}

export function useLoadingCount(): number {
  return useSyncExternalStore(loading.subscribe, loading.count, loading.count);
}
