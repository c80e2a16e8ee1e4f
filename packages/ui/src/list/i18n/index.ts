// The 'ui' namespace. Each part registers its strings under a prefix ('list', 'standalone'), so
// i18next users read e.g. t('ui:list.search'). Components here do not go through react-i18next
// (not a dependency of this package): they follow useLanguage() of @console/shared, the same
// language source setLanguage drives, and read the same JSON that is registered.
import { addResources, useLanguage } from '@console/shared';
import { useCallback } from 'react';
import en from './en.json';
import zh from './zh.json';

export const UI_NS = 'ui';

type Texts = Record<string, string>;
type Vars = Record<string, string | number>;

const registered = new Set<string>();

/** Register `{ [prefix]: texts }` in the 'ui' namespace once (deep-merged with other parts). */
export function registerUiTexts(prefix: string, res: { zh: Texts; en: Texts }): void {
  if (registered.has(prefix)) return;
  registered.add(prefix);
  addResources(UI_NS, { zh: { [prefix]: res.zh }, en: { [prefix]: res.en } });
}

/** i18next-style {{name}} interpolation. */
export function interpolate(text: string, vars?: Vars): string {
  if (!vars) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));
}

/** A t() for one part of the namespace, following the console language. */
export function useUiTexts<T extends Texts>(
  prefix: string,
  res: { zh: T; en: T },
): (key: keyof T & string, vars?: Vars) => string {
  registerUiTexts(prefix, res);
  const lang = useLanguage();
  return useCallback(
    (key, vars) => interpolate((lang === 'en' ? res.en : res.zh)[key] ?? String(key), vars),
    [lang, res],
  );
}

export const listTexts = { zh, en };
export type ListTextKey = keyof typeof zh;

/** t() of the list components. */
export function useListText(): (key: ListTextKey, vars?: Vars) => string {
  return useUiTexts('list', listTexts);
}
