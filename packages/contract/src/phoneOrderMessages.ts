// The sentences of the cloud-phone purchase and renewal forms, TypeBox-free so the console's forms
// read them at run time (`@console/contract/phoneOrderMessages`): the request schemas
// (phoneOrder.ts) name these same objects, so the form and the server say one sentence, written once.
import { MAX_BUY_QUANTITY, MAX_PHONE_IDS } from './limits';
import type { Localized } from './localized';

export const MAX_RENEW_PHONES = MAX_PHONE_IDS;

/** The sentences of the purchase and renewal forms (spec §5), field by field. */
export const PHONE_ORDER_MESSAGES = {
  platformRequired: { zh: '请选择平台', en: 'Choose a platform' },
  platform: { zh: '平台不正确', en: 'Invalid platform' },
  specRequired: { zh: '请选择规格', en: 'Choose a specification' },
  spec: { zh: '规格不正确', en: 'Invalid specification' },
  regionRequired: { zh: '请选择地区', en: 'Choose a region' },
  region: { zh: '地区不正确', en: 'Invalid region' },
  specNotInRegion: {
    zh: '该规格在所选地区暂不可购买',
    en: 'This specification is not available in the selected region',
  },
  duration: { zh: '购买时长不正确，可选：1天或1到12个月', en: 'Invalid duration; choose 1 day or 1 to 12 months' },
  quantity: {
    zh: `购买数量必须是1到${MAX_BUY_QUANTITY}之间的整数`,
    en: `Quantity must be a whole number from 1 to ${MAX_BUY_QUANTITY}`,
  },
  phonesRequired: { zh: '请选择设备', en: 'Choose a device' },
  phoneId: { zh: '设备ID不正确', en: 'Invalid device ID' },
  phonesTooMany: {
    zh: `一次最多选择${MAX_RENEW_PHONES}台设备`,
    en: `Choose at most ${MAX_RENEW_PHONES} devices at a time`,
  },
  phonesRepeated: { zh: '设备ID重复', en: 'Duplicate device IDs' },
  autoRenewRequired: { zh: '请选择是否自动续费', en: 'Choose whether to renew automatically' },
  autoRenew: { zh: '自动续费只能是0或1', en: 'Auto-renewal must be 0 or 1' },
} as const satisfies Readonly<Record<string, Localized>>;

/** Why the free trial (one 1-day cloud phone for a new customer) is not available to an enterprise. */
export const FREE_TRIAL_MESSAGES = {
  claimed: { zh: '您的企业已领取过免费试用', en: 'Your enterprise has already taken its free trial' },
  customer: {
    zh: '免费试用仅限尚未购买云手机的新用户',
    en: 'The free trial is for new customers who have not bought a cloud phone yet',
  },
} as const satisfies Readonly<Record<string, Localized>>;

export type FreeTrialRefusal = keyof typeof FREE_TRIAL_MESSAGES;
