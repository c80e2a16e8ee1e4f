// The sentences of the network card and IP device purchase and renewal forms, TypeBox-free so the
// console's forms read them at run time (`@console/contract/networkOrderMessages`): the request
// schemas (networkCard.ts, ipDevice.ts) name these same objects, so the form and the server say one
// sentence, written once.
import { MAX_CARD_QUANTITY } from './limits';
import type { Localized } from './localized';

export const MAX_CARD_IDS = 500;

/** The purchase form's sentences (spec §5: every field of a purchase is required). */
export const NETWORK_ORDER_MESSAGES = {
  platformRequired: { zh: '请选择平台', en: 'Choose a platform' },
  platform: { zh: '平台不正确', en: 'Invalid platform' },
  regionRequired: { zh: '请选择地区', en: 'Choose a region' },
  region: {
    zh: '地区不正确，可选：中国大陆、中国香港',
    en: 'Invalid region; choose Chinese mainland or Hong Kong, China',
  },
  typeRequired: { zh: '请选择类型', en: 'Choose a type' },
  type: { zh: '类型不正确', en: 'Invalid type' },
  durationRequired: { zh: '请选择购买时长', en: 'Choose a duration' },
  duration: { zh: '购买时长不正确，可选：1天或1到12个月', en: 'Invalid duration; choose 1 day or 1 to 12 months' },
  quantityRequired: { zh: '请填写购买数量', en: 'Enter a quantity' },
  quantity: {
    zh: `购买数量必须是1到${MAX_CARD_QUANTITY}之间的整数`,
    en: `Quantity must be a whole number from 1 to ${MAX_CARD_QUANTITY}`,
  },
  autoRenewRequired: { zh: '请选择是否自动续费', en: 'Choose whether to renew automatically' },
  autoRenew: { zh: '自动续费只能是0或1', en: 'Auto-renewal must be 0 or 1' },
  idsRequired: { zh: '请选择要续费的项目', en: 'Choose the items to renew' },
  ids: {
    zh: `一次最多选择${MAX_CARD_IDS}项，且不能重复`,
    en: `Choose at most ${MAX_CARD_IDS} items at a time, without repeats`,
  },
} as const satisfies Readonly<Record<string, Localized>>;
