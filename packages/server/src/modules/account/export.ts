// The sub-account list as a CSV a person reads: labels in the request's language, business times.
import { csvLabel, csvTime, type CsvColumn } from '../../lib/csv';
import type { Localized } from '../../lib/lang';
import type { AccountItemRow } from './queries';

const STATUS: Record<string, Localized> = {
  creating: { zh: '创建中', en: 'Creating' },
  initializing: { zh: '初始化中', en: 'Initializing' },
  running: { zh: '运行中', en: 'Running' },
  powered_off: { zh: '已关机', en: 'Powered off' },
  expired: { zh: '已过期', en: 'Expired' },
  closed: { zh: '已注销', en: 'Closed' },
};

export const ACCOUNT_CSV: CsvColumn<AccountItemRow>[] = [
  { header: { zh: 'ID', en: 'ID' }, value: (a) => a.id },
  { header: { zh: '分身名称', en: 'Sub-account' }, value: (a) => a.name },
  { header: { zh: '绑定云手机', en: 'Cloud phone' }, value: (a) => a.phone_name },
  { header: { zh: '绑定云手机数', en: 'Cloud phones bound' }, value: (a) => a.phone_count },
  { header: { zh: '分组', en: 'Group' }, value: (a) => a.group_name },
  { header: { zh: '网卡', en: 'Network card' }, value: (a) => a.network_card },
  { header: { zh: 'IP', en: 'IP' }, value: (a) => a.network_card_ip },
  { header: { zh: '手机品牌', en: 'Brand' }, value: (a) => a.brand },
  { header: { zh: '国家/地区', en: 'Country' }, value: (a) => a.country },
  { header: { zh: '分辨率', en: 'Resolution' }, value: (a) => a.resolution },
  { header: { zh: '状态', en: 'Status' }, value: (a) => csvLabel(STATUS, a.status) },
  { header: { zh: '到期时间', en: 'Expires at' }, value: (a) => csvTime(a.expiration_time) },
  { header: { zh: '剩余天数', en: 'Days left' }, value: (a) => a.remain_day },
  { header: { zh: '备注', en: 'Remark' }, value: (a) => a.remark },
  { header: { zh: '创建时间', en: 'Created at' }, value: (a) => csvTime(a.created_at) },
];
