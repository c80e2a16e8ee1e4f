// One i18next instance (the default one) shared by host and remotes through the singleton.
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { COMMON_NS, commonEn, commonZh } from './common';
import { DEFAULT_LANGUAGE, getLanguage } from './language';

/** Idempotent: the host and each remote may call it; only the first call initialises. */
export function initI18n(): i18n {
  if (i18next.isInitialized) return i18next;
  void i18next.use(initReactI18next).init({
    lng: getLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['zh', 'en'],
    ns: [COMMON_NS],
    defaultNS: COMMON_NS,
    resources: { zh: { [COMMON_NS]: commonZh }, en: { [COMMON_NS]: commonEn } },
    interpolation: { escapeValue: false }, // React already escapes
    initAsync: false, // resources are inline: be ready synchronously
    showSupportNotice: false, // keep the console (and test output) free of vendor notices
  });
  return i18next;
}

/** Register a namespace for both languages (deep-merged, so remotes can extend one). */
export function addResources(ns: string, res: { zh: object; en: object }): void {
  initI18n();
  i18next.addResourceBundle('zh', ns, res.zh, true, true);
  i18next.addResourceBundle('en', ns, res.en, true, true);
}
