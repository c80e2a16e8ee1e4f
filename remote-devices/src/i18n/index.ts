// The area's i18n namespace. zh is the default language; both files have the same keys.
// Each feature folder keeps its own zh/en pair, mounted here under the feature's key
// (t('purchase.title'), t('cloudNumbers.views.inUse'), …).
import { addResources } from '@console/shared';
import appMarketEn from '../appMarket/i18n/en.json';
import appMarketZh from '../appMarket/i18n/zh.json';
import cloudNumbersEn from '../cloudNumbers/i18n/en.json';
import cloudNumbersZh from '../cloudNumbers/i18n/zh.json';
import groupControlEn from '../groupControl/i18n/en.json';
import groupControlZh from '../groupControl/i18n/zh.json';
import phoneItemEn from '../phoneItem/i18n/en.json';
import phoneItemZh from '../phoneItem/i18n/zh.json';
import purchaseEn from '../purchase/i18n/en.json';
import purchaseZh from '../purchase/i18n/zh.json';
import recycleEn from '../recycle/i18n/en.json';
import recycleZh from '../recycle/i18n/zh.json';
import syncRecordsEn from '../syncRecords/i18n/en.json';
import syncRecordsZh from '../syncRecords/i18n/zh.json';
import baseEn from './en.json';
import baseZh from './zh.json';

export const DEVICES_NS = 'devices';

const zh = {
  ...baseZh,
  purchase: purchaseZh,
  phoneItem: phoneItemZh,
  groupControl: groupControlZh,
  recycle: recycleZh,
  syncRecords: syncRecordsZh,
  cloudNumbers: cloudNumbersZh,
  appMarket: appMarketZh,
};
const en = {
  ...baseEn,
  purchase: purchaseEn,
  phoneItem: phoneItemEn,
  groupControl: groupControlEn,
  recycle: recycleEn,
  syncRecords: syncRecordsEn,
  cloudNumbers: cloudNumbersEn,
  appMarket: appMarketEn,
};

/** Idempotent (deep-merged); area.ts calls it once when it loads, in the host or standalone. */
export function registerDevicesResources(): void {
  addResources(DEVICES_NS, { zh, en });
}

export { zh as devicesZh, en as devicesEn };
