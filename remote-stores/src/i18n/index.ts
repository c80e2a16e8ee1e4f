// The area's i18n namespace. zh is the default language; both files have the same keys.
import { addResources } from '@console/shared';
import en from './en.json';
import zh from './zh.json';

export const STORES_NS = 'stores';

/** Idempotent (deep-merged); area.ts calls it once when it loads, in the host or standalone. */
export function registerStoresResources(): void {
  addResources(STORES_NS, { zh, en });
}

export { zh as storesZh, en as storesEn };
