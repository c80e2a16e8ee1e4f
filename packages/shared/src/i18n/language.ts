// Current UI language: the 'language' cookie is the source of truth (spec §2), so the host
// and every remote agree even before i18next has been initialised. A change in one tab reaches the
// others (issue 34: a second tab drew its sidebar from the new cookie and the rest in the old
// language): they are told over a BroadcastChannel, and a tab coming back into view checks too.
import Cookies from 'js-cookie';
import i18next from 'i18next';
import { useSyncExternalStore } from 'react';

export type Language = 'zh' | 'en';
export const LANGUAGE_COOKIE = 'language';
export const DEFAULT_LANGUAGE: Language = 'zh';

const listeners = new Set<() => void>();

export function getLanguage(): Language {
  return Cookies.get(LANGUAGE_COOKIE) === 'en' ? 'en' : DEFAULT_LANGUAGE;
}

/** i18next and every useLanguage() follow `lang`. */
function apply(lang: Language): void {
  if (i18next.isInitialized && i18next.language !== lang) void i18next.changeLanguage(lang);
  for (const fn of [...listeners]) fn();
}

const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('console-language') : null;
// a tab that only listens must not keep a (test) process alive
(channel as { unref?: () => void } | null)?.unref?.();

/** What another tab saved: this one follows. */
function adoptSavedLanguage(): void {
  apply(getLanguage());
}

if (channel) channel.onmessage = adoptSavedLanguage;
if (typeof document !== 'undefined')
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') adoptSavedLanguage();
  });

export function setLanguage(l: Language): void {
  const lang: Language = l === 'en' ? 'en' : 'zh';
  Cookies.set(LANGUAGE_COOKIE, lang, { path: '/', expires: 365 });
  apply(lang);
  channel?.postMessage(lang);
}

export function subscribeLanguage(fn: () => void): () => void {
  listeners.add(fn);
  return () => {
    listeners.delete(fn);
  };
}

/** React hook: re-renders when setLanguage is called. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribeLanguage, getLanguage, getLanguage);
}
