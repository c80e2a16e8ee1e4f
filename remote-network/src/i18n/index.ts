// The area's i18n namespace. zh is the default language; both files have the same keys.
import { addResources } from '@console/shared';
import en from './en.json';
import zh from './zh.json';

export const NETWORK_NS = 'network';

/** Idempotent (deep-merged); area.ts calls it once when it loads, in the host or standalone. */
export function registerNetworkResources(): void {
  addResources(NETWORK_NS, { zh, en });
}

export { zh as networkZh, en as networkEn };
