// Current UI language: the 'language' cookie is the source of truth (spec §2), so the host
// and every remote agree even before i18next has been initialised.
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

export function setLanguage(l: Language): void {
  const lang: Language = l === 'en' ? 'en' : 'zh';
  Cookies.set(LANGUAGE_COOKIE, lang, { path: '/', expires: 365 });
  if (i18next.isInitialized && i18next.language !== lang) void i18next.changeLanguage(lang);
  for (const fn of [...listeners]) fn();
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
