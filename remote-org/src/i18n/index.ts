// The area's i18n namespace. zh is the default language; both files have the same keys.
import { addResources } from '@console/shared';
import en from './en.json';
import zh from './zh.json';

export const ORG_NS = 'org';

/** Idempotent (deep-merged); area.ts calls it once when it loads, in the host or standalone. */
export function registerOrgResources(): void {
  addResources(ORG_NS, { zh, en });
}

export { zh as orgZh, en as orgEn };
