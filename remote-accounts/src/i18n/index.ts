// The area's i18n namespace. zh is the default language; both files have the same keys.
import { addResources } from '@console/shared';
import en from './en.json';
import zh from './zh.json';

export const ACCOUNTS_NS = 'accounts';

/** Idempotent (deep-merged); area.ts calls it once when it loads, in the host or standalone. */
export function registerAccountsResources(): void {
  addResources(ACCOUNTS_NS, { zh, en });
}

export { zh as accountsZh, en as accountsEn };
