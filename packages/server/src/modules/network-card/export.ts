// The network card list as a CSV a person reads: labels in the request's language, business times.
import { csvFlag, csvLabel, csvTime, type CsvColumn } from '../../lib/csv';
import type { Localized } from '../../lib/lang';
import type { CardItemRow } from './queries';

const STATUS: Record<string, Localized> = {
  normal: { zh: '正常', en: 'Normal' },
  will_expire: { zh: '即将过期', en: 'Expiring soon' },
  expired: { zh: '已过期', en: 'Expired' },
};

const CARD_TYPE: Record<string, Localized> = {
  dedicated: { zh: '独享', en: 'Dedicated' },
  shared: { zh: '共享', en: 'Shared' },
};

/** The list's columns (spec §14: IP, region, type, bound phone / sub-account, purchase and expiry
 *  time, remaining days, auto-renew, status), in the list's order. */
export const CARD_CSV: CsvColumn<CardItemRow>[] = [
  { header: { zh: 'ID', en: 'ID' }, value: (c) => c.id },
  { header: { zh: '网卡名称', en: 'Network card' }, value: (c) => c.name },
  { header: { zh: 'IP', en: 'IP' }, value: (c) => c.ip },
  { header: { zh: '地区', en: 'Region' }, value: (c) => c.region },
  { header: { zh: '类型', en: 'Type' }, value: (c) => csvLabel(CARD_TYPE, c.card_type) },
  { header: { zh: '绑定云手机', en: 'Cloud phone' }, value: (c) => c.phone_name },
  { header: { zh: '绑定云手机数', en: 'Cloud phones bound' }, value: (c) => c.phone_count },
  { header: { zh: '绑定分身', en: 'Sub-account' }, value: (c) => c.account_name },
  { header: { zh: '购买时间', en: 'Purchased at' }, value: (c) => csvTime(c.created_at) },
  { header: { zh: '到期时间', en: 'Expires at' }, value: (c) => csvTime(c.expiration_time) },
  { header: { zh: '剩余天数', en: 'Days left' }, value: (c) => c.remain_day },
  { header: { zh: '自动续费', en: 'Auto-renew' }, value: (c) => csvFlag(c.auto_renew) },
  { header: { zh: '状态', en: 'Status' }, value: (c) => csvLabel(STATUS, c.status) },
];
