// The host's i18n namespace. zh is the default language; both files have the same keys.
import { addResources } from '@console/shared';
import en from './en.json';
import zh from './zh.json';

export const HOST_NS = 'host';

export function registerHostResources(): void {
  addResources(HOST_NS, { zh, en });
}

export { zh as hostZh, en as hostEn };
