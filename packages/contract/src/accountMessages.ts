// The sentences of the sub-account forms, TypeBox-free so the console's forms read them at run
// time (`@console/contract/accountMessages`): the request schemas (account.ts) name these same
// objects, so the form and the server say one sentence, written once.
import type { Localized } from './localized';

export const MAX_ACCOUNT_IDS = 200;
export const MEMORY_TIERS_GB = [16, 32, 64] as const;

/** The sentences of the sub-account forms (spec §5 style), field by field. */
export const ACCOUNT_MESSAGES = {
  nameRequired: { zh: '请输入分身名称', en: 'Enter the sub-account name' },
  name: { zh: '分身名称最多50个字符', en: 'Sub-account name is at most 50 characters' },
  remark: { zh: '备注最多200个字符', en: 'Remark is at most 200 characters' },
  idsRequired: { zh: '请选择分身', en: 'Choose a sub-account' },
  id: { zh: '分身ID不正确', en: 'Invalid sub-account ID' },
  idsTooMany: {
    zh: `一次最多选择${MAX_ACCOUNT_IDS}个分身`,
    en: `Choose at most ${MAX_ACCOUNT_IDS} sub-accounts at a time`,
  },
  idsRepeated: { zh: '分身ID重复', en: 'Duplicate sub-account IDs' },
  brandRequired: { zh: '请选择手机品牌', en: 'Choose a phone brand' },
  brand: { zh: '手机品牌不正确', en: 'Invalid phone brand' },
  countryRequired: { zh: '请选择国家/地区', en: 'Choose a country or region' },
  country: { zh: '国家/地区不正确', en: 'Invalid country or region' },
  resolutionRequired: { zh: '请选择分辨率', en: 'Choose a resolution' },
  resolution: { zh: '分辨率不正确', en: 'Invalid resolution' },
  site: { zh: '站点不正确', en: 'Invalid site' },
  action: {
    zh: '操作不正确，可选：powerOn、powerOff、restart',
    en: 'Invalid action; choose from powerOn, powerOff, restart',
  },
  status: { zh: '状态不正确，可选：running、powered_off', en: 'Invalid status; choose from running, powered_off' },
  payKind: { zh: '支付类型不正确，可选：buy、renew', en: 'Invalid payment type; choose from buy, renew' },
  memory: {
    zh: `存储容量不正确，可选：${MEMORY_TIERS_GB.join('、')}GB`,
    en: `Invalid storage size; choose from ${MEMORY_TIERS_GB.join(', ')} GB`,
  },
  duration: { zh: '购买时长不正确，可选：1天或1到12个月', en: 'Invalid duration; choose 1 day or 1 to 12 months' },
  ip: { zh: 'IP地址不正确', en: 'Invalid IP address' },
} as const satisfies Readonly<Record<string, Localized>>;
