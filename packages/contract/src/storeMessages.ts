// The sentences of the store, tag, cookie and extraction forms, TypeBox-free so the console's forms
// read them at run time (`@console/contract/storeMessages`): the request schemas (store.ts) name these
// same objects, so the form and the server say one sentence, written once.
import type { Localized } from './localized';

export const MAX_STORE_TAGS = 10;

/** spec §5 sentences, and what else a store, tag, cookie or extraction must be. */
export const STORE_MESSAGES = {
  nameRequired: { zh: '店铺名称不能为空', en: 'Store name cannot be empty' },
  accountRequired: { zh: '账号不能为空', en: 'Account cannot be empty' },
  platformRequired: { zh: '平台不能为空', en: 'Platform cannot be empty' },
  platform: { zh: '平台不正确，请从列表中选择', en: 'Invalid platform; choose one from the list' },
  site: { zh: '站点不正确，请从所选平台的站点中选择', en: "Invalid site; choose one of the selected platform's sites" },
  uaTypeRequired: { zh: 'UA类型不能为空', en: 'User agent type cannot be empty' },
  uaRequired: { zh: 'UA不能为空', en: 'User agent cannot be empty' },
  uaOs: { zh: '请选择 Windows 或 MAC OS', en: 'Choose Windows or MAC OS' },
  field: { zh: '内容过长', en: 'Content is too long' },
  tags: {
    zh: `标签最多${MAX_STORE_TAGS}个，请从标签管理中选择`,
    en: `At most ${MAX_STORE_TAGS} tags; choose them from tag management`,
  },
  tagNameRequired: { zh: '标签名称不能为空', en: 'Tag name cannot be empty' },
  tagNameTaken: { zh: '标签名称已存在', en: 'Tag name already exists' },
  tagColor: { zh: '标签颜色不正确', en: 'Invalid tag colour' },
  tagNotFound: { zh: '标签不存在', en: 'Tag not found' },
  cookieRequired: { zh: 'cookie不能为空', en: 'Cookie cannot be empty' },
  cookieFormat: { zh: 'cookie格式错误', en: 'Invalid cookie format' },
  linkRequired: { zh: '提取链接不能为空', en: 'Extraction link cannot be empty' },
  link: { zh: '提取链接必须以http开头', en: 'The extraction link must start with http' },
  address: { zh: '店铺地址必须以http开头', en: 'The store address must start with http' },
  codeRequired: { zh: '提取码不能为空', en: 'Extraction code cannot be empty' },
  extractionNotFound: { zh: '提取记录不存在', en: 'Extraction record not found' },
  extractionTransition: {
    zh: '当前状态不能改为该状态：待提取只能改为已提取或已取消',
    en: 'The current status cannot change to this one: pending can only become extracted or cancelled',
  },
  notFound: { zh: '店铺不存在', en: 'Store not found' },
  deviceNotFound: { zh: 'IP设备不存在或在回收站中', en: 'The IP device does not exist or is in the recycle bin' },
  memberNotFound: { zh: '成员不存在或已禁用', en: 'The member does not exist or is disabled' },
  handoverSelf: { zh: '不能将店铺交接给自己', en: 'A store cannot be handed over to the same member' },
  handoverFailed: {
    zh: '交接店铺失败：原成员未被授权这些店铺',
    en: 'Store handover failed: the original member is not authorized for these stores',
  },
  notAuthorized: { zh: '您未被授权登录该店铺', en: 'You are not authorized to open this store' },
} as const satisfies Readonly<Record<string, Localized>>;
