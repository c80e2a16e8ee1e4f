// The store list as a CSV a person reads: headers and platform names in the request's language,
// business times.
import { csvTime, type CsvColumn } from '../../lib/csv';
import { platformName } from './catalogue';
import type { StoreItemRow } from './queries';

export const STORE_CSV: CsvColumn<StoreItemRow>[] = [
  { header: { zh: 'ID', en: 'ID' }, value: (s) => s.id },
  { header: { zh: '店铺名称', en: 'Store name' }, value: (s) => s.name },
  { header: { zh: '平台', en: 'Platform' }, value: (s) => platformName(s.platform) },
  { header: { zh: '站点', en: 'Site' }, value: (s) => s.site },
  { header: { zh: '账号', en: 'Account' }, value: (s) => s.account },
  { header: { zh: '地址', en: 'Store address' }, value: (s) => s.address },
  { header: { zh: '负责人', en: 'Principal' }, value: (s) => s.principal_name },
  { header: { zh: '备注', en: 'Remark' }, value: (s) => s.remark },
  { header: { zh: '最后登录人', en: 'Last login by' }, value: (s) => s.last_login_user },
  { header: { zh: '最后登录时间', en: 'Last login at' }, value: (s) => csvTime(s.last_login_at) },
  { header: { zh: '创建时间', en: 'Created at' }, value: (s) => csvTime(s.created_at) },
];
