// The sub-account list as a CSV a person reads: labels in the request's language, business times.
import { csvLabel, csvTime, type CsvColumn } from '../../lib/csv';
import type { Localized } from '../../lib/lang';
import type { AccountItemRow } from './queries';

const STATUS: Record<string, Localized> = {
  normal: { zh: '正常', en: 'Normal' },
  expired: { zh: '已过期', en: 'Expired' },
};

export const ACCOUNT_CSV: CsvColumn<AccountItemRow>[] = [
  { header: { zh: 'ID', en: 'ID' }, value: (a) => a.id },
  { header: { zh: '分身名称', en: 'Sub-account' }, value: (a) => a.name },
  { header: { zh: '绑定云手机', en: 'Cloud phone' }, value: (a) => a.phone_name },
  { header: { zh: '绑定云手机数', en: 'Cloud phones bound' }, value: (a) => a.phone_count },
  { header: { zh: '网卡', en: 'Network card' }, value: (a) => a.network_card },
  { header: { zh: '状态', en: 'Status' }, value: (a) => csvLabel(STATUS, a.status) },
  { header: { zh: '到期时间', en: 'Expires at' }, value: (a) => csvTime(a.expiration_time) },
  { header: { zh: '剩余天数', en: 'Days left' }, value: (a) => a.remain_day },
  { header: { zh: '备注', en: 'Remark' }, value: (a) => a.remark },
  { header: { zh: '创建时间', en: 'Created at' }, value: (a) => csvTime(a.created_at) },
];
