// The sentences of the cloud-number forms, TypeBox-free so the console's forms read them at run
// time (`@console/contract/cloudNumberMessages`): the request schemas (cloudNumber.ts) and the
// server's answers name these same objects, so the form and the server say one sentence.
import { MAX_NUMBER_QUANTITY } from './limits';
import type { Localized } from './localized';

export const MAX_NUMBER_IDS = 500;

/** The sentences of the cloud-number forms (spec §5). */
export const CLOUD_NUMBER_MESSAGES = {
  region: { zh: '请选择地区（中国大陆或中国香港）', en: 'Choose a region (Chinese mainland or Hong Kong, China)' },
  quantity: {
    zh: `购买数量应为1-${MAX_NUMBER_QUANTITY}的整数`,
    en: `Quantity must be a whole number from 1 to ${MAX_NUMBER_QUANTITY}`,
  },
  months: { zh: '时长应为1-12个月', en: 'Duration must be 1-12 months' },
  idsEmpty: { zh: '请选择云号码', en: 'Choose a cloud number' },
  idsTooMany: {
    zh: `一次最多选择${MAX_NUMBER_IDS}个云号码`,
    en: `Choose at most ${MAX_NUMBER_IDS} cloud numbers at a time`,
  },
  idsBad: { zh: '云号码ID不正确', en: 'Invalid cloud number ID' },
  toUser: { zh: '请选择要转移给的成员', en: 'Choose the member to transfer to' },
  autoRenew: { zh: '自动续费取值应为0或1', en: 'Auto-renewal must be 0 or 1' },
  transferToSelf: { zh: '不能转移给自己', en: 'Cannot transfer a number to the member who already holds it' },
} as const satisfies Readonly<Record<string, Localized>>;
