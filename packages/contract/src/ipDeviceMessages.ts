// The sentences of the IP device forms (own and local device entry, bulk import, purchase),
// TypeBox-free so the console's forms read them at run time (`@console/contract/ipDeviceMessages`):
// the request schemas (ipDevice.ts) name these same objects, so the form and the server say one
// sentence, written once.
import { joinList, type Localized } from './localized';

export const DEVICE_PROTOCOLS = ['http', 'https', 'socks5', 'ss', 'ssr'] as const;
export const MAX_IMPORT_LINES = 1000;
export const MAX_DEVICE_TAGS = 10;

/** spec §5: "IP region, protocol type, IP and port cannot be empty", and what else a device must be. */
export const IP_DEVICE_MESSAGES = {
  regionRequired: { zh: 'IP地区不能为空', en: 'IP region cannot be empty' },
  protocolRequired: { zh: '协议类型不能为空', en: 'Protocol type cannot be empty' },
  protocol: {
    zh: `协议类型不正确，可选：${joinList(DEVICE_PROTOCOLS, 'zh')}`,
    en: `Invalid protocol type; choose from ${joinList(DEVICE_PROTOCOLS, 'en')}`,
  },
  addressRequired: { zh: 'IP不能为空', en: 'IP cannot be empty' },
  address: { zh: 'IP地址或域名格式不正确', en: 'Enter a valid IP address or host name' },
  portRequired: { zh: '端口不能为空', en: 'Port cannot be empty' },
  port: { zh: '端口必须是1到65535之间的整数', en: 'The port must be a whole number from 1 to 65535' },
  kind: { zh: '只能添加自有设备或本地设备', en: 'Only own or local devices can be added' },
  username: { zh: '登录账号最多100个字符', en: 'Login account is at most 100 characters' },
  password: { zh: '登录密码最多100个字符', en: 'Login password is at most 100 characters' },
  field: { zh: '内容过长', en: 'Content is too long' },
  tags: {
    zh: `标签最多${MAX_DEVICE_TAGS}个，每个最多20个字符`,
    en: `At most ${MAX_DEVICE_TAGS} tags, each at most 20 characters`,
  },
  importEmpty: { zh: '请粘贴或上传要导入的设备，每行一个', en: 'Paste or upload the devices to import, one per line' },
  importTooMany: {
    zh: `一次最多导入${MAX_IMPORT_LINES}行`,
    en: `At most ${MAX_IMPORT_LINES} lines can be imported at a time`,
  },
  notFound: { zh: '设备不存在', en: 'Device not found' },
  checkFailed: { zh: 'IP检测失败，请确认IP是否有效', en: 'IP check failed; make sure the IP is valid' },
  restoreExpired: { zh: '已过期的设备不能恢复', en: 'Expired devices cannot be restored' },
  boundStores: {
    zh: '设备已绑定店铺，请先解绑店铺再彻底删除',
    en: 'The device is bound to stores; unbind them before deleting it permanently',
  },
  notAllocated: { zh: '设备尚未分配，暂不能检测', en: 'The device has not been allocated yet and cannot be checked' },
  renewKind: { zh: '设备尚未分配，暂不能续费', en: 'The device has not been allocated yet and cannot be renewed' },
  autoRenewKind: { zh: '只有平台设备可以自动续费', en: 'Only platform devices can renew automatically' },
  notEditable: {
    zh: '平台设备的连接信息由平台分配，不能修改',
    en: 'The connection details of platform devices are assigned by the platform and cannot be changed',
  },
  platformRequired: { zh: '请选择平台', en: 'Choose a platform' },
  platform: { zh: '平台不正确', en: 'Invalid platform' },
  typeRequired: { zh: '请选择类型', en: 'Choose a type' },
  type: { zh: '类型不正确', en: 'Invalid type' },
} as const satisfies Readonly<Record<string, Localized>>;
